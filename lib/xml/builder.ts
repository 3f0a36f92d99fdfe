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

/** Applies `change` to every text node and attribute value holding an "&". */
function eachAmpersandText(node: DomNode, change: (text: string) => string): void {
  if (node.nodeType === TEXT_NODE && node.data?.includes("&")) node.data = change(node.data);
  for (const attr of Array.from(node.attributes ?? [])) {
    if (attr.value.includes("&")) attr.value = change(attr.value);
  }
  for (const child of Array.from(node.childNodes)) eachAmpersandText(child, change);
}

/**
 * Serialises a document or a fragment (`headless`: no XML declaration, for records put into a
 * CSW response); every XML writer goes through here, so text is escaped in one place.
 * Documents are indented by default: these are files people read.
 * xmlbuilder2 leaves an "&" that looks like a reference alone ("&amp;", "&#65;", "&nbsp;" in a
 * title), so such text came back changed or not at all; it does not double-encode "&amp;", so
 * writing each "&" as "&amp;" first gives exactly one level of escaping. The document gets its
 * own text back afterwards (the exact inverse), so it can be serialised again.
 */
export function xmlToString(document: XMLBuilder, { pretty = true, headless = false } = {}): string {
  const root = document.node as unknown as DomNode;
  eachAmpersandText(root, (text) => text.replaceAll("&", "&amp;"));
  try {
    return document.end({ prettyPrint: pretty, headless });
  } finally {
    eachAmpersandText(root, (text) => text.replaceAll("&amp;", "&"));
  }
}
