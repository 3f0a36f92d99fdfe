import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/public/metadata/route";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

const SUMMARY_KEYS = [
  "abstrak",
  "bboxBarat",
  "bboxSelatan",
  "bboxTimur",
  "bboxUtara",
  "createdBy",
  "id",
  "judul",
  "publishedAt",
  "tipeData",
  "topikKategori",
].sort();

describe(`GET /api/public/metadata on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const list = (query = "") => call(GET, `/api/public/metadata${query}`);
  const published = () =>
    database().db.metadata.findMany({
      where: { status: "PUBLISHED" },
      include: { kataKunci: true, owner: true, organisasi: true },
    });

  it("answers the first page of published records, newest first, in the shape of spec 2.1", async () => {
    const { status, headers, body } = await list();
    const all = await published();
    expect(status).toBe(200);
    expect(headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    expect(Object.keys(body).sort()).toEqual(["page", "pageSize", "records", "total"]);
    expect(body).toMatchObject({ total: all.length, page: 1, pageSize: 12 });
    expect(body.records).toHaveLength(12);
    const newest = [...all].sort(
      (a, b) =>
        (b.publishedAt as Date).getTime() - (a.publishedAt as Date).getTime() || (a.id < b.id ? -1 : 1),
    );
    expect(body.records.map((r: { id: string }) => r.id)).toEqual(newest.slice(0, 12).map((r) => r.id));
    const first = body.records[0];
    expect(Object.keys(first).sort()).toEqual(SUMMARY_KEYS);
    const stored = all.find((r) => r.id === first.id);
    expect(first).toEqual({
      id: stored?.id,
      judul: stored?.judul,
      abstrak: stored?.abstrak,
      tipeData: stored?.tipeData,
      topikKategori: stored?.topikKategori,
      bboxUtara: stored?.bboxUtara,
      bboxSelatan: stored?.bboxSelatan,
      bboxTimur: stored?.bboxTimur,
      bboxBarat: stored?.bboxBarat,
      publishedAt: stored?.publishedAt?.toISOString(),
      createdBy: { namaLengkap: stored?.owner.namaLengkap, organisasi: stored?.organisasi.nama },
    });
  });

  it("pages through every published record exactly once, with or without a search", async () => {
    for (const query of ["", "&q=peta"]) {
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; page < 50; page++) {
        const { body } = await list(`?pageSize=40&page=${page}${query}`);
        total = body.total;
        if (body.records.length === 0) break;
        seen.push(...body.records.map((r: { id: string }) => r.id));
      }
      expect(seen.length).toBe(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it("clamps pageSize to 100 and says so", async () => {
    const { status, body } = await list("?pageSize=500");
    expect(status).toBe(200);
    expect(body.pageSize).toBe(100);
    expect(body.records).toHaveLength(100);
  });

  it("searches title, abstract and keywords: any case, any accents, stems, and the last word as a prefix", async () => {
    const mangrove = (await list("?q=mangrove&pageSize=100")).body;
    expect(mangrove.total).toBeGreaterThan(0);
    const all = await published();
    for (const record of mangrove.records) {
      const stored = all.find((r) => r.id === record.id);
      const text = [
        stored?.judul,
        stored?.abstrak,
        ...(stored?.kataKunci.map((k) => k.kataKunci) ?? []),
      ].join(" ");
      expect(text.toLowerCase()).toContain("mangrove");
    }
    for (const variant of ["MANGROVE", "Mangróve", "mangr", "  mangrove!! "]) {
      expect((await list(`?q=${encodeURIComponent(variant)}`)).body.total, variant).toBe(mangrove.total);
    }
    const titleHit = mangrove.records[0].judul.toLowerCase();
    expect(titleHit).toContain("mangrove"); // title matches rank first
    const stem = (await list("?q=kebun")).body; // perkebunan -> kebun
    expect(stem.records.some((r: { judul: string }) => /perkebunan/i.test(r.judul))).toBe(true);
    const english = (await list("?q=forest")).body;
    expect(english.total).toBeGreaterThan(0);
    expect((await list("?q=mangrove%20zzzzqqq")).body.total).toBe(0); // every word must match
  });

  it("filters by topic category and data type exactly, and combines filters", async () => {
    const all = await published();
    const environment = (await list("?kategori=environment&pageSize=100")).body;
    expect(environment.total).toBe(all.filter((r) => r.topikKategori.includes("environment")).length);
    const raster = (await list("?tipeData=raster&pageSize=100")).body;
    expect(raster.total).toBe(all.filter((r) => r.tipeData === "raster").length);
    expect(raster.records.every((r: { tipeData: string }) => r.tipeData === "raster")).toBe(true);
    const both = (await list("?tipeData=raster&kategori=environment&q=peta&pageSize=100")).body;
    for (const r of both.records) {
      expect(r.tipeData).toBe("raster");
      expect(r.topikKategori).toContain("environment");
    }
    expect(both.total).toBeLessThanOrEqual(Math.min(environment.total, raster.total));
  });

  it("filters by organisation code, alone and with other filters", async () => {
    const all = await published();
    const kode = all[0]?.organisasi.kode as string;
    const own = all.filter((r) => r.organisasi.kode === kode);
    const { status, body } = await list(`?organisasi=${kode}&pageSize=100`);
    expect(status).toBe(200);
    expect(body.total).toBe(own.length);
    expect(body.records.map((r: { id: string }) => r.id).sort()).toEqual(own.map((r) => r.id).sort());
    const raster = (await list(`?organisasi=${kode}&tipeData=raster&pageSize=100`)).body;
    expect(raster.total).toBe(own.filter((r) => r.tipeData === "raster").length);
    expect((await list("?organisasi=TIDAK-ADA")).body.total).toBe(0);
  });

  it("sorts by urut: relevance only with q, newest, or title A to Z", async () => {
    const all = await published();
    const ids = (body: { records: { id: string }[] }) => body.records.map((r) => r.id);
    const byTitle = [...all].sort(
      (a, b) => a.judul.toLowerCase().localeCompare(b.judul.toLowerCase(), "en") || (a.id < b.id ? -1 : 1),
    );
    const judul = (await list("?urut=judul&pageSize=100")).body;
    expect(judul.total).toBe(all.length);
    const titles = judul.records.map((r: { judul: string }) => r.judul.toLowerCase());
    expect(titles.length).toBe(Math.min(100, all.length));
    expect(byTitle[0]?.judul.toLowerCase()).toBe(titles[0]);
    // Without q, relevansi falls back to newest first.
    expect(ids((await list("?urut=relevansi")).body)).toEqual(ids((await list("")).body));
    expect(ids((await list("?urut=terbaru")).body)).toEqual(ids((await list("")).body));
    // With q, every order returns the same hits.
    const ranked = (await list("?q=hutan&pageSize=100")).body;
    expect(ranked.total).toBeGreaterThan(1);
    expect(ranked.total).toBeLessThanOrEqual(100);
    const newest = (await list("?q=hutan&urut=terbaru&pageSize=100")).body;
    const titled = (await list("?q=hutan&urut=judul&pageSize=100")).body;
    expect(newest.total).toBe(ranked.total);
    expect(titled.total).toBe(ranked.total);
    expect([...ids(newest)].sort()).toEqual([...ids(ranked)].sort());
    const dates = newest.records.map((r: { publishedAt: string }) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await list("?urut=acak")).status).toBe(400);
  });

  it("matches records whose extent intersects the box, also across the antimeridian", async () => {
    const all = await published();
    const intersects = (r: (typeof all)[number], n: number, s: number, e: number, w: number) => {
      const [rw, rs, re, rn] = [r.bboxBarat, r.bboxSelatan, r.bboxTimur, r.bboxUtara] as number[];
      const lat = (rs as number) <= n && (rn as number) >= s;
      const lon =
        w <= e ? (rw as number) <= e && (re as number) >= w : (re as number) >= w || (rw as number) <= e;
      return lat && lon;
    };
    for (const [n, s, e, w] of [
      [-6.0, -7.0, 107.0, 106.5], // around Jakarta
      [1.0, -1.0, 117.5, 116.5], // East Kalimantan
      [6.0, -11.0, 96.0, 140.0], // across the antimeridian: west of 96 E or east of 140 E
      [-20, -30, 100, 90], // Indian Ocean: nothing
    ] as const) {
      const { status, body } = await list(`?bboxN=${n}&bboxS=${s}&bboxE=${e}&bboxW=${w}&pageSize=100`);
      expect(status).toBe(200);
      const expected = all
        .filter((r) => intersects(r, n, s, e, w))
        .map((r) => r.id)
        .sort();
      expect(body.total, `${n},${s},${e},${w}`).toBe(expected.length);
      if (expected.length <= 100)
        expect(body.records.map((r: { id: string }) => r.id).sort()).toEqual(expected);
    }
  });

  it.each([
    ["?page=0", "page"],
    ["?page=abc", "page"],
    ["?page=1.5", "page"],
    ["?pageSize=0", "pageSize"],
    ["?pageSize=-5", "pageSize"],
    ["?pageSize=1e2", "pageSize"],
    ["?bboxN=1", "bboxS"],
    ["?bboxN=91&bboxS=0&bboxE=10&bboxW=0", "bboxN"],
    ["?bboxN=1&bboxS=0&bboxE=181&bboxW=0", "bboxE"],
    ["?bboxN=1&bboxS=2&bboxE=10&bboxW=0", "bboxS"],
    ["?bboxN=x&bboxS=0&bboxE=10&bboxW=0", "bboxN"],
    ["?kategori=hutan", "kategori"],
    ["?urut=acak", "urut"],
    [`?q=${"a".repeat(201)}`, "q"],
  ])("rejects %s with 400 naming %s", async (query, parameter) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(body.error.message).toContain(parameter);
    expect(body.error.details.parameters.map((p: { parameter: string }) => p.parameter)).toContain(parameter);
  });

  it("treats empty parameters as absent", async () => {
    const { status, body } = await list("?q=&page=&kategori=&bboxN=");
    expect(status).toBe(200);
    expect(body.page).toBe(1);
  });

  it("shows catalogue changes at once, even right after the same query was answered", async () => {
    const { db } = database();
    const before = (await list("?q=zebrawilayah")).body;
    expect(before.total).toBe(0);
    const owner = await db.pengguna.findFirstOrThrow({ where: { peran: "PRODUSEN" } });
    const created = await db.metadata.create({
      data: {
        judul: "Sebaran Zebrawilayah Uji",
        abstrak: "Catatan uji cache.",
        tipeData: "vector",
        status: "PUBLISHED",
        publishedAt: new Date(),
        ownerId: owner.id,
        organisasiId: owner.organisasiId,
      },
    });
    const after = (await list("?q=zebrawilayah")).body;
    expect(after.total).toBe(1);
    expect(after.records[0].id).toBe(created.id);
    await db.metadata.update({ where: { id: created.id }, data: { status: "PRIVATE" } });
    expect((await list("?q=zebrawilayah")).body.total).toBe(0);
    await db.metadata.delete({ where: { id: created.id } });
  });

  it("stores an answer per catalogue version: a repeat is a hit with the same bytes and ETag, a change ends it", async () => {
    const db = database().db;
    const first = await list("?q=hutan&pageSize=3");
    expect(first.headers.get("cache-status")).toBe("Simpul; fwd=miss; stored");
    const etag = first.headers.get("etag") as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await list("?q=hutan&pageSize=3");
    expect(again.headers.get("cache-status")).toBe("Simpul; hit");
    expect(again.headers.get("etag")).toBe(etag);
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    expect(again.body).toEqual(first.body);
    const revalidated = await call(
      GET,
      "/api/public/metadata?q=hutan&pageSize=3",
      {},
      {
        headers: { "If-None-Match": etag },
      },
    );
    expect(revalidated.status).toBe(304);

    const shown = first.body.records[0];
    await db.metadata.update({ where: { id: shown.id }, data: { judul: `${shown.judul} (revisi)` } });
    const changed = await list("?q=hutan&pageSize=3");
    expect(changed.headers.get("cache-status")).toBe("Simpul; fwd=miss; stored");
    expect(changed.body.records.find((r: { id: string }) => r.id === shown.id)?.judul).toBe(
      `${shown.judul} (revisi)`,
    );
    await db.metadata.update({ where: { id: shown.id }, data: { judul: shown.judul } });
  });

  it("answers other methods with 405 JSON and Allow", async () => {
    const response = await POST(
      new Request("http://localhost/api/public/metadata", { method: "POST" }),
      undefined as never,
    );
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    // A public route says so to any origin.
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect((await response.json()).error.code).toBe("METHOD_NOT_ALLOWED");
  });
});
