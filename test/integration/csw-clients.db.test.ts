import { execFile, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { setDbForTests } from "@/lib/db/client";
import { HARVEST_PROTOCOLS } from "@/lib/harvest/registry";
import { createRemoteFetch } from "@/lib/harvest/remote-fetch";
import { runHarvest } from "@/lib/harvest/run-harvest";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { builtRoute, type Instance, sharedDatabase, sleep, startInstances } from "@/test/support/instances";
import { adminActor } from "@/test/support/seeded-api";
import { createTestDatabase, testEngine } from "@/test/support/test-database";

// Real CSW clients against real server processes (`npm start`'s): OWSLib (QGIS MetaSearch's library)
// and GDAL's CSW driver, from Debian's packages; the response cache across two instances; and
// another Simpul harvesting them (lib/harvest).

const routeBuilt = builtRoute("csw/route.js");
const python = "/usr/bin/python3";
const hasOwslib = spawnSync(python, ["-c", "import owslib"]).status === 0;
const hasOgrinfo = spawnSync("ogrinfo", ["--version"]).status === 0;
const missing = [
  !routeBuilt && "a production build (npm run build)",
  !hasOwslib && "python3-owslib",
  !hasOgrinfo && "gdal-bin",
].filter(Boolean);
if (missing.length) console.warn(`Skipping some CSW client tests: missing ${missing.join(", ")}.`);

/**
 * Runs a client without blocking this process: on PGlite the database the servers use is
 * served from this process's event loop (spawnSync would freeze it and the servers with it).
 */
function runClient(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      command,
      args,
      { encoding: "utf8", timeout: 150_000, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ status: error ? Number((error as { code?: number }).code ?? 1) || 1 : 0, stdout, stderr });
      },
    );
  });
}

describe.skipIf(!routeBuilt)(`CSW with real clients and two instances on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  let instances: Instance[] = [];
  let db: Db;

  beforeAll(async () => {
    const shared = await sharedDatabase(cleanups);
    db = shared.db;
    await seedDatabase(db, { recordCount: 60 });
    const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-csw-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    instances = await startInstances(2, shared.url, dataDir, cleanups);
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  const hits = async (url: string) => {
    const response = await fetch(
      `${url}/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=hits`,
    );
    const text = await response.text();
    return {
      matched: Number(/numberOfRecordsMatched="(\d+)"/.exec(text)?.[1]),
      cacheStatus: response.headers.get("cache-status"),
    };
  };

  it("shows a publication in the very next GetRecords on both instances, though both had it cached", async () => {
    const [a, b] = instances as [Instance, Instance];
    const before = await hits(a.url);
    expect(before.cacheStatus).toBe("Simpul; fwd=miss; stored");
    expect((await hits(b.url)).matched).toBe(before.matched);
    // Now answered from each instance's store by the server itself, before Next.
    expect(await hits(a.url)).toEqual({ ...before, cacheStatus: "Simpul; hit; detail=server" });
    expect((await hits(b.url)).cacheStatus).toBe("Simpul; hit; detail=server");
    const draft = await db.metadata.findFirstOrThrow({ where: { status: "DRAFT" } });
    await db.metadata.update({
      where: { id: draft.id },
      data: { status: "PUBLISHED", publishedAt: new Date() },
    });
    expect(await hits(a.url)).toEqual({
      matched: before.matched + 1,
      cacheStatus: "Simpul; fwd=miss; stored",
    });
    expect((await hits(b.url)).matched).toBe(before.matched + 1);
    expect((await hits(b.url)).cacheStatus).toBe("Simpul; hit; detail=server");
  });

  it("answers a repeated POST GetRecords from the store as it answers a GET, whatever its spelling", async () => {
    const [a] = instances as [Instance];
    const search = (prefix: string, space: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>${space}<${prefix}:GetRecords xmlns:${prefix}="http://www.opengis.net/cat/csw/2.0.2" xmlns:f="http://www.opengis.net/ogc" service="CSW" version="2.0.2" resultType="results" maxRecords="7">${space}<${prefix}:Query typeNames="csw:Record"><${prefix}:ElementSetName>summary</${prefix}:ElementSetName>${space}<${prefix}:Constraint version="1.1.0"><f:Filter><f:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><f:PropertyName>csw:AnyText</f:PropertyName><f:Literal>%a%</f:Literal></f:PropertyIsLike></f:Filter></${prefix}:Constraint></${prefix}:Query></${prefix}:GetRecords>`;
    const post = async (body: string) => {
      const response = await fetch(`${a.url}/csw`, {
        method: "POST",
        headers: { "Content-Type": "application/xml" },
        body,
      });
      const text = await response.text();
      expect(response.status).toBe(200);
      return {
        text: text.replace(/timestamp="[^"]+"/, ""),
        cacheStatus: response.headers.get("cache-status"),
      };
    };
    const first = await post(search("csw", ""));
    expect(first.cacheStatus).toBe("Simpul; fwd=miss; stored");
    expect(first.text).toContain('numberOfRecordsReturned="7"');
    // The same bytes: sent by the server from the store, before Next.
    expect(await post(search("csw", ""))).toEqual({ ...first, cacheStatus: "Simpul; hit; detail=server" });
    // The same question spelled otherwise (prefixes, white space): the route finds it stored,
    // and from then on the server answers that spelling too.
    const respelled = search("cat", "\n  ");
    expect(await post(respelled)).toEqual({ ...first, cacheStatus: "Simpul; hit" });
    expect(await post(respelled)).toEqual({ ...first, cacheStatus: "Simpul; hit; detail=server" });
    // Another question is computed.
    expect((await post(search("csw", "").replace('maxRecords="7"', 'maxRecords="3"'))).cacheStatus).toBe(
      "Simpul; fwd=miss; stored",
    );
  });

  it("answers a repeated GET with If-None-Match from the store: 304 with the same ETag", async () => {
    const url = `${instances[0]?.url}/csw?service=CSW&request=GetCapabilities&sections=ServiceIdentification`;
    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get("etag") as string;
    const again = await fetch(url);
    expect(again.headers.get("cache-status")).toBe("Simpul; hit; detail=server");
    expect(await again.text()).toBe(body);
    expect(again.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
    const revalidated = await fetch(url, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    // Another spelling of the same request is answered by the route (from its cache), not the server.
    const respelled = await fetch(url.replace("request=", "REQUEST="));
    expect(respelled.headers.get("cache-status")).toBe("Simpul; hit");
    expect(await respelled.text()).toBe(body);
  });

  it("answers CSW with the route's own handlers, not Next's router: gzipped where accepted, with the data headers", async () => {
    const url = `${instances[1]?.url}/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=full&maxRecords=4&startPosition=3`;
    const gzipped = await fetch(url, { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers.get("cache-status")).toBe("Simpul; fwd=miss; stored");
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    // Next's router adds its own Vary (rsc, next-router-…) to what it answers.
    expect(gzipped.headers.get("vary")).toBe("Accept-Encoding");
    expect(gzipped.headers.get("x-content-type-options")).toBe("nosniff");
    expect(gzipped.headers.get("content-security-policy")).toContain("default-src 'none'");
    const text = await gzipped.text(); // fetch decompresses
    expect(text).toContain('numberOfRecordsReturned="4"');
    // The same question in another spelling is answered by the route again, from its store.
    const identity = await fetch(url.replace("request=", "REQUEST="), {
      headers: { "accept-encoding": "identity" },
    });
    expect(identity.headers.get("cache-status")).toBe("Simpul; hit");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(await identity.text()).toBe(text);
    // Asked again as first spelled: answered from memory by the server, gzipped as well.
    for (const encoding of ["gzip", "identity"]) {
      const again = await fetch(url, { headers: { "accept-encoding": encoding } });
      expect(again.headers.get("cache-status")).toBe("Simpul; hit; detail=server");
      expect(again.headers.get("content-encoding")).toBe(encoding === "gzip" ? "gzip" : null);
      expect(again.headers.get("vary")).toBe("Accept-Encoding");
      expect(await again.text()).toBe(text);
    }
  });

  it.skipIf(!hasOwslib)(
    "serves OWSLib: capabilities, a Like + BBOX filter, paging to the end, three schemas, by id",
    async () => {
      const word = "data";
      const run = await runClient(python, [
        path.join(import.meta.dirname, "../csw/owslib_client.py"),
        `${instances[0]?.url}/csw`,
        word,
      ]);
      expect(run.status, run.stderr).toBe(0);
      const seen = JSON.parse(run.stdout);
      const settings = await db.pengaturanCsw.findUniqueOrThrow({ where: { id: 1 } });
      expect(seen.title).toBe(settings.judul);
      expect(seen.operations).toEqual(
        expect.arrayContaining(["GetCapabilities", "GetRecords", "GetRecordById", "DescribeRecord"]),
      );
      expect(seen.filtered.matches).toBeGreaterThan(0);
      expect(seen.filtered.returned).toBe(Math.min(5, seen.filtered.matches));
      expect(seen.paging.unique).toBe(seen.paging.matches);
      expect(seen.paging.seen).toBe(seen.paging.matches);
      for (const schema of ["dc", "gmd", "mdb"]) expect(seen.schemas[schema].returned, schema).toBe(3);
      expect(seen.schemas.dc.records).toBe(3);
      expect(seen.schemas.gmd.records).toBe(3);
      expect(seen.byId.found).toBe(true);
    },
    180_000,
  );

  it.skipIf(!hasOwslib)(
    "serves OWSLib's OGC API – Records client: conformance, collection, queryables, every page, q, bbox, sortby, CQL2 text and JSON, one item",
    async () => {
      const word = "Peta";
      const run = await runClient(python, [
        path.join(import.meta.dirname, "../ogcapi/owslib_records.py"),
        instances[0]?.url as string,
        word,
      ]);
      expect(run.status, run.stderr).toBe(0);
      const seen = JSON.parse(run.stdout);
      const settings = await db.pengaturanCsw.findUniqueOrThrow({ where: { id: 1 } });
      expect(seen.title).toBe(settings.judul);
      expect(seen.record_collections).toEqual(["katalog"]);
      expect(seen.conformance).toEqual(
        expect.arrayContaining(["http://www.opengis.net/spec/ogcapi-records-1/1.0/conf/record-core"]),
      );
      expect(seen.queryables).toEqual(expect.arrayContaining(["title", "geometry", "updated"]));
      const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
      expect(seen.paging).toEqual({ matched: published, seen: published, unique: published });
      expect(seen.q.matched).toBeGreaterThan(0);
      expect(seen.q.returned).toBe(Math.min(5, seen.q.matched));
      expect(seen.bbox.matched).toBeGreaterThan(0);
      expect(seen.sortby.titles).toEqual(
        [...seen.sortby.titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      const titled = await db.metadata.count({ where: { status: "PUBLISHED", judul: { contains: word } } });
      expect(seen.filter.matched).toBe(titled);
      expect(seen.cql_json.matched).toBe(titled);
      expect(seen.item.id).toBe(seen.item.asked);
    },
    180_000,
  );

  it.skipIf(!hasOgrinfo)(
    "lists the records with GDAL's CSW driver",
    async () => {
      const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
      const run = await runClient("ogrinfo", ["-ro", "-al", "-so", `CSW:${instances[0]?.url}/csw`], {
        ...process.env,
        CPL_DEBUG: "OFF",
        GDAL_HTTP_TIMEOUT: "60",
      });
      expect(run.status, `${run.stderr}\n${instances[0]?.output.join("")}`).toBe(0);
      expect(run.stdout).toContain(`Feature Count: ${published}`);
    },
    180_000,
  );

  it("is harvested by another Simpul over CSW and OGC API – Records: every published record once, the report exact", async () => {
    const published = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      select: { id: true, fileIdentifier: true },
    });
    // The harvesting catalogue: organisations and users, none of the remote's records (the demo
    // records are the same in every seeded catalogue: here they would be records made here).
    const local = await createTestDatabase({ from: "migrated" });
    cleanups.push(() => local.close());
    await seedDatabase(local.db, { recordCount: 0 });
    setDbForTests(local.db);
    const actor = await adminActor(local.db);
    const fetch = createRemoteFetch({
      timeoutMs: 30_000,
      maxBytes: 64 * 1024 * 1024,
      maxRedirects: 3,
      allowPrivateAddresses: true,
    });
    const harvest = (protocol: "CSW" | "OGCAPI_RECORDS", url: string) =>
      runHarvest(actor, {
        protocol,
        query: { url, constraint: {}, modifiedSince: null, cursor: null },
        fetch,
        status: "DRAFT",
      });
    const [a] = instances as [Instance];
    const described = await HARVEST_PROTOCOLS.CSW.describe(fetch, {
      url: `${a.url}/csw`,
      constraint: {},
      modifiedSince: null,
      cursor: null,
    });
    expect(described.chosenFormat).toBe("http://standards.iso.org/iso/19115/-3/mdb/2.0");
    expect(described.records).toBe(published.length);
    const csw = await harvest("CSW", `${a.url}/csw`);
    expect(csw).toMatchObject({
      seen: published.length,
      matched: published.length,
      added: published.length,
      updated: 0,
      conflicts: 0,
      failed: 0,
      stoppedAt: null,
    });
    const identifiers = published.map((record) => record.fileIdentifier ?? record.id);
    const harvested = await local.db.metadata.findMany({
      where: { fileIdentifier: { in: identifiers } },
      select: { fileIdentifier: true, status: true, organisasiId: true },
    });
    expect(harvested.map((record) => record.fileIdentifier).sort()).toEqual([...identifiers].sort());
    expect(new Set(harvested.map((record) => `${record.status} ${record.organisasiId}`))).toEqual(
      new Set([`DRAFT ${actor.organisasiId}`]),
    );
    // The same node through OGC API – Records: the same records, matched by file identifier.
    const ogc = await harvest("OGCAPI_RECORDS", `${a.url}/ogcapi`);
    expect(ogc).toMatchObject({
      seen: published.length,
      matched: published.length,
      added: 0,
      updated: published.length,
      failed: 0,
      stoppedAt: null,
    });
  }, 180_000);

  it("runs a due harvest source once, with both instances' harvest workers on", async () => {
    const admin = await db.pengguna.findFirstOrThrow({
      where: { peran: "ADMIN" },
      orderBy: { email: "asc" },
    });
    const [a] = instances as [Instance];
    const due = new Date(Date.now() - 1000);
    const source = await db.sumberPanen.create({
      data: {
        nama: "Dua instans",
        protokol: "CSW",
        url: `${a.url}/csw`,
        organisasiId: admin.organisasiId,
        intervalMenit: 15,
        berikutnyaPada: due,
        dibuatOlehId: admin.id,
      },
    });
    const runs = () => db.panenRun.findMany({ where: { sumberId: source.id } });
    // Each worker looks every 15 s: wait for the run to end, then for one more look of each.
    for (const started = Date.now(); Date.now() - started < 60_000; await sleep(1_000)) {
      const seen = await runs();
      if (seen.length > 0 && seen.every((run) => ["SELESAI", "GAGAL", "DIBATALKAN"].includes(run.status)))
        break;
    }
    await sleep(16_000);
    const [run, ...more] = await runs();
    expect(more).toHaveLength(0);
    const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
    // The node harvests itself: every record is one made here, so every one is a conflict.
    expect(run).toMatchObject({ status: "SELESAI", pemicu: "JADWAL", sejak: null, konflik: published });
    const after = await db.sumberPanen.findUniqueOrThrow({ where: { id: source.id } });
    expect(after.berikutnyaPada?.getTime()).toBeGreaterThan(Date.now() + 13 * 60_000);
  }, 120_000);
});
