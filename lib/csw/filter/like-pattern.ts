import { escapeLike } from "../../search/any-text";

// LIKE patterns: a client's wildCard/singleChar/escapeChar pattern in SQL LIKE syntax.

/** The pattern in SQL LIKE syntax (%, _, and \ escaping literal %, _ and \); undefined if it ends with escapeChar. */
export function toLikePattern(pattern: string, wildCard: string, singleChar: string, escapeChar: string) {
  const chars = Array.from(pattern);
  let out = "";
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    if (ch === escapeChar) {
      const next = chars[++i];
      if (next === undefined) return undefined;
      out += escapeLike(next);
    } else if (ch === wildCard) out += "%";
    else if (ch === singleChar) out += "_";
    else out += escapeLike(ch);
  }
  return out;
}
