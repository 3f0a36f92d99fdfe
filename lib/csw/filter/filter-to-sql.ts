import { Prisma } from "../../db/generated/client";
import { cswError } from "../exception-report";
import type { Comparator, Filter, LonLatBox, SpatialRelation } from "./ast";
import { escapeLike } from "./like-pattern";
import { boundingBoxMisuse } from "./parse-filter-xml";
import type { Queryable } from "./queryables";

// The filter AST as a boolean SQL expression over "Metadata" m (the caller adds the status
// condition). Every user value is a bound parameter. Every predicate is two-valued (never
// NULL), so Not means what users expect: Not(Identifier = 'x') also finds records without one.
//
// Multi-valued properties (Subject, Format, OrganisationName, the citation dates, and the
// resource identifiers and service description an imported document gives) match when any of
// their values does (EXISTS), including for <>.
//
// matchCase false compares lower() values and uses ILIKE; matchCase true (the default) is
// exact and LIKE is case-sensitive. Dates and BETWEEN ignore it. Dates compare as instants at
// the precision written ('2020-05' is that month); LIKE on a date matches its ISO text.
//
// AnyText is a word search on the full-text index, not a string match: the pattern's words
// (letters and digits) must all occur in the title, keywords or abstract, exactly or by their
// Indonesian/English stem, accents and case ignored; a word followed by a wildcard ('%hutan%')
// also matches as a prefix (hutan:*). Fragments inside words ('%utan%') are not found, phrases
// are not required to be adjacent, and a pattern without words ('%') matches every record.

const sql = Prisma.sql;
const TRUE = sql`TRUE`;
const FALSE = sql`FALSE`;
const LOCATOR = "Constraint";
const MAX_ANYTEXT_WORDS = 32;

type TextQueryable = Exclude<Queryable, "AnyText" | "BoundingBox" | DateQueryable>;
type DateQueryable = "Modified" | "CreationDate" | "PublicationDate" | "RevisionDate";
/** A property as "some value satisfies test(value)". */
type Values = (test: (value: Prisma.Sql) => Prisma.Sql) => Prisma.Sql;

const citationDate =
  (tipe: "creation" | "publication" | "revision"): Values =>
  (test) =>
    sql`EXISTS (SELECT 1 FROM "MetadataTanggal" t WHERE t."metadataId" = m."id" AND t."tipe" = ${tipe}::"TipeTanggal" AND ${test(sql`t."tanggal"`)})`;

const topics: Values = (test) =>
  sql`EXISTS (SELECT 1 FROM unnest(m."topikKategori") AS c(v) WHERE ${test(sql`c.v`)})`;

/**
 * Values from an imported record's details (MetadataSumber.rincian, lib/iso/source-details.ts),
 * while its document is what is served: `path` walks JSON arrays (`[]`) and keys (constants,
 * written into the SQL) down to text.
 */
function detail(...path: string[]): Values {
  return (test) => {
    const joins: Prisma.Sql[] = [];
    let value = sql`s."rincian"`;
    for (const [i, step] of path.entries()) {
      if (step === "[]") {
        const alias = Prisma.raw(`j${i}`);
        joins.push(sql`CROSS JOIN jsonb_array_elements(coalesce(${value}, '[]'::jsonb)) AS ${alias}(v)`);
        value = sql`${alias}.v`;
      } else value = sql`${value}->${Prisma.raw(`'${step}'`)}`;
    }
    const text = sql`(${value} #>> '{}')`;
    return sql`EXISTS (SELECT 1 FROM "MetadataSumber" s ${Prisma.join(joins, " ", "", "")}
      WHERE s."metadataId" = m."id" AND s."disuntingPada" IS NULL AND ${text} IS NOT NULL AND ${test(text)})`;
  };
}

const TEXT: Record<TextQueryable, Values> = {
  Title: (test) => test(sql`m."judul"`),
  Abstract: (test) => test(sql`m."abstrak"`),
  Identifier: (test) => sql`(m."fileIdentifier" IS NOT NULL AND ${test(sql`m."fileIdentifier"`)})`,
  Type: (test) => test(sql`m."levelHierarki"`),
  Language: (test) => test(sql`m."bahasa"`),
  TopicCategory: topics,
  Subject: (test) =>
    sql`(EXISTS (SELECT 1 FROM "MetadataKataKunci" k WHERE k."metadataId" = m."id" AND ${test(sql`k."kataKunci"`)}) OR ${topics(test)})`,
  Format: (test) =>
    sql`EXISTS (SELECT 1 FROM "MetadataDistribusi" d WHERE d."metadataId" = m."id" AND ${test(sql`d."formatNama"`)})`,
  ResourceIdentifier: detail("identifikasiSumberDaya", "[]", "kode"),
  ServiceType: detail("layanan", "[]", "tipe", "nama"),
  ServiceTypeVersion: detail("layanan", "[]", "versi", "[]"),
  CouplingType: detail("layanan", "[]", "couplingType"),
  Operation: detail("layanan", "[]", "operasi", "[]", "nama"),
  OperatesOn: detail("layanan", "[]", "dataTerkait", "[]", "uuidref"),
  OperatesOnIdentifier: detail("layanan", "[]", "dataTerkait", "[]", "pengenal"),
  OperatesOnName: detail("layanan", "[]", "dataTerkait", "[]", "operasi"),
  OrganisationName: (test) =>
    sql`(EXISTS (SELECT 1 FROM "Organisasi" o WHERE o."id" = m."organisasiId" AND ${test(sql`o."nama"`)})
      OR EXISTS (SELECT 1 FROM "MetadataKontak" k WHERE k."metadataId" = m."id" AND ${test(sql`k."namaOrganisasi"`)}))`,
};

const DATES: Record<DateQueryable, Values> = {
  Modified: (test) => test(sql`coalesce(m."tanggalMetadata", m."updatedAt")`),
  CreationDate: citationDate("creation"),
  PublicationDate: citationDate("publication"),
  RevisionDate: citationDate("revision"),
};

const isDate = (property: Queryable): property is DateQueryable => property in DATES;

const isAnyText = (filter: Filter) =>
  (filter.op === "Like" || filter.op === "Compare") && filter.property === "AnyText";

/**
 * The SQL condition of a filter over "Metadata" m. `spatialIndex` false writes spatial tests
 * as function calls, which PostgreSQL cannot answer from the GiST index: in an And with a word
 * search, so the word index drives (see spatialSql).
 */
export function filterToSql(filter: Filter, spatialIndex = true): Prisma.Sql {
  switch (filter.op) {
    case "And":
    case "Or": {
      if (filter.args.length === 0) return filter.op === "And" ? TRUE : FALSE;
      const indexSpatial = spatialIndex && !(filter.op === "And" && filter.args.some(isAnyText));
      const args = filter.args.map((arg) => filterToSql(arg, indexSpatial));
      return sql`(${Prisma.join(args, ` ${filter.op.toUpperCase()} `)})`;
    }
    case "Not":
      return sql`(NOT ${filterToSql(filter.arg, spatialIndex)})`;
    case "Spatial":
      return spatialSql(filter.relation, filter.box, spatialIndex);
    case "IsNull":
      return isNullSql(filter.property);
    case "Like":
      if (filter.property === "AnyText") return anyTextSql(filter.likePattern);
      if (filter.property === "BoundingBox") throw boundingBoxMisuse();
      return likeSql(filter.property, filter.likePattern, filter.matchCase);
    case "Compare":
      return compareSql(filter.property, filter.comparator, filter.value, filter.matchCase);
    case "Between":
      return betweenSql(filter.property, filter.lower, filter.upper);
  }
}

const invalid = (indonesian: string, english: string) =>
  cswError("InvalidParameterValue", `${indonesian} / ${english}`, LOCATOR);

function likeSql(
  property: Exclude<Queryable, "AnyText" | "BoundingBox">,
  pattern: string,
  matchCase: boolean,
) {
  const operator = Prisma.raw(matchCase ? "LIKE" : "ILIKE");
  // PostgreSQL's default LIKE escape character is the backslash, as the AST's patterns use.
  if (isDate(property)) {
    return DATES[property]((v) => sql`to_char(${v}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"') ${operator} ${pattern}`);
  }
  return TEXT[property]((v) => sql`${v} ${operator} ${pattern}`);
}

function compareSql(
  property: Queryable,
  comparator: Comparator,
  value: string,
  matchCase: boolean,
): Prisma.Sql {
  if (property === "BoundingBox") throw boundingBoxMisuse();
  if (property === "AnyText") {
    if (comparator === "=") return anyTextSql(escapeLike(value));
    if (comparator === "<>") return sql`(NOT ${anyTextSql(escapeLike(value))})`;
    throw invalid(
      `AnyText hanya mendukung = dan <>, bukan ${comparator}`,
      `AnyText supports only = and <>, not ${comparator}`,
    );
  }
  if (isDate(property)) return DATES[property]((v) => dateComparison(v, comparator, dateRange(value)));
  if (property === "TopicCategory" && comparator === "=" && matchCase) {
    // The GIN index of topikKategori answers containment directly.
    return sql`(m."topikKategori" IS NOT NULL AND m."topikKategori" @> ARRAY[${value}]::text[])`;
  }
  const operator = Prisma.raw(comparator);
  return TEXT[property]((v) =>
    matchCase ? sql`${v} ${operator} ${value}` : sql`lower(${v}) ${operator} lower(${value})`,
  );
}

function betweenSql(property: Queryable, lower: string, upper: string): Prisma.Sql {
  if (property === "BoundingBox") throw boundingBoxMisuse();
  if (property === "AnyText")
    throw invalid("AnyText tidak mendukung BETWEEN", "AnyText does not support BETWEEN");
  if (isDate(property)) {
    const [from, to] = [dateRange(lower), dateRange(upper)];
    return DATES[property]((v) => sql`(${v} >= ${from.start}::timestamp AND ${v} < ${to.end}::timestamp)`);
  }
  return TEXT[property]((v) => sql`${v} BETWEEN ${lower} AND ${upper}`);
}

function isNullSql(property: Queryable): Prisma.Sql {
  switch (property) {
    case "BoundingBox":
      return sql`m."bbox" IS NULL`;
    case "Identifier":
      return sql`m."fileIdentifier" IS NULL`;
    case "TopicCategory":
      return sql`coalesce(cardinality(m."topikKategori"), 0) = 0`;
    case "Subject":
    case "Format":
    case "ResourceIdentifier":
    case "ServiceType":
    case "ServiceTypeVersion":
    case "CouplingType":
    case "Operation":
    case "OperatesOn":
    case "OperatesOnIdentifier":
    case "OperatesOnName":
    case "CreationDate":
    case "PublicationDate":
    case "RevisionDate":
      return sql`(NOT ${(isDate(property) ? DATES[property] : TEXT[property])((v) => sql`${v} IS NOT NULL`)})`;
    default:
      // Required columns (title, abstract, type, language, organisation, modified, AnyText).
      return FALSE;
  }
}

/** Index-friendly word search (GIN on "searchVector"); see the header comment. Always case-insensitive. */
function anyTextSql(likePattern: string): Prisma.Sql {
  const pattern = likePattern.normalize("NFC");
  const words = [...pattern.matchAll(/[\p{L}\p{N}]+/gu)];
  if (words.length === 0) return TRUE;
  if (words.length > MAX_ANYTEXT_WORDS) {
    throw invalid(
      `AnyText berisi lebih dari ${MAX_ANYTEXT_WORDS} kata`,
      `AnyText has more than ${MAX_ANYTEXT_WORDS} words`,
    );
  }
  const queries = words.map(({ 0: word, index }) => {
    const next = pattern[index + word.length];
    return next === "%" || next === "_"
      ? sql`(simpul_tsquery(${word}) || to_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', lower(${word})) || ':*'))`
      : sql`simpul_tsquery(${word})`;
  });
  return sql`(m."searchVector" IS NOT NULL AND m."searchVector" @@ (${Prisma.join(queries, " && ")}))`;
}

/** The box operators, and the functions behind them (the same test, but not answerable from an index). */
const BOX_TESTS = {
  "&&": "box_overlap",
  "<@": "box_contained",
  "@>": "box_contain",
} as const;

/**
 * BBOX and Intersects share edges or area (&&), Within is inside (<@), Contains holds the box
 * (@>), Disjoint has a bbox sharing nothing. A box with minx > maxx crosses the antimeridian
 * and is taken as its two halves. Records without a bbox match no spatial operator.
 *
 * Without `indexed`, the tests are written as function calls. PostgreSQL has no statistics for
 * boxes and estimates any overlap at 0.5 % of the rows, so with a word search beside it, it
 * would walk the GiST index and test the words on every record in the box, reading each
 * record's full-text vector from TOAST: about 1 s for "hutan" in Java at 100,000 records. The
 * word index then drives, and the box is tested on the matching rows' inline column (~10 ms).
 */
function spatialSql(
  relation: SpatialRelation,
  { minx, miny, maxx, maxy }: LonLatBox,
  indexed = true,
): Prisma.Sql {
  const box = (west: number, east: number) =>
    sql`box(point(${west}::float8, ${miny}::float8), point(${east}::float8, ${maxy}::float8))`;
  const halves = minx <= maxx ? [box(minx, maxx)] : [box(minx, 180), box(-180, maxx)];
  const each = (operator: keyof typeof BOX_TESTS, join: string) =>
    Prisma.join(
      halves.map((half) =>
        indexed
          ? sql`m."bbox" ${Prisma.raw(operator)} ${half}`
          : sql`${Prisma.raw(BOX_TESTS[operator])}(m."bbox", ${half})`,
      ),
      join,
    );
  const condition = {
    BBOX: each("&&", " OR "),
    Intersects: each("&&", " OR "),
    Within: each("<@", " OR "),
    Contains: each("@>", " AND "),
    Disjoint: sql`NOT (${each("&&", " OR ")})`,
  }[relation];
  // num_nulls(): the same guard, which (unlike IS NOT NULL) the GiST index cannot answer either.
  const hasBox = indexed ? sql`m."bbox" IS NOT NULL` : sql`num_nulls(m."bbox") = 0`;
  return sql`(${hasBox} AND (${condition}))`;
}

interface DateRange {
  /** UTC timestamps as PostgreSQL reads them; the range is [start, end). */
  start: string;
  end: string;
}

const DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|[+-]\d{2}:?\d{2})?)?)?)?$/i;

/**
 * The instants an ISO 8601 date or date-time denotes at its own precision: '2020' is the
 * year, '2020-05-01' the day, '2020-05-01T10:00Z' that minute. No zone means UTC.
 */
function dateRange(value: string): DateRange {
  const match = DATE.exec(value.trim());
  const fail = () =>
    invalid(`Tanggal tidak sah: "${value}"`, `invalid date: "${value}" (use ISO 8601, e.g. 2020-01-31)`);
  if (!match) throw fail();
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const fields = [year, month ?? "1", day ?? "1", hour ?? "0", minute ?? "0", second ?? "0"];
  const [y, mo, d, h, mi, s] = fields.map(Number) as [number, number, number, number, number, number];
  const millis = fraction ? Number(fraction.slice(0, 3).padEnd(3, "0")) : 0;
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi, s, millis));
  local.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  const valid =
    y >= 1 && // PostgreSQL has no year 0
    local.getUTCMonth() === mo - 1 &&
    local.getUTCDate() === d &&
    local.getUTCHours() === h &&
    local.getUTCMinutes() === mi &&
    s < 60;
  if (!valid) throw fail();
  const offsetMinutes = zone && zone.toUpperCase() !== "Z" ? zoneMinutes(zone) : 0;
  const start = new Date(local.getTime() - offsetMinutes * 60_000);
  const end = new Date(start);
  if (fraction) end.setUTCMilliseconds(end.getUTCMilliseconds() + 1);
  else if (second) end.setUTCSeconds(end.getUTCSeconds() + 1);
  else if (minute) end.setUTCMinutes(end.getUTCMinutes() + 1);
  else if (day) end.setUTCDate(end.getUTCDate() + 1);
  else if (month) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { start: timestamp(start), end: timestamp(end) };
}

function zoneMinutes(zone: string): number {
  const digits = zone.replace(":", "");
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return zone.startsWith("-") ? -minutes : minutes;
}

/** '2020-05-01 00:00:00.000' in UTC (the columns are timestamp(3) without time zone, holding UTC). */
const timestamp = (date: Date) => {
  if (date.getUTCFullYear() > 9999) return "infinity"; // the end of the year 9999
  if (date.getUTCFullYear() < 1) return "-infinity"; // year 1 in a zone east of UTC; PostgreSQL has no year 0
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
};

function dateComparison(v: Prisma.Sql, comparator: Comparator, { start, end }: DateRange): Prisma.Sql {
  const from = sql`${start}::timestamp`;
  const to = sql`${end}::timestamp`;
  switch (comparator) {
    case "=":
      return sql`(${v} >= ${from} AND ${v} < ${to})`;
    case "<>":
      return sql`(${v} < ${from} OR ${v} >= ${to})`;
    case "<":
      return sql`${v} < ${from}`;
    case "<=":
      return sql`${v} < ${to}`;
    case ">":
      return sql`${v} >= ${to}`;
    case ">=":
      return sql`${v} >= ${from}`;
  }
}
