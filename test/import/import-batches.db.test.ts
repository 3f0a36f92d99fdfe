import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import {
  IMPORT_BATCH_SIZE,
  type ImportSource,
  importDocuments,
} from "@/lib/catalogue/import/import-documents";
import { importRecord } from "@/lib/catalogue/import/import-record";
import { preparerInWorkers } from "@/lib/catalogue/import/prepare-in-workers";
import { minimalGmd } from "@/test/support/iso-records";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { listSamples, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";
import { millisecondsOf, UUID_V7 } from "@/test/support/uuid-v7";

// importDocuments takes documents in batches: a batch's new records in one transaction, the rest
// one by one. The batch writes what one at a time writes, and falls back to it.

const fromFile = (file: string): ImportSource => ({
  name: path.basename(file),
  read: async () => readFileSync(file),
});
const fromText = (name: string, text: string): ImportSource => ({
  name,
  read: async () => Buffer.from(text),
});

describe(`importing documents in batches on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const actorWith = async (peran: "ADMIN"): Promise<Actor> => {
    const user = await database().db.pengguna.findFirstOrThrow({
      where: { peran },
      orderBy: { email: "asc" },
    });
    return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  };
  const count = () => database().db.metadata.count();

  /** Every row a record's import wrote, without what differs between two imports of it (ids, times). */
  const rowsOf = async (ids: string[]) => {
    const { sql } = database();
    const without = (columns: string[]) => columns.map((column) => ` - '${column}'`).join("");
    const perRecord = async (table: string, key: string, dropped: string[]) =>
      Promise.all(
        ids.map(async (id) =>
          (
            await sql.query<{ row: object }>(
              `SELECT to_jsonb(t)${without(dropped)} AS "row" FROM "${table}" t WHERE t."${key}" = $1 ORDER BY 1`,
              [id],
            )
          ).map(({ row }) => row),
        ),
      );
    return {
      metadata: await perRecord("Metadata", "id", ["id", "createdAt", "updatedAt", "publishedAt"]),
      search: await perRecord("MetadataCari", "id", ["id", "publishedAt"]),
      searchWords: await perRecord("MetadataCariKata", "id", ["id"]),
      source: await perRecord("MetadataSumber", "metadataId", ["metadataId", "diterimaPada"]),
      queryables: await perRecord("NilaiKueri", "metadataId", ["metadataId"]),
      history: await perRecord("RiwayatStatus", "metadataId", ["id", "metadataId", "createdAt"]),
      audit: await perRecord("AuditLog", "target", ["id", "target", "createdAt"]),
      ...Object.fromEntries(
        await Promise.all(
          [
            "MetadataTanggal",
            "MetadataKataKunci",
            "MetadataKontak",
            "MetadataDistribusi",
            "LaporanKualitasData",
          ].map(
            async (table) => [table, await perRecord(table, "metadataId", ["id", "metadataId"])] as const,
          ),
        ),
      ),
    };
  };
  /** How many transactions wrote these records (rows written by one share its xmin). */
  const transactionsOf = async (ids: string[]) => {
    const [row] = await database().sql.query<{ n: number }>(
      `SELECT count(DISTINCT xmin::text)::int AS "n" FROM "Metadata" WHERE "id" IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(ids)],
    );
    return row?.n;
  };
  const idsOf = (summary: { results: { name: string; outcome: string; id?: string }[] }, names: string[]) =>
    names.map((name) => {
      const result = summary.results.find((r) => r.name === name);
      if (!result?.id) throw new Error(`${name}: ${JSON.stringify(result)}`);
      return result.id;
    });

  it("writes a batch's new records in one transaction, row for row as one at a time would", async () => {
    const admin = await actorWith("ADMIN");
    const samples = samplesUnavailable
      ? []
      : [
          ...listSamples("iso19139"),
          ...listSamples("iso19115-3"),
          // Dublin Core: its search columns are filled after the write.
          ...listSamples("csw-records").filter((file) => file.endsWith("cite-19887a8a.xml")),
        ]
          .filter((file) => !file.endsWith("tc211-srv-skeleton-2016.xml"))
          .map(fromFile);
    const sources = [
      ...samples,
      ...Array.from({ length: 30 }, (_, n) =>
        fromText(`sendiri-${n}.xml`, minimalGmd(`simpul-uji-kelompok-${n}`, `Kelompok ${n} sungai hutan`)),
      ),
    ];
    const batched = await importDocuments(admin, sources, { status: "PUBLISHED" });
    expect(batched.results.filter((r) => r.outcome === "failed")).toEqual([]);
    const names = sources.map((source) => source.name);
    const batchedIds = idsOf(batched, names);
    const fresh = batched.results.filter((r) => r.outcome === "imported" && r.name.startsWith("sendiri-"));
    expect(fresh).toHaveLength(30);
    expect(
      await transactionsOf(
        idsOf(
          batched,
          fresh.map((r) => r.name),
        ),
      ),
    ).toBe(1);
    // The words of every record are in the lexicon AnyText patterns look them up in.
    const [missingWords] = await database().sql.query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "Metadata" m, unnest(tsvector_to_array(m."kataTeks")) AS k(kata)
          WHERE k.kata <> '0' AND NOT EXISTS (SELECT 1 FROM "KataTeks" w WHERE w."kata" = k.kata)`,
    );
    expect(missingWords?.n).toBe(0);
    // A document without a fileIdentifier takes its new record's id: a new one each time.
    const named = batched.results.flatMap((r) =>
      r.outcome !== "failed" && r.fileIdentifier !== r.id ? [r.name] : [],
    );
    expect(named.length).toBeGreaterThanOrEqual(30);
    const before = await rowsOf(idsOf(batched, named));

    await database().sql.query(
      `DELETE FROM "Metadata" WHERE "id" IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(batchedIds)],
    );
    const singleIds = new Map<string, string>();
    for (const source of sources) {
      const outcome = await importRecord(admin, await source.read(), {
        status: "PUBLISHED",
        sourceName: source.name,
      });
      singleIds.set(source.name, outcome.id);
    }
    expect(await transactionsOf([...singleIds.values()])).toBe(sources.length);
    expect(await rowsOf(named.map((name) => singleIds.get(name) as string))).toEqual(before);
  });

  it("gives new records and their rows ids that ascend as they are written (UUID version 7)", async () => {
    const admin = await actorWith("ADMIN");
    const sources = Array.from({ length: 5 }, (_, n) =>
      fromText(`urut-${n}.xml`, minimalGmd(`simpul-uji-urut-${n}`, `Urut ${n} danau`)),
    );
    const started = Date.now();
    const summary = await importDocuments(admin, sources, { status: "PUBLISHED" });
    const ids = idsOf(
      summary,
      sources.map((source) => source.name),
    );
    expect([...ids].sort()).toEqual(ids);
    const rows = await database().sql.query<{ tabel: string; id: string }>(
      `SELECT 'MetadataKontak' AS "tabel", "id" FROM "MetadataKontak" WHERE "metadataId" = ANY($1::text[])
       UNION ALL SELECT 'RiwayatStatus', "id" FROM "RiwayatStatus" WHERE "metadataId" = ANY($1::text[])
       UNION ALL SELECT 'AuditLog', "id" FROM "AuditLog" WHERE "target" = ANY($1::text[])`,
      [ids],
    );
    expect(new Set(rows.map((row) => row.tabel))).toEqual(
      new Set(["MetadataKontak", "RiwayatStatus", "AuditLog"]),
    );
    for (const id of [...ids, ...rows.map((row) => row.id)]) {
      expect(id).toMatch(UUID_V7);
      const made = millisecondsOf(id);
      expect(made).toBeGreaterThanOrEqual(started);
      expect(made).toBeLessThanOrEqual(Date.now() + 10);
    }
  });

  it("keeps a batch's search rows narrow: their word vectors out of line, as a row trigger stores them", async () => {
    // A row trigger copies the new record's vectors as stored, out of line; a statement that
    // wrote the search rows from its own RETURNING got them whole and, under PostgreSQL's 2 kB
    // toasting threshold, left them inline: "MetadataCariKata" took 16 times the pages at
    // 10,000 records, and every word count reads them. Abstracts of 80 words give vectors of
    // about 1.3 kB, under that threshold. A heap page holds 8 kB, so 30 such rows (12 of
    // "MetadataCari"'s) on one page prove their vectors out of line, wherever free space was.
    const admin = await actorWith("ADMIN");
    const words = (n: number) => Array.from({ length: 80 }, (_, i) => `kata${n}x${i}`).join(" ");
    const sources = Array.from({ length: 120 }, (_, n) =>
      fromText(
        `lebar-${n}.xml`,
        minimalGmd(`simpul-uji-lebar-${n}`, `Lebar ${n}`).replace(`Abstrak Lebar ${n}.`, words(n)),
      ),
    );
    const summary = await importDocuments(admin, sources, { status: "PUBLISHED" });
    const ids = idsOf(
      summary,
      sources.map((source) => source.name),
    );
    expect(await transactionsOf(ids)).toBe(1);
    for (const [table, together] of [
      ["MetadataCariKata", 30],
      ["MetadataCari", 12],
    ] as const) {
      const [layout] = await database().sql.query<{ smallestVector: number; densestPage: number }>(
        `WITH r AS (SELECT (t.ctid::text::point)[0] AS "page", pg_column_size(t."searchVector") AS "bytes"
                      FROM "${table}" t WHERE t."id" = ANY($1::text[]))
         SELECT (SELECT min("bytes") FROM r)::int AS "smallestVector",
                (SELECT max(n) FROM (SELECT count(*) AS n FROM r GROUP BY "page") p)::int AS "densestPage"`,
        [ids],
      );
      expect(layout?.smallestVector, table).toBeGreaterThanOrEqual(1000);
      expect(layout?.densestPage, table).toBeGreaterThanOrEqual(together);
    }
  });

  it("writes a batch one by one when its transaction fails, and each document once", async () => {
    const admin = await actorWith("ADMIN");
    const { sql } = database();
    // As if another import created one of the batch's records between the look-up and the
    // write: the batch's statement fails once on that record's unique key.
    await sql.exec(`
        CREATE SEQUENCE uji_balapan;
        CREATE FUNCTION uji_balapan() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW."fileIdentifier" = 'simpul-uji-balapan-3' AND nextval('uji_balapan') = 1 THEN
            RAISE unique_violation USING MESSAGE = 'duplicate key value violates unique constraint';
          END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER uji_balapan BEFORE INSERT ON "Metadata" FOR EACH ROW EXECUTE FUNCTION uji_balapan();`);
    try {
      const sources = Array.from({ length: 6 }, (_, n) =>
        fromText(`balapan-${n}.xml`, minimalGmd(`simpul-uji-balapan-${n}`, `Balapan ${n}`)),
      );
      const before = await count();
      const seen: string[] = [];
      const summary = await importDocuments(
        admin,
        sources,
        { status: "DRAFT" },
        { onResult: (r) => seen.push(r.name) },
      );
      expect(summary).toMatchObject({ imported: 6, updated: 0, failed: 0 });
      expect(seen.sort()).toEqual(sources.map((source) => source.name).sort());
      expect(await count()).toBe(before + 6);
      expect(await transactionsOf(idsOf(summary, seen))).toBe(6);
    } finally {
      await sql.exec(
        `DROP TRIGGER uji_balapan ON "Metadata"; DROP FUNCTION uji_balapan(); DROP SEQUENCE uji_balapan;`,
      );
    }
  });

  it("replaces, repeats and refuses within a batch as one at a time", async () => {
    const admin = await actorWith("ADMIN");
    const held = await importRecord(admin, minimalGmd("simpul-uji-campur-ada", "Sudah Ada"), {
      status: "DRAFT",
      sourceName: "ada.xml",
    });
    const before = await count();
    const summary = await importDocuments(
      admin,
      [
        fromText("baru-1.xml", minimalGmd("simpul-uji-campur-1", "Baru Satu")),
        fromText("ulang-1.xml", minimalGmd("simpul-uji-campur-1", "Baru Satu Diulang")),
        fromText("ada.xml", minimalGmd("simpul-uji-campur-ada", "Sudah Ada Diganti")),
        fromText("rusak.xml", "<gmd:MD_Metadata"),
        fromText("baru-2.xml", minimalGmd("simpul-uji-campur-2", "Baru Dua")),
      ],
      { status: "DRAFT" },
    );
    const outcomes = Object.fromEntries(
      summary.results.map((r) => [r.name, r.outcome === "failed" ? r.reason : r.outcome]),
    );
    expect(outcomes).toEqual({
      "baru-1.xml": "imported",
      "ulang-1.xml": "updated",
      "ada.xml": "updated",
      "rusak.xml": "NOT_WELL_FORMED",
      "baru-2.xml": "imported",
    });
    expect(await count()).toBe(before + 2);
    const title = async (fileIdentifier: string) =>
      (await database().db.metadata.findUniqueOrThrow({ where: { fileIdentifier } })).judul;
    expect(await title("simpul-uji-campur-1")).toBe("Baru Satu Diulang");
    expect(await title("simpul-uji-campur-ada")).toBe("Sudah Ada Diganti");
    expect(summary.results.find((r) => r.name === "ada.xml")).toMatchObject({ id: held.id });
  });

  it("replaces a record of a batch written meanwhile by a document of a later batch", async () => {
    // Batches of B, two written at once: document B + 50 names the record of document 20 (the
    // batch before, maybe not committed yet), document 2B + 5 that of document B + 20. The
    // second batch's statement is held up at document B + 20, so that on PostgreSQL the third
    // batch, written meanwhile, would store document 2B + 5 first if it did not wait for it.
    const b = IMPORT_BATCH_SIZE;
    const admin = await actorWith("ADMIN");
    const { sql } = database();
    await sql.exec(`
        CREATE FUNCTION uji_lambat() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW."judul" = 'Serentak ${b + 20}' THEN PERFORM pg_sleep(0.5); END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER uji_lambat BEFORE INSERT ON "Metadata" FOR EACH ROW EXECUTE FUNCTION uji_lambat();`);
    const before = await count();
    const repeats: Record<number, number> = { [b + 50]: 20, [2 * b + 5]: b + 20 };
    const sources = Array.from({ length: 2 * b + 10 }, (_, n) =>
      fromText(`serentak-${n}.xml`, minimalGmd(`simpul-uji-serentak-${repeats[n] ?? n}`, `Serentak ${n}`)),
    );
    const summary = await importDocuments(admin, sources, { status: "DRAFT" }, { keepResults: true }).finally(
      () => sql.exec(`DROP TRIGGER uji_lambat ON "Metadata"; DROP FUNCTION uji_lambat();`),
    );
    expect(summary).toMatchObject({ imported: 2 * b + 8, updated: 2, failed: 0 });
    expect(await count()).toBe(before + 2 * b + 8);
    const title = async (fileIdentifier: string) =>
      (await database().db.metadata.findUniqueOrThrow({ where: { fileIdentifier } })).judul;
    expect(await title("simpul-uji-serentak-20")).toBe(`Serentak ${b + 50}`);
    expect(await title(`simpul-uji-serentak-${b + 20}`)).toBe(`Serentak ${2 * b + 5}`);
    expect(
      summary.results
        .filter((r) => r.outcome === "updated")
        .map((r) => r.name)
        .sort(),
    ).toEqual([`serentak-${b + 50}.xml`, `serentak-${2 * b + 5}.xml`]);
  });

  it("renews the planner's statistics of the tables a bulk import grew, unless told not to", {
    timeout: 60_000,
  }, async () => {
    const admin = await actorWith("ADMIN");
    /** What the planner takes "Metadata" to hold, against what it holds. */
    const estimate = async () => {
      const [row] = await database().sql.query<{ reltuples: number; n: number }>(
        `SELECT c.reltuples::float8 AS "reltuples", (SELECT count(*)::int FROM "Metadata") AS "n"
           FROM pg_class c WHERE c.oid = '"Metadata"'::regclass`,
      );
      return (row?.reltuples ?? 0) / (row?.n ?? 1);
    };
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, n) =>
        fromText(
          `${prefix}-${n}.xml`,
          minimalGmd(`simpul-uji-${prefix}-${n}`, `Statistik ${prefix} ${n} rawa`),
        ),
      );
    // Autovacuum held off (PostgreSQL's could come round meanwhile): only the import renews them.
    await database().sql.exec(`ALTER TABLE "Metadata" SET (autovacuum_enabled = false); ANALYZE "Metadata"`);
    expect(await estimate()).toBeCloseTo(1, 1);
    await importDocuments(
      admin,
      many("tanpa-statistik", 600),
      { status: "PUBLISHED" },
      { renewStatistics: false },
    );
    expect(await estimate()).toBeLessThan(0.8);
    await importDocuments(admin, many("statistik", 150), { status: "PUBLISHED" });
    expect(await estimate()).toBeCloseTo(1, 1);
    await database().sql.exec(`ALTER TABLE "Metadata" RESET (autovacuum_enabled)`);
  });

  it("holds no results when told not to keep them, and still hands each one to onResult", async () => {
    const admin = await actorWith("ADMIN");
    const before = await count();
    const handed: string[] = [];
    const summary = await importDocuments(
      admin,
      [
        fromText("lepas-1.xml", minimalGmd("simpul-uji-lepas-1", "Lepas Satu")),
        fromText("lepas-2.xml", minimalGmd("simpul-uji-lepas-2", "Lepas Dua")),
        fromText("lepas-rusak.xml", "<gmd:MD_Metadata"),
        fromText("lepas-1-lagi.xml", minimalGmd("simpul-uji-lepas-1", "Lepas Satu Lagi")),
      ],
      { status: "DRAFT" },
      {
        keepResults: false,
        onResult: (r) => handed.push(`${r.name} ${r.outcome === "failed" ? r.reason : r.outcome}`),
      },
    );
    expect(summary).toEqual({ imported: 2, updated: 1, failed: 1, results: [] });
    expect(handed.sort()).toEqual([
      "lepas-1-lagi.xml updated",
      "lepas-1.xml imported",
      "lepas-2.xml imported",
      "lepas-rusak.xml NOT_WELL_FORMED",
    ]);
    expect(await count()).toBe(before + 2);
  });

  it("decodes in worker threads what it decodes in this thread, refusals and their reasons too", {
    timeout: 60_000,
  }, async () => {
    const admin = await actorWith("ADMIN");
    const sources = [
      ...Array.from({ length: 12 }, (_, n) =>
        fromText(`utas-${n}.xml`, minimalGmd(`simpul-uji-utas-${n}`, `Utas ${n} danau`)),
      ),
      fromText("doctype.xml", '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'),
      fromText("rusak.xml", "<gmd:MD_Metadata"),
      fromText("tanpa-judul.xml", minimalGmd("simpul-uji-utas-kosong", "")),
    ];
    const outcomesOf = (summary: Awaited<ReturnType<typeof importDocuments>>) =>
      Object.fromEntries(
        summary.results.map((r) => [
          r.name,
          r.outcome === "failed" ? [r.reason, r.message] : [r.outcome, r.fileIdentifier, r.warnings],
        ]),
      );
    const preparer = preparerInWorkers(2);
    const inWorkers = await importDocuments(
      admin,
      sources,
      { status: "PUBLISHED" },
      { prepare: preparer.prepare },
    ).finally(() => preparer.close());
    const ids = idsOf(
      inWorkers,
      sources.flatMap((source) => (source.name.startsWith("utas-") ? [source.name] : [])),
    );
    const rows = await rowsOf(ids);
    await database().sql.query(
      `DELETE FROM "Metadata" WHERE "id" IN (SELECT jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify(ids)],
    );
    const here = await importDocuments(admin, sources, { status: "PUBLISHED" });
    expect(outcomesOf(inWorkers)).toEqual(outcomesOf(here));
    expect(Object.values(outcomesOf(here)).filter(([outcome]) => outcome === "imported")).toHaveLength(12);
    expect(
      await rowsOf(
        idsOf(
          here,
          sources.flatMap((source) => (source.name.startsWith("utas-") ? [source.name] : [])),
        ),
      ),
    ).toEqual(rows);
  });
});
