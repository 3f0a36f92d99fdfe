import type { TSourceGeometry } from "../../schemas/source-details";
import { attribute, childrenNamed, firstChild, type XmlElement } from "../../xml/element";
import { GML31, GML32 } from "../../xml/namespaces";

// GML geometries of bounding polygons (GML 3.2 and 3.1) as GeoJSON: Polygon (exterior and
// interior LinearRings), MultiSurface and MultiPolygon, LineString and Point, with positions
// in posList, pos or coordinates. GeoJSON is longitude first: a latitude-first CRS (EPSG's
// geographic ones, which GML 3 writes latitude first) has its positions turned round. What
// cannot be read (curves, rings of fewer than four positions, odd counts) gives null.

const GML = [GML32, GML31];
const gml = (local: string) => [GML, local] as const;
type Position = [number, number];

// Geographic 2D CRSs whose EPSG axis order is latitude, longitude: WGS 84, ETRS89, NAD83,
// GDA94, GDA2020, SIRGAS 2000, DGN95 (Indonesia), NZGD2000, ITRF2005 and others often seen.
const LATITUDE_FIRST = new Set(["4326", "4258", "4269", "4283", "7844", "4674", "4755", "4167", "4896"]);

/** Whether an srsName names a latitude-first CRS (not the x/y "…/epsg.xml#4326" form or CRS84). */
export function isLatitudeFirst(srsName: string | undefined): boolean {
  if (!srsName || /epsg\.xml#/i.test(srsName)) return false;
  const code = /EPSG(?::+|\/\d+(?:\.\d+)*\/|:\d+(?:\.\d+)*:)(\d+)$/i.exec(srsName.trim())?.[1];
  return code !== undefined && LATITUDE_FIRST.has(code);
}

const NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

function numbers(text: string): number[] | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length === 1 && parts[0] === "") return [];
  return parts.every((part) => NUMBER.test(part)) ? parts.map(Number) : null;
}

interface Axes {
  dimension: number;
  latitudeFirst: boolean;
}

function position(values: number[], axes: Axes): Position {
  const [a = 0, b = 0] = values;
  return axes.latitudeFirst ? [b, a] : [a, b];
}

/** The positions of a ring or line: one posList, several pos, or a GML 3.1 coordinates string. */
function positions(element: XmlElement, inherited: Axes): Position[] | null {
  const posList = firstChild(element, gml("posList"));
  if (posList) {
    const dimension = Number(attribute(posList, "srsDimension") ?? inherited.dimension) || 2;
    const values = numbers(posList.text);
    if (!values || values.length % dimension !== 0) return null;
    const axes = { ...inherited, dimension };
    return Array.from({ length: values.length / dimension }, (_, i) =>
      position(values.slice(i * dimension, i * dimension + dimension), axes),
    );
  }
  const pos = childrenNamed(element, gml("pos"));
  if (pos.length > 0) {
    const all = pos.map((p) => numbers(p.text));
    if (all.some((values) => !values || values.length < 2)) return null;
    return all.map((values) => position(values as number[], inherited));
  }
  const coordinates = firstChild(element, gml("coordinates"));
  if (!coordinates) return null;
  // GML 3.1 "x,y x,y": commas between a position's values (cs), spaces between positions (ts).
  const cs = attribute(coordinates, "cs") ?? ",";
  const ts = attribute(coordinates, "ts") ?? " ";
  const tuples = coordinates.text.trim().split(ts === " " ? /\s+/ : ts);
  const all = tuples.map((tuple) => numbers(tuple.split(cs).join(" ")));
  if (all.some((values) => !values || values.length < 2)) return null;
  return all.map((values) => position(values as number[], inherited));
}

function ring(boundary: XmlElement | undefined, axes: Axes): Position[] | null {
  const linearRing = firstChild(boundary, gml("LinearRing"));
  const ringPositions = linearRing ? positions(linearRing, axes) : null;
  return ringPositions && ringPositions.length >= 4 ? ringPositions : null;
}

function axesOf(element: XmlElement, inherited: Axes): Axes {
  const srsName = attribute(element, "srsName");
  const dimension = Number(attribute(element, "srsDimension")) || inherited.dimension;
  return { dimension, latitudeFirst: srsName ? isLatitudeFirst(srsName) : inherited.latitudeFirst };
}

function polygon(element: XmlElement, inherited: Axes): Position[][] | null {
  const axes = axesOf(element, inherited);
  const exterior = ring(
    firstChild(element, gml("exterior")) ?? firstChild(element, gml("outerBoundaryIs")),
    axes,
  );
  if (!exterior) return null;
  const interiors = [
    ...childrenNamed(element, gml("interior")),
    ...childrenNamed(element, gml("innerBoundaryIs")),
  ];
  const holes = interiors.map((boundary) => ring(boundary, axes));
  return holes.every((hole) => hole !== null) ? [exterior, ...(holes as Position[][])] : null;
}

/** The polygons of a MultiSurface or MultiPolygon (surfaceMember(s), polygonMember). */
function members(element: XmlElement, axes: Axes): Position[][][] | null {
  const polygons = [
    ...childrenNamed(element, gml("surfaceMember")).map((member) => member.children[0]),
    ...childrenNamed(element, gml("polygonMember")).map((member) => member.children[0]),
    ...(firstChild(element, gml("surfaceMembers"))?.children ?? []),
  ].map((member) => (member && member.local === "Polygon" ? polygon(member, axes) : null));
  return polygons.length > 0 && polygons.every((p) => p !== null) ? (polygons as Position[][][]) : null;
}

/** A GML geometry as GeoJSON, or null when it cannot be read. `srsName` may come from an enclosing element. */
export function gmlToGeoJson(element: XmlElement, srsName?: string): TSourceGeometry | null {
  if (!GML.includes(element.ns)) return null;
  const axes = axesOf(element, { dimension: 2, latitudeFirst: isLatitudeFirst(srsName) });
  switch (element.local) {
    case "Polygon": {
      const coordinates = polygon(element, axes);
      return coordinates && { type: "Polygon", coordinates };
    }
    case "MultiSurface":
    case "MultiPolygon": {
      const coordinates = members(element, axes);
      return coordinates && { type: "MultiPolygon", coordinates };
    }
    case "LineString": {
      const coordinates = positions(element, axes);
      return coordinates && coordinates.length >= 2 ? { type: "LineString", coordinates } : null;
    }
    case "Point": {
      const [point] = positions(element, axes) ?? [];
      return point ? { type: "Point", coordinates: point } : null;
    }
    default:
      return null;
  }
}
