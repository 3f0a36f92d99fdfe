// CSW's AnyText as a pattern: a PropertyIsLike on AnyText matches a record when the pattern
// matches one of the record's character values (lib/iso/search-values.ts) as a whole, as LIKE
// matches a column's value, ignoring case and accents. The values are stored one per line in
// "Metadata"."teksLengkap", folded by foldForMatch; a pattern becomes a newline-sensitive
// regular expression over them (one value = one line), which the trigram index of that column
// answers for fragments, suffixes and single characters alike.

/** Lower case, accents and compatibility forms removed: what AnyText patterns compare. */
export function foldForMatch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[øœæßłđħı]/g, (c) => FOLDED[c] ?? c);
}

// Letters NFKD does not decompose into a base letter and a mark.
const FOLDED: Record<string, string> = { ø: "o", œ: "oe", æ: "ae", ß: "ss", ł: "l", đ: "d", ħ: "h", ı: "i" };

/** The stored form of a record's values: folded, whitespace collapsed, one per line. */
export function anyTextDocument(values: Iterable<string>): string {
  const lines = new Set<string>();
  for (const value of values) {
    const line = foldForMatch(value).replace(/\s+/g, " ").trim();
    if (line) lines.add(line);
  }
  return [...lines].join("\n");
}

// In a PostgreSQL regular expression (ARE), these stand for something other than themselves.
const REGEX_SPECIAL = /[\\^$.|?*+()[\]{}]/;

/**
 * A LIKE pattern (% any characters, _ one character, \ escapes the next; the AST's syntax) as
 * a regular expression matching one whole line of anyTextDocument: (?n) makes ^ and $ match at
 * line ends and keeps . and .* within a line.
 */
export function anyTextLikeRegex(likePattern: string): string {
  let regex = "(?n)^";
  const folded = foldForMatch(likePattern).replace(/\s+/g, " ");
  for (let i = 0; i < folded.length; i++) {
    const c = folded[i] as string;
    if (c === "\\") {
      const next = folded[++i];
      if (next !== undefined) regex += literal(next);
    } else if (c === "%") {
      if (!regex.endsWith(".*")) regex += ".*";
    } else if (c === "_") regex += ".";
    else regex += literal(c);
  }
  return `${regex}$`;
}

const literal = (c: string) => (REGEX_SPECIAL.test(c) ? `\\${c}` : /\s/.test(c) ? " " : c);

/**
 * For a pattern that is text between two wildcards ('%utan%', '%tiger/line%'): the same
 * question as a LIKE over the whole stored text, since text without a line break matches
 * inside one value or not at all. LIKE compares bytes, where a regular expression first
 * converts the text to wide characters: 2-3 times faster per row. Null for other patterns.
 */
export function anyTextContainsPattern(likePattern: string): string | null {
  const folded = foldForMatch(likePattern).replace(/\s+/g, " ");
  if (!folded.startsWith("%")) return null;
  let literal = "";
  for (let i = 1; i < folded.length; i++) {
    const c = folded[i] as string;
    if (c === "\\") {
      const next = folded[++i];
      if (next === undefined) return null;
      literal += next;
    } else if (c === "%") {
      // Only as the last character, after some text.
      return i === folded.length - 1 && literal !== "" ? `%${literal.replace(/[%_\\]/g, "\\$&")}%` : null;
    } else if (c === "_") return null;
    else literal += c;
  }
  return null;
}

/**
 * The words of a pattern that is plain words between two wildcards ('%hutan lindung%'), which
 * also match by their stems, as people who type words expect; null for any other pattern.
 */
export function plainWordsOf(likePattern: string): string | null {
  const match = /^%([\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)%$/u.exec(likePattern.normalize("NFC"));
  return match ? (match[1] as string) : null;
}
