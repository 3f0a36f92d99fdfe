import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

/** A new XML document with the UTF-8 declaration. */
export function newXmlDocument(): XMLBuilder {
  return create({ version: "1.0", encoding: "UTF-8" });
}

interface DomNode {
  nodeType: number;
  data?: string;
  attributes?: ArrayLike<{ value: string }>;
  childNodes: ArrayLike<DomNode>;
}

const TEXT_NODE = 3;

/** Applies `text` to every text node and `attribute` to every attribute value that `needs` it. */
function eachValue(
  node: DomNode,
  needs: { text: RegExp; attribute: RegExp },
  change: { text: (value: string) => string; attribute: (value: string) => string },
): void {
  if (node.nodeType === TEXT_NODE && node.data && needs.text.test(node.data))
    node.data = change.text(node.data);
  for (const attr of Array.from(node.attributes ?? [])) {
    if (needs.attribute.test(attr.value)) attr.value = change.attribute(attr.value);
  }
  for (const child of Array.from(node.childNodes)) eachValue(child, needs, change);
}

// What a parser would not give back as written: "&" that looks like a reference (xmlbuilder2
// leaves it alone), a carriage return (read as a line feed) and, in attributes, tabs and line
// ends (read as spaces). Written as references; the inverse restores the document's values.
const NEEDS_ESCAPE = { text: /[&\r]/, attribute: /[&\t\n\r]/ };
const NEEDS_RESTORE = { text: /&/, attribute: /&/ };
const escapeText = (value: string) => value.replaceAll("&", "&amp;").replaceAll("\r", "&#13;");
const escapeAttribute = (value: string) =>
  escapeText(value).replaceAll("\t", "&#9;").replaceAll("\n", "&#10;");
const restoreText = (value: string) => value.replaceAll("&#13;", "\r").replaceAll("&amp;", "&");
const restoreAttribute = (value: string) =>
  value.replaceAll("&#9;", "\t").replaceAll("&#10;", "\n").replaceAll("&#13;", "\r").replaceAll("&amp;", "&");

/** Character data escaped the same way, for the little XML written without xmlbuilder2. */
export const escapeXmlText = (value: string) =>
  escapeText(value).replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * Serialises a document or a fragment (`headless`: no XML declaration, for records put into a
 * CSW response); every XML writer goes through here, so text is escaped in one place.
 * Documents are indented by default: these are files people read.
 * xmlbuilder2 leaves an "&" that looks like a reference alone ("&amp;", "&#65;", "&nbsp;" in a
 * title), so such text came back changed or not at all; it does not double-encode "&amp;", so
 * writing each "&" as "&amp;" first gives exactly one level of escaping. Carriage returns, and
 * tabs and line ends in attributes, become character references the same way. The document
 * gets its own values back afterwards (the exact inverse), so it can be serialised again.
 */
export function xmlToString(document: XMLBuilder, { pretty = true, headless = false } = {}): string {
  const root = document.node as unknown as DomNode;
  eachValue(root, NEEDS_ESCAPE, { text: escapeText, attribute: escapeAttribute });
  try {
    return document.end({ prettyPrint: pretty, headless });
  } finally {
    eachValue(root, NEEDS_RESTORE, { text: restoreText, attribute: restoreAttribute });
  }
}
