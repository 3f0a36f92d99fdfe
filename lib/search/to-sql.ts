import { Prisma } from "../db/generated/client";
import { anyTextContainsPattern, anyTextLikeRegex, anyTextWordPlan, plainWordsOf } from "./any-text";
import type { Comparator, Property, Search } from "./ast";
import { isBoxRelation, spatialSql } from "./box";
import { dateBetween, dateComparison, dateText } from "./dates";
import {
  canonicalBoolean,
  canonicalNumber,
  DATES,
  INDEXED_EQUALS,
  isDate,
  NUMBERS,
  STORED_BOOLEANS,
  TEXT,
} from "./properties";
import { searchRefusal } from "./refusal";
import { shapeSql } from "./shape";
import { anyTextTsquery, freeTextTsqueryOf, matchesTsquery } from "./words";

// The one compiler of the search language: a search as a boolean SQL expression over
// "Metadata" m (the caller adds the status condition). Every user value is a bound parameter.
// Every predicate is two-valued (never NULL), so Not means what users expect: Not(Identifier =
// 'x') also finds records without one.
//
// Multi-valued properties match when any of their values does (EXISTS, properties.ts); <> is
// the negation of = (no value is equal). Numbers (Denominator, DistanceValue) compare as
// numbers, booleans (HasSecurityConstraints, Degree) take true/false or 1/0.
//
// matchCase false compares lower() values and uses ILIKE; matchCase true (the default) is
// exact and LIKE is case-sensitive. Dates and BETWEEN ignore it. Dates compare as instants at
// the precision written ('2020-05' is that month; dates.ts); LIKE on a date matches its ISO text.
//
// FreeText and AnyText = value are word searches on the full-text index, not string matches
// (words.ts): the words (letters and digits) must all occur in the title, keywords or
// abstract, exactly or by their Indonesian/English stem, accents and case ignored; FreeText's
// last word also matches as a prefix. AnyText LIKE is a pattern over every value of the record
// as served (any-text.ts): fragments, suffixes and single characters match, case and accents
// ignored; plain words between wildcards ('%hutan lindung%') also match by their stems.
//
// The index rule: a box in an And beside a word search is written without the index operator,
// so the word index drives (box.ts explains why).

const sql = Prisma.sql;
const TRUE = sql`TRUE`;
const FALSE = sql`FALSE`;
/** Characters of an AnyText pattern (no value a person searches for is longer). */
const MAX_ANYTEXT_PATTERN = 1_000;

interface SearchSqlOptions {
  /**
   * An SQL expression to use for the FreeText's tsquery instead of computing it in place: a
   * materialised CTE's column (tq."query"), computed once from freeTextTsquery(search) and
   * ranked by.
   */
  freeTextQuery?: Prisma.Sql;
  /**
   * "rankVector": the FreeText matches only the title and keywords, the vector relevance's tiers
   * are read from (the public search rows have it). A FreeText under Not or Or would then mean something
   * else, so the search may hold one only in its top And (refused otherwise).
   */
  freeTextVector?: "searchVector" | "rankVector";
}

interface Context extends SearchSqlOptions {
  /**
   * The rows the search is compiled over, as m: every record ("Metadata"), or the published
   * records' words ("MetadataCariKata": id, "searchVector", "kataTeks", "topikKategori"), for
   * the searches publishedWordsSql takes, where a condition on a record's values becomes the ids
   * of the published records that meet it (onRecord).
   */
  rows: "Metadata" | "MetadataCariKata";
  /** False inside an And with a word search: boxes are tested without their index. */
  spatialIndex: boolean;
}

/** The SQL condition of a search over "Metadata" m. */
export function searchToSql(search: Search, options: SearchSqlOptions = {}): Prisma.Sql {
  if (options.freeTextVector === "rankVector" && freeTextNodes(search).length > topAndFreeTexts(search))
    throw new Error("searchToSql: a FreeText under Not or Or cannot be matched on the rank vector");
  return compile(search, { ...options, rows: "Metadata", spatialIndex: true });
}

/**
 * The same condition over "MetadataCariKata" m, the published records' words, for a search of
 * words alone (FreeText, AnyText, under And, Or and Not): counted there, a common word's hits
 * are read from a narrow table (schema.prisma says why). Null for any other search, and for
 * AnyText patterns matched on the records' values (isFoundByWords), which only "Metadata" holds.
 */
export function publishedWordsSql(search: Search): Prisma.Sql | null {
  return isOnWordsAlone(search) ? compile(search, { rows: "MetadataCariKata", spatialIndex: false }) : null;
}

const isOnWordsAlone = (search: Search): boolean =>
  search.op === "And" || search.op === "Or"
    ? search.args.every(isOnWordsAlone)
    : search.op === "Not"
      ? isOnWordsAlone(search.arg)
      : search.op === "FreeText" ||
        (search.op === "Compare" && search.property === "AnyText") ||
        (search.op === "Like" && search.property === "AnyText" && isFoundByWords(search.likePattern));

/**
 * Whether an AnyText pattern's matches are found through the indexes of words, stems and topics
 * (anyTextLikeSql). A pattern without words to look up ('%12%') is matched on every record's
 * values, and one whose candidates are checked alone ('%peta%sungai%') finds its records among
 * them: over the words' rows, each match would also be looked up by its id.
 */
function isFoundByWords(pattern: string): boolean {
  if (/^%+$/.test(pattern)) return true;
  const plan = anyTextWordPlan(pattern);
  return plan !== null && (plan.exact !== null || plainWordsOf(pattern) !== null);
}

/**
 * A condition on a record's values as a condition on m: itself over "Metadata", the ids of the
 * published records meeting it over the words' rows (found once, an InitPlan; an index arm of an
 * Or, as the condition's own index was).
 */
const onRecord = (context: Context, condition: (r: Prisma.Sql) => Prisma.Sql): Prisma.Sql =>
  context.rows === "Metadata"
    ? condition(sql`m`)
    : sql`m."id" = ANY(ARRAY(SELECT c."id" FROM "Metadata" c WHERE c."status" = 'PUBLISHED' AND ${condition(sql`c`)}))`;

/** The FreeTexts of a search reached through And only. */
const topAndFreeTexts = (search: Search): number =>
  search.op === "FreeText"
    ? 1
    : search.op === "And"
      ? search.args.reduce((n, arg) => n + topAndFreeTexts(arg), 0)
      : 0;

/**
 * The tsquery of the search's FreeText, null when it has none with words: for a caller that
 * computes it once (a materialised CTE) and passes it back as `freeTextQuery`. A search with
 * several FreeTexts has no one tsquery.
 */
export function freeTextTsquery(search: Search | null): Prisma.Sql | null {
  const queries = freeTextNodes(search).flatMap(({ text }) => freeTextTsqueryOf(text) ?? []);
  if (queries.length > 1) throw new Error("freeTextTsquery: the search has more than one FreeText");
  return queries[0] ?? null;
}

function freeTextNodes(search: Search | null): Extract<Search, { op: "FreeText" }>[] {
  if (search?.op === "FreeText") return [search];
  if (search?.op === "And" || search?.op === "Or") return search.args.flatMap(freeTextNodes);
  return search?.op === "Not" ? freeTextNodes(search.arg) : [];
}

/** A word search, which the full-text index answers better than any box beside it. */
const isWordSearch = (search: Search) =>
  search.op === "FreeText" ||
  ((search.op === "Like" || search.op === "Compare") && search.property === "AnyText");

function compile(search: Search, context: Context): Prisma.Sql {
  switch (search.op) {
    case "And":
    case "Or": {
      if (search.args.length === 0) return search.op === "And" ? TRUE : FALSE;
      const spatialIndex = context.spatialIndex && !(search.op === "And" && search.args.some(isWordSearch));
      const args = search.args.map((arg) => compile(arg, { ...context, spatialIndex }));
      return sql`(${Prisma.join(args, ` ${search.op.toUpperCase()} `)})`;
    }
    case "Not":
      return sql`(NOT ${compile(search.arg, context)})`;
    case "FreeText": {
      const query = freeTextTsqueryOf(search.text);
      return query ? matchesTsquery(context.freeTextQuery ?? query, context.freeTextVector) : TRUE;
    }
    case "Spatial":
      // Boxes against boxes with the box operators; everything else tested on the geometry.
      return !search.shape && isBoxRelation(search.relation)
        ? spatialSql(search.relation, search.box, context.spatialIndex)
        : shapeSql(search.relation, search.box, search.shape, search.distance, context.spatialIndex);
    case "IsNull":
      return isNullSql(search.property);
    case "Like":
      if (search.property === "AnyText") return anyTextLikeSql(search.likePattern, context);
      if (search.property === "BoundingBox") throw boundingBoxMisuse();
      return likeSql(search.property, search.likePattern, search.matchCase);
    case "Compare":
      return compareSql(search.property, search.comparator, search.value, search.matchCase);
    case "Between":
      return betweenSql(search.property, search.lower, search.upper);
  }
}

const boundingBoxMisuse = () =>
  searchRefusal(
    "BoundingBox hanya dapat dipakai dengan operator spasial",
    "BoundingBox can only be used with spatial operators",
  );

/** Index-friendly word search (GIN on "searchVector"); see the header comment. Always case-insensitive. */
function anyTextSql(text: string, options: { pattern: boolean }): Prisma.Sql {
  const query = anyTextTsquery(text, options);
  return query ? matchesTsquery(query) : TRUE;
}

/**
 * AnyText as a pattern: one of the record's values as served matches it whole, case and accents
 * ignored (any-text.ts). A pattern that is plain words between wildcards also finds the records
 * holding every word by its stem, and those whose topic categories' labels hold the words.
 */
function anyTextLikeSql(pattern: string, context: Context): Prisma.Sql {
  if (pattern.length > MAX_ANYTEXT_PATTERN)
    throw searchRefusal(
      `Pola AnyText lebih dari ${MAX_ANYTEXT_PATTERN} karakter`,
      `The AnyText pattern is longer than ${MAX_ANYTEXT_PATTERN} characters`,
    );
  if (/^%+$/.test(pattern)) return TRUE; // every record has a value
  const plainWords = plainWordsOf(pattern) !== null;
  const values = anyTextValuesSql(pattern, { alone: !plainWords }, context);
  if (!plainWords) return values;
  // The tsquery as a subquery: computed once, where written in place it would be computed again
  // for every row the bitmap of the Or sends to be checked (3 times the cost at 10,000 records).
  const stems = sql`(SELECT ${anyTextTsquery(pattern, { pattern: true }) as Prisma.Sql})`;
  // A label is not in the XML (which holds the code): it is matched as words, like the stems.
  // Written so that each arm can use its index (a BitmapOr), and never NULL.
  const labels = sql`(m."topikKategori" IS NOT NULL AND m."topikKategori" && ARRAY(SELECT r."kode"::text
    FROM "KodeReferensi" r WHERE r."jenis" = 'TOPIK_KATEGORI'
      AND simpul_tsvector(concat_ws(' ', r."label", r."labelEn"), 'A') @@ ${stems}))`;
  return sql`(${values} OR ${labels} OR ${matchesTsquery(stems)})`;
}

/**
 * The records one of whose values the pattern matches. Where the pattern has words to look up
 * (any-text.ts, anyTextWordPlan), they are found by their words: the lexicon gives the words
 * matching each word pattern (an InitPlan, computed once), the GIN index of "kataTeks" the
 * records holding them. Exact word patterns need no record read to be checked: the few records
 * whose words are not indexed ('0') are matched on their values by a partial trigram index, so
 * every arm of the Or is an index scan and a count reads no value. Candidates of necessary word
 * patterns are checked on their values with textlike/textregexeq, the functions behind LIKE and
 * ~: spelled so, no trigram index can stand in for the word index. Patterns without words to
 * look up are matched on every record's values.
 */
function anyTextValuesSql(pattern: string, options: { alone: boolean }, context: Context): Prisma.Sql {
  const contains = anyTextContainsPattern(pattern);
  const operand = contains ?? anyTextLikeRegex(pattern);
  // The values of record r matched as LIKE or ~ (which indexes may answer), or as the functions
  // behind them (which none can).
  const [operator, check] = contains ? ["LIKE", "textlike"] : ["~", "textregexeq"];
  const matched = (r: Prisma.Sql) => sql`${r}."teksLengkap" ${Prisma.raw(operator)} ${operand}`;
  const checked = (r: Prisma.Sql) => sql`${Prisma.raw(check)}(${r}."teksLengkap", ${operand})`;
  const plan = anyTextWordPlan(pattern);
  if (!plan) return sql`(m."teksLengkap" IS NOT NULL AND ${matched(sql`m`)})`;
  const words = (patterns: string[]) => sql`simpul_kata_pola(ARRAY[${Prisma.join(patterns)}]::text[])`;
  const arms: Prisma.Sql[] = [];
  if (plan.exact)
    arms.push(
      sql`m."kataTeks" @@ (SELECT ${words([plan.exact])})`,
      onRecord(context, (r) => sql`(${r}."kataTeks" @@ '0'::tsquery AND ${matched(r)})`),
    );
  if (plan.necessary) {
    // Without an exact arm, the unindexed records are candidates too ('0').
    const candidates = plan.exact ? words(plan.necessary) : sql`${words(plan.necessary)} || '0'::tsquery`;
    const candidate = (r: Prisma.Sql) => sql`${r}."kataTeks" @@ (SELECT ${candidates}) AND ${checked(r)}`;
    // Beside other arms, the checked candidates are found once (an InitPlan) and the arm is a
    // primary key lookup: a check in an arm of an Or would make PostgreSQL evaluate the whole Or
    // again for every record any arm finds.
    arms.push(
      options.alone && !plan.exact
        ? sql`(${candidate(sql`m`)})`
        : sql`m."id" = ANY(ARRAY(SELECT c."id" FROM "Metadata" c WHERE ${candidate(sql`c`)}))`,
    );
  }
  return sql`(${Prisma.join(arms, " OR ")})`;
}

function likeSql(
  property: Exclude<Property, "AnyText" | "BoundingBox">,
  pattern: string,
  matchCase: boolean,
) {
  const operator = Prisma.raw(matchCase ? "LIKE" : "ILIKE");
  // PostgreSQL's default LIKE escape character is the backslash, as the AST's patterns use.
  if (isDate(property)) return DATES[property]((v) => sql`${dateText(v)} ${operator} ${pattern}`);
  return TEXT[property]((v) => sql`${v} ${operator} ${pattern}`);
}

function compareSql(
  property: Property,
  comparator: Comparator,
  value: string,
  matchCase: boolean,
): Prisma.Sql {
  if (property === "BoundingBox") throw boundingBoxMisuse();
  if (property === "AnyText") {
    if (comparator === "=") return anyTextSql(value, { pattern: false });
    if (comparator === "<>") return sql`(NOT ${anyTextSql(value, { pattern: false })})`;
    throw searchRefusal(
      `AnyText hanya mendukung = dan <>, bukan ${comparator}`,
      `AnyText supports only = and <>, not ${comparator}`,
    );
  }
  // Not equal is no value equal, on every property: Not(PropertyIsEqualTo), also for a record
  // with several values or none.
  if (comparator === "<>") return sql`(NOT ${compareSql(property, "=", value, matchCase)})`;
  if (isDate(property)) return DATES[property]((v) => dateComparison(v, comparator, value));
  const numbers = NUMBERS[property];
  if (numbers) {
    const number = numberLiteral(property, value);
    return numbers((v) => sql`${v} ${Prisma.raw(comparator)} ${number}::float8`);
  }
  const literal = STORED_BOOLEANS.has(property) ? booleanLiteral(property, value) : value;
  const indexed = INDEXED_EQUALS[property];
  if (indexed && comparator === "=" && matchCase) return indexed(literal);
  const operator = Prisma.raw(comparator);
  return TEXT[property]((v) =>
    matchCase ? sql`${v} ${operator} ${literal}` : sql`lower(${v}) ${operator} lower(${literal})`,
  );
}

/** A number queryable's literal, as a number (stored values are numbers written canonically). */
function numberLiteral(property: Property, value: string): string {
  const number = canonicalNumber(value);
  if (number === undefined)
    throw searchRefusal(
      `${property} adalah angka, bukan "${value}"`,
      `${property} is a number, not "${value}"`,
    );
  return number;
}

/** A boolean queryable's literal: true/1 or false/0, as stored. */
function booleanLiteral(property: Property, value: string): string {
  const canonical = canonicalBoolean(value);
  if (canonical === undefined)
    throw searchRefusal(
      `${property} bernilai true atau false, bukan "${value}"`,
      `${property} is true or false, not "${value}"`,
    );
  return canonical;
}

function betweenSql(property: Property, lower: string, upper: string): Prisma.Sql {
  if (property === "BoundingBox") throw boundingBoxMisuse();
  if (property === "AnyText")
    throw searchRefusal("AnyText tidak mendukung BETWEEN", "AnyText does not support BETWEEN");
  if (isDate(property)) return DATES[property]((v) => dateBetween(v, lower, upper));
  const numbers = NUMBERS[property];
  if (numbers) {
    const [from, to] = [numberLiteral(property, lower), numberLiteral(property, upper)];
    return numbers((v) => sql`${v} BETWEEN ${from}::float8 AND ${to}::float8`);
  }
  return TEXT[property]((v) => sql`${v} BETWEEN ${lower} AND ${upper}`);
}

function isNullSql(property: Property): Prisma.Sql {
  switch (property) {
    case "BoundingBox":
      return sql`m."bbox" IS NULL`;
    case "AnyText":
      return FALSE; // every record has values
    default:
      // No value (a required one, such as the title, is never missing).
      return sql`(NOT ${(isDate(property) ? DATES[property] : TEXT[property])((v) => sql`${v} IS NOT NULL`)})`;
  }
}
