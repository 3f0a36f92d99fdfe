import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { fillSearchText } from "@/lib/catalogue/records/search-text";
import { constraintSql } from "@/lib/csw/filter/constraint-sql";
import { parseCql } from "@/lib/csw/filter/parse-cql";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import { isAppError } from "@/lib/errors";
import { STORED_QUERYABLES } from "@/lib/iso/queryable-values";
import { readXml } from "@/lib/xml/read-xml";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import type { LonLatBox, Search, SpatialRelation } from "./ast";
import { STORED_DATES, STORED_NUMBERS } from "./properties";
import { searchToSql } from "./to-sql";

/** A published record as the reference evaluator sees it (dates as epoch milliseconds, UTC). */
interface Row {
  id: string;
  judul: string;
  judulAlternatif: string | null;
  abstrak: string;
  levelHierarki: string;
  topikKategori: string[] | null;
  modified: number;
  bbox: LonLatBox | null;
  kataKunci: string[];
  formats: string[];
  organisasi: string;
  kontakOrganisasi: string[];
  creation: number[];
  publication: number[];
  revision: number[];
}

const epochs = (tipe: string) =>
  `ARRAY(SELECT extract(epoch FROM t."tanggal")::float8 * 1000 FROM "MetadataTanggal" t WHERE t."metadataId" = m."id" AND t."tipe" = '${tipe}')`;

const ROWS_SQL = `SELECT m."id", m."judul", m."judulAlternatif", m."abstrak", m."levelHierarki", m."topikKategori",
    extract(epoch FROM coalesce(m."tanggalMetadata", m."updatedAt"))::float8 * 1000 AS "modified",
    m."bboxBarat" AS "minx", m."bboxSelatan" AS "miny", m."bboxTimur" AS "maxx", m."bboxUtara" AS "maxy",
    o."nama" AS "organisasi",
    ARRAY(SELECT k."kataKunci" FROM "MetadataKataKunci" k WHERE k."metadataId" = m."id") AS "kataKunci",
    ARRAY(SELECT d."formatNama" FROM "MetadataDistribusi" d WHERE d."metadataId" = m."id" AND d."formatNama" IS NOT NULL) AS "formats",
    ARRAY(SELECT c."namaOrganisasi" FROM "MetadataKontak" c WHERE c."metadataId" = m."id" AND c."namaOrganisasi" IS NOT NULL) AS "kontakOrganisasi",
    ${epochs("creation")} AS "creation", ${epochs("publication")} AS "publication", ${epochs("revision")} AS "revision"
  FROM "Metadata" m JOIN "Organisasi" o ON o."id" = m."organisasiId" WHERE m."status" = 'PUBLISHED'`;

const sorted = (ids: string[]) => [...ids].sort();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** SQL LIKE as a regular expression (backslash escapes). */
function likeRegex(pattern: string, matchCase: boolean): RegExp {
  let source = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string;
    if (ch === "\\") source += escapeRegExp(pattern[++i] ?? "");
    else source += ch === "%" ? ".*" : ch === "_" ? "." : escapeRegExp(ch);
  }
  return new RegExp(`^${source}$`, matchCase ? "s" : "is");
}

const DAY = 86_400_000;
const dayStart = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

function spatialMatch(relation: SpatialRelation, box: LonLatBox, record: LonLatBox | null): boolean {
  if (!record) return false;
  const halves =
    box.minx <= box.maxx
      ? [box]
      : [
          { ...box, maxx: 180 },
          { ...box, minx: -180 },
        ];
  const meets = (b: LonLatBox) =>
    record.minx <= b.maxx && record.maxx >= b.minx && record.miny <= b.maxy && record.maxy >= b.miny;
  const inside = (b: LonLatBox) =>
    record.minx >= b.minx && record.maxx <= b.maxx && record.miny >= b.miny && record.maxy <= b.maxy;
  const holds = (b: LonLatBox) =>
    record.minx <= b.minx && record.maxx >= b.maxx && record.miny <= b.miny && record.maxy >= b.maxy;
  if (relation === "Within") return halves.some(inside);
  if (relation === "Contains") return halves.every(holds);
  return relation === "Disjoint" ? !halves.some(meets) : halves.some(meets);
}

/** The reference semantics, for the predicates the tests generate. */
function matches(filter: Search, row: Row): boolean {
  switch (filter.op) {
    case "And":
      return filter.args.every((arg) => matches(arg, row));
    case "Or":
      return filter.args.some((arg) => matches(arg, row));
    case "Not":
      return !matches(filter.arg, row);
    case "Spatial":
      return spatialMatch(filter.relation, filter.box, row.bbox);
    case "IsNull":
      if (filter.property === "RevisionDate") return row.revision.length === 0;
      break;
    case "Like":
      if (filter.property === "Title") return likeRegex(filter.likePattern, filter.matchCase).test(row.judul);
      break;
    case "Compare": {
      const { property, comparator, value } = filter;
      if (property === "TopicCategory" && comparator === "=")
        return (row.topikKategori ?? []).includes(value);
      if (property === "Format" && comparator === "=") return row.formats.includes(value);
      if (property === "OrganisationName" && comparator === "=") {
        return row.organisasi === value || row.kontakOrganisasi.includes(value);
      }
      if (property === "Modified" && comparator === ">=") return row.modified >= dayStart(value);
      if (property === "Modified" && comparator === "<") return row.modified < dayStart(value);
      if (property === "PublicationDate" && comparator === ">=") {
        return row.publication.some((p) => p >= dayStart(value));
      }
      if (property === "PublicationDate" && comparator === "<")
        return row.publication.some((p) => p < dayStart(value));
      break;
    }
  }
  throw new Error(`no reference semantics for ${JSON.stringify(filter)}`);
}

describe(`searchToSql on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  let rows: Row[] = [];
  const LITERAL_PERCENT = "Tutupan 50% Hutan Lindung";
  const NO_PERCENT = "Tutupan 50 Hutan Lindung";

  beforeAll(async () => {
    const { db } = database();
    // Edge cases the generated catalogue lacks: a literal % in a title, a record without a bbox.
    const [first, second, third] = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      orderBy: { id: "asc" },
      take: 3,
      select: { id: true },
    });
    // Written as an edit would be: the served XML changes, so do AnyText's values.
    await db.metadata.update({
      where: { id: first?.id },
      data: { judul: LITERAL_PERCENT, teksLengkap: null },
    });
    await db.metadata.update({ where: { id: second?.id }, data: { judul: NO_PERCENT, teksLengkap: null } });
    await db.metadata.update({ where: { id: third?.id }, data: { bboxUtara: null, teksLengkap: null } });
    await fillSearchText(db);
    const raw =
      await db.$queryRawUnsafe<
        (Omit<Row, "bbox"> & Record<"minx" | "miny" | "maxx" | "maxy", number | null>)[]
      >(ROWS_SQL);
    rows = raw.map(({ minx, miny, maxx, maxy, ...row }) => ({
      ...row,
      bbox:
        minx === null || miny === null || maxx === null || maxy === null ? null : { minx, miny, maxx, maxy },
    }));
  });

  async function ids(filter: Search): Promise<string[]> {
    const found = await database().db.$queryRaw<{ id: string }[]>`
      SELECT m."id" FROM "Metadata" m WHERE m."status" = 'PUBLISHED' AND ${searchToSql(filter)}`;
    return sorted(found.map((r) => r.id));
  }
  const expected = (test: (row: Row) => boolean) => sorted(rows.filter(test).map((r) => r.id));
  const expectIds = async (filter: Search) => {
    const want = expected((row) => matches(filter, row));
    expect(await ids(filter), JSON.stringify(filter)).toEqual(want);
    return want;
  };

  it("matches titles by LIKE, case-sensitively unless matchCase is false", async () => {
    const sensitive = await expectIds({
      op: "Like",
      property: "Title",
      likePattern: "%Hutan%",
      matchCase: true,
    });
    const insensitive = await expectIds({
      op: "Like",
      property: "Title",
      likePattern: "%hutan%",
      matchCase: false,
    });
    expect(sensitive.length).toBeGreaterThan(0);
    expect(insensitive.length).toBeGreaterThan(sensitive.length);
    expect(await ids({ op: "Like", property: "Title", likePattern: "%hutan%", matchCase: true })).toEqual(
      expected((r) => r.judul.includes("hutan")),
    );
  });

  it("finds words as people type them: TIGER/Line, 1:250.000, S-2, ISMD01", async () => {
    const { db } = database();
    const [record] = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      orderBy: { id: "desc" },
      take: 1,
    });
    // Raw, so that updatedAt (which Modified may read) stays as the other tests' rows have it.
    const retitle = (judul: string) =>
      db.$executeRaw`UPDATE "Metadata" SET "judul" = ${judul} WHERE "id" = ${record?.id}`;
    await retitle("Batas TIGER/Line skala 1:250.000 citra Sentinel S-2 (ISMD01)");
    for (const typed of [
      "TIGER/Line",
      "tiger/line batas",
      "1:250.000",
      "S-2 citra",
      "ISMD01",
      "Sentinel S-2",
    ]) {
      expect(await ids({ op: "FreeText", text: typed }), typed).toContain(record?.id);
      expect(await ids(parseCql(`csw:AnyText = '${typed}'`)), typed).toContain(record?.id);
    }
    // Still every token: a phrase that is not there finds nothing.
    expect(await ids({ op: "FreeText", text: "TIGER/Polygon" })).not.toContain(record?.id);
    await retitle(record?.judul as string);
  });

  it("escapes a literal % in a pattern, in XML and in CQL", async () => {
    const want = expected((r) => r.judul.includes("50%"));
    expect(want).toHaveLength(1);
    const xml = `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc"><ogc:PropertyIsLike wildCard="*" singleChar="?" escapeChar="!">
      <ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>*50%*</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>`;
    expect(await ids(parseFilterXml(readXml(xml)))).toEqual(want);
    expect(await ids(parseCql("dc:title LIKE '%50\\%%'"))).toEqual(want);
    expect(await ids(parseCql(`dc:title = '${LITERAL_PERCENT}'`))).toEqual(want);
    expect(await ids(parseCql("dc:title LIKE '%50_Hutan%'"))).toEqual(
      expected((r) => r.judul === NO_PERCENT),
    );
    expect(await ids(parseCql("dc:title LIKE '%50%Hutan%'"))).toHaveLength(2);
  });

  it("searches AnyText LIKE as a pattern over every value (fragments too), and plain words also by stem", async () => {
    const text = (r: Row) =>
      [r.judul, r.judulAlternatif ?? "", r.abstrak, ...r.kataKunci].join(" ").toLowerCase();
    const words = (r: Row) => text(r).split(/[^\p{L}\p{N}]+/u);
    const values = new Map(
      (
        await database().db.$queryRaw<{ id: string; teks: string | null }[]>`
          SELECT "id", "teksLengkap" AS "teks" FROM "Metadata" WHERE "status" = 'PUBLISHED'`
      ).map((row) => [row.id, row.teks ?? ""]),
    );
    expect([...values.values()].filter((teks) => teks === "")).toEqual([]); // the seed fills them
    const prefixed = await ids(parseCql("AnyText LIKE '%hutan%'"));
    // Every record with a word starting "hutan" is found; every record found has "hutan" in
    // one of its values, or a word with the stem "hutan" ("kehutanan").
    expect(prefixed).toEqual(
      expect.arrayContaining(expected((r) => words(r).some((w) => w.startsWith("hutan")))),
    );
    expect(prefixed.filter((id) => !(values.get(id) as string).includes("hutan"))).toEqual([]);
    expect(prefixed.length).toBeGreaterThan(0);
    const exact = await ids(parseCql("csw:AnyText = 'HUTAN lindung'"));
    expect(exact).toEqual(
      expect.arrayContaining(expected((r) => words(r).includes("hutan") && words(r).includes("lindung"))),
    );
    expect(prefixed).toEqual(expect.arrayContaining(exact));
    // A fragment inside words: exactly the records with a value holding it (a topic category's
    // label is not in the XML: "Kelautan", oceans, is found as a word, not by "utan").
    const inside = rows.filter((r) => (values.get(r.id) as string).includes("utan")).map((r) => r.id);
    expect(await ids(parseCql("AnyText LIKE '%utan%'"))).toEqual(sorted(inside));
    const oceans = rows.filter((r) => r.topikKategori?.includes("oceans")).map((r) => r.id);
    expect(oceans.length).toBeGreaterThan(0);
    expect(await ids(parseCql("AnyText LIKE '%kelautan%'"))).toEqual(expect.arrayContaining(oceans));
    expect(inside.length).toBeGreaterThan(prefixed.length / 2);
    expect(await ids(parseCql("AnyText LIKE '%'"))).toHaveLength(rows.length);
  });

  it("keeps AnyText's words with every write, and matches a record whose words are not indexed on its values", async () => {
    const [first, second] = rows as [Row, Row];
    const teksOf = async (id: string) =>
      (
        await database().db.$queryRaw<{ teks: string; kata: string }[]>`
          SELECT "teksLengkap" AS "teks", "kataTeks"::text AS "kata" FROM "Metadata" WHERE "id" = ${id}`
      )[0] as { teks: string; kata: string };
    const setTeks = (id: string, teks: string) =>
      database().db.$executeRaw`UPDATE "Metadata" SET "teksLengkap" = ${teks} WHERE "id" = ${id}`;
    const [before1, before2] = [await teksOf(first.id), await teksOf(second.id)];
    const long = `zq${"a".repeat(300)}zq`;
    try {
      // A new word reaches the lexicon and the record's words with the write that adds it.
      await setTeks(first.id, `${before1.teks}\nkatabaruunik 2023`);
      expect((await teksOf(first.id)).kata).toContain("'katabaruunik'");
      expect(await ids(parseCql("AnyText LIKE '%abaruun%'"))).toEqual([first.id]);
      expect(await ids(parseCql("AnyText LIKE 'katabaru%'"))).toEqual([first.id]);
      expect(await ids(parseCql("AnyText LIKE '%baruunik 2023'"))).toEqual([first.id]);
      // A word over 255 letters: the record's words are not indexed ('0'), its values are searched.
      await setTeks(second.id, `${before2.teks}\nkatalain ${long} akhir`);
      expect((await teksOf(second.id)).kata).toBe("'0'");
      expect(await ids(parseCql("AnyText LIKE '%zqaaa%'"))).toEqual([second.id]);
      expect(await ids(parseCql("AnyText LIKE '%atalai%'"))).toEqual([second.id]);
      expect(await ids(parseCql("AnyText LIKE '%aazq akh%'"))).toEqual([second.id]);
      expect(await ids(parseCql("AnyText LIKE '%akhir'"))).toEqual([second.id]);
      const fragment = (/[a-z]{5,}/.exec(before2.teks)?.[0] ?? "").slice(1, 5);
      expect(fragment).toHaveLength(4);
      expect(await ids(parseCql(`AnyText LIKE '%${fragment}%'`))).toContain(second.id);
      expect(await ids(parseCql("NOT AnyText LIKE '%zqaaa%'"))).toEqual(
        sorted(rows.filter((r) => r.id !== second.id).map((r) => r.id)),
      );
      // Rewritten: the old words are no longer the record's.
      await setTeks(first.id, before1.teks);
      expect(await ids(parseCql("AnyText LIKE '%abaruun%'"))).toEqual([]);
    } finally {
      await setTeks(first.id, before1.teks);
      await setTeks(second.id, before2.teks);
    }
    expect((await teksOf(second.id)).kata).toBe(before2.kata);
  });

  it("keeps the date and number queryables as typed rows: the migration's lists are properties.ts's", async () => {
    const sample = Object.fromEntries(
      STORED_QUERYABLES.map((name) => [
        name,
        (STORED_DATES as readonly string[]).includes(name)
          ? ["2020-05-01 00:00:00.000"]
          : STORED_NUMBERS.has(name)
            ? ["50000"]
            : ["teks"],
      ]),
    );
    const rows = await database().db.$queryRaw<{ kueri: string; waktu: Date | null; angka: number | null }[]>`
      SELECT "kueri", "waktu", "angka" FROM simpul_nilai_kueri_baris('x', ${JSON.stringify(sample)}::jsonb)`;
    const of = (column: "waktu" | "angka") =>
      rows
        .filter((row) => row[column] !== null)
        .map((row) => row.kueri)
        .sort();
    expect(of("waktu")).toEqual([...STORED_DATES].sort());
    expect(of("angka")).toEqual([...STORED_NUMBERS].sort());
    expect(rows).toHaveLength(STORED_DATES.length + STORED_NUMBERS.size);
    // Every record's rows are its stored values, after every write.
    const [stale] = await database().db.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS "n" FROM "Metadata" m
       WHERE ARRAY(SELECT row(b.*)::text FROM simpul_nilai_kueri_baris(m."id", m."nilaiKueri") b ORDER BY 1)
          IS DISTINCT FROM ARRAY(SELECT row(q.*)::text FROM "NilaiKueri" q WHERE q."metadataId" = m."id" ORDER BY 1)`;
    expect(stale?.n).toBe(0);
  });

  it("relates bounding boxes, including a box across the antimeridian and a record without a bbox", async () => {
    const java = { minx: 105, miny: -9, maxx: 115, maxy: -5 };
    for (const relation of ["BBOX", "Intersects", "Within", "Contains", "Disjoint"] as const) {
      const found = await expectIds({ op: "Spatial", relation, box: java });
      if (relation !== "Contains") expect(found.length, relation).toBeGreaterThan(0);
    }
    await expectIds({
      op: "Spatial",
      relation: "Contains",
      box: { minx: 107, miny: -7, maxx: 107.1, maxy: -6.9 },
    });
    const west = await expectIds({
      op: "Spatial",
      relation: "BBOX",
      box: { minx: 170, miny: -11, maxx: 100, maxy: 6 },
    });
    expect(west.length).toBeGreaterThan(0);
    const withoutBbox = rows.filter((r) => r.bbox === null).map((r) => r.id);
    expect(withoutBbox).toHaveLength(1);
    const notIntersecting = await expectIds({
      op: "Not",
      arg: { op: "Spatial", relation: "BBOX", box: java },
    });
    expect(notIntersecting).toEqual(expect.arrayContaining(withoutBbox));
    expect(await ids({ op: "Spatial", relation: "Disjoint", box: java })).not.toEqual(
      expect.arrayContaining(withoutBbox),
    );
    expect(await ids(parseCql("BoundingBox IS NULL"))).toEqual(withoutBbox);
  });

  it("combines Not and Or", async () => {
    const found = await expectIds({
      op: "Or",
      args: [
        { op: "Not", arg: { op: "Like", property: "Title", likePattern: "%Hutan%", matchCase: true } },
        { op: "Spatial", relation: "Within", box: { minx: 95, miny: -11, maxx: 141, maxy: 6 } },
      ],
    });
    expect(found.length).toBeGreaterThan(0);
  });

  it("compares dates at their own precision", async () => {
    const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    expect(await expectIds(parseCql("Modified >= '2025-06-01'"))).not.toHaveLength(0);
    expect(await expectIds(parseCql("Modified < 2025-06-01"))).not.toHaveLength(0);
    const sample = rows.find((r) => r.publication.length > 0) as Row;
    const day = dayOf(sample.publication[0] as number);
    const onDay = await ids(parseCql(`apiso:PublicationDate = '${day}'`));
    expect(onDay).toContain(sample.id);
    expect(onDay).toEqual(expected((r) => r.publication.some((p) => dayOf(p) === day)));
    expect(await ids(parseCql("apiso:CreationDate BETWEEN '2019' AND '2020'"))).toEqual(
      expected((r) => r.creation.some((c) => c >= dayStart("2019-01-01") && c < dayStart("2021-01-01"))),
    );
    const revised = await ids(parseCql("RevisionDate > '2023-06'"));
    expect(revised).toEqual(expected((r) => r.revision.some((v) => v >= dayStart("2023-07-01"))));
    expect(await ids(parseCql("Modified = '2024-02-30'")).catch((e) => e.details.reason)).toBe(
      "INVALID_SEARCH",
    );
    expect(await ids(parseCql("Modified LIKE '2025-06%'"))).toEqual(
      expected((r) => new Date(r.modified).toISOString().startsWith("2025-06")),
    );
    expect(await ids(parseCql("Modified < '9999'"))).toHaveLength(rows.length);
    expect(await ids(parseCql("Modified > '9999'"))).toEqual([]);
    const midnightWib = await ids(parseCql("Modified >= '2025-06-01T07:00:00+07:00'"));
    expect(midnightWib).toEqual(await ids(parseCql("Modified >= '2025-06-01'")));
  });

  it("finds topic categories, subjects, formats and organisation names", async () => {
    expect(await expectIds(parseCql("apiso:TopicCategory = 'environment'"))).not.toHaveLength(0);
    expect(await ids(parseCql("TopicCategory ILIKE 'ENV%'"))).toEqual(
      expected((r) => (r.topikKategori ?? []).some((c) => c.startsWith("env"))),
    );
    const keyword = rows[5]?.kataKunci[0] as string;
    expect(await ids(parseCql(`dc:subject = '${keyword.replaceAll("'", "''")}'`))).toEqual(
      expected((r) => r.kataKunci.includes(keyword)),
    );
    expect(await expectIds(parseCql("dc:format = 'GeoTIFF'"))).not.toHaveLength(0);
    const organisation = rows[7]?.organisasi as string;
    const byOrganisation = await expectIds(
      parseCql(`apiso:OrganisationName = '${organisation.replaceAll("'", "''")}'`),
    );
    expect(byOrganisation).toContain(rows[7]?.id);
    expect(
      await ids(parseCql(`OrganisationName ILIKE '${organisation.toUpperCase().replaceAll("'", "''")}'`)),
    ).toEqual(byOrganisation);
  });

  it("tests the data type and the organisation code (REST's), two-valued, an unknown code too", async () => {
    const { db } = database();
    const owners = await db.$queryRaw<{ id: string; kode: string; tipeData: string }[]>`
      SELECT m."id", o."kode", m."tipeData" FROM "Metadata" m JOIN "Organisasi" o ON o."id" = m."organisasiId"
       WHERE m."status" = 'PUBLISHED'`;
    const sample = owners[7] as (typeof owners)[number];
    const questions = [
      ["DataType", sample.tipeData, (r: (typeof owners)[number]) => r.tipeData],
      ["OrganisationCode", sample.kode, (r: (typeof owners)[number]) => r.kode],
      ["OrganisationCode", "TIDAK-ADA", (r: (typeof owners)[number]) => r.kode],
    ] as const;
    for (const [property, value, of] of questions) {
      for (const [comparator, matchCase] of [
        ["=", true],
        ["=", false],
        ["<>", true],
      ] as const) {
        const search: Search = { op: "Compare", comparator, property, value, matchCase };
        const test = (r: (typeof owners)[number]) =>
          matchCase ? of(r) === value : of(r).toLowerCase() === value.toLowerCase();
        const want = sorted(owners.filter((r) => (comparator === "=" ? test(r) : !test(r))).map((r) => r.id));
        expect(await ids(search), JSON.stringify(search)).toEqual(want);
        expect((await ids({ op: "Not", arg: search })).length).toBe(owners.length - want.length);
      }
    }
  });

  it("gives the same ids for the CQL and XML forms of a filter", async () => {
    const ogc = (body: string) =>
      parseFilterXml(
        readXml(
          `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml">${body}</ogc:Filter>`,
        ),
      );
    const pairs: [string, string][] = [
      [
        "AnyText LIKE '%hutan%' AND BBOX(ows:BoundingBox, 95, -11, 141, 6)",
        `<ogc:And><ogc:PropertyIsLike wildCard="*" singleChar="?" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName>
          <ogc:Literal>*hutan*</ogc:Literal></ogc:PropertyIsLike><ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName>
          <gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326"><gml:lowerCorner>-11 95</gml:lowerCorner><gml:upperCorner>6 141</gml:upperCorner></gml:Envelope></ogc:BBOX></ogc:And>`,
      ],
      [
        "NOT (dc:type = 'dataset') OR apiso:TopicCategory = 'farming'",
        `<ogc:Or><ogc:Not><ogc:PropertyIsEqualTo><ogc:PropertyName>dc:type</ogc:PropertyName><ogc:Literal>dataset</ogc:Literal></ogc:PropertyIsEqualTo></ogc:Not>
          <ogc:PropertyIsEqualTo><ogc:PropertyName>apiso:TopicCategory</ogc:PropertyName><ogc:Literal>farming</ogc:Literal></ogc:PropertyIsEqualTo></ogc:Or>`,
      ],
      [
        "WITHIN(ows:BoundingBox, POLYGON((105 -9, 115 -9, 115 -5, 105 -5, 105 -9))) AND RevisionDate IS NULL",
        `<ogc:And><ogc:Within><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Polygon><gml:exterior><gml:LinearRing>
          <gml:coordinates>105,-9 115,-9 115,-5 105,-5 105,-9</gml:coordinates></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Within>
          <ogc:PropertyIsNull><ogc:PropertyName>apiso:RevisionDate</ogc:PropertyName></ogc:PropertyIsNull></ogc:And>`,
      ],
      [
        "dct:modified BETWEEN '2025-01-01' AND '2025-12-31' AND dc:title ILIKE '%peta%'",
        `<ogc:And><ogc:PropertyIsBetween><ogc:PropertyName>dct:modified</ogc:PropertyName><ogc:LowerBoundary><ogc:Literal>2025-01-01</ogc:Literal></ogc:LowerBoundary>
          <ogc:UpperBoundary><ogc:Literal>2025-12-31</ogc:Literal></ogc:UpperBoundary></ogc:PropertyIsBetween>
          <ogc:PropertyIsLike wildCard="*" singleChar="." escapeChar="!" matchCase="false"><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>*peta*</ogc:Literal></ogc:PropertyIsLike></ogc:And>`,
      ],
    ];
    for (const [cql, xml] of pairs) {
      const fromCql = await ids(parseCql(cql));
      expect(await ids(ogc(xml)), cql).toEqual(fromCql);
      expect(fromCql.length, cql).toBeGreaterThan(0);
    }
  });

  it("can answer AnyText, BBOX and topic equality from their indexes", async () => {
    // 320 rows favour sequential scans; forbidding them shows that an index path exists.
    const plan = (cql: string) =>
      database().db.$transaction(async (tx) => {
        await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
        const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>`
          EXPLAIN SELECT m."id" FROM "Metadata" m WHERE ${searchToSql(parseCql(cql))}`;
        return rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    expect(await plan("AnyText LIKE '%hutan%' AND AnyText = 'lindung'")).toContain(
      "Metadata_searchVector_idx",
    );
    expect(await plan("AnyText LIKE '%s_ngai'")).toContain("Metadata_kataTeks_idx");
    expect(await plan("AnyText LIKE '%2023%'")).toContain("Metadata_kataTeks_idx");
    expect(await plan("BBOX(ows:BoundingBox, 170, -11, 100, 6)")).toContain("Metadata_bbox_idx");
    expect(await plan("TopicCategory = 'environment'")).toContain("Metadata_topikKategori_idx");
  });

  it("lets the word index drive an And of AnyText and BBOX, with the same answer", async () => {
    // PostgreSQL would walk the GiST index (it guesses 0.5 % of rows for any box) and read
    // every boxed record's vector from TOAST; spatialSql writes the box test as a function.
    const words = "AnyText LIKE '%hutan%'";
    const box = "BBOX(ows:BoundingBox, 95, -11, 141, 6)";
    const both = parseCql(`${words} AND ${box}`);
    const explained = await database().db.$transaction(async (tx) => {
      await tx.$executeRaw`SET LOCAL enable_seqscan = off`;
      const rows = await tx.$queryRaw<{ "QUERY PLAN": string }[]>`
        EXPLAIN SELECT m."id" FROM "Metadata" m WHERE ${searchToSql(both)}`;
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(explained).toContain("Metadata_searchVector_idx");
    expect(explained).not.toContain("Metadata_bbox_idx");
    const inBox = new Set(await ids(parseCql(box)));
    const expected = (await ids(parseCql(words))).filter((id) => inBox.has(id));
    expect(expected.length).toBeGreaterThan(0);
    expect(await ids(both)).toEqual(expected);
    // Alone, or under Or, the box still uses its index.
    expect(searchToSql(parseCql(box)).sql).toContain('m."bbox" &&');
    expect(searchToSql(parseCql(`${words} OR ${box}`)).sql).toContain('m."bbox" &&');
  });

  it("refuses a comparison on the bounding box and AnyText ordering (in CSW: on the Constraint)", () => {
    const code = (filter: Search) => {
      expect(() => searchToSql(filter)).toThrow(
        expect.objectContaining({ details: { reason: "INVALID_SEARCH" } }),
      );
      try {
        constraintSql(filter);
      } catch (error) {
        return isAppError(error) ? [error.details.owsCode, error.details.locator] : error;
      }
    };
    const compare = (property: "BoundingBox" | "AnyText", comparator: "=" | "<") =>
      ({ op: "Compare", comparator, property, value: "x", matchCase: true }) as const;
    expect(code(compare("BoundingBox", "="))).toEqual(["InvalidParameterValue", "Constraint"]);
    expect(code(compare("AnyText", "<"))).toEqual(["InvalidParameterValue", "Constraint"]);
  });

  it("agrees with the reference semantics on random And/Or/Not trees", async () => {
    const titleWords = ["Hutan", "Peta", "Jawa", "Tanah", "Sungai", "2020", "Provinsi", "Kabupaten"];
    const topics = [...new Set(rows.flatMap((r) => r.topikKategori ?? []))];
    const formats = [...new Set(rows.flatMap((r) => r.formats))];
    const organisations = [...new Set(rows.map((r) => r.organisasi))];
    const box = fc
      .record({
        minx: fc.integer({ min: 94, max: 140 }),
        miny: fc.integer({ min: -11, max: 5 }),
        w: fc.integer({ min: 1, max: 20 }),
        h: fc.integer({ min: 1, max: 8 }),
      })
      .map(({ minx, miny, w, h }) => ({
        minx,
        miny,
        maxx: Math.min(minx + w, 141),
        maxy: Math.min(miny + h, 6),
      }));
    const leaf: fc.Arbitrary<Search> = fc.oneof(
      fc
        .record({ w: fc.constantFrom(...titleWords), matchCase: fc.boolean() })
        .map(
          ({ w, matchCase }): Search => ({ op: "Like", property: "Title", likePattern: `%${w}%`, matchCase }),
        ),
      fc.constantFrom(...topics).map(
        (value): Search => ({
          op: "Compare",
          comparator: "=",
          property: "TopicCategory",
          value,
          matchCase: true,
        }),
      ),
      fc
        .constantFrom(...formats)
        .map(
          (value): Search => ({ op: "Compare", comparator: "=", property: "Format", value, matchCase: true }),
        ),
      fc.constantFrom(...organisations).map(
        (value): Search => ({
          op: "Compare",
          comparator: "=",
          property: "OrganisationName",
          value,
          matchCase: true,
        }),
      ),
      fc
        .record({ relation: fc.constantFrom<SpatialRelation>("BBOX", "Within", "Contains", "Disjoint"), box })
        .map(({ relation, box }): Search => ({ op: "Spatial", relation, box })),
      fc
        .record({
          comparator: fc.constantFrom<">=" | "<">(">=", "<"),
          property: fc.constantFrom<"Modified" | "PublicationDate">("Modified", "PublicationDate"),
          day: fc.integer({ min: 0, max: 4000 }),
        })
        .map(
          ({ comparator, property, day }): Search => ({
            op: "Compare",
            comparator,
            property,
            // 2016 to 2026: publication dates spread over the whole range, modification over the last two years.
            value: new Date(Date.UTC(2016, 0, 1) + day * DAY).toISOString().slice(0, 10),
            matchCase: true,
          }),
        ),
      fc.constant<Search>({ op: "IsNull", property: "RevisionDate" }),
    );
    const tree = (depth: number): fc.Arbitrary<Search> =>
      depth === 0
        ? leaf
        : fc.oneof(
            leaf,
            fc
              .array(tree(depth - 1), { minLength: 2, maxLength: 3 })
              .map((args): Search => ({ op: "And", args })),
            fc
              .array(tree(depth - 1), { minLength: 2, maxLength: 3 })
              .map((args): Search => ({ op: "Or", args })),
            tree(depth - 1).map((arg): Search => ({ op: "Not", arg })),
          );
    await fc.assert(
      fc.asyncProperty(tree(3), async (filter) => {
        expect(await ids(filter)).toEqual(expected((row) => matches(filter, row)));
      }),
      { numRuns: 30 },
    );
  });
});
