import { refusal } from "./cql2-limits";

// cql2-text's tokens: the tokenizer, and the cursor the parsers (cql2-text.ts, cql2-wkt.ts)
// read them with. Keywords are matched in any case; property names are kept as written.

type TokenKind = "word" | "quoted" | "string" | "number" | "punct" | "end";
export interface Token {
  kind: TokenKind;
  text: string;
  /** 1-based character position in the text. */
  pos: number;
}

// A string's quote is '' or \' (CQL2 takes both); any other \x is kept for LIKE's escapes.
const TOKEN =
  /(?<string>'(?:[^'\\]|''|\\[\s\S])*')|(?<quoted>"(?:[^"]|"")*")|(?<number>[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)|(?<word>[\p{L}_:][\p{L}\p{M}\p{N}_.:]*)|(?<punct><>|<=|>=|[=<>(),])/uy;

export const unquote = (quoted: string) =>
  quoted
    .slice(1, -1)
    .replace(/\\([\s\S])|''/g, (match, escaped) => (match === "''" || escaped === "'" ? "'" : match));

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
    if (i >= text.length) break;
    TOKEN.lastIndex = i;
    const match = TOKEN.exec(text);
    const kind =
      match && (Object.entries(match.groups ?? {}).find(([, v]) => v !== undefined)?.[0] as TokenKind);
    if (!match || !kind) {
      const ch = text[i] as string;
      if (ch === "'" || ch === '"') throw refusal(i + 1, "Tanda kutip tidak ditutup", "unterminated quote");
      if ("+-*/^%".includes(ch))
        throw refusal(
          i + 1,
          "Ekspresi aritmetika tidak didukung",
          "arithmetic expressions are not supported",
        );
      throw refusal(i + 1, `Karakter tak terduga '${ch}'`, `unexpected character '${ch}'`);
    }
    if (kind === "string" && match[0].includes("\u0000"))
      throw refusal(i + 1, "Karakter NUL tidak diizinkan", "NUL characters are not allowed");
    tokens.push({ kind, text: match[0], pos: i + 1 });
    i += match[0].length;
  }
  tokens.push({ kind: "end", text: "", pos: text.length + 1 });
  return tokens;
}

/** The tokens in order; past the end it stays on the end token. */
export class TokenCursor {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  peek(offset = 0): Token {
    return this.tokens[Math.min(this.index + offset, this.tokens.length - 1)] as Token;
  }

  next(): Token {
    const token = this.peek();
    if (token.kind !== "end") this.index++;
    return token;
  }

  /** Consumes the keyword (any case) if it comes next. */
  accept(keyword: string): boolean {
    const token = this.peek();
    if (token.kind !== "word" || token.text.toUpperCase() !== keyword) return false;
    this.index++;
    return true;
  }

  acceptPunct(punct: string): boolean {
    const token = this.peek();
    if (token.kind !== "punct" || token.text !== punct) return false;
    this.index++;
    return true;
  }

  expect(punct: string): Token {
    const token = this.next();
    if (token.kind !== "punct" || token.text !== punct)
      throw refusal(token.pos, `Diharapkan '${punct}'`, `expected '${punct}'`);
    return token;
  }

  number(): number {
    const token = this.next();
    if (token.kind !== "number" || !Number.isFinite(Number(token.text)))
      throw refusal(token.pos, "Diharapkan angka", "expected a number");
    return Number(token.text);
  }

  quoted(): string {
    const token = this.next();
    if (token.kind !== "string")
      throw refusal(token.pos, "Diharapkan teks dalam tanda kutip", "expected a quoted string");
    return unquote(token.text);
  }
}
