import { XMLParser } from "fast-xml-parser";

// The leaves of an XML document, for the lossless round-trip tests: every element's text and
// every attribute value (xmlns declarations aside), each under its path of namespace-qualified
// names from the root ("{uri}local/…", attributes "@{uri}local"), so that prefixes do not matter.
// A multiset: the same (path, value) twice counts twice. Written apart from lib/xml and the
// ISO decoders and encoders on purpose: it measures them, so it shares none of their code.

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: "#cdata",
  commentPropName: "#comment",
});

type Node = Record<string, unknown> & { ":@"?: Record<string, string> };

const PREDEFINED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decodeReferences(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith("#x")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return PREDEFINED[ref] ?? whole;
  });
}

/** As an XML processor reads it: line ends become line feeds before references are decoded. */
const textValue = (raw: string) => decodeReferences(raw.replace(/\r\n?/g, "\n"));
/** Attribute values are normalised further: whitespace characters become spaces. */
const attributeValue = (raw: string) => decodeReferences(raw.replace(/\r\n?/g, "\n").replace(/[\t\n]/g, " "));

function qualified(qname: string, scope: Map<string, string>, isAttribute: boolean): string {
  const colon = qname.indexOf(":");
  const prefix = colon < 0 ? "" : qname.slice(0, colon);
  const local = colon < 0 ? qname : qname.slice(colon + 1);
  if (isAttribute && prefix === "") return local;
  if (prefix === "xml") return `{http://www.w3.org/XML/1998/namespace}${local}`;
  const uri = scope.get(prefix);
  if (uri === undefined && prefix !== "") throw new Error(`undeclared prefix ${prefix} in ${qname}`);
  return `{${uri ?? ""}}${local}`;
}

export type Leaves = Map<string, number>;

function collect(node: Node, parentPath: string, parentScope: Map<string, string>, leaves: Leaves): void {
  const name = Object.keys(node).find((key) => key !== ":@") as string;
  const attributes = node[":@"] ?? {};
  const scope = declaredScope(node, parentScope);
  const path = `${parentPath}/${qualified(name, scope, false)}`;
  const add = (key: string) => leaves.set(key, (leaves.get(key) ?? 0) + 1);
  for (const [attr, value] of Object.entries(attributes)) {
    if (attr === "xmlns" || attr.startsWith("xmlns:")) continue;
    add(`${path}/@${qualified(attr, scope, true)}\t${attributeValue(value)}`);
  }
  let text = "";
  let hasElements = false;
  for (const child of (node[name] ?? []) as Node[]) {
    if ("#text" in child) text += textValue(String(child["#text"]));
    else if ("#cdata" in child)
      text += ((child["#cdata"] ?? []) as Node[]).map((part) => String(part["#text"] ?? "")).join("");
    else if (!("#comment" in child)) {
      hasElements = true;
      collect(child, path, scope, leaves);
    }
  }
  // White space between child elements is layout; text is kept exactly as it is.
  if (text !== "" && !(hasElements && text.trim() === "")) add(`${path}\t${text}`);
}

const isElement = (node: Node) => !("#comment" in node) && !("#text" in node) && !("#cdata" in node);

function declaredScope(node: Node, parent: Map<string, string>): Map<string, string> {
  const scope = new Map(parent);
  for (const [attr, value] of Object.entries(node[":@"] ?? {})) {
    if (attr === "xmlns") scope.set("", decodeReferences(value));
    else if (attr.startsWith("xmlns:")) scope.set(attr.slice(6), decodeReferences(value));
  }
  return scope;
}

const nameOf = (node: Node) => Object.keys(node).find((key) => key !== ":@") as string;
const localOf = (qname: string) => qname.slice(qname.indexOf(":") + 1);
const elementsIn = (node: Node) => ((node[nameOf(node)] ?? []) as Node[]).filter(isElement);

/**
 * The leaves of a document, or of a record inside a response: `under` names (by local name)
 * the elements from the root's children down to the record's parent, and the record is that
 * parent's first element (GetRecordById: [], GetRecords: ["SearchResults"]). Paths start with
 * the leaves' own root element.
 */
export function xmlLeaves(xml: string, under?: string[]): Leaves {
  const nodes = parser.parse(xml) as Node[];
  let element = nodes.find(isElement);
  let scope = new Map<string, string>();
  if (element && under) {
    for (const local of under) {
      scope = declaredScope(element, scope);
      element = elementsIn(element).find((child) => localOf(nameOf(child)) === local);
      if (!element) throw new Error(`no ${local} in the answer`);
    }
    scope = declaredScope(element, scope);
    element = elementsIn(element)[0];
  }
  if (!element) throw new Error("no record in the answer");
  const leaves: Leaves = new Map();
  collect(element, "", scope, leaves);
  return leaves;
}

/** Leaves of `from` that `to` lacks (with their counts), e.g. what an export lost. */
export function missingLeaves(from: Leaves, to: Leaves): string[] {
  const missing: string[] = [];
  for (const [leaf, count] of from) {
    const left = count - (to.get(leaf) ?? 0);
    for (let i = 0; i < left; i++) missing.push(leaf);
  }
  return missing;
}

export const leafCount = (leaves: Leaves) => [...leaves.values()].reduce((sum, n) => sum + n, 0);

const MDB_VERSIONED = /(iso\/19115\/-3\/(?:cit|mac|md1|md2|mda|mdb|mds|mdt|mrc|mrl|msr))\/[12]\.0/g;
/**
 * The leaves with the ISO 19115-3 edition taken out of every namespace name and schema file
 * (mdb/1.0 and mdb/2.0 both read mdb, srv/2.0 and 2.1 srv): to compare a document across
 * editions.
 */
export const withoutMdbEdition = (leaves: Leaves): Leaves => {
  const result: Leaves = new Map();
  for (const [leaf, count] of leaves) {
    const key = leaf.replace(MDB_VERSIONED, "$1").replace(/(iso\/19115\/-3\/srv)\/2\.[01]/g, "$1");
    result.set(key, (result.get(key) ?? 0) + count);
  }
  return result;
};
