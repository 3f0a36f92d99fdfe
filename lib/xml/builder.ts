import { create } from "xmlbuilder2";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";

/** A new XML document with the UTF-8 declaration. */
export function newXmlDocument(): XMLBuilder {
  return create({ version: "1.0", encoding: "UTF-8" });
}

/** Serialises a document built with newXmlDocument (indented: these are files people read). */
export function xmlToString(document: XMLBuilder, { pretty = true } = {}): string {
  return document.end({ prettyPrint: pretty });
}
