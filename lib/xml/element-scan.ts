import { localName, startTag } from "./tag-scan";

// The elements of well-formed XML text with their positions, for changing a document by
// splicing its text (lib/iso/source-edit.ts) rather than re-serialising it: whatever is not
// spliced stays byte for byte.

export interface ScannedElement {
  /** Qualified name as written, e.g. "gmd:title". */
  name: string;
  /** Local names from the root down to this element. */
  path: string[];
  /** Index of the parent in the scan; -1 for the root. */
  parent: number;
  /** Where the start tag begins, the content starts and ends, and the end tag ends. */
  start: number;
  contentStart: number;
  contentEnd: number;
  end: number;
  /** The element holds only text (character data, references, CDATA). */
  textOnly: boolean;
}

/** Every element of the document, in document order. Assumes well-formed text. */
export function scanElements(text: string): ScannedElement[] {
  const elements: ScannedElement[] = [];
  const open: number[] = [];
  let i = 0;
  while (i < text.length) {
    const lt = text.indexOf("<", i);
    if (lt < 0) break;
    if (text.startsWith("<!--", lt)) {
      i = text.indexOf("-->", lt + 4) + 3;
      continue;
    }
    if (text.startsWith("<![CDATA[", lt)) {
      i = text.indexOf("]]>", lt + 9) + 3;
      continue;
    }
    if (text.startsWith("<?", lt) || text.startsWith("<!", lt)) {
      i = text.indexOf(">", lt) + 1;
      continue;
    }
    if (text[lt + 1] === "/") {
      const gt = text.indexOf(">", lt);
      const index = open.pop();
      const element = index === undefined ? undefined : elements[index];
      if (element) {
        element.contentEnd = lt;
        element.end = gt + 1;
      }
      i = gt + 1;
      continue;
    }
    const tag = startTag(text, lt);
    if (!tag) break;
    const parentIndex = open.at(-1) ?? -1;
    const parent = elements[parentIndex];
    if (parent) parent.textOnly = false;
    elements.push({
      name: tag.name,
      path: [...(parent?.path ?? []), localName(tag.name)],
      parent: parentIndex,
      start: lt,
      contentStart: tag.end,
      contentEnd: tag.end,
      end: tag.end,
      textOnly: true,
    });
    if (!tag.empty) open.push(elements.length - 1);
    i = tag.end;
  }
  return elements;
}

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Character data as a parser reads it: CDATA unwrapped, references decoded. */
export function characterData(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith("<![CDATA[")
        ? part.slice(9, -3)
        : part.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
            if (ref.startsWith("#x")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
            if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
            return PREDEFINED[ref] ?? whole;
          }),
    )
    .join("");
}

/** The namespace declarations of a start tag: prefix ("" for the default) to namespace name. */
export function declarationsOf(startTagText: string): Map<string, string> {
  const declared = new Map<string, string>();
  for (const match of startTagText.matchAll(/\sxmlns(?::([\w.-]+))?\s*=\s*(["'])(.*?)\2/g)) {
    declared.set(match[1] ?? "", characterData(match[3] ?? ""));
  }
  return declared;
}
