import { declarationsOf, type ScannedElement, scanElements } from "../xml/element-scan";

// Records inside a protocol's envelope (CSW's SearchResults, OAI-PMH's metadata element), cut
// out of the response's text as they were written: each record's text is the response's own
// bytes from its start tag to its end tag, with the namespace declarations it used from its
// ancestors added to its start tag (those it uses), so it stands alone as a document. Nothing is parsed and
// written again: what the remote wrote is what the record keeps.

/** The element's start tag text. */
const startTagOf = (text: string, element: ScannedElement) => text.slice(element.start, element.contentStart);

/** The namespaces in scope at `index` (its ancestors' declarations and its own; nearer wins). */
function scopeAt(text: string, elements: ScannedElement[], index: number): Map<string, string> {
  const chain: ScannedElement[] = [];
  for (let at = index; at >= 0; at = (elements[at] as ScannedElement).parent)
    chain.push(elements[at] as ScannedElement);
  const scope = new Map<string, string>();
  for (const element of chain.reverse())
    for (const [prefix, uri] of declarationsOf(startTagOf(text, element))) scope.set(prefix, uri);
  return scope;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * Whether the element's text uses a prefix: in a name, or in a value (xsi:type="gco:Date_Type"
 * names a type by prefix), so any "p:" counts; the default namespace where an element inside
 * it has an unprefixed name. The envelope's own namespaces stay out of the record.
 */
function usesPrefix(body: string, elements: ScannedElement[], index: number, prefix: string): boolean {
  if (prefix !== "") return body.includes(`${prefix}:`);
  const { end } = elements[index] as ScannedElement;
  // The element's descendants follow it in document order, up to its end.
  for (let at = index; at < elements.length && (elements[at] as ScannedElement).start < end; at++)
    if (!(elements[at] as ScannedElement).name.includes(":")) return true;
  return false;
}

/**
 * The element at `index` as a document of its own: its text, with the namespace declarations in
 * scope that it uses and its start tag does not declare added to it (a missing one would leave
 * a prefix unbound).
 */
export function standaloneElement(text: string, elements: ScannedElement[], index: number): string {
  const element = elements[index] as ScannedElement;
  const own = declarationsOf(startTagOf(text, element));
  const body = text.slice(element.start, element.end);
  const inherited = [...scopeAt(text, elements, element.parent < 0 ? -1 : element.parent)].filter(
    ([prefix]) => !own.has(prefix) && prefix !== "xml" && usesPrefix(body, elements, index, prefix),
  );
  const nameEnd = element.start + 1 + element.name.length;
  const added = inherited
    .map(([prefix, uri]) => ` ${prefix === "" ? "xmlns" : `xmlns:${prefix}`}="${escapeAttribute(uri)}"`)
    .join("");
  return `${text.slice(element.start, nameEnd)}${added}${text.slice(nameEnd, element.end)}`;
}

/** The children of the first element whose local-name path ends with `parentPath`, each standing alone. */
export function childrenAsDocuments(text: string, parentPath: string[]): string[] {
  const elements = scanElements(text);
  const matches = (element: ScannedElement) =>
    element.path.length >= parentPath.length &&
    parentPath.every((local, i) => element.path[element.path.length - parentPath.length + i] === local);
  const parent = elements.findIndex(matches);
  if (parent < 0) return [];
  return elements.flatMap((element, index) =>
    element.parent === parent ? [standaloneElement(text, elements, index)] : [],
  );
}
