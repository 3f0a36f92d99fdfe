import { newXmlDocument, xmlToString } from "../../xml/builder";
import type { XmlElement } from "../../xml/element";
import { XSI } from "../../xml/namespaces";

// Writes a built tree as a document without XML declaration (the caller adds it), through
// lib/xml/builder.ts like every XML writer, so that text and attributes are escaped in one
// place. Every namespace the tree uses is declared once on the root, with its usual prefix.

const XMLNS = "http://www.w3.org/2000/xmlns/";

interface Dom {
  createElementNS(ns: string, qname: string): DomElement;
  createTextNode(text: string): unknown;
  appendChild(node: unknown): unknown;
}
interface DomElement {
  setAttribute(name: string, value: string): void;
  setAttributeNS(ns: string, qname: string, value: string): void;
  appendChild(node: unknown): unknown;
}

function usedNamespaces(element: XmlElement, into: Set<string>): Set<string> {
  into.add(element.ns);
  for (const key of Object.keys(element.attrs))
    if (key.startsWith("{")) into.add(key.slice(1, key.indexOf("}")));
  for (const child of element.children) usedNamespaces(child, into);
  return into;
}

/**
 * The tree as XML text. `prefixes` gives the prefix of every namespace the tree may use;
 * `schemaLocation` is written on the root.
 */
export function writeXml(
  root: XmlElement,
  prefixes: ReadonlyMap<string, string>,
  schemaLocation: string,
): string {
  const document = newXmlDocument();
  const dom = document.node as unknown as Dom;
  const qname = (ns: string, local: string) => {
    const prefix = prefixes.get(ns);
    if (prefix === undefined) throw new Error(`crosswalk: no prefix for ${ns}`);
    return `${prefix}:${local}`;
  };
  const write = (element: XmlElement, parent: { appendChild(node: unknown): unknown }): DomElement => {
    const node = dom.createElementNS(element.ns, qname(element.ns, element.local));
    for (const [key, raw] of Object.entries(element.attrs)) {
      // As an XML processor reports a value read from the source: line ends and tabs are spaces.
      const value = raw.replace(/\r\n|[\t\n\r]/g, " ");
      const qualified = /^\{(.*)\}(.*)$/.exec(key);
      if (qualified)
        node.setAttributeNS(
          qualified[1] as string,
          qname(qualified[1] as string, qualified[2] as string),
          value,
        );
      else node.setAttribute(key, value);
    }
    if (element.text !== "" && !(element.children.length > 0 && element.text.trim() === ""))
      node.appendChild(dom.createTextNode(element.text));
    for (const child of element.children) write(child, node);
    parent.appendChild(node);
    return node;
  };
  const top = write(root, dom);
  const namespaces = usedNamespaces(root, new Set([XSI]));
  for (const [ns, prefix] of prefixes)
    if (namespaces.has(ns)) top.setAttributeNS(XMLNS, `xmlns:${prefix}`, ns);
  top.setAttributeNS(XSI, "xsi:schemaLocation", schemaLocation);
  return xmlToString(document, { headless: true });
}
