// A namespace-resolved XML element tree and the small queries the decoders need. Names are
// compared by namespace URI and local name, never by prefix.

export interface XmlElement {
  /** Namespace URI; "" when the element is in no namespace. */
  ns: string;
  local: string;
  /** Attributes keyed by local name when unqualified, or "{namespace}local" when qualified. */
  attrs: Record<string, string>;
  children: XmlElement[];
  /** Character data directly inside the element (text and CDATA), untrimmed. */
  text: string;
}

/** A namespace or any of several (e.g. both GML versions), and a local name. */
export type XmlName = readonly [ns: string | readonly string[], local: string];

export function isNamed(element: XmlElement, [ns, local]: XmlName): boolean {
  if (element.local !== local) return false;
  return typeof ns === "string" ? element.ns === ns : ns.includes(element.ns);
}

export function childrenNamed(element: XmlElement | undefined, name: XmlName): XmlElement[] {
  return element ? element.children.filter((child) => isNamed(child, name)) : [];
}

export function firstChild(element: XmlElement | undefined, name: XmlName): XmlElement | undefined {
  return element?.children.find((child) => isNamed(child, name));
}

/** The first element reached by following the names one level at a time. */
export function descend(element: XmlElement | undefined, ...path: XmlName[]): XmlElement | undefined {
  let current = element;
  for (const name of path) {
    current = firstChild(current, name);
    if (!current) return undefined;
  }
  return current;
}

/** Every element reached by the path, in document order. */
export function descendAll(element: XmlElement | undefined, ...path: XmlName[]): XmlElement[] {
  let current = element ? [element] : [];
  for (const name of path) current = current.flatMap((el) => childrenNamed(el, name));
  return current;
}

/** The first child element: the one typed object inside an ISO property element. */
export function onlyChild(element: XmlElement | undefined): XmlElement | undefined {
  return element?.children[0];
}

export function attribute(element: XmlElement | undefined, local: string, ns?: string): string | undefined {
  if (!element) return undefined;
  return element.attrs[ns ? `{${ns}}${local}` : local];
}

/** All character data below the element, whitespace-collapsed at the ends; undefined when empty. */
export function textOf(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const parts: string[] = [];
  const collect = (el: XmlElement) => {
    parts.push(el.text);
    for (const child of el.children) collect(child);
  };
  collect(element);
  const text = parts.join("").trim();
  return text === "" ? undefined : text;
}
