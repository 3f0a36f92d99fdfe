import type { XmlElement } from "../../xml/element";
import { GML32 } from "../../xml/namespaces";
import type { SchemaTable } from "./schema-classes";

// A cheap check of a built document against the target's class tables: every property is one
// its class has, in the schema's order, as often as the schema allows, mandatory ones present,
// code list values with their attributes. It is not schema validation (values and GML are not
// looked at), but it is what the crosswalk itself could get wrong, so a document that fails it
// is not served (the record's encoding is). GML gets one look: GML 3.2 objects need a gml:id,
// unique in the document, which older (GML 3.1) sources often lack.

/** GML 3.2 elements with upper-case names that are not GML objects (no gml:id). */
const GML_WITHOUT_ID = new Set([
  "Envelope",
  "LinearRing",
  "Ring",
  "LineStringSegment",
  "ArcString",
  "Arc",
  "Circle",
  "PolygonPatch",
  "Triangle",
  "Rectangle",
  "GeodesicString",
  "Geodesic",
]);

function gmlProblems(root: XmlElement): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  const check = (element: XmlElement) => {
    if (element.ns === GML32 && /^[A-Z]/.test(element.local) && !GML_WITHOUT_ID.has(element.local)) {
      const id = element.attrs[`{${GML32}}id`];
      if (id === undefined) problems.push(`gml:${element.local} without gml:id`);
      else if (ids.has(id)) problems.push(`gml:id ${id} twice`);
      else ids.add(id);
    }
    element.children.forEach(check);
  };
  check(root);
  return problems;
}

/** Problems found, as readable lines; empty when the document conforms. */
export function conformanceProblems(
  root: XmlElement,
  table: SchemaTable,
  uriOf: (prefix: string) => string,
  excluded: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  const check = (element: XmlElement, path: string): void => {
    const info = table.get(element.local);
    const here = `${path}/${element.local}`;
    if (!info) return; // gco, gcx and GML values: their content is the source's
    if (element.ns !== uriOf(info.prefix)) problems.push(`${here}: namespace ${element.ns}`);
    if (info.kind === "codelist") {
      if (element.attrs.codeList === undefined || element.attrs.codeListValue === undefined)
        problems.push(`${here}: code list value without codeList or codeListValue`);
      return;
    }
    if (info.kind !== "class") return;
    const counts = new Map<string, number>();
    let last = -1;
    for (const property of element.children) {
      const known = info.properties.get(property.local);
      if (!known) {
        problems.push(`${here}: no property ${property.local}`);
        continue;
      }
      if (property.ns !== uriOf(known.prefix))
        problems.push(`${here}/${property.local}: namespace ${property.ns}`);
      if (known.index < last) problems.push(`${here}/${property.local}: out of order`);
      last = known.index;
      counts.set(property.local, (counts.get(property.local) ?? 0) + 1);
      const values = property.children.filter((value) => value.local !== "PT_FreeText");
      if (values.length > 1) problems.push(`${here}/${property.local}: ${values.length} values`);
      for (const value of property.children) check(value, `${here}/${property.local}`);
    }
    for (const [name, known] of info.properties) {
      const count = counts.get(name) ?? 0;
      if (count < known.min && !excluded.has(`${element.local}.${name}`))
        problems.push(`${here}: ${name} missing`);
      if (count > known.max) problems.push(`${here}: ${name} ${count} times`);
    }
  };
  check(root, "");
  return [...problems, ...gmlProblems(root)];
}
