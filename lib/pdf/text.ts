import type { Color, PDFFont } from "@cantoo/pdf-lib";

// Text for PDFs with the standard fonts: reduced to what WinAnsi can encode (a close form or "?"
// instead of an exception), and wrapped to a width, breaking inside words that are too long.

export interface Style {
  font: PDFFont;
  size: number;
  color?: Color;
}

const GRAPHEMES = new Intl.Segmenter("en", { granularity: "grapheme" });
/** Characters with no WinAnsi form and no decomposition to one, with a readable stand-in. */
const FALLBACKS: Record<string, string> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
  "−": "-",
  "→": "->",
  "←": "<-",
  "≤": "<=",
  "≥": ">=",
  "≠": "!=",
  "✓": "v",
  "✔": "v",
};

/**
 * Text the standard fonts can draw: WinAnsi cannot encode everything, and pdf-lib throws on
 * what it cannot. Per grapheme: kept when encodable (after NFC), else its accents are
 * dropped (ā -> a), else a fallback or "?". Controls become spaces, invisible formatting
 * (zero-width, bidi marks, soft hyphen) is removed. Line breaks stay only when `multiline`.
 */
export function toWinAnsi(text: string, encodable: Set<number>, multiline = false): string {
  const canEncode = (s: string) =>
    s.length > 0 && [...s].every((ch) => encodable.has(ch.codePointAt(0) ?? -1));
  let result = "";
  for (const { segment } of GRAPHEMES.segment(text.replace(/\r\n?|[\u0085\u2028\u2029]/g, "\n"))) {
    if (segment === "\n") result += multiline ? "\n" : " ";
    else if (/^[\p{Cc}\p{Zs}]/u.test(segment)) result += " ";
    else if (/^\p{Cf}+$/u.test(segment)) continue;
    else if (canEncode(segment.normalize("NFC"))) result += segment.normalize("NFC");
    else {
      const folded = segment.normalize("NFKD").replace(/\p{M}/gu, "");
      result += canEncode(folded) ? folded : (FALLBACKS[folded] ?? "?");
    }
  }
  return result;
}

/** Wraps at spaces, and inside a word that is wider than the line by itself. */
export function wrapText(text: string, { font, size }: Style, maxWidth: number): string[] {
  // Measured per character: drawText does not kern, so this is the width actually drawn.
  const widthOf = (s: string) => [...s].reduce((sum, ch) => sum + font.widthOfTextAtSize(ch, size), 0);
  const spaceWidth = widthOf(" ");
  const lines: string[] = [];
  for (const paragraph of text.trim().split("\n")) {
    let line = "";
    let lineWidth = 0;
    for (const word of paragraph.split(" ").filter(Boolean)) {
      const wordWidth = widthOf(word);
      if (line && lineWidth + spaceWidth + wordWidth <= maxWidth) {
        line += ` ${word}`;
        lineWidth += spaceWidth + wordWidth;
        continue;
      }
      if (line) lines.push(line);
      [line, lineWidth] = [word, wordWidth];
      if (wordWidth <= maxWidth) continue;
      const chunks = breakWord(word, widthOf, maxWidth);
      lines.push(...chunks.slice(0, -1));
      line = chunks.at(-1) ?? "";
      lineWidth = widthOf(line);
    }
    lines.push(line);
  }
  return lines;
}

function breakWord(word: string, widthOf: (s: string) => number, maxWidth: number): string[] {
  const chunks: string[] = [];
  let chunk = "";
  let chunkWidth = 0;
  for (const ch of word) {
    const charWidth = widthOf(ch);
    if (chunk && chunkWidth + charWidth > maxWidth) {
      chunks.push(chunk);
      [chunk, chunkWidth] = ["", 0];
    }
    chunk += ch;
    chunkWidth += charWidth;
  }
  chunks.push(chunk);
  return chunks;
}
