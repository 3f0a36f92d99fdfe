import type { XmlElement } from "../../xml/element";

// The crosswalk reads the source as an XmlElement tree (lib/xml/read-xml.ts) and builds the
// target as one too, so that both sides are compared, ordered and checked the same way.

export const el = (
  ns: string,
  local: string,
  attrs: Record<string, string> = {},
  children: XmlElement[] = [],
  text = "",
): XmlElement => ({ ns, local, attrs, children, text });

/** An element holding one value: `<local>text</local>`. */
export const leaf = (ns: string, local: string, text: string, attrs: Record<string, string> = {}) =>
  el(ns, local, attrs, [], text);

/** The element's own text when it has no child elements; layout white space otherwise. */
export const ownText = (element: XmlElement): string =>
  element.children.length > 0 && element.text.trim() === "" ? "" : element.text;

export const childNamed = (element: XmlElement | undefined, local: string): XmlElement | undefined =>
  element?.children.find((child) => child.local === local);

export const childrenNamed = (element: XmlElement | undefined, local: string): XmlElement[] =>
  element ? element.children.filter((child) => child.local === local) : [];

/** The one object inside a property element (its first child element). */
export const objectIn = (property: XmlElement | undefined): XmlElement | undefined => property?.children[0];

/** Follows local names one level at a time from the element. */
export function follow(element: XmlElement | undefined, ...locals: string[]): XmlElement | undefined {
  let current = element;
  for (const local of locals) current = childNamed(current, local);
  return current;
}

/** A copy of the element and everything below it, each namespace passed through `rename`. */
export function deepCopy(element: XmlElement, rename: (ns: string) => string = (ns) => ns): XmlElement {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(element.attrs)) {
    const qualified = /^\{(.*)\}(.*)$/.exec(key);
    attrs[qualified ? `{${rename(qualified[1] as string)}}${qualified[2]}` : key] = value;
  }
  return el(
    rename(element.ns),
    element.local,
    attrs,
    element.children.map((child) => deepCopy(child, rename)),
    ownText(element),
  );
}

const GML_ID = "{http://www.opengis.net/gml/3.2}id";

/** A copy whose gml:ids are new (`fresh` gives one for an id), so that the copy can sit beside the original. */
export function withFreshGmlIds(element: XmlElement, fresh: (id: string) => string): XmlElement {
  const copy = deepCopy(element);
  const renew = (node: XmlElement) => {
    const id = node.attrs[GML_ID];
    if (id !== undefined) node.attrs[GML_ID] = fresh(id);
    node.children.forEach(renew);
  };
  renew(copy);
  return copy;
}

/** Whether two trees hold the same names, attributes (gml:id aside) and text. */
export function sameContent(a: XmlElement | undefined, b: XmlElement | undefined): boolean {
  if (!a || !b) return a === b;
  const attrs = (node: XmlElement) =>
    Object.entries(node.attrs)
      .filter(([key]) => key !== GML_ID)
      .sort(([x], [y]) => (x < y ? -1 : 1));
  return (
    a.ns === b.ns &&
    a.local === b.local &&
    ownText(a) === ownText(b) &&
    JSON.stringify(attrs(a)) === JSON.stringify(attrs(b)) &&
    a.children.length === b.children.length &&
    a.children.every((child, i) => sameContent(child, b.children[i]))
  );
}
