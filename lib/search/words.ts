import { Prisma } from "../db/generated/client";
import type { Search } from "./ast";
import { searchRefusal } from "./refusal";

// Word searches (FreeText, and AnyText in CSW) on the full-text index: the GIN index on
// "searchVector", which the migrations' triggers keep from the title, keywords and abstract.
// A word matches exactly or by its Indonesian/English stem, accents and case ignored
// (simpul_tsquery); a prefix word also matches the words it begins (hutan:*). Words are
// letters and digits only, so they are safe inside to_tsquery.

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

/** Every word must match; the last also as a prefix, so results appear while the person is still typing. */
export function freeTextTsqueryOf(text: string): Prisma.Sql | null {
  const words = freeTextWords(text);
  return wordsTsquery(words.map((word, i) => ({ text: word, prefix: i === words.length - 1 })));
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
  return wordsTsquery(
    words.map(({ 0: word, index }) => {
      const next = normalized[index + word.length];
      return { text: word, prefix: pattern && (next === "%" || next === "_") };
    }),
  );
}

/** The one tsquery of a word search: all the words (&&). Null without words. */
function wordsTsquery(words: Word[]): Prisma.Sql | null {
  if (words.length === 0) return null;
  const queries = words.map(({ text, prefix }) =>
    prefix
      ? sql`(simpul_tsquery(${text}) || to_tsquery('pg_catalog.simple', public.unaccent('public.unaccent', lower(${text})) || ':*'))`
      : sql`simpul_tsquery(${text})`,
  );
  return sql`(${Prisma.join(queries, " && ")})`;
}

/** Records whose text matches a tsquery: index-friendly (GIN on "searchVector"), and never NULL. */
export const matchesTsquery = (query: Prisma.Sql) =>
  sql`(m."searchVector" IS NOT NULL AND m."searchVector" @@ ${query})`;
