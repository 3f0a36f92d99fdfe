// CSW's AnyText as a pattern: a PropertyIsLike on AnyText matches a record when the pattern
// matches one of the record's character values (lib/iso/search-values.ts) as a whole, as LIKE
// matches a column's value, ignoring case and accents. The values are stored one per line in
// "Metadata"."teksLengkap", folded by foldForMatch; a pattern becomes a newline-sensitive
// regular expression over them (one value = one line), and the records it may match are looked
// up by their words (anyTextWordPlan).

// Letters NFKD does not decompose into a base letter and a mark.
const FOLDED: Record<string, string> = { ø: "o", œ: "oe", æ: "ae", ß: "ss", ł: "l", đ: "d", ħ: "h", ı: "i" };
const UNDECOMPOSED = new RegExp(`[${Object.keys(FOLDED).join("")}]`, "g");

const NOT_ASCII = /[^\p{ASCII}]/u;

/** Lower case, accents and compatibility forms removed: what AnyText patterns compare. */
export function foldForMatch(text: string): string {
  // Most values are ASCII, which NFKD leaves as it is and which holds no marks.
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(UNDECOMPOSED, (c) => FOLDED[c] as string);
}

/** The stored form of a record's values: folded, whitespace collapsed, one per line. */
export function anyTextDocument(values: Iterable<string>): string {
  const lines = new Set<string>();
  for (const value of values) {
    const line = foldForMatch(value).replace(/\s+/g, " ").trim();
    if (line) lines.add(line);
  }
  return [...lines].join("\n");
}

/**
 * The words of a stored AnyText text as "Metadata"."kataTeks" holds them, in tsvector's text
 * form: what the database's simpul_kata_teks computes (its runs of letters a-z and its runs of
 * digits 0-9, of MIN_RUN characters or more, a line's first run also marked '^word' where it
 * starts the line and its last 'word$' where it ends it; '0' when they would not fit a
 * tsvector), computed here for an import, which sends it with the record (the migration
 * anytext_words_given). Shorter runs are left out: no pattern is looked up by them
 * (anyTextWordPlan). A test holds the two equal.
 */
export function anyTextWords(text: string): string {
  const words = new Set<string>();
  for (const word of text.match(WORD) ?? []) if (word.length >= MIN_RUN) words.add(word);
  for (const line of text.split("\n")) {
    const first = FIRST_WORD.exec(line)?.[0];
    if (first && first.length >= MIN_RUN) words.add(`^${first}`);
    const last = LAST_WORD.exec(line)?.[0];
    if (last && last.length >= MIN_RUN) words.add(`${last}$`);
  }
  let longest = 0;
  let size = 0;
  for (const word of words) {
    longest = Math.max(longest, word.length);
    size += word.length + 8;
  }
  if (longest > 256 || size > 500_000) return "'0'";
  return [...words].map((word) => `'${word}'`).join(" ");
}

/** A word: a run of letters or a run of digits ("bnpb2016": "bnpb" and "2016"). */
const WORD = /[a-z]+|[0-9]+/g;
const FIRST_WORD = /^(?:[a-z]+|[0-9]+)/;
const LAST_WORD = /(?:[a-z]+|[0-9]+)$/;

/** Literal text as a LIKE pattern that matches only itself. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, "\\$&");

type Token = "%" | "_" | { char: string };

/**
 * A LIKE pattern (% any characters, _ one character, \ escapes the next; the AST's syntax),
 * folded as the stored values are, read once: wildcards, and literal characters. Runs of %
 * are one; an escape with nothing after it is dropped.
 */
function likeTokens(likePattern: string): Token[] {
  const folded = foldForMatch(likePattern).replace(/\s+/g, " ");
  const tokens: Token[] = [];
  for (let i = 0; i < folded.length; i++) {
    const c = folded[i] as string;
    if (c === "\\") {
      const next = folded[++i];
      if (next !== undefined) tokens.push({ char: next });
    } else if (c === "_") tokens.push("_");
    else if (c !== "%") tokens.push({ char: c });
    else if (tokens.at(-1) !== "%") tokens.push("%");
  }
  return tokens;
}

// In a PostgreSQL regular expression (ARE), these stand for something other than themselves.
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/;

/**
 * A LIKE pattern as a regular expression matching one whole line of anyTextDocument: (?n)
 * makes ^ and $ match at line ends and keeps . and .* within a line.
 */
export function anyTextLikeRegex(likePattern: string): string {
  const body = likeTokens(likePattern).map((token) =>
    token === "%"
      ? ".*"
      : token === "_"
        ? "."
        : REGEX_SPECIAL.test(token.char)
          ? `\\${token.char}`
          : token.char,
  );
  return `(?n)^${body.join("")}$`;
}

/**
 * For a pattern that is text between two wildcards ('%utan%', '%tiger/line%'): the same
 * question as a LIKE over the whole stored text, since text without a line break matches
 * inside one value or not at all. LIKE compares bytes, where a regular expression first
 * converts the text to wide characters: 2-3 times faster per row. Null for other patterns.
 */
export function anyTextContainsPattern(likePattern: string): string | null {
  const tokens = likeTokens(likePattern);
  const inner = tokens.slice(1, -1);
  if (tokens[0] !== "%" || tokens.at(-1) !== "%" || inner.length === 0) return null;
  const text = inner.map((token) => (typeof token === "string" ? null : token.char));
  return text.includes(null) ? null : `%${escapeLike(text.join(""))}%`;
}

/**
 * How the words of the records' values answer a pattern: their runs of letters a-z and runs of
 * digits 0-9 (of MIN_RUN or more), with the first and last of each value marked ('^peta',
 * 'sungai$'), are "Metadata"."kataTeks", found through the lexicon "KataTeks". Given as LIKE
 * patterns over those words:
 * - `exact`: the records holding a word that matches it are exactly those the pattern matches
 *   with its letters, or its digits, inside one word ('%utan%': a word holding "utan"; '%2016%'
 *   a number holding "2016"; 'hutan%': a value's first word starting with "hutan"; '%ungai': a
 *   value's last word ending in "ungai");
 * - `necessary`: every other record the pattern matches holds, for each of these, a word
 *   matching it; such candidates are checked on their values. '%s_ngai%' spans two words when _
 *   stands for a space or a sign: the next word starts with "ngai" (the word before ends in "s",
 *   too short a run to look up).
 * Null when the pattern has no run of MIN_RUN letters or digits to look words up by ('%12%',
 * '%s_n%', '%ab_cd%', '% of %'): it is matched on every record's values. Few patterns are like
 * that; the trigram index over the values that answered them cost an import a fifth of the
 * database's time.
 */
export function anyTextWordPlan(
  likePattern: string,
): { exact: string | null; necessary: string[] | null } | null {
  const tokens = likeTokens(likePattern);
  const [open, close] = [tokens[0] === "%", tokens.length > 1 && tokens.at(-1) === "%"];
  const inner = tokens.slice(open ? 1 : 0, close ? -1 : undefined);
  const runs = runsOf(tokens);
  const necessary = runs.length > 0 ? runs : null;
  const kinds = new Set(inner.filter((t) => t !== "_").map(kindOf));
  if (!(open || close) || kinds.size !== 1 || kinds.has(null)) return necessary && { exact: null, necessary };
  const word = inner.map((t) => (typeof t === "string" ? t : t.char)).join("");
  const parts = word.split("_");
  if (parts.join("").length < MIN_RUN) return necessary && { exact: null, necessary };
  const exact = `${open ? "%" : "^"}${word}${close ? "%" : "$"}`;
  if (parts.length === 1) return { exact, necessary: null };
  if (open && close && parts.length === 2) {
    const [before, after] = parts as [string, string];
    const around = [
      ...(before.length >= MIN_RUN ? [`%${before}`] : []),
      ...(after.length >= MIN_RUN ? [`${after}%`] : []),
    ];
    if (around.length > 0) return { exact, necessary: around };
  }
  return necessary && { exact, necessary };
}

/** Words shorter than this find too many records to be worth looking up, or keeping. */
const MIN_RUN = 3;
/** What a pattern's character may be part of: a word of letters, a number, or neither. */
const kindOf = (token: Token | undefined): "letter" | "digit" | null =>
  typeof token !== "object"
    ? null
    : token.char >= "a" && token.char <= "z"
      ? "letter"
      : token.char >= "0" && token.char <= "9"
        ? "digit"
        : null;

/**
 * For each run of MIN_RUN or more letters, or digits, of a pattern, a LIKE pattern its word
 * matches: the run starts its word where a literal other character comes before it (a space, a
 * sign, a digit before letters; a value's first word, marked '^', at the pattern's start), and
 * ends it where another follows (a value's last word, marked '$', at the pattern's end); a
 * wildcard before or after may hide more of the word. A run that is the whole pattern gives both
 * marks, as two patterns.
 */
function runsOf(tokens: Token[]): string[] {
  const runs: string[] = [];
  const around = (t: Token | undefined) => (t === "%" || t === "_" ? "%" : "");
  for (let start = 0; start < tokens.length; ) {
    const kind = kindOf(tokens[start]);
    let end = start;
    if (kind) while (kindOf(tokens[end]) === kind) end++;
    if (end - start >= MIN_RUN) {
      const run = tokens
        .slice(start, end)
        .map((t) => (t as { char: string }).char)
        .join("");
      const [first, last] = [start === 0, end === tokens.length];
      if (first && last) runs.push(`^${run}`, `${run}$`);
      else runs.push(`${first ? "^" : around(tokens[start - 1])}${run}${last ? "$" : around(tokens[end])}`);
    }
    start = Math.max(end, start + 1);
  }
  return runs;
}

/**
 * The words of a pattern that is plain words between two wildcards ('%hutan lindung%'), which
 * also match by their stems, as people who type words expect; null for any other pattern.
 */
export function plainWordsOf(likePattern: string): string | null {
  const match = /^%([\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)%$/u.exec(likePattern.normalize("NFC"));
  return match ? (match[1] as string) : null;
}
