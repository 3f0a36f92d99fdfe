import { attribute, descend, firstChild, type XmlElement } from "../../xml/element";
import { GML31, GML32 } from "../../xml/namespaces";
import { parseIsoDate, unionOfBoxes } from "../iso-values";
import type { IsoBbox } from "../record";
import { classOf, gmd, objectOf, objectsOf, readNumber, readText, srvOrGmd, type Warnings } from "./gmd-read";

// The extents of every identification section, merged into the one extent the model holds: the
// union of the bounding boxes, the earliest begin and latest end, the first description. What
// the model cannot hold (polygons, vertical extents) is reported.

const GML = [GML32, GML31];

interface Period {
  begin: Date | null;
  end: Date | null;
}

export function readExtent(identifications: XmlElement[], warnings: Warnings) {
  const extents = identifications.flatMap((identification) => objectsOf(identification, srvOrGmd("extent")));
  const boxes: IsoBbox[] = [];
  const periods: Period[] = [];
  const descriptions: string[] = [];
  // What the record cannot hold, by English name (a Map keeps each once, in first-seen order).
  const dropped = new Map<string, string>();
  for (const extent of extents) {
    const description = readText(firstChild(extent, gmd("description")));
    if (description !== undefined) descriptions.push(description);
    for (const element of objectsOf(extent, gmd("geographicElement"))) {
      readGeographicElement(element, { boxes, descriptions, dropped }, warnings);
    }
    for (const element of objectsOf(extent, gmd("temporalElement"))) {
      const period = readPeriod(objectOf(firstChild(element, gmd("extent"))), warnings);
      if (period && (period.begin || period.end)) periods.push(period);
    }
    if (objectsOf(extent, gmd("verticalElement")).length > 0)
      dropped.set("vertical extents", "cakupan vertikal");
  }
  if (descriptions.length > 1) {
    const further = descriptions.length - 1;
    dropped.set(`${further} further extent descriptions`, `${further} deskripsi cakupan lainnya`);
  }
  if (dropped.size > 0) {
    warnings.push(
      "Tidak disimpan (rekaman hanya memuat satu kotak batas, satu periode, dan satu deskripsi): " +
        `${[...dropped.values()].join(", ")} / not kept (the record holds one box, period and ` +
        `description): ${[...dropped.keys()].join(", ")}`,
    );
  }
  return {
    bbox: union(boxes, warnings),
    deskripsiWilayah: descriptions[0] ?? null,
    ...span(periods, warnings),
  };
}

function readGeographicElement(
  element: XmlElement,
  found: { boxes: IsoBbox[]; descriptions: string[]; dropped: Map<string, string> },
  warnings: Warnings,
): void {
  const kind = classOf(element);
  if (kind.endsWith("EX_GeographicDescription")) {
    const code = readText(descend(objectOf(firstChild(element, gmd("geographicIdentifier"))), gmd("code")));
    if (code !== undefined) found.descriptions.push(code);
  } else if (kind.endsWith("EX_BoundingPolygon")) found.dropped.set("bounding polygons", "poligon batas");
  else if (kind.endsWith("EX_GeographicBoundingBox")) {
    const side = (local: string) =>
      readNumber(
        firstChild(element, gmd(local)),
        [`Kotak batas ${local}`, `bounding box ${local}`],
        warnings,
      );
    const [barat, timur, selatan, utara] = [
      side("westBoundLongitude"),
      side("eastBoundLongitude"),
      side("southBoundLatitude"),
      side("northBoundLatitude"),
    ];
    if (barat === null || timur === null || selatan === null || utara === null) {
      warnings.push(
        "Kotak batas tanpa keempat koordinatnya dilewati / a bounding box without all four coordinates was skipped",
      );
    } else found.boxes.push({ barat, timur, selatan, utara });
  }
}

function union(boxes: IsoBbox[], warnings: Warnings): IsoBbox | null {
  if (boxes.length > 1)
    warnings.push(
      `${boxes.length} kotak batas digabung menjadi satu yang mencakup semuanya / ` +
        `${boxes.length} bounding boxes were merged into one that covers them all`,
    );
  return unionOfBoxes(boxes);
}

/** gml:TimePeriod (positions, or begin/end TimeInstants) or gml:TimeInstant, GML 3.2 or 3.1. */
function readPeriod(primitive: XmlElement | undefined, warnings: Warnings): Period | null {
  if (!primitive || !GML.includes(primitive.ns)) return null;
  if (primitive.local === "TimeInstant") {
    const instant = readPosition(firstChild(primitive, [GML, "timePosition"]), warnings);
    return { begin: instant, end: instant };
  }
  if (primitive.local !== "TimePeriod") return null;
  const position = (edge: "begin" | "end") =>
    firstChild(primitive, [GML, `${edge}Position`]) ??
    descend(primitive, [GML, edge], [GML, "TimeInstant"], [GML, "timePosition"]);
  return { begin: readPosition(position("begin"), warnings), end: readPosition(position("end"), warnings) };
}

/** An empty or indeterminate position (unknown, now) is an open end, not an error. */
function readPosition(position: XmlElement | undefined, warnings: Warnings): Date | null {
  const text = readText(position);
  if (text === undefined || attribute(position, "indeterminatePosition")) return null;
  const date = parseIsoDate(text);
  if (!date) {
    warnings.push(
      `Cakupan waktu: "${text}" bukan tanggal; dikosongkan / temporal extent: "${text}" is not a date; left empty`,
    );
  }
  return date;
}

function span(periods: Period[], warnings: Warnings) {
  if (periods.length > 1)
    warnings.push(
      `${periods.length} cakupan waktu digabung menjadi satu yang meliputi semuanya / ` +
        `${periods.length} temporal extents were merged into one that spans them all`,
    );
  const times = (edge: keyof Period) => periods.flatMap((period) => period[edge]?.getTime() ?? []);
  const begins = times("begin");
  const ends = times("end");
  return {
    tanggalMulai: begins.length > 0 ? new Date(Math.min(...begins)) : null,
    tanggalSelesai: ends.length > 0 ? new Date(Math.max(...ends)) : null,
  };
}
