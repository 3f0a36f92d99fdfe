import type { XmlElement } from "../../xml/element";
import { CODE_LISTS, GML32, ISO19139 } from "../../xml/namespaces";
import type { Crosswalk, Direction } from "./engine";
import { GMD_NAMESPACES, MDB_NAMESPACES, type MdbEdition, prefixOfNamespace } from "./namespaces";
import { ISO19115_3_TABLE, ISO19139_TABLE, type PropertyInfo } from "./schema-classes";
import { METADATA_RULES } from "./to-gmd-metadata";
import { PARTY_RULES } from "./to-gmd-parties";
import { RESOURCE_RULES } from "./to-gmd-resource";
import { childNamed, deepCopy, leaf, ownText } from "./tree";

// ISO 19115-3 (either edition) to ISO 19139: the direction's tables and value conversions,
// the inverse of to-mdb.ts. The class rules are in to-gmd-metadata.ts, to-gmd-parties.ts
// and to-gmd-resource.ts.

const gmx = ISO19139.gmx;

function convertValue(
  value: XmlElement,
  property: PropertyInfo,
  cx: Crosswalk,
): XmlElement | null | undefined {
  const lan = cx.direction.sourceUri("lan");
  const gcx = cx.direction.sourceUri("gcx");
  const gco = cx.direction.sourceGco;
  if (property.type === "URL") {
    if (value.local !== "CharacterString" && value.local !== "Anchor") return undefined;
    for (const key of Object.keys(value.attrs)) cx.dropHere(`${cx.name(value)}/@${cx.attributeName(key)}`);
    return leaf(ISO19139.gmd, "URL", ownText(value));
  }
  if (property.type === "ObjectReference") {
    cx.dropHere(value);
    return null;
  }
  if (value.ns === gcx && ["Anchor", "FileName", "MimeFileType"].includes(value.local))
    return deepCopy(value, (ns) => (ns === gcx ? gmx : ns));
  if (value.ns === lan && value.local === "PT_FreeText")
    return deepCopy(value, (ns) => (ns === lan ? ISO19139.gmd : ns));
  if (value.ns === GML32 && value.local === "TimeInstant" && property.type === "DateTime") {
    const position = childNamed(value, "timePosition");
    const text = position ? ownText(position) : "";
    if (!position || Object.keys(position.attrs).length > 0 || !/^\d{4}-\d\d-\d\dT/.test(text)) {
      cx.dropHere(value);
      return null;
    }
    cx.dropHere(`${cx.name(value)}/@gml:id`);
    return leaf(ISO19139.gco, "DateTime", text);
  }
  if (value.ns === GML32 && property.type === "DateTime") {
    cx.dropHere(value);
    return null;
  }
  if (value.ns !== gco) return undefined;
  if (value.local === "TM_PeriodDuration") return leaf(ISO19139.gts, "TM_PeriodDuration", ownText(value));
  if (value.local === "ScopedName")
    return leaf(ISO19139.gco, "LocalName", ownText(value), { ...value.attrs });
  if (value.local === "Boolean" && property.type === "CharacterString")
    return leaf(ISO19139.gco, "CharacterString", ownText(value));
  return undefined;
}

/** The direction's tables for a document of the given ISO 19115-3 edition. */
export function toGmdDirection(edition: MdbEdition): Direction {
  const source = MDB_NAMESPACES[edition];
  return {
    source: ISO19115_3_TABLE,
    target: ISO19139_TABLE,
    targetUri: (prefix) => {
      const uri = GMD_NAMESPACES[prefix];
      if (!uri) throw new Error(`crosswalk: no ISO 19139 namespace for ${prefix}`);
      return uri;
    },
    sourceUri: (prefix) => source[prefix] ?? "",
    sourcePrefix: prefixOfNamespace,
    sourceGco: source.gco as string,
    targetGco: ISO19139.gco,
    classes: { ...PARTY_RULES, ...RESOURCE_RULES, ...METADATA_RULES },
    codeLists: { CountryCode: "Country" },
    codeListCatalogue: CODE_LISTS.iso19139,
    value: convertValue,
    enumerations: { MD_PixelOrientationCode: { centre: "center" } },
    edition,
  };
}
