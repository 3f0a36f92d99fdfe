import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/db/generated/client";
import { relevanceTier } from "@/lib/search/words";
import { generatePublishedRecords } from "@/prisma/seed/generate-records";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";

// The search-ready storage of the migrations: trigger-maintained full text and bbox, and
// whether PostgreSQL actually uses their indexes.

describe(`search storage on ${testEngine}`, () => {
  let database: TestDatabase;
  let sawit: string;
  let karang: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { recordCount: 0 }); // organisations and users only
    const owner = await database.db.pengguna.findFirstOrThrow({ where: { peran: "PRODUSEN" } });
    const base = {
      tipeData: "vector",
      ownerId: owner.id,
      organisasiId: owner.organisasiId,
      status: "PUBLISHED" as const,
    };
    sawit = (
      await database.db.metadata.create({
        data: {
          ...base,
          judul: "Peta Perkebunan Kelapa Sawit Provinsi Riau Tahun 2024",
          abstrak:
            "Sebaran perkebunan kelapa sawit rakyat dan swasta hasil interpretasi citra Sentinel-2; forests excluded.",
          kataKunci: { create: [{ kataKunci: "Sawit" }, { kataKunci: "Riau", tipe: "place" }] },
        },
      })
    ).id;
    karang = (
      await database.db.metadata.create({
        data: {
          ...base,
          judul: "Kondisi Pesisir Sulawesi Selatan",
          abstrak: "Survei lapangan kondisi ekosistem pesisir di Kepulauan Spermonde.",
          kataKunci: { create: [{ kataKunci: "Terumbu Karang" }] },
        },
      })
    ).id;
  });
  afterAll(() => database.close());

  const search = async (q: string) =>
    (
      await database.sql.query<{ id: string }>(
        `SELECT m.id FROM "Metadata" m WHERE m."searchVector" @@ simpul_tsquery($1)
          ORDER BY ${relevanceTier(Prisma.raw("simpul_tsquery($1)")).sql}, m."updatedAt" DESC, m.id`,
        [q],
      )
    ).map((row) => row.id);

  it("finds a record by an Indonesian word of its abstract, exact or by its stem, in any case", async () => {
    expect(await search("rakyat")).toEqual([sawit]);
    expect(await search("kebun")).toEqual([sawit]); // perkebunan -> kebun (Indonesian stemmer)
    expect(await search("PERKEBUNAN")).toEqual([sawit]);
    expect(await search("ekosistem pesisir")).toEqual([karang]);
    expect(await search("ekosistem sawit")).toEqual([]); // all words must match
  });

  it("finds English words by their stem and ignores accents", async () => {
    expect(await search("forest")).toEqual([sawit]);
    await database.db.metadata.update({
      where: { id: karang },
      data: { judulAlternatif: "Écosystème côtier" },
    });
    expect(await search("ecosysteme")).toEqual([karang]);
    expect(await search("côtier")).toEqual([karang]);
  });

  it("finds a record by a keyword, and follows keyword changes", async () => {
    expect(await search("karang")).toEqual([karang]);
    expect(await search("mangrove")).toEqual([]);
    const added = await database.db.metadataKataKunci.create({
      data: { metadataId: karang, kataKunci: "Mangrove" },
    });
    expect(await search("mangrove")).toEqual([karang]);
    await database.db.metadataKataKunci.delete({ where: { id: added.id } });
    expect(await search("mangrove")).toEqual([]);
  });

  it("keeps the rank vector (title and keywords, no abstract) in step with every writer", async () => {
    const rankWords = async () => {
      const [row] = await database.sql.query<{ words: string[] }>(
        `SELECT tsvector_to_array("rankVector") AS words FROM "Metadata" WHERE id = $1`,
        [karang],
      );
      return row?.words ?? [];
    };
    expect(await rankWords()).toContain("karang"); // keyword
    expect(await rankWords()).toContain("pesisir"); // title
    expect(await rankWords()).not.toContain("spermonde"); // abstract only
    const added = await database.db.metadataKataKunci.create({
      data: { metadataId: karang, kataKunci: "Lamun" },
    });
    expect(await rankWords()).toContain("lamun");
    await database.db.metadata.update({ where: { id: karang }, data: { judul: "Kondisi Pantai Sulawesi" } });
    expect(await rankWords()).toContain("pantai");
    expect(await rankWords()).not.toContain("pesisir");
    await database.db.metadataKataKunci.delete({ where: { id: added.id } });
    await database.db.metadata.update({
      where: { id: karang },
      data: { judul: "Kondisi Pesisir Sulawesi Selatan" },
    });
    expect(await rankWords()).not.toContain("lamun");
  });

  it("ranks a title match above a keyword match above an abstract match, newest first within each", async () => {
    const owner = await database.db.pengguna.findFirstOrThrow({ where: { peran: "PRODUSEN" } });
    const base = { tipeData: "raster", ownerId: owner.id, organisasiId: owner.organisasiId };
    // Older, and holding the word twice in its title and in its keywords too: still after the
    // newer title match (weights inside a tier do not count).
    const olderInTitleTwice = await database.db.metadata.create({
      data: {
        ...base,
        judul: "Batimetri Teluk Jakarta, batimetri ulang",
        abstrak: "Data kedalaman.",
        kataKunci: { create: [{ kataKunci: "batimetri" }] },
      },
    });
    const inTitle = await database.db.metadata.create({
      data: { ...base, judul: "Batimetri Selat Sunda", abstrak: "Data kedalaman." },
    });
    const inKeyword = await database.db.metadata.create({
      data: {
        ...base,
        judul: "Kedalaman Laut",
        abstrak: "Data kedalaman.",
        kataKunci: { create: [{ kataKunci: "batimetri" }] },
      },
    });
    const inAbstract = await database.db.metadata.create({
      data: { ...base, judul: "Peta Laut", abstrak: "Hasil survei batimetri." },
    });
    expect(await search("batimetri")).toEqual([
      inTitle.id,
      olderInTitleTwice.id,
      inKeyword.id,
      inAbstract.id,
    ]);
  });

  it("keeps the bbox box in step with the four bounds", async () => {
    const inJakarta = `SELECT id FROM "Metadata" WHERE bbox && box(point(106.7, -6.3), point(106.9, -6.1))`;
    await database.db.metadata.update({
      where: { id: karang },
      data: { bboxBarat: 106.5, bboxSelatan: -6.5, bboxTimur: 107.0, bboxUtara: -6.0 },
    });
    expect((await database.sql.query<{ id: string }>(inJakarta)).map((r) => r.id)).toEqual([karang]);
    await database.db.metadata.update({ where: { id: karang }, data: { bboxBarat: null } });
    expect(await database.sql.query(inJakarta)).toEqual([]);
  });

  describe("with 10,000 generated records", () => {
    beforeAll(async () => {
      await generatePublishedRecords(database.sql, { count: 10_000, seed: 7 });
      await database.sql.exec(`ANALYZE "Metadata"`);
    }, 300_000);

    const plan = async (query: string) => {
      const rows = await database.sql.query<{ "QUERY PLAN": unknown }>(`EXPLAIN (FORMAT JSON) ${query}`);
      return JSON.stringify(rows[0]?.["QUERY PLAN"]);
    };

    it("stores for bulk-loaded records exactly the vectors and box the triggers would compute", async () => {
      const [row] = await database.sql.query<{ stale: number; missing: number }>(
        `SELECT count(*) FILTER (WHERE "searchVector" IS DISTINCT FROM
                  simpul_metadata_vector("judul", "judulAlternatif", "abstrak", simpul_kata_kunci_teks("id"))
                  OR "rankVector" IS DISTINCT FROM ts_filter("searchVector", '{a,b}'))::int AS stale,
                count(*) FILTER (WHERE "bbox" IS NULL AND "bboxBarat" IS NOT NULL AND "bboxSelatan" IS NOT NULL
                                   AND "bboxTimur" IS NOT NULL AND "bboxUtara" IS NOT NULL)::int AS missing
           FROM "Metadata"`,
      );
      expect(row).toEqual({ stale: 0, missing: 0 });
    });

    it("serves bounding-box intersection from the GiST index, with the right answer", async () => {
      const box = "box(point(110.3, -7.9), point(110.5, -7.7))"; // Yogyakarta
      const query = `SELECT id FROM "Metadata" WHERE bbox && ${box}`;
      const explained = await plan(query);
      expect(explained).toContain("Metadata_bbox_idx");
      expect(explained).not.toContain('"Seq Scan"');

      const viaIndex = (await database.sql.query<{ id: string }>(query)).map((r) => r.id).sort();
      const byBounds = (
        await database.sql.query<{ id: string }>(
          `SELECT id FROM "Metadata" WHERE "bboxBarat" <= 110.5 AND "bboxTimur" >= 110.3 AND "bboxSelatan" <= -7.7 AND "bboxUtara" >= -7.9`,
        )
      )
        .map((r) => r.id)
        .sort();
      expect(viaIndex).toEqual(byBounds);
      expect(viaIndex.length).toBeGreaterThan(0);
      expect(viaIndex.length).toBeLessThan(10_000 / 2);
    });

    it("serves full-text search from the GIN index", async () => {
      const explained = await plan(
        `SELECT id FROM "Metadata" WHERE "searchVector" @@ simpul_tsquery('mangrove')`,
      );
      expect(explained).toContain("Metadata_searchVector_idx");
      expect(explained).not.toContain('"Seq Scan"');
      expect((await search("mangrove")).length).toBeGreaterThan(0);
    });
  });
});
