import { Prisma } from "../db/generated/client";
import type { Search } from "./ast";
import { searchRefusal } from "./refusal";

// Word searches (FreeText, and AnyText in CSW) on the full-text index: the GIN index on
// "searchVector", which the migrations' triggers keep from the title, keywords and abstract.
// A word matches exactly or by its Indonesian/English stem, accents and case ignored
// (simpul_tsquery); a prefix word also matches the words it begins (hutan:*). Words are
// letters and digits only, so they are safe inside to_tsquery.
//
// What a person types may hold more than words: 'TIGER/Line', '1:250.000', 'S-2'. PostgreSQL's
// parser keeps such a token whole or in its own pieces ('tiger/line', '1' '250.000', 's' '-2'),
// so a typed token that is not one word also matches as that parser reads it, as a phrase.

const sql = Prisma.sql;
const WORD = /[\p{L}\p{N}]+/gu;
/** A free text's words beyond this are ignored (REST `q` is at most 200 characters anyway). */
const MAX_FREE_TEXT_WORDS = 16;
/** An AnyText pattern with more words is refused. */
const MAX_ANYTEXT_WORDS = 32;

interface Word {
  text: string;
  /** Also matches as a prefix. */
  prefix: boolean;
}

/** The words of a free text, at most 16. */
export function freeTextWords(text: string): string[] {
  return (text.normalize("NFC").match(WORD) ?? []).slice(0, MAX_FREE_TEXT_WORDS);
}

/** The FreeText node of what a person typed; null when it has no words (it would match every record). */
export function freeText(text: string | undefined): Search | null {
  return text && freeTextWords(text).length > 0 ? { op: "FreeText", text } : null;
}

/**
 * Every word must match; the last also as a prefix, so results appear while the person is still
 * typing. A token of several words ('TIGER/Line') also matches as typed.
 */
export function freeTextTsqueryOf(text: string): Prisma.Sql | null {
  const count = freeTextWords(text).length;
  let seen = 0;
  const tokens = typedTokens(text).flatMap(({ token, words }) => {
    const kept = words.slice(0, Math.max(0, MAX_FREE_TEXT_WORDS - seen));
    const first = seen;
    seen += kept.length;
    return kept.length === 0
      ? []
      : [{ token, words: kept.map((word, i) => ({ text: word, prefix: first + i === count - 1 })) }];
  });
  return tokensTsquery(tokens);
}

/** The whitespace-separated tokens of a text that hold a word, with their words. */
function typedTokens(text: string): { token: string; words: string[] }[] {
  return text
    .normalize("NFC")
    .split(/\s+/)
    .map((token) => ({ token, words: token.match(WORD) ?? [] }))
    .filter(({ words }) => words.length > 0);
}

/**
 * AnyText's words, of a LIKE pattern (where a word followed by a wildcard, as in '%hutan%', also
 * matches as a prefix) or of a value compared with = (no prefixes). Null without words (as in
 * '%'): the search matches every record.
 */
export function anyTextTsquery(text: string, { pattern }: { pattern: boolean }): Prisma.Sql | null {
  const normalized = text.normalize("NFC");
  const words = [...normalized.matchAll(WORD)];
  if (words.length > MAX_ANYTEXT_WORDS) {
    throw searchRefusal(
      `AnyText berisi lebih dari ${MAX_ANYTEXT_WORDS} kata`,
      `AnyText has more than ${MAX_ANYTEXT_WORDS} words`,
    );
  }
  if (pattern)
    return wordsTsquery(
      words.map(({ 0: word, index }) => {
        const next = normalized[index + word.length];
        return { text: word, prefix: next === "%" || next === "_" };
      }),
    );
  return tokensTsquery(
    typedTokens(normalized).map(({ token, words }) => ({
      token,
      words: words.map((word) => ({ text: word, prefix: false })),
    })),
  );
}

/** All the tokens (&&): each its words, or (when it is more than one word) itself as a phrase. */
function tokensTsquery(tokens: { token: string; words: Word[] }[]): Prisma.Sql | null {
  if (tokens.length === 0) return null;
  const queries = tokens.map(({ token, words }) =>
    words.length === 1 // "hutan," is the word hutan
      ? wordTsquery(words[0] as Word)
      : sql`(${wordsTsquery(words)} || phraseto_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', lower(${token}))))`,
  );
  return sql`(${Prisma.join(queries, " && ")})`;
}

/** The one tsquery of a word search: all the words (&&). Null without words. */
function wordsTsquery(words: Word[]): Prisma.Sql | null {
  if (words.length === 0) return null;
  return sql`(${Prisma.join(words.map(wordTsquery), " && ")})`;
}

const wordTsquery = ({ text, prefix }: Word) =>
  prefix
    ? sql`(simpul_tsquery(${text}) || to_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', lower(${text})) || ':*'))`
    : sql`simpul_tsquery(${text})`;

/**
 * Records whose text matches a tsquery: index-friendly (GIN on "searchVector"), and never NULL.
 * `vector` "rankVector": only their title and keywords (the public search rows' rank vector).
 */
export function matchesTsquery(query: Prisma.Sql, vector: "searchVector" | "rankVector" = "searchVector") {
  const column = Prisma.raw(`m."${vector}"`);
  return sql`(${column} IS NOT NULL AND ${column} @@ ${query})`;
}

/**
 * The relevance tier of a hit of a tsquery over "rankVector" m (title A, keywords B): 1 its title
 * holds the words, 2 its title and keywords together hold them, 3 only the rest of the record
 * does. Relevance orders by tier, then newest first: each tier's first hits are then the
 * newest rows that hold it, found by walking the newest rows (no hit is ranked). Weights inside
 * a tier (a word twice, in the title and the keywords too) do not count.
 */
export function relevanceTier(query: Prisma.Sql) {
  return sql`CASE WHEN ts_filter(m."rankVector", '{a}') @@ ${query} THEN 1 WHEN m."rankVector" @@ ${query} THEN 2 ELSE 3 END`;
}
