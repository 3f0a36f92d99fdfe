import type { TSourceDetails } from "../../schemas/source-details";
import { attribute, descend, firstChild, type XmlElement } from "../../xml/element";
import { GML31, GML32 } from "../../xml/namespaces";
import { classOf, readText } from "../decoders/gmd-read";
import { gmlToGeoJson } from "./gml-geometry";
import { identifierOf, type Names, objectIn, objects, present } from "./read";

// Every extent of every identification section: each bounding box and polygon with whether it
// includes or excludes (extentTypeCode), each geographic identifier, and each temporal extent
// with its positions as written ("2015-05", "2013-11-01Z") and indeterminate positions kept.

type ExtentDetails = Pick<TSourceDetails, "batas" | "poligon" | "pengenalWilayah" | "periode">;

const GML = [GML32, GML31];
const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

const numberIn = (property: XmlElement | undefined) => {
  const text = readText(property);
  return text !== undefined && NUMBER.test(text) ? Number(text) : null;
};

/** extentTypeCode: false (or 0) excludes; absent or anything else includes, as ISO defaults. */
function includes(element: XmlElement, name: Names): boolean {
  const value = readText(firstChild(element, name("extentTypeCode")));
  return value !== "false" && value !== "0";
}

function box(element: XmlElement, name: Names): ExtentDetails["batas"][number] | null {
  const side = (local: string) => numberIn(firstChild(element, name(local)));
  const [barat, timur, selatan, utara] = [
    side("westBoundLongitude"),
    side("eastBoundLongitude"),
    side("southBoundLatitude"),
    side("northBoundLatitude"),
  ];
  if (barat === null || timur === null || selatan === null || utara === null) return null;
  return { barat, timur, selatan, utara, termasuk: includes(element, name) };
}

function polygons(element: XmlElement, name: Names): ExtentDetails["poligon"] {
  const termasuk = includes(element, name);
  return objects(element, name("polygon")).flatMap((geometry) => {
    const srsName = attribute(geometry, "srsName")?.trim() || undefined;
    const geometri = gmlToGeoJson(geometry, srsName);
    return geometri ? [{ termasuk, srsName, geometri }] : [];
  });
}

/** A gml position's text and indeterminatePosition, as written. */
function position(element: XmlElement | undefined): [string | undefined, string | undefined] {
  return [readText(element), attribute(element, "indeterminatePosition")?.trim() || undefined];
}

function period(primitive: XmlElement | undefined): ExtentDetails["periode"][number] | null {
  if (!primitive || !GML.includes(primitive.ns)) return null;
  let begin: ReturnType<typeof position>;
  let end: ReturnType<typeof position>;
  if (primitive.local === "TimeInstant") {
    begin = end = position(firstChild(primitive, [GML, "timePosition"]));
  } else if (primitive.local === "TimePeriod") {
    const edge = (which: "begin" | "end") =>
      firstChild(primitive, [GML, `${which}Position`]) ??
      descend(primitive, [GML, which], [GML, "TimeInstant"], [GML, "timePosition"]);
    begin = position(edge("begin"));
    end = position(edge("end"));
  } else return null;
  const [mulai, mulaiIndeterminate] = begin;
  const [selesai, selesaiIndeterminate] = end;
  if (!mulai && !selesai && !mulaiIndeterminate && !selesaiIndeterminate) return null;
  return { mulai, selesai, mulaiIndeterminate, selesaiIndeterminate };
}

/** The extents of the identification sections (gmd:extent, srv:extent, mri:extent). */
export function readExtentDetails(identifications: XmlElement[], name: Names): ExtentDetails {
  const details: ExtentDetails = { batas: [], poligon: [], pengenalWilayah: [], periode: [] };
  const extents = identifications.flatMap((identification) => objects(identification, name("extent")));
  for (const extent of extents) {
    for (const element of objects(extent, name("geographicElement"))) {
      const kind = classOf(element);
      if (kind.endsWith("EX_GeographicBoundingBox")) details.batas.push(...present([box(element, name)]));
      else if (kind.endsWith("EX_BoundingPolygon")) details.poligon.push(...polygons(element, name));
      else if (kind.endsWith("EX_GeographicDescription")) {
        const identifier = objectIn(element, name("geographicIdentifier"));
        details.pengenalWilayah.push(...present([identifierOf(identifier, name)]));
      }
    }
    for (const element of objects(extent, name("temporalElement"))) {
      details.periode.push(...present([period(objectIn(element, name("extent")))]));
    }
  }
  return details;
}
