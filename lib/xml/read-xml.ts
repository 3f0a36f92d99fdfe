import { AppError } from "../errors";
import type { XmlElement } from "./element";

// Reads untrusted XML safely: a size limit before anything else, no DOCTYPE at all (so no
// entity expansion and no external entities), a nesting limit, and namespaces resolved to
// URIs. Failures are VALIDATION_FAILED with a machine-readable reason and a readable message.
// Well-formedness is checked in the one pass that builds the tree (buildTree).

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
 * Refuses a character XML does not allow, raw or as a reference: a NUL would reach PostgreSQL,
 * which cannot store it (an SQL error, not a 400).
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

/** A reference's character, or UNDEFINED_ENTITY / NOT_WELL_FORMED (a character XML forbids). */
function referenced(ref: string): string {
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
}

const REFERENCE = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g;
/** A reference at a given place of the text (sticky): what must follow every & of character data. */
const REFERENCE_AT = new RegExp(REFERENCE.source, "y");

/**
 * An attribute value's references decoded. An & that starts no reference stays as it is, as
 * it always has: unescaped & in xlink:href URLs is common in metadata written by hand.
 */
function decodeReferences(value: string): string {
  if (!value.includes("&")) return value;
  return value.replace(REFERENCE, (_, ref: string) => referenced(ref));
}

const notWellFormedAt = (line: number, column: number, what: string) =>
  xmlInputError(
    "NOT_WELL_FORMED",
    `XML tidak well-formed di baris ${line}, kolom ${column} / not well-formed XML at line ${line}, column ${column}: ${what}`,
    { line, column },
  );

/** NOT_WELL_FORMED at index `at` of the text. */
const notWellFormed = (text: string, at: number, what: string) => {
  const before = text.slice(0, at);
  return notWellFormedAt(before.split("\n").length, at - before.lastIndexOf("\n"), what);
};

/**
 * Character data from..to decoded: every & must start a reference (&name; or &#n; or &#xn;),
 * as XML requires of character data.
 */
function characterData(text: string, from: number, to: number): string {
  const amp = text.indexOf("&", from);
  if (amp < 0 || amp >= to) return text.slice(from, to);
  let decoded = "";
  let at = from;
  for (let next = amp; next >= 0 && next < to; next = text.indexOf("&", at)) {
    REFERENCE_AT.lastIndex = next;
    const match = REFERENCE_AT.exec(text);
    if (!match || REFERENCE_AT.lastIndex > to) throw notWellFormed(text, next, "& that starts no reference");
    decoded += text.slice(at, next) + referenced(match[1] as string);
    at = REFERENCE_AT.lastIndex;
  }
  return decoded + text.slice(at, to);
}

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

/** A processing instruction's start: its target, then white space or its end. */
const PI_START = /^<\?[A-Za-z_:\u00C0-\uFFFD][\w.:\u00B7-\uFFFD-]*(\s|\?>)/;
/** The XML declaration as XML 1.0 spells it (version, then encoding and standalone, each optional). */
const XML_DECLARATION =
  /^<\?xml\s+version\s*=\s*("1\.\d+"|'1\.\d+')(\s+encoding\s*=\s*("[A-Za-z][\w.-]*"|'[A-Za-z][\w.-]*'))?(\s+standalone\s*=\s*("(yes|no)"|'(yes|no)'))?\s*\?>$/;
/** An XML Name (XML 1.0, fifth edition; the colon allowed, as namespaces read it afterwards). */
const NAME_START =
  ":A-Za-z_\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD";
const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_START}\\-.\\d\\u00B7\\u0300-\\u036F\\u203F-\\u2040]*$`);

const isSpace = (code: number) => code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
const isAsciiNameStart = (code: number) =>
  (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x3a;

/** Whether text[from..to) is an XML Name: ASCII names checked by code, others by XML_NAME. */
function isXmlName(text: string, from: number, to: number): boolean {
  if (to <= from) return false;
  if (!isAsciiNameStart(text.charCodeAt(from))) return XML_NAME.test(text.slice(from, to));
  for (let at = from + 1; at < to; at++) {
    const code = text.charCodeAt(at);
    if (!(isAsciiNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e))
      return code < 0x80 ? false : XML_NAME.test(text.slice(from, to));
  }
  return true;
}

/** Whether text[from..to) is only white space. */
function onlySpace(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (!isSpace(text.charCodeAt(at))) return false;
  return true;
}

/**
 * The element tree of the text, in one pass that also checks that it is well-formed: each
 * element's character data (text and CDATA, references decoded) in document order, comments and
 * processing instructions skipped, names resolved to namespace URIs, line ends read as LF.
 * Refused as NOT_WELL_FORMED, with the line and column: a name that is not an XML Name; an
 * attribute without white space before it, without = and a quoted value, or given twice; an end
 * tag that closes no open element or another one; an & in character data that starts no
 * reference; anything but white space, comments and processing instructions outside the root
 * element, or a second root; a "<!" that opens no comment or CDATA section; a processing
 * instruction without a target; an XML declaration that is malformed or not at the start; any
 * comment, CDATA section, tag or processing instruction left open. Iterative, so that no
 * nesting overflows the stack; deeper than MAX_DEPTH is TOO_DEEP. It refuses all that
 * fast-xml-parser's validator refused (test/fuzz/xml-reader.fuzz.test.ts holds it to that), whose
 * second pass over the text made reading 2.5 times as long (3.0 s against 1.2 s for 10,000
 * generated records); fast-xml-parser's own tree, before, took 2.5 times as long again.
 */
function buildTree(document: string): XmlElement {
  // Line ends as XML reads them: CR LF and a lone CR are LF.
  const text = document.includes("\r") ? document.replace(/\r\n?/g, "\n") : document;
  // The open elements, innermost last, each with its name as written and the namespace
  // prefixes in scope inside it.
  const open: { element: XmlElement; qname: string; scope: Map<string, string> }[] = [];
  const outside = new Map<string, string>();
  let root: XmlElement | null = null;
  const length = text.length;
  let i = 0;
  while (i < length) {
    const inner = open[open.length - 1];
    const current = inner?.element;
    const scope = inner?.scope ?? outside;
    const lt = text.indexOf("<", i);
    const textEnd = lt < 0 ? length : lt;
    if (textEnd > i) {
      if (current) current.text += characterData(text, i, textEnd);
      else if (!onlySpace(text, i, textEnd))
        throw notWellFormed(text, i, root ? "text after the root element" : "text before the root element");
    }
    if (lt < 0) break;
    const next = text.charCodeAt(lt + 1);
    if (next === 0x21 /* ! */) {
      if (text.startsWith("<!--", lt)) {
        const close = text.indexOf("-->", lt + 4);
        if (close < 0) throw notWellFormed(text, lt, "the comment is not closed");
        i = close + 3;
      } else if (text.startsWith("<![CDATA[", lt) && current) {
        const close = text.indexOf("]]>", lt + 9);
        if (close < 0) throw notWellFormed(text, lt, "the CDATA section is not closed");
        current.text += text.slice(lt + 9, close);
        i = close + 3;
      } else throw notWellFormed(text, lt, "unexpected <!");
      continue;
    }
    if (next === 0x3f /* ? */) {
      const close = text.indexOf("?>", lt + 2);
      if (close < 0 || !PI_START.test(text.slice(lt, lt + 64)))
        throw notWellFormed(text, lt, "a processing instruction is not closed or has no target");
      if (
        /^<\?xml[\s?]/.test(text.slice(lt, lt + 6)) &&
        (lt > 0 || !XML_DECLARATION.test(text.slice(lt, close + 2)))
      )
        throw notWellFormed(
          text,
          lt,
          lt > 0 ? "the XML declaration is not at the start" : "the XML declaration is not well-formed",
        );
      i = close + 2;
      continue;
    }
    if (next === 0x2f /* / */) {
      // An end tag: the open element's name as written, white space, >.
      const qname = inner?.qname;
      let at = lt + 2 + (qname?.length ?? 0);
      while (at < length && isSpace(text.charCodeAt(at))) at++;
      if (qname === undefined || !text.startsWith(qname, lt + 2) || text.charCodeAt(at) !== 0x3e)
        throw notWellFormed(
          text,
          lt,
          qname === undefined ? "an end tag with no element open" : `expected the end tag </${qname}>`,
        );
      open.pop();
      i = at + 1;
      continue;
    }
    // A start tag: its name, then name="value" pairs (quotes of either kind) each after white
    // space, then > or />.
    let at = lt + 1;
    while (at < length) {
      const code = text.charCodeAt(at);
      if (isSpace(code) || code === 0x2f || code === 0x3e) break;
      at++;
    }
    if (!isXmlName(text, lt + 1, at)) throw notWellFormed(text, lt, "a tag without a valid name");
    const qname = text.slice(lt + 1, at);
    const rawAttrs: string[] = []; // name, value, name, value, ...
    let empty = false;
    for (;;) {
      const spaceStart = at;
      while (at < length && isSpace(text.charCodeAt(at))) at++;
      const code = text.charCodeAt(at);
      if (code === 0x3e /* > */) {
        at++;
        break;
      }
      if (code === 0x2f /* / */ && text.charCodeAt(at + 1) === 0x3e) {
        empty = true;
        at += 2;
        break;
      }
      if (at === spaceStart || at >= length)
        throw notWellFormed(
          text,
          at,
          at >= length ? `the tag <${qname}> is not closed` : `in the tag <${qname}>`,
        );
      const nameStart = at;
      while (at < length) {
        const c = text.charCodeAt(at);
        if (isSpace(c) || c === 0x3d || c === 0x3e || c === 0x2f) break;
        at++;
      }
      const nameEnd = at;
      while (at < length && isSpace(text.charCodeAt(at))) at++;
      const equals = text.charCodeAt(at) === 0x3d;
      if (equals) at++;
      while (at < length && isSpace(text.charCodeAt(at))) at++;
      const quote = text.charCodeAt(at);
      const close = quote === 0x22 || quote === 0x27 ? text.indexOf(text[at] as string, at + 1) : -1;
      if (!equals || close < 0 || !isXmlName(text, nameStart, nameEnd))
        throw notWellFormed(
          text,
          nameStart,
          `an attribute of <${qname}> without a valid name, = and a quoted value`,
        );
      const name = text.slice(nameStart, nameEnd);
      for (let a = 0; a < rawAttrs.length; a += 2)
        if (rawAttrs[a] === name) throw notWellFormed(text, nameStart, `the attribute ${name} is repeated`);
      rawAttrs.push(name, text.slice(at + 1, close));
      at = close + 1;
    }
    i = at;
    if (open.length > MAX_DEPTH)
      throw xmlInputError(
        "TOO_DEEP",
        `Elemen bersarang lebih dari ${MAX_DEPTH} tingkat / elements are nested more than ${MAX_DEPTH} deep`,
      );
    let elementScope = scope;
    const attrs: Record<string, string> = {};
    if (rawAttrs.length > 0) {
      for (let a = 0; a < rawAttrs.length; a += 2) {
        const name = rawAttrs[a] as string;
        if (name === "xmlns" || name.startsWith("xmlns:")) {
          if (elementScope === scope) elementScope = new Map(scope);
          elementScope.set(
            name === "xmlns" ? "" : name.slice(6),
            decodeReferences(rawAttrs[a + 1] as string),
          );
        }
      }
      for (let a = 0; a < rawAttrs.length; a += 2) {
        const name = rawAttrs[a] as string;
        if (name === "xmlns" || name.startsWith("xmlns:")) continue;
        const colon = name.indexOf(":");
        // Unprefixed attributes are in no namespace, whatever the default namespace is.
        const key =
          colon < 0 ? name : `{${resolve(name.slice(0, colon), elementScope, name)}}${name.slice(colon + 1)}`;
        attrs[key] = decodeReferences(rawAttrs[a + 1] as string);
      }
    }
    const colon = qname.indexOf(":");
    const element: XmlElement = {
      ns: resolve(colon < 0 ? "" : qname.slice(0, colon), elementScope, qname),
      local: colon < 0 ? qname : qname.slice(colon + 1),
      attrs,
      children: [],
      text: "",
    };
    if (current) current.children.push(element);
    else if (root) throw notWellFormed(text, lt, "a second root element");
    else root = element;
    if (!empty) open.push({ element, qname, scope: elementScope });
  }
  const unclosed = open[open.length - 1];
  if (unclosed) throw notWellFormed(text, length, `the element <${unclosed.qname}> is not closed`);
  if (!root)
    throw xmlInputError(
      "NOT_WELL_FORMED",
      "Dokumen harus punya tepat satu elemen akar / the document must have exactly one root element",
    );
  return root;
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
  return { root: buildTree(text), text };
}
