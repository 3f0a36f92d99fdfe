import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as getPublicRecord } from "@/app/api/public/metadata/[id]/route";
import { GET as getPublicList } from "@/app/api/public/metadata/route";
import { GET as csw } from "@/app/csw/route";
import type { Actor } from "@/lib/auth/actor";
import { getRecordView } from "@/lib/catalogue/editor/get-record-view";
import { fillSourceDetails } from "@/lib/catalogue/import/fill-source-details";
import { type ImportSource, importDocuments } from "@/lib/catalogue/import/import-documents";
import { importRecord } from "@/lib/catalogue/import/import-record";
import { findPublishedIdsByIdentifier } from "@/lib/catalogue/public/find-published-ids-by-identifier";
import { loadStoredRecord } from "@/lib/catalogue/records/load-stored-records";
import { writeImportedRecord } from "@/lib/db/write-imported-record";
import { prepareImport } from "@/lib/iso/prepare-import";
import { decoderFor } from "@/lib/iso/registry";
import { toIsoRecord } from "@/lib/iso/stored-record";
import { readXml } from "@/lib/xml/read-xml";
import { minimalGmd } from "@/test/support/iso-records";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { listSamples, SHARED_DIR, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

const fromFile = (file: string): ImportSource => ({
  name: path.basename(file),
  read: async () => readFileSync(file),
});
const fromText = (name: string, text: string | Uint8Array): ImportSource => ({
  name,
  read: async () => (typeof text === "string" ? Buffer.from(text) : text),
});

describe(`importing ISO documents on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const actorWith = async (peran: "ADMIN" | "PRODUSEN", skip = 0): Promise<Actor> => {
    const user = await database().db.pengguna.findFirstOrThrow({
      where: { peran },
      orderBy: { email: "asc" },
      skip,
    });
    return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  };
  const count = () => database().db.metadata.count();

  describe.skipIf(samplesUnavailable)(`real-world samples ${samplesUnavailable ?? ""}`, () => {
    it("imports every schema-valid sample with nothing lost that the model holds", async () => {
      const admin = await actorWith("ADMIN");
      const files = [...listSamples("iso19139"), ...listSamples("iso19115-3")].filter(
        (file) => !file.endsWith("tc211-srv-skeleton-2016.xml"),
      );
      const summary = await importDocuments(admin, files.map(fromFile), { status: "DRAFT" });
      expect(summary.results.filter((r) => r.outcome === "failed")).toEqual([]);
      expect(summary.imported + summary.updated).toBe(files.length);
      for (const file of files) {
        const root = readXml(readFileSync(file));
        const { record } = prepareImport(decoderFor(root)(root));
        const result = summary.results.find((r) => r.name === path.basename(file));
        if (!result || result.outcome === "failed") throw new Error(`${file} not imported`);
        const stored = await loadStoredRecord({ id: result.id });
        if (!stored) throw new Error(`${file}: record ${result.id} missing`);
        // An imported record: its organisation is not one of its parties, and it says so.
        const { organisasi, diimpor, ...roundTripped } = toIsoRecord(stored);
        expect([organisasi, diimpor]).toEqual([null, true]);
        // Citation dates are kept in date order (they have no order of their own in the model).
        const byDate = (dates: { tanggal: Date }[]) =>
          [...dates].sort((a, b) => a.tanggal.getTime() - b.tanggal.getTime());
        expect({ ...roundTripped, fileIdentifier: record.fileIdentifier ?? result.id }).toEqual({
          ...record,
          fileIdentifier: record.fileIdentifier ?? result.id,
          tanggal: byDate(record.tanggal),
        });
      }
    });

    it("refuses the empty ISO skeleton for its content and the draft mdb/1.3 namespace as unsupported", async () => {
      const admin = await actorWith("ADMIN");
      const before = await count();
      const summary = await importDocuments(
        admin,
        [
          samplePathOf("iso19115-3", "tc211-srv-skeleton-2016.xml"),
          samplePathOf("iso19115-3/lenient", "ga-soils-mdb13-draft.xml"),
        ].map(fromFile),
        { status: "DRAFT" },
      );
      expect(summary.results.map((r) => (r.outcome === "failed" ? r.reason : r.outcome))).toEqual([
        "CONTENT",
        "UNSUPPORTED_DOCUMENT",
      ]);
      const [skeleton, draft] = summary.results;
      expect(skeleton?.outcome === "failed" && skeleton.message).toMatch(/judul/);
      expect(draft?.outcome === "failed" && draft.message).toContain(
        "https://schemas.isotc211.org/19115/-1/mdb/1.3",
      );
      expect(await count()).toBe(before);
    });

    it("imports or precisely refuses every lenient (schema-invalid) sample", async () => {
      const admin = await actorWith("ADMIN");
      const files = [...listSamples("iso19139", "lenient"), ...listSamples("iso19115-3", "lenient")];
      const summary = await importDocuments(admin, files.map(fromFile), { status: "DRAFT" });
      for (const result of summary.results) {
        if (result.outcome === "failed") {
          expect(["CONTENT", "UNSUPPORTED_DOCUMENT"], `${result.name}: ${result.message}`).toContain(
            result.reason,
          );
          expect(result.message.length).toBeGreaterThan(20);
        }
      }
      expect(summary.imported + summary.updated).toBeGreaterThanOrEqual(files.length - 1);
    });

    it("keeps what the document says beyond the record's fields and shows it as rincianSumber", async () => {
      const admin = await actorWith("ADMIN");
      const files = [
        samplePathOf("iso19139", "ldbv-alkis-wfs-srv.xml"),
        samplePathOf("iso19139", "marine-ie-anchor.xml"),
        samplePathOf("csw-records", "cite-19887a8a.xml"),
      ];
      const summary = await importDocuments(admin, files.map(fromFile), { status: "PUBLISHED" });
      const idOf = (file: string) => {
        const result = summary.results.find((r) => r.name === path.basename(file));
        if (result?.outcome !== "imported" && result?.outcome !== "updated")
          throw new Error(`${file} not imported`);
        return result.id;
      };
      const [service, anchored, dublinCore] = files.map(idOf) as [string, string, string];
      const publicDetail = async (id: string) =>
        (await call(getPublicRecord, `/api/public/metadata/${id}`, { id })).body.rincianSumber;

      const served = await publicDetail(service);
      expect(served.layanan[0].operasi.map((operation: { nama: string }) => operation.nama)).toEqual([
        "GetCapabilities",
        "DescribeFeatureType",
        "GetFeature",
        "GetPropertyValue",
        "ListStoredQueries",
        "DescribeStoredQueries",
      ]);
      expect(served.layanan[0].operasi[0].url).toEqual([
        "https://geoservices.bayern.de/wfs/v1/ogc_alkis_ave.cgi?",
      ]);
      expect(served.sistemReferensi).toHaveLength(5);
      // The signed-in detail says the same; list endpoints stay lean.
      expect((await getRecordView(admin, service)).rincianSumber).toEqual(served);
      const list = await call(getPublicList, "/api/public/metadata?pageSize=100");
      expect(list.body.records.every((record: object) => !("rincianSumber" in record))).toBe(true);

      const anchors = await publicDetail(anchored);
      expect(anchors.tesaurus[0]).toMatchObject({
        judul: "AtlantOS Essential Variables",
        uri: "http://vocab.nerc.ac.uk/collection/A05/current/",
      });
      expect(anchors.poligon[0].geometri.type).toBe("LineString");
      // Dublin Core has none of it, nor has a record made in Simpul.
      expect(await publicDetail(dublinCore)).toBeNull();
      const made = await database().db.metadata.findFirstOrThrow({
        where: { status: "PUBLISHED", sumber: null },
      });
      expect(await publicDetail(made.id)).toBeNull();
      // A service's coupled data links to the records of this catalogue it names.
      const marine = await database().db.metadata.findUniqueOrThrow({ where: { id: anchored } });
      expect(await findPublishedIdsByIdentifier([marine.fileIdentifier as string, "tidak-ada"])).toEqual({
        [marine.fileIdentifier as string]: anchored,
      });

      // CSW finds records by them (ISO AP queryables), while the document is what is served.
      const found = async (constraint: string) => {
        const query = new URLSearchParams({
          service: "CSW",
          version: "2.0.2",
          request: "GetRecords",
          typeNames: "csw:Record",
          resultType: "results",
          elementSetName: "brief",
          maxRecords: "50",
          constraintLanguage: "CQL_TEXT",
          constraint_language_version: "1.1.0",
          constraint,
        });
        const body = await (await csw(new Request(`http://localhost/csw?${query}`))).text();
        return [...body.matchAll(/<dc:identifier>([^<]*)<\/dc:identifier>/g)].map((match) => match[1]);
      };
      const serviceIdentifier = (await database().db.metadata.findUniqueOrThrow({ where: { id: service } }))
        .fileIdentifier;
      for (const constraint of [
        "apiso:ServiceType = 'download'",
        "apiso:ServiceTypeVersion LIKE 'OGC:WFS%'",
        "apiso:CouplingType = 'tight'",
        "apiso:Operation = 'GetPropertyValue'",
        "apiso:OperatesOn = '083f524b-7474-4e05-a937-1bac657f0344'",
      ])
        expect(await found(constraint), constraint).toEqual([serviceIdentifier]);
      const marineIdentifier = (await database().db.metadata.findUniqueOrThrow({ where: { id: anchored } }))
        .fileIdentifier;
      expect(await found("apiso:ResourceIdentifier = 'ie.marine.data:dataset.1135'")).toEqual([
        marineIdentifier,
      ]);
      expect(await found("apiso:ServiceType = 'view'")).toEqual([]);

      // Sources stored before the details were kept get them at start; an edited record shows none.
      const { db } = database();
      await db.$executeRaw`UPDATE "MetadataSumber" SET "rincian" = NULL WHERE "metadataId" = ${service}`;
      expect(await fillSourceDetails(db)).toBe(1);
      expect(await fillSourceDetails(db)).toBe(0);
      expect(await publicDetail(service)).toEqual(served);
      await db.$executeRaw`UPDATE "MetadataSumber" SET "disuntingPada" = now() WHERE "metadataId" = ${anchored}`;
      expect(await publicDetail(anchored)).toBeNull();
    });
  });

  it("updates the record with the same fileIdentifier instead of duplicating it", async () => {
    const admin = await actorWith("ADMIN");
    const doc = (title: string) => minimalGmd("simpul-uji-impor-ulang", title);
    const first = await importRecord(admin, doc("Judul Pertama"), { status: "DRAFT", sourceName: "a.xml" });
    const before = await count();
    const second = await importRecord(admin, doc("Judul Kedua"), { status: "DRAFT", sourceName: "a.xml" });
    expect(first.outcome).toBe("imported");
    expect(second).toMatchObject({
      outcome: "updated",
      id: first.id,
      fileIdentifier: "simpul-uji-impor-ulang",
    });
    expect(await count()).toBe(before);
    const stored = await database().db.metadata.findUniqueOrThrow({
      where: { id: first.id },
      include: { kataKunci: true },
    });
    expect(stored).toMatchObject({ judul: "Judul Kedua", status: "DRAFT", version: 2 });
    expect(stored.kataKunci.map((k) => k.kataKunci)).toEqual(["uji"]);
  });

  it("writes nothing when the record changed between reading and writing it", async () => {
    const admin = await actorWith("ADMIN");
    const first = await importRecord(admin, minimalGmd("simpul-uji-bersamaan", "Versi Satu"), {
      status: "DRAFT",
      sourceName: "a.xml",
    });
    const before = await database().db.metadata.findUniqueOrThrow({
      where: { id: first.id },
      include: { kataKunci: true },
    });
    // As if the workflow moved the record on after the importer read it as DRAFT.
    const stale = { id: first.id, status: "REVIEW", organisasiId: before.organisasiId };
    const written = await writeImportedRecord(database().db, {
      replacing: stale,
      metadata: { id: first.id, judul: "Versi Dua" },
      keywordText: "",
      tanggal: [],
      kataKunci: [{ id: "k-baru", metadataId: first.id, kataKunci: "baru", urutan: 0 }],
      kontak: [],
      distribusi: [],
      laporanKualitasData: [],
      riwayatStatus: [],
      auditLog: { id: "audit-basi", aksi: "METADATA_IMPORT_UPDATE", target: first.id },
    });
    expect(written).toBe(false);
    const after = await database().db.metadata.findUniqueOrThrow({
      where: { id: first.id },
      include: { kataKunci: true },
    });
    expect(after).toEqual(before);
    expect(await database().db.auditLog.findUnique({ where: { id: "audit-basi" } })).toBeNull();
  });

  it("imports as DRAFT of the importing producer, and refuses what a producer may not do", async () => {
    const producer = await actorWith("PRODUSEN");
    const outcome = await importRecord(producer, minimalGmd("simpul-uji-produsen", "Data Produsen"), {
      status: "DRAFT",
      sourceName: "p.xml",
    });
    const stored = await database().db.metadata.findUniqueOrThrow({ where: { id: outcome.id } });
    expect(stored).toMatchObject({
      status: "DRAFT",
      ownerId: producer.userId,
      organisasiId: producer.organisasiId,
      publishedAt: null,
    });

    await expect(
      importRecord(producer, minimalGmd("simpul-uji-terbit", "X"), {
        status: "PUBLISHED",
        sourceName: "p.xml",
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const published = await database().db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", NOT: { organisasiId: producer.organisasiId } },
    });
    await expect(
      importRecord(producer, minimalGmd(published.fileIdentifier as string, "Timpa"), {
        status: "DRAFT",
        sourceName: "p.xml",
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await database().db.metadata.findUniqueOrThrow({ where: { id: published.id } })).judul).toBe(
      published.judul,
    );

    // Replacing is updating (permission matrix): the producer's own draft yes, a colleague's no.
    const again = await importRecord(producer, minimalGmd("simpul-uji-produsen", "Data Produsen v2"), {
      status: "DRAFT",
      sourceName: "p2.xml",
    });
    expect(again).toMatchObject({ outcome: "updated", id: outcome.id });
    const colleagueUser = await database().db.pengguna.create({
      data: {
        email: "rekan.produsen@uji.contoh.go.id",
        namaLengkap: "Rekan Produsen",
        peran: "PRODUSEN",
        organisasiId: producer.organisasiId,
        passwordHash: "-",
      },
    });
    const colleague: Actor = {
      userId: colleagueUser.id,
      role: "PRODUSEN",
      organisasiId: colleagueUser.organisasiId,
    };
    await expect(
      importRecord(colleague, minimalGmd("simpul-uji-produsen", "Timpa rekan"), {
        status: "DRAFT",
        sourceName: "r.xml",
      }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await database().db.metadata.findUniqueOrThrow({ where: { id: outcome.id } })).judul).toBe(
      "Data Produsen v2",
    );
  });

  it("bulk-loads as PUBLISHED records of a chosen organisation for an administrator", async () => {
    const admin = await actorWith("ADMIN");
    const organisasi = await database().db.organisasi.findFirstOrThrow({
      where: { NOT: { id: admin.organisasiId } },
    });
    const outcome = await importRecord(admin, minimalGmd("simpul-uji-terbit-admin", "Data Terbit"), {
      status: "PUBLISHED",
      organisasiId: organisasi.id,
      sourceName: "bulk.xml",
    });
    const stored = await database().db.metadata.findUniqueOrThrow({
      where: { id: outcome.id },
      include: { riwayatStatus: true },
    });
    expect(stored).toMatchObject({ status: "PUBLISHED", organisasiId: organisasi.id });
    expect(stored.publishedAt).toBeInstanceOf(Date);
    expect(stored.riwayatStatus).toMatchObject([{ ke: "PUBLISHED", catatan: "Diimpor dari bulk.xml" }]);
  });

  it("refuses hostile documents per file, quickly, storing nothing of them", async () => {
    const admin = await actorWith("ADMIN");
    const before = await count();
    const hostile: ImportSource[] = [
      fromText(
        "laughs.xml",
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd">&b;</gmd:MD_Metadata>`,
      ),
      fromText(
        "xxe.xml",
        `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>`,
      ),
      fromText("besar.xml", new Uint8Array(50 * 1024 * 1024).fill(0x20)),
      fromText("bukan.xml", "PK\u0003\u0004 this is a zip file"),
      fromText("bukan-iso.xml", "<html><body>hello</body></html>"),
      fromText("baik.xml", minimalGmd("simpul-uji-di-antara-yang-buruk", "Yang Baik")),
    ];
    const started = performance.now();
    const summary = await importDocuments(admin, hostile, { status: "DRAFT" });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(summary.results.map((r) => [r.name, r.outcome === "failed" ? r.reason : r.outcome])).toEqual(
      expect.arrayContaining([
        ["laughs.xml", "DOCTYPE"],
        ["xxe.xml", "DOCTYPE"],
        ["besar.xml", "TOO_LARGE"],
        ["bukan.xml", "NOT_WELL_FORMED"],
        ["bukan-iso.xml", "UNSUPPORTED_DOCUMENT"],
        ["baik.xml", "imported"],
      ]),
    );
    expect(await count()).toBe(before + 1);
  });

  const generated = !samplesUnavailable && spawnSync("python3", ["--version"]).status === 0;
  describe.skipIf(!generated)("the generator's 1000 ISO 19139 records", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "simpul-gen-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("imports every one of them", { timeout: 300_000 }, async () => {
      const run = spawnSync("python3", [
        path.join(SHARED_DIR, "bench/gen_iso19139.py"),
        "--count",
        "1000",
        "--seed",
        "7",
        "--out",
        dir,
      ]);
      expect(run.status, String(run.stderr)).toBe(0);
      const files = readdirSync(dir).map((name) => path.join(dir, name));
      expect(files).toHaveLength(1000);
      const summary = await importDocuments(await actorWith("ADMIN"), files.map(fromFile), {
        status: "PUBLISHED",
      });
      expect(summary.results.filter((r) => r.outcome === "failed")).toEqual([]);
      expect(summary.imported).toBe(1000);
    });
  });
});

function samplePathOf(folder: string, name: string): string {
  return path.join(SHARED_DIR, "samples/iso", folder, name);
}
