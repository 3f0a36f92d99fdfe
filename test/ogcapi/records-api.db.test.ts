import { describe, expect, it } from "vitest";
import { GET as publicList } from "@/app/api/public/metadata/route";
import { GET as openApi } from "@/app/ogcapi/api/route";
import { GET as item } from "@/app/ogcapi/collections/[collectionId]/items/[recordId]/route";
import { GET as items } from "@/app/ogcapi/collections/[collectionId]/items/route";
import { GET as queryables } from "@/app/ogcapi/collections/[collectionId]/queryables/route";
import { GET as collection } from "@/app/ogcapi/collections/[collectionId]/route";
import { GET as collections } from "@/app/ogcapi/collections/route";
import { GET as conformance } from "@/app/ogcapi/conformance/route";
import { GET as landing } from "@/app/ogcapi/route";
import { ITEMS_MAX_LIMIT } from "@/lib/ogcapi/items-query";
import { CONFORMANCE } from "@/lib/ogcapi/service";
import {
  errorsOf,
  itemsValidator,
  ogcApiSchemasUnavailable,
  openApiValidator,
  validatorOf,
} from "@/test/support/ogcapi-schemas";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

// OGC API – Records – Part 1 under /ogcapi, by its route handlers on the seeded catalogue: every
// document against the official JSON schemas, the same records as the REST API for the same
// question, published records only, paging, sorting, and problem objects for bad requests.

type Answer = Awaited<ReturnType<typeof call>>;
type Feature = { id: string; properties: Record<string, unknown>; links: { rel: string; href: string }[] };
const katalog = { collectionId: "katalog" };
const itemsUrl = (query = "") => `/ogcapi/collections/katalog/items${query}`;
const getItems = (query = "") => call(items, itemsUrl(query), katalog);

if (ogcApiSchemasUnavailable) console.warn(`OGC API schema validation ${ogcApiSchemasUnavailable}`);

describe(`OGC API – Records on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const publishedIdentifiers = async () =>
    (
      await database().db.metadata.findMany({
        where: { status: "PUBLISHED" },
        select: { id: true, fileIdentifier: true },
      })
    )
      .map((m) => m.fileIdentifier ?? m.id)
      .sort();

  /** Every item the query finds, over all pages (following `next`). */
  async function allItems(query: string): Promise<Feature[]> {
    const found: Feature[] = [];
    let url: string | undefined = itemsUrl(`${query}${query ? "&" : "?"}limit=7`);
    while (url) {
      const page: Answer = await call(items, url, katalog);
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      found.push(...page.body.features);
      url = page.body.links.find((link: { rel: string }) => link.rel === "next")?.href;
      if (url) url = new URL(url).pathname + new URL(url).search;
    }
    return found;
  }

  it.skipIf(ogcApiSchemasUnavailable)(
    "answers every document as the official schemas define it",
    async () => {
      const checks: [string, { status: number; body: unknown }][] = [
        ["features:landingPage.yaml", await call(landing, "/ogcapi")],
        ["features:confClasses.yaml", await call(conformance, "/ogcapi/conformance")],
        ["records:collection.yaml", await call(collection, "/ogcapi/collections/katalog", katalog)],
      ];
      for (const [schema, { status, body }] of checks) {
        expect(status, schema).toBe(200);
        const validate = validatorOf(schema);
        expect(validate(body), `${schema}: ${errorsOf(validate).join("\n")}`).toBe(true);
      }
      const openApiDocument = openApiValidator();
      expect(
        openApiDocument((await call(openApi, "/ogcapi/api")).body),
        errorsOf(openApiDocument).join("\n"),
      ).toBe(true);
      const list = await call(collections, "/ogcapi/collections");
      const catalog = validatorOf("records:catalog.yaml");
      for (const member of list.body.collections)
        expect(catalog(member), errorsOf(catalog).join("\n")).toBe(true);
      // Every published record, as an item of a page and on its own.
      const pages = itemsValidator();
      const record = validatorOf("records:recordGeoJSON.yaml");
      let url: string | undefined = itemsUrl("?limit=50");
      let seen = 0;
      while (url) {
        const page: Answer = await call(items, url, katalog);
        expect(pages(page.body), errorsOf(pages).slice(0, 10).join("\n")).toBe(true);
        for (const feature of page.body.features as Feature[]) {
          const single = await call(item, itemsUrl(`/${encodeURIComponent(feature.id)}`), {
            ...katalog,
            recordId: feature.id,
          });
          expect(single.status).toBe(200);
          expect(record(single.body), `${feature.id}: ${errorsOf(record).join("\n")}`).toBe(true);
          expect(single.body).toEqual(feature);
        }
        seen += page.body.features.length;
        const next: string | undefined = page.body.links.find(
          (link: { rel: string }) => link.rel === "next",
        )?.href;
        url = next ? new URL(next).pathname + new URL(next).search : undefined;
      }
      expect(seen).toBe((await publishedIdentifiers()).length);
    },
  );

  it("declares the conformance classes it implements and offers the one collection", async () => {
    expect((await call(conformance, "/ogcapi/conformance")).body.conformsTo).toEqual(CONFORMANCE);
    const landingPage = (await call(landing, "/ogcapi")).body;
    const settings = await database().db.pengaturanCsw.findUniqueOrThrow({ where: { id: 1 } });
    expect(landingPage.title).toBe(settings.judul);
    expect(landingPage.links.map((link: { rel: string }) => link.rel)).toEqual(
      expect.arrayContaining(["self", "conformance", "data", "service-desc"]),
    );
    const { body } = await call(collection, "/ogcapi/collections/katalog", katalog);
    expect(body).toMatchObject({
      id: "katalog",
      type: "Collection",
      itemType: "record",
      title: settings.judul,
    });
    const boxes = await database().db.metadata.aggregate({
      where: { status: "PUBLISHED" },
      _min: { bboxBarat: true, bboxSelatan: true },
      _max: { bboxTimur: true, bboxUtara: true },
    });
    expect(body.extent.spatial.bbox[0]).toEqual([
      boxes._min.bboxBarat,
      boxes._min.bboxSelatan,
      boxes._max.bboxTimur,
      boxes._max.bboxUtara,
    ]);
    expect((await call(collections, "/ogcapi/collections")).body.collections).toEqual([body]);
    const missing = await call(collection, "/ogcapi/collections/lain", { collectionId: "lain" });
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toBe("application/problem+json");
    expect(missing.body).toMatchObject({ status: 404, title: "Not Found", code: "NOT_FOUND" });
  });

  it("pages through exactly the published records, newest first, with exact counts", async () => {
    const all = await allItems("");
    expect(all.map((feature) => feature.id).sort()).toEqual(await publishedIdentifiers());
    const first = await getItems("?limit=3&offset=2");
    expect(first.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.body.numberMatched).toBe(all.length);
    expect(first.body.numberReturned).toBe(3);
    expect(first.body.features.map((feature: Feature) => feature.id)).toEqual(
      all.slice(2, 5).map((f) => f.id),
    );
    const rels = first.body.links.map((link: { rel: string }) => link.rel);
    expect(rels).toEqual(expect.arrayContaining(["self", "next", "prev", "collection"]));
    // limit is clamped to the largest page, never refused for being large.
    const clamped = await getItems(`?limit=${ITEMS_MAX_LIMIT * 10}`);
    expect(clamped.status).toBe(200);
    expect(clamped.body.numberReturned).toBe(Math.min(all.length, ITEMS_MAX_LIMIT));
    // Past the end: an empty page, the same count.
    const past = await getItems(`?offset=${all.length + 5}`);
    expect(past.body).toMatchObject({ numberMatched: all.length, numberReturned: 0, features: [] });
  });

  it("finds the same records as the REST API for the same words and box", async () => {
    for (const [rest, ogc] of [
      ["q=peta", "q=peta"],
      ["q=batas%20wilayah", "q=batas%20wilayah"],
      ["bboxW=100&bboxS=-10&bboxE=120&bboxN=5", "bbox=100,-10,120,5"],
      ["q=data&bboxW=95&bboxS=-11&bboxE=141&bboxN=6", "q=data&bbox=95,-11,141,6"],
    ]) {
      const restIds: string[] = [];
      for (let page = 1; ; page++) {
        const { body } = await call(publicList, `/api/public/metadata?${rest}&page=${page}&pageSize=100`);
        restIds.push(...body.records.map((r: { id: string }) => r.id));
        if (restIds.length >= body.total) break;
      }
      const found = await allItems(`?${ogc}`);
      const byIdentifier = await database().db.metadata.findMany({
        where: { id: { in: restIds } },
        select: { id: true, fileIdentifier: true },
      });
      expect(found.map((f) => f.id).sort(), ogc).toEqual(
        byIdentifier.map((m) => m.fileIdentifier ?? m.id).sort(),
      );
    }
  });

  it("takes a bbox in EPSG:4326 latitude first, ids, externalIds, type and datetime", async () => {
    const lonLat = await allItems("?bbox=100,-10,120,5");
    const latLon = await allItems(
      `?bbox=-10,100,5,120&bbox-crs=${encodeURIComponent("http://www.opengis.net/def/crs/EPSG/0/4326")}`,
    );
    expect(latLon.map((f) => f.id)).toEqual(lonLat.map((f) => f.id));
    const [a, b] = lonLat as [Feature, Feature];
    const byIds = await getItems(`?ids=${encodeURIComponent(`${a.id},${b.id},tidak-ada`)}`);
    expect(byIds.body.features.map((f: Feature) => f.id).sort()).toEqual([a.id, b.id].sort());
    const external = await getItems(`?externalIds=${encodeURIComponent(a.id)}`);
    expect(external.body.features.map((f: Feature) => f.id)).toEqual([a.id]);
    const series = await allItems("?type=series");
    const seriesCount = await database().db.metadata.count({
      where: { status: "PUBLISHED", levelHierarki: "series" },
    });
    expect(series).toHaveLength(seriesCount);
    for (const feature of series) expect(feature.properties.type).toBe("series");
    // datetime: records whose temporal extent meets the interval, never one without an extent.
    const withTime = await database().db.metadata.findMany({
      where: {
        status: "PUBLISHED",
        OR: [{ tanggalMulai: { not: null } }, { tanggalSelesai: { not: null } }],
      },
      select: { id: true, fileIdentifier: true, tanggalMulai: true, tanggalSelesai: true },
    });
    const itemIds = (features: Feature[]) => features.map((f) => f.id).sort();
    const idsOf = (records: typeof withTime) => records.map((m) => m.fileIdentifier ?? m.id).sort();
    const instant = "2020-06-01T00:00:00Z";
    const t = Date.parse(instant);
    const expected = withTime.filter(
      (m) =>
        (!m.tanggalMulai || m.tanggalMulai.getTime() <= t) &&
        (!m.tanggalSelesai || m.tanggalSelesai.getTime() >= t),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(itemIds(await allItems(`?datetime=${encodeURIComponent(instant)}`))).toEqual(idsOf(expected));
    // An open start: every record whose extent begins by the end of that day (dates compare
    // at the precision written), the earliest one at least.
    const earliest = withTime
      .flatMap((m) => (m.tanggalMulai ? [m.tanggalMulai.toISOString().slice(0, 10)] : []))
      .sort()[0] as string;
    const dayEnd = Date.parse(`${earliest}T23:59:59.999Z`);
    const beganBy = withTime.filter((m) => !m.tanggalMulai || m.tanggalMulai.getTime() <= dayEnd);
    expect(beganBy.length).toBeGreaterThan(0);
    expect(itemIds(await allItems(`?datetime=../${earliest}`))).toEqual(idsOf(beganBy));
  });

  it("filters with CQL2 text and JSON, meaning the same as the parameters and as each other", async () => {
    const ids = (features: Feature[]) => features.map((f) => f.id).sort();
    const box = ids(await allItems("?bbox=100,-10,120,5"));
    expect(box.length).toBeGreaterThan(0);
    const text = (filter: string) => allItems(`?filter=${encodeURIComponent(filter)}`);
    const json = (filter: unknown) =>
      allItems(`?filter-lang=cql2-json&filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(ids(await text("S_INTERSECTS(geometry, BBOX(100,-10,120,5))"))).toEqual(box);
    expect(
      ids(await json({ op: "s_intersects", args: [{ property: "geometry" }, { bbox: [100, -10, 120, 5] }] })),
    ).toEqual(box);
    const published = await database().db.metadata.findMany({
      where: { status: "PUBLISHED", judul: { contains: "Peta" } },
      select: { id: true, fileIdentifier: true },
    });
    const like = ids(await text("title LIKE '%Peta%'"));
    expect(like).toEqual(published.map((m) => m.fileIdentifier ?? m.id).sort());
    expect(ids(await json({ op: "like", args: [{ property: "title" }, "%Peta%"] }))).toEqual(like);
    const both = ids(await text("title LIKE '%Peta%' AND S_INTERSECTS(geometry, BBOX(100,-10,120,5))"));
    expect(both).toEqual(like.filter((id) => box.includes(id)));
    for (const bad of ["title LIKE", "judul = 'x'", "S_INTERSECTS(title, POINT(1 2))", "((((", "title = 1"]) {
      const { status, body } = await getItems(`?filter=${encodeURIComponent(bad)}`);
      expect(status, bad).toBe(400);
      expect(body, bad).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
    expect((await getItems(`?filter-lang=cql2-json&filter=${encodeURIComponent("{")}`)).status).toBe(400);
  });

  it("sorts by title and by update time, either way", async () => {
    const titles = (await allItems("?sortby=title")).map((f) => f.properties.title as string);
    expect(titles).toEqual([...titles].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const updated = (await allItems("?sortby=-updated")).map((f) => f.properties.updated as string);
    expect(updated).toEqual([...updated].sort().reverse());
  });

  it("never shows a record that is not published", async () => {
    const draft = await database().db.metadata.findFirstOrThrow({ where: { status: { not: "PUBLISHED" } } });
    const id = draft.fileIdentifier ?? draft.id;
    const single = await call(item, itemsUrl(`/${id}`), { ...katalog, recordId: id });
    expect(single.status).toBe(404);
    expect(single.body).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect((await getItems(`?ids=${id}`)).body.numberMatched).toBe(0);
    expect(
      (await getItems(`?q=${encodeURIComponent(draft.judul)}`)).body.features.map((f: Feature) => f.id),
    ).not.toContain(id);
  });

  it("answers bad parameters with a problem object naming them, and HTML with the portal's pages", async () => {
    for (const query of [
      "?limit=0",
      "?limit=-3",
      "?offset=x",
      "?bbox=1,2,3",
      "?bbox=0,50,10,40",
      "?bbox=a,b,c,d",
      "?datetime=kemarin",
      "?datetime=2020-01-02/2020-01-01",
      "?sortby=judul",
      "?filter-lang=cql2-text",
      "?bbox-crs=EPSG:3857&bbox=1,2,3,4",
      "?tidakDikenal=1",
    ]) {
      const { status, headers, body } = await getItems(query);
      expect(status, query).toBe(400);
      expect(headers.get("content-type"), query).toBe("application/problem+json");
      expect(body, query).toMatchObject({ type: "about:blank", title: "Bad Request", status: 400 });
      expect(typeof body.detail).toBe("string");
    }
    const html = await call(items, itemsUrl("?q=peta&f=html"), katalog);
    expect(html.status).toBe(303);
    expect(html.headers.get("location")).toBe("http://localhost/katalog?q=peta");
    const [first] = (await getItems("?limit=1")).body.features as Feature[];
    const stored = await database().db.metadata.findFirstOrThrow({
      where: { OR: [{ fileIdentifier: first?.id }, { id: first?.id }] },
    });
    const elsewhere = (f: string) =>
      call(item, itemsUrl(`/${first?.id}?f=${f}`), { ...katalog, recordId: first?.id as string });
    expect((await elsewhere("html")).headers.get("location")).toBe(`http://localhost/katalog/${stored.id}`);
    expect((await elsewhere("xml")).headers.get("location")).toBe(
      `http://localhost/api/public/metadata/${stored.id}/xml?format=mdb2018`,
    );
    expect(first?.links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rel: "alternate", href: `http://localhost/dcat/${stored.id}` }),
      ]),
    );
    for (const [handler, url, params] of [
      [items, itemsUrl("?f=xml"), katalog],
      [landing, "/ogcapi?f=pdf", {}],
    ] as const) {
      const refused = await call(handler as typeof landing, url, params);
      expect(refused.status, url).toBe(400);
      expect(refused.body, url).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    }
    const browser = await call(
      landing,
      "/ogcapi",
      {},
      { headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" } },
    );
    expect(browser.status).toBe(303);
    const json = await call(landing, "/ogcapi", {}, { headers: { accept: "application/json" } });
    expect(json.status).toBe(200);
    const q = await call(queryables, "/ogcapi/collections/katalog/queryables", katalog);
    expect(q.headers.get("content-type")).toBe("application/schema+json; charset=utf-8");
    expect(q.body).toMatchObject({ type: "object", additionalProperties: false });
    expect(Object.keys(q.body.properties)).toEqual(
      expect.arrayContaining(["title", "description", "geometry", "updated"]),
    );
  });
});
