import { GML32 } from "../../xml/namespaces";
import { gmlId, isoDateOrDateTime, xsDecimal } from "../iso-values";
import type { IsoRecord } from "../record";
import type { DomElement, MdbWriter, QName } from "./mdb-writer";

// gex:EX_Extent: the area description, the WGS84 bounding box and the time period. A period
// with only one known end writes the other as indeterminate "unknown" (gml:TimePeriod needs both).

function writePosition(w: MdbWriter, period: DomElement, name: QName, date: Date | null) {
  const position = w.el(period, name);
  if (date) w.txt(position, isoDateOrDateTime(date));
  else w.attribute(position, "indeterminatePosition", "unknown");
}

export function writeExtent(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  const hasPeriod = r.tanggalMulai !== null || r.tanggalSelesai !== null;
  if (!r.deskripsiWilayah && !r.bbox && !hasPeriod) return;
  const extent = w.el(w.el(parent, "mri:extent"), "gex:EX_Extent");
  w.text(extent, "gex:description", r.deskripsiWilayah);
  if (r.bbox) {
    const box = w.el(w.el(extent, "gex:geographicElement"), "gex:EX_GeographicBoundingBox");
    w.value(box, "gex:westBoundLongitude", "gco:Decimal", xsDecimal(r.bbox.barat));
    w.value(box, "gex:eastBoundLongitude", "gco:Decimal", xsDecimal(r.bbox.timur));
    w.value(box, "gex:southBoundLatitude", "gco:Decimal", xsDecimal(r.bbox.selatan));
    w.value(box, "gex:northBoundLatitude", "gco:Decimal", xsDecimal(r.bbox.utara));
  }
  if (hasPeriod) {
    const temporal = w.el(w.el(extent, "gex:temporalElement"), "gex:EX_TemporalExtent");
    const period = w.el(w.el(temporal, "gex:extent"), "gml:TimePeriod");
    w.attribute(period, "gml:id", gmlId(r.fileIdentifier, "temporal-extent"), GML32);
    writePosition(w, period, "gml:beginPosition", r.tanggalMulai);
    writePosition(w, period, "gml:endPosition", r.tanggalSelesai);
  }
}
