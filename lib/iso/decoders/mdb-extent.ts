import { attribute, childrenNamed, descendAll, firstChild, type XmlElement } from "../../xml/element";
import { XLINK } from "../../xml/namespaces";
import { parseIsoDate, unionOfBoxes } from "../iso-values";
import type { IsoBbox } from "../record";
import { numberOf, plainText, type QName, q, stringOf, type Warn } from "./mdb-values";

// gex:EX_Extent to the model's one area description, one bounding box and one period.
// Several boxes become their union and several periods one span, each with a warning;
// polygons, place identifiers and vertical extents cannot be held and are reported.

export interface ExtentFields {
  deskripsiWilayah: string | null;
  bbox: IsoBbox | null;
  tanggalMulai: Date | null;
  tanggalSelesai: Date | null;
}

function readBox(box: XmlElement, warn: Warn): IsoBbox | null {
  const value = (name: QName) => numberOf(firstChild(box, q(name)));
  const barat = value("gex:westBoundLongitude");
  const timur = value("gex:eastBoundLongitude");
  const selatan = value("gex:southBoundLatitude");
  const utara = value("gex:northBoundLatitude");
  if (barat === null || timur === null || selatan === null || utara === null) {
    warn(
      "Kotak batas tanpa keempat koordinatnya tidak disimpan / " +
        "a bounding box without all four coordinates was left out",
    );
    return null;
  }
  return { barat, timur, selatan, utara };
}

/** A gml time position: its text, or nothing for an indeterminate position such as "now". */
function position(element: XmlElement | undefined, warn: Warn): Date | null {
  const text = plainText(element);
  if (text === null) return null;
  const date = parseIsoDate(text);
  if (!date) {
    warn(
      `Waktu "${text}" pada cakupan waktu bukan tanggal ISO 8601 dan tidak disimpan / ` +
        `the time "${text}" of the temporal extent is not an ISO 8601 date and was left out`,
    );
  }
  return date;
}

/** [begin, end] of a gml:TimePeriod or gml:TimeInstant. */
function readPeriod(primitive: XmlElement, warn: Warn): [Date | null, Date | null] {
  if (primitive.local === "TimeInstant") {
    const instant = position(firstChild(primitive, q("gml:timePosition")), warn);
    return [instant, instant];
  }
  const end = (name: "begin" | "end") =>
    firstChild(primitive, q(`gml:${name}Position`)) ??
    firstChild(
      firstChild(firstChild(primitive, q(`gml:${name}`)), q("gml:TimeInstant")),
      q("gml:timePosition"),
    );
  return [position(end("begin"), warn), position(end("end"), warn)];
}

function extreme(dates: (Date | null)[], pick: (a: number, b: number) => boolean): Date | null {
  return dates.reduce<Date | null>(
    (best, d) => (d && (!best || pick(d.getTime(), best.getTime())) ? d : best),
    null,
  );
}

function readGeographic(extents: XmlElement[], warn: Warn): IsoBbox | null {
  const boxes: IsoBbox[] = [];
  for (const element of extents.flatMap((e) => childrenNamed(e, q("gex:geographicElement")))) {
    const geographic = element.children[0];
    if (geographic?.local === "EX_GeographicBoundingBox") {
      const box = readBox(geographic, warn);
      if (box) boxes.push(box);
    } else if (geographic?.local === "EX_BoundingPolygon")
      warn(
        "Poligon batas tidak disimpan (hanya kotak batas yang disimpan) / " +
          "a bounding polygon was left out (only bounding boxes are kept)",
      );
    else if (geographic?.local === "EX_GeographicDescription")
      warn(
        "Pengenal geografis pada cakupan tidak disimpan / a geographic identifier of the extent was left out",
      );
  }
  if (boxes.length > 1) {
    warn(
      `Dokumen memuat ${boxes.length} kotak batas; gabungannya yang disimpan / ` +
        `the document has ${boxes.length} bounding boxes; their union was kept`,
    );
  }
  return unionOfBoxes(boxes);
}

/** The extents given as mri:extent properties (any number, in any identification). */
export function readExtents(properties: XmlElement[], warn: Warn): ExtentFields {
  const extents = properties.flatMap((p) => childrenNamed(p, q("gex:EX_Extent")));
  const descriptions = [
    ...new Set(
      extents.map((e) =>
        stringOf(firstChild(e, q("gex:description")), warn, ["deskripsi cakupan", "extent description"]),
      ),
    ),
  ];
  const described = descriptions.filter((d): d is string => d !== null);
  if (described.length > 1) {
    warn(
      "Dari beberapa deskripsi cakupan, hanya yang pertama disimpan / " +
        "only the first of several extent descriptions was kept",
    );
  }
  const periods = extents
    .flatMap((e) => descendAll(e, q("gex:temporalElement"), q("gex:EX_TemporalExtent"), q("gex:extent")))
    .map((extent) => extent.children[0])
    .filter((primitive): primitive is XmlElement => primitive !== undefined)
    .map((primitive) => readPeriod(primitive, warn));
  if (periods.length > 1)
    warn(
      `Dokumen memuat ${periods.length} cakupan waktu; yang disimpan tanggal mulai paling awal dan ` +
        "tanggal selesai paling akhir / " +
        `the document has ${periods.length} temporal extents; the earliest begin and latest end were kept`,
    );
  if (extents.some((e) => firstChild(e, q("gex:verticalElement")))) {
    warn("Cakupan vertikal tidak disimpan / the vertical extent was left out");
  }
  const unreferenced = properties.some((p) => p.children.length === 0 && attribute(p, "href", XLINK));
  if (unreferenced) {
    warn(
      "Cakupan yang hanya berupa tautan (xlink:href) tidak disimpan / " +
        "an extent given only as a link (xlink:href) was left out",
    );
  }
  return {
    deskripsiWilayah: described[0] ?? null,
    bbox: readGeographic(extents, warn),
    tanggalMulai: extreme(
      periods.map(([begin]) => begin),
      (a, b) => a < b,
    ),
    tanggalSelesai: extreme(
      periods.map(([, end]) => end),
      (a, b) => a > b,
    ),
  };
}
