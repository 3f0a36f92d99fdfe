import { AppError } from "../errors";
import type { XmlElement } from "../xml/element";
import { readXml } from "../xml/read-xml";

// Static rules for an uploaded XSLT stylesheet. xsltproc's --nonet stops network access but
// still lets document() read local files, so a stylesheet may use no document(), no
// xsl:include/xsl:import, no extension elements and no extension functions (e.g. EXSLT
// dyn:evaluate, which could build a document() call at run time). XSLT 1.0 core only.

export const XSL_NS = "http://www.w3.org/1999/XSL/Transform";
export const STYLESHEET_MAX_BYTES = 512 * 1024;

const FORBIDDEN_XSL_ELEMENTS = new Set(["include", "import", "result-document"]);
const DOCUMENT_CALL = /(^|[^\w.:-])document\s*\(/;
/** A prefixed name followed by "(" is an extension function call in XPath 1.0. */
const EXTENSION_CALL = /[A-Za-z_][\w.-]*:[A-Za-z_][\w.-]*\s*\(/;

function refuse(message: string, details: Record<string, unknown> = {}): never {
  throw new AppError("VALIDATION_FAILED", message, { reason: "XSLT_NOT_ALLOWED", ...details });
}

function checkExpression(value: string, where: string): void {
  if (DOCUMENT_CALL.test(value)) {
    refuse(
      `Stylesheet memanggil document() (${where}); membaca dokumen lain tidak diizinkan / the stylesheet calls document() (${where}); reading other documents is not allowed`,
      { where },
    );
  }
  const extension = EXTENSION_CALL.exec(value);
  if (extension) {
    refuse(
      `Stylesheet memanggil fungsi ekstensi ${extension[0].replace(/\s*\($/, "")}() (${where}); hanya fungsi inti XSLT 1.0 yang diizinkan / the stylesheet calls the extension function ${extension[0].replace(/\s*\($/, "")}() (${where}); only XSLT 1.0 core functions are allowed`,
      { where },
    );
  }
}

function checkElement(element: XmlElement): void {
  const where = `<${element.local}>`;
  if (element.ns === XSL_NS && FORBIDDEN_XSL_ELEMENTS.has(element.local)) {
    refuse(
      `xsl:${element.local} tidak diizinkan: stylesheet harus berdiri sendiri / xsl:${element.local} is not allowed: a stylesheet must be self-contained`,
      { where },
    );
  }
  for (const [name, value] of Object.entries(element.attrs)) {
    if (name.endsWith("extension-element-prefixes")) {
      refuse(
        "Elemen ekstensi (extension-element-prefixes) tidak diizinkan / extension elements are not allowed",
        { where },
      );
    }
    // Attribute values are XPath expressions in XSL elements and may hold {templates} elsewhere.
    checkExpression(value, `${where} @${name}`);
  }
  for (const child of element.children) checkElement(child);
}

/** Parses and checks a stylesheet; throws VALIDATION_FAILED with the first problem found. */
export function checkStylesheet(text: string): void {
  if (Buffer.byteLength(text) > STYLESHEET_MAX_BYTES) {
    refuse(
      `Stylesheet lebih besar dari ${STYLESHEET_MAX_BYTES} bita / the stylesheet is larger than ${STYLESHEET_MAX_BYTES} bytes`,
    );
  }
  const root = readXml(text, STYLESHEET_MAX_BYTES);
  if (root.ns !== XSL_NS || (root.local !== "stylesheet" && root.local !== "transform")) {
    refuse(
      "Bukan stylesheet XSLT: akarnya harus xsl:stylesheet atau xsl:transform / not an XSLT stylesheet: the root must be xsl:stylesheet or xsl:transform",
      {
        root: `{${root.ns}}${root.local}`,
      },
    );
  }
  if (root.attrs.version !== "1.0") {
    refuse(
      `Hanya XSLT 1.0 yang didukung / only XSLT 1.0 is supported (version="${root.attrs.version ?? ""}")`,
    );
  }
  checkElement(root);
}
