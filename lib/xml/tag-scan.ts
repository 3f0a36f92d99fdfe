// Small scans over well-formed XML text, for the places that must change a document without
// re-serialising it (lib/iso/source-document.ts, source-edit.ts): positions, not a tree.

/** The XML declaration at the start of a document, with the white space after it. */
const XML_DECLARATION = /^\uFEFF?\s*<\?xml\s[^?]*\?>\s*/;

/** The document without its XML declaration: a slice of it, which V8 does not copy. */
export function withoutXmlDeclaration(text: string): string {
  const declaration = XML_DECLARATION.exec(text);
  return declaration ? text.slice(declaration[0].length) : text;
}

export const localName = (qname: string) => qname.slice(qname.indexOf(":") + 1);

/** Skips comments, processing instructions and white space from `at`; the index of what follows. */
export function skipMisc(text: string, at: number): number {
  let i = at;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
    if (text.startsWith("<!--", i)) {
      const end = text.indexOf("-->", i + 4);
      if (end < 0) return text.length;
      i = end + 3;
    } else if (text.startsWith("<?", i)) {
      const end = text.indexOf("?>", i + 2);
      if (end < 0) return text.length;
      i = end + 2;
    } else return i;
  }
}

/**
 * The start tag at `at` ("<" there): its qualified name, the index just after its ">" and
 * whether it closes itself. Attribute values may hold ">" inside quotes.
 */
export function startTag(text: string, at: number): { name: string; end: number; empty: boolean } | null {
  if (text[at] !== "<") return null;
  const name = /^<([^\s/>]+)/.exec(text.slice(at, at + 300))?.[1];
  if (!name) return null;
  let quote = "";
  for (let i = at + 1 + name.length; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return { name, end: i + 1, empty: text[i - 1] === "/" };
  }
  return null;
}
