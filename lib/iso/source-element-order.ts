import { ISO19115_3_TABLE, ISO19139_TABLE } from "./crosswalk/schema-classes";

// Where an edit may add an element to a source document (source-sections.ts): the order of a
// class's properties, from the tables generated from the official schemas for the crosswalk,
// and the few rules of a Dublin Core record.

/**
 * The place of the property `name` among a class's children in the schema's order, when the
 * class takes it with the namespace prefix `prefix` (a 19139 service's srv:extent is not the
 * gmd:extent a data identification's encoding writes); undefined otherwise.
 */
export function childOrder(
  mdb: boolean,
  parentClass: string,
  name: string,
  prefix: string,
): number | undefined {
  const property = (mdb ? ISO19115_3_TABLE : ISO19139_TABLE).get(parentClass)?.properties.get(name);
  return property && property.prefix === prefix ? property.index : undefined;
}

/** The place of an existing child among its class's children; -1 when the class does not list it. */
export function orderIndex(mdb: boolean, parentClass: string, name: string): number {
  return (mdb ? ISO19115_3_TABLE : ISO19139_TABLE).get(parentClass)?.properties.get(name)?.index ?? -1;
}

const DC_ELEMENTS = "http://purl.org/dc/elements/1.1/";
const DC_TERMS = "http://purl.org/dc/terms/";

/**
 * The place of an element in a Dublin Core record: csw:Record takes the DC elements and terms in
 * any order (0), then its bounding boxes (1); oai_dc:dc takes the fifteen DC elements only. An
 * existing child is placed by its name alone (`namespace` undefined). -1: not taken.
 */
export function dublinCoreOrder(rootLocal: string, name: string, namespace?: string): number {
  const box = name === "BoundingBox" || name === "WGS84BoundingBox";
  if (rootLocal === "dc") return namespace === undefined || namespace === DC_ELEMENTS ? 0 : -1;
  if (namespace === undefined) return box ? 1 : 0;
  if (box) return 1;
  return namespace === DC_ELEMENTS || namespace === DC_TERMS ? 0 : -1;
}
