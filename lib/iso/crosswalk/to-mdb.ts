import type { XmlElement } from "../../xml/element";
import { CODE_LISTS, GML32, ISO19139 } from "../../xml/namespaces";
import type { Crosswalk, Direction } from "./engine";
import { GMD_NAMESPACES, MDB_NAMESPACES, type MdbEdition, prefixOfNamespace } from "./namespaces";
import { ISO19115_3_TABLE, ISO19139_TABLE, type PropertyInfo } from "./schema-classes";
import { ADDED_IN_2018 } from "./tables/iso19115-3-classes";
import { METADATA_RULES } from "./to-mdb-metadata";
import { PARTY_RULES } from "./to-mdb-parties";
import { RESOURCE_RULES } from "./to-mdb-resource";
import { deepCopy, el, leaf, ownText } from "./tree";

// ISO 19139 to ISO 19115-3: the direction's tables and value conversions. The class rules
// are in to-mdb-metadata.ts (the record and its quality), to-mdb-parties.ts (responsible
// parties and contacts) and to-mdb-resource.ts (identification, content, distribution).

/** A gml:id no other element of the document has: `wanted` if free, else it numbered. */
export function newGmlId(cx: Crosswalk, wanted = "ti"): string {
  let id = wanted;
  while (cx.gmlIds.has(id) || id === "ti") id = `${wanted}${++cx.idCount}`;
  cx.gmlIds.add(id);
  return id;
}

/** A LanguageCode for a language given as text (ISO 19115-3 names a language by code only). */
export function languageCode(value: XmlElement, cx: Crosswalk): XmlElement | null {
  if (value.local === "LanguageCode") return cx.codeListValue(value);
  if (value.ns !== ISO19139.gco || value.local !== "CharacterString") {
    cx.dropHere(value);
    return null;
  }
  const text = ownText(value);
  return cx.el(
    "lan",
    "LanguageCode",
    { codeList: `${CODE_LISTS.iso19115_3}#LanguageCode`, codeListValue: text },
    [],
    text,
  );
}

function convertValue(
  value: XmlElement,
  property: PropertyInfo,
  cx: Crosswalk,
): XmlElement | null | undefined {
  const gco = cx.direction.targetGco;
  if (property.type === "LanguageCode") return languageCode(value, cx);
  if (value.ns === ISO19139.gmx && ["Anchor", "FileName", "MimeFileType"].includes(value.local))
    return deepCopy(value, (ns) => (ns === ISO19139.gmx ? cx.direction.targetUri("gcx") : ns));
  if (value.ns === ISO19139.gmd && value.local === "PT_FreeText")
    return deepCopy(value, (ns) => (ns === ISO19139.gmd ? cx.direction.targetUri("lan") : ns));
  if (value.ns === ISO19139.gmd && value.local === "URL") return leaf(gco, "CharacterString", ownText(value));
  if (value.ns === ISO19139.gts && value.local === "TM_PeriodDuration")
    return leaf(gco, "TM_PeriodDuration", ownText(value));
  if (value.ns !== ISO19139.gco) return undefined;
  // 19115-3 names by ScopedName only where 19139 also took a LocalName (serviceType, feature types).
  if (value.local === "LocalName") return el(gco, "ScopedName", { ...value.attrs }, [], ownText(value));
  if (value.local === "Binary" && property.type.endsWith("OnlineResource")) {
    cx.dropHere(value);
    return null;
  }
  // 19115-3 keeps a date-time where 19139 allowed a date (editionDate): a date has no place there.
  if (property.type === "DateTime" && value.local !== "DateTime") {
    cx.dropHere(value);
    return null;
  }
  if (property.type === "TM_Primitive" && value.local === "DateTime") {
    const instant = el(GML32, "TimeInstant", { [`{${GML32}}id`]: newGmlId(cx) });
    instant.children.push(leaf(GML32, "timePosition", ownText(value)));
    return instant;
  }
  if (property.type === "Boolean" && value.local === "CharacterString") {
    const text = ownText(value).trim();
    if (["true", "false", "1", "0"].includes(text)) return leaf(gco, "Boolean", text);
    cx.dropHere(value);
    return null;
  }
  return undefined;
}

// mds/1.0, the 2016 entry schema, does not import mex: metadata extension information has no
// place in a 2016 document that validates.
const excluded2016 = new Set([...ADDED_IN_2018, "MD_MetadataExtensionInformation"]);

/** The direction's tables for an edition of ISO 19115-3. */
export function toMdbDirection(edition: MdbEdition): Direction {
  const namespaces = MDB_NAMESPACES[edition];
  return {
    source: ISO19139_TABLE,
    target: ISO19115_3_TABLE,
    targetUri: (prefix) => {
      const uri = namespaces[prefix];
      if (!uri) throw new Error(`crosswalk: no ISO 19115-3 namespace for ${prefix}`);
      return uri;
    },
    sourceUri: (prefix) => GMD_NAMESPACES[prefix] ?? "",
    sourcePrefix: prefixOfNamespace,
    sourceGco: ISO19139.gco,
    targetGco: namespaces.gco as string,
    classes: { ...PARTY_RULES, ...RESOURCE_RULES, ...METADATA_RULES },
    codeLists: { Country: "CountryCode", MX_ScopeCode: "MD_ScopeCode" },
    codeListCatalogue: CODE_LISTS.iso19115_3,
    value: convertValue,
    enumerations: { MD_PixelOrientationCode: { center: "centre" } },
    excluded: edition === "2016" ? excluded2016 : undefined,
    edition,
  };
}
