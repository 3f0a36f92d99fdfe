import { XMLParser, XMLValidator } from "fast-xml-parser";
import { AppError } from "../errors";
import type { XmlElement } from "./element";

// Reads untrusted XML safely: a size limit before anything else, no DOCTYPE at all (so no
// entity expansion and no external entities), a nesting limit, and namespaces resolved to
// URIs. Failures are VALIDATION_FAILED with a machine-readable reason and a readable message.

export const XML_MAX_BYTES = 10 * 1024 * 1024;
const MAX_DEPTH = 256;

export type XmlInputProblem =
  | "TOO_LARGE"
  | "EMPTY"
  | "ENCODING"
  | "DOCTYPE"
  | "NOT_WELL_FORMED"
  | "TOO_DEEP"
  | "UNDEFINED_ENTITY"
  | "UNBOUND_PREFIX";

export function xmlInputError(
  reason: XmlInputProblem,
  message: string,
  details: Record<string, unknown> = {},
) {
  return new AppError("VALIDATION_FAILED", message, { reason, ...details });
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";
const ENCODINGS: Record<string, string> = {
  "utf-8": "utf-8",
  utf8: "utf-8",
  "us-ascii": "utf-8",
  ascii: "utf-8",
  "iso-8859-1": "latin1",
  latin1: "latin1",
  "iso_8859-1": "latin1",
  "windows-1252": "windows-1252",
  cp1252: "windows-1252",
  "iso-8859-15": "iso-8859-15",
  "utf-16": "utf-16le",
  "utf-16le": "utf-16le",
  "utf-16be": "utf-16be",
};

/** TOO_LARGE for a document of `size` bytes (also for callers that check a file's size before reading it). */
export const documentTooLarge = (size: number, limit = XML_MAX_BYTES) =>
  xmlInputError(
    "TOO_LARGE",
    `Dokumen berukuran ${size} bita; batasnya ${limit} / the document is ${size} bytes; the limit is ${limit}`,
    { size, limit },
  );

/** Decodes the bytes by BOM or by the encoding the XML declaration names (UTF-8 otherwise). */
export function decodeXmlBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(3));
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes.subarray(2));
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(head)?.[1]?.toLowerCase();
  const encoding = declared ? ENCODINGS[declared] : "utf-8";
  if (!encoding)
    throw xmlInputError(
      "ENCODING",
      `Pengodean karakter "${declared}" tidak didukung / unsupported character encoding "${declared}"`,
    );
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw xmlInputError(
      "ENCODING",
      `Dokumen bukan ${declared ?? "UTF-8"} yang sah / the document is not valid ${declared ?? "UTF-8"}`,
    );
  }
}

/** Refuses a DOCTYPE in the prolog: entity declarations can only live there. */
function assertNoDoctype(text: string): void {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] as string)) i++;
    if (text.startsWith("<?", i)) i = text.indexOf("?>", i) + 2;
    else if (text.startsWith("<!--", i)) i = text.indexOf("-->", i) + 3;
    else break;
    if (i < 2) break;
  }
  if (/^<!DOCTYPE/i.test(text.slice(i, i + 9)) || text.includes("<!ENTITY")) {
    throw xmlInputError(
      "DOCTYPE",
      "DOCTYPE dan deklarasi entitas tidak diizinkan / DOCTYPE and entity declarations are not allowed",
    );
  }
}

/** Characters XML 1.0 does not allow (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\p{Cs}]/u;

/**
 * Refuses a character XML does not allow, raw or as a reference. The XML validator lets them
 * through, and a NUL would reach PostgreSQL, which cannot store it (an SQL error, not a 400).
 */
function assertXmlChars(text: string): void {
  const match = NOT_XML_CHAR.exec(text);
  if (!match) return;
  const before = text.slice(0, match.index);
  const line = before.split("\n").length;
  const column = match.index - before.lastIndexOf("\n");
  const code = `U+${(match[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
  throw xmlInputError(
    "NOT_WELL_FORMED",
    `Karakter ${code} tidak diizinkan dalam XML di baris ${line}, kolom ${column} / character ${code} is not allowed in XML at line ${line}, column ${column}`,
    { line, column },
  );
}

const PREDEFINED: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeReferences(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (_, ref: string) => {
    if (ref.startsWith("#")) {
      const code = ref[1] === "x" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      if (code > 0x10ffff || NOT_XML_CHAR.test(String.fromCodePoint(code)))
        throw xmlInputError(
          "NOT_WELL_FORMED",
          `Rujukan karakter &${ref}; tidak sah / invalid character reference &${ref};`,
        );
      return String.fromCodePoint(code);
    }
    const char = PREDEFINED[ref];
    if (char === undefined)
      throw xmlInputError("UNDEFINED_ENTITY", `Entitas &${ref}; tidak dikenal / undefined entity &${ref};`);
    return char;
  });
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: "#cdata",
  // The library's own default (100) would cut in before MAX_DEPTH; toElement reports the limit.
  maxNestedTags: MAX_DEPTH + 1,
  // No callback reads a tag's path: the library would otherwise write it out as a string for
  // every tag and attribute (a tenth of the parse).
  jPath: false,
});

type OrderedNode = Record<string, unknown> & { ":@"?: Record<string, string> };

function resolve(prefix: string, scope: Map<string, string>, qname: string): string {
  if (prefix === "xml") return XML_NS;
  const uri = scope.get(prefix);
  if (uri === undefined) {
    if (prefix === "") return "";
    throw xmlInputError(
      "UNBOUND_PREFIX",
      `Prefiks namespace "${prefix}" pada <${qname}> tidak dideklarasikan / namespace prefix "${prefix}" of <${qname}> is not declared`,
    );
  }
  return uri;
}

function toElement(
  qname: string,
  node: OrderedNode,
  parentScope: Map<string, string>,
  depth: number,
): XmlElement {
  if (depth > MAX_DEPTH)
    throw xmlInputError(
      "TOO_DEEP",
      `Elemen bersarang lebih dari ${MAX_DEPTH} tingkat / elements are nested more than ${MAX_DEPTH} deep`,
    );
  const rawAttrs = node[":@"];
  let scope = parentScope;
  const attrs: Record<string, string> = {};
  if (rawAttrs) {
    for (const name in rawAttrs) {
      if (name === "xmlns" || name.startsWith("xmlns:")) {
        if (scope === parentScope) scope = new Map(parentScope);
        scope.set(name === "xmlns" ? "" : name.slice(6), decodeReferences(rawAttrs[name] as string));
      }
    }
    for (const name in rawAttrs) {
      if (name === "xmlns" || name.startsWith("xmlns:")) continue;
      const colon = name.indexOf(":");
      // Unprefixed attributes are in no namespace, whatever the default namespace is.
      const key =
        colon < 0 ? name : `{${resolve(name.slice(0, colon), scope, name)}}${name.slice(colon + 1)}`;
      attrs[key] = decodeReferences(rawAttrs[name] as string);
    }
  }
  const colon = qname.indexOf(":");
  const element: XmlElement = {
    ns: resolve(colon < 0 ? "" : qname.slice(0, colon), scope, qname),
    local: colon < 0 ? qname : qname.slice(colon + 1),
    attrs,
    children: [],
    text: "",
  };
  const content = (node[qname] ?? []) as OrderedNode[];
  for (const child of content) {
    const text = child["#text"];
    if (text !== undefined) {
      element.text += decodeReferences(String(text));
      continue;
    }
    const cdata = child["#cdata"];
    if (cdata !== undefined) {
      for (const part of cdata as OrderedNode[]) element.text += String(part["#text"] ?? "");
      continue;
    }
    for (const name in child) {
      if (name === ":@") continue;
      if (!name.startsWith("?") && !name.startsWith("#"))
        element.children.push(toElement(name, child, scope, depth + 1));
      break;
    }
  }
  return element;
}

/** Parses an untrusted XML document (bytes or text) into its root element. */
export function readXml(input: Uint8Array | string, maxBytes = XML_MAX_BYTES): XmlElement {
  return readXmlDocument(input, maxBytes).root;
}

/** Parses an untrusted XML document into its root element, and gives its decoded text too. */
export function readXmlDocument(
  input: Uint8Array | string,
  maxBytes = XML_MAX_BYTES,
): { root: XmlElement; text: string } {
  const size = typeof input === "string" ? Buffer.byteLength(input) : input.byteLength;
  if (size > maxBytes) throw documentTooLarge(size, maxBytes);
  const text = typeof input === "string" ? input.replace(/^\uFEFF/, "") : decodeXmlBytes(input);
  if (!/\S/.test(text)) throw xmlInputError("EMPTY", "Dokumen kosong / the document is empty");
  assertNoDoctype(text);
  assertXmlChars(text);
  const check = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (check !== true) {
    const { msg, line, col } = check.err;
    throw xmlInputError(
      "NOT_WELL_FORMED",
      `XML tidak well-formed di baris ${line}, kolom ${col} / not well-formed XML at line ${line}, column ${col}: ${msg}`,
      {
        line,
        column: col,
      },
    );
  }
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    // fast-xml-parser's own limits (nesting, entity sizes) surface as plain errors.
    const message = error instanceof Error ? error.message : String(error);
    throw xmlInputError(
      /nest/i.test(message) ? "TOO_DEEP" : "NOT_WELL_FORMED",
      `Dokumen tidak dapat dibaca / the document cannot be read: ${message}`,
    );
  }
  const roots = nodes.filter((node) => Object.keys(node).some((k) => k !== ":@" && !k.startsWith("#")));
  const root = roots[0];
  if (!root || roots.length > 1)
    throw xmlInputError(
      "NOT_WELL_FORMED",
      "Dokumen harus punya tepat satu elemen akar / the document must have exactly one root element",
    );
  const name = Object.keys(root).find((key) => key !== ":@") as string;
  return { root: toElement(name, root, new Map(), 0), text };
}
