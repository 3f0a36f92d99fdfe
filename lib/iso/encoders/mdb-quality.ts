import { GML32 } from "../../xml/namespaces";
import { gmlId } from "../iso-values";
import type { IsoQualityReport, IsoRecord } from "../record";
import type { DomElement, MdbWriter } from "./mdb-writer";

// ISO 19157 quality reports (mdq/1.0, the same schema in both editions) and the lineage.
// One report element carries up to two results: the quantitative value and the conformance
// verdict. A conformance result whose verdict is unknown keeps its specification and
// explanation with a nil pass, so no field of the report is dropped.

/** Concrete report elements of mdq/1.0; anything else is written as a usability element. */
const DQ_ELEMENTS = new Set([
  "DQ_AbsoluteExternalPositionalAccuracy",
  "DQ_AccuracyOfATimeMeasurement",
  "DQ_CompletenessCommission",
  "DQ_CompletenessOmission",
  "DQ_ConceptualConsistency",
  "DQ_DomainConsistency",
  "DQ_FormatConsistency",
  "DQ_GriddedDataPositionalAccuracy",
  "DQ_NonQuantitativeAttributeCorrectness",
  "DQ_QuantitativeAttributeAccuracy",
  "DQ_RelativeInternalPositionalAccuracy",
  "DQ_TemporalConsistency",
  "DQ_TemporalValidity",
  "DQ_ThematicClassificationCorrectness",
  "DQ_TopologicalConsistency",
  "DQ_UsabilityElement",
]);

/** ISO 19139 names that ISO 19157 renamed. */
const RENAMED: Record<string, string> = {
  DQ_NonQuantitativeAttributeAccuracy: "DQ_NonQuantitativeAttributeCorrectness",
};

function reportElementName(elemen: string): string {
  const name = RENAMED[elemen] ?? elemen;
  return DQ_ELEMENTS.has(name) ? name : "DQ_UsabilityElement";
}

function writeQuantitative(w: MdbWriter, element: DomElement, q: IsoQualityReport, unitId: string) {
  const result = w.el(w.el(element, "mdq:result"), "mdq:DQ_QuantitativeResult");
  if (q.nilai !== null) w.value(result, "mdq:value", "gco:Record", q.nilai);
  else w.nil(result, "mdq:value");
  if (!q.satuan) return;
  const unit = w.el(w.el(result, "mdq:valueUnit"), "gml:UnitDefinition");
  w.attribute(unit, "gml:id", unitId, GML32);
  w.txt(w.attribute(w.el(unit, "gml:identifier"), "codeSpace", "http://unitsofmeasure.org"), q.satuan);
}

function writeConformance(w: MdbWriter, element: DomElement, q: IsoQualityReport) {
  const result = w.el(w.el(element, "mdq:result"), "mdq:DQ_ConformanceResult");
  if (q.spesifikasi) {
    w.text(w.el(w.el(result, "mdq:specification"), "cit:CI_Citation"), "cit:title", q.spesifikasi);
  } else {
    w.nil(result, "mdq:specification");
  }
  w.text(result, "mdq:explanation", q.penjelasan);
  if (q.lulus !== null) w.value(result, "mdq:pass", "gco:Boolean", String(q.lulus));
  else w.nil(result, "mdq:pass");
}

function writeReport(w: MdbWriter, quality: DomElement, q: IsoQualityReport, unitId: string) {
  const element = w.el(w.el(quality, "mdq:report"), `mdq:${reportElementName(q.elemen)}`);
  if (q.deskripsi) {
    const measure = w.el(w.el(element, "mdq:measure"), "mdq:DQ_MeasureReference");
    w.text(measure, "mdq:measureDescription", q.deskripsi);
  }
  if (q.metodeEvaluasi) {
    // DQ_EvaluationMethod itself: the model knows the method type, not whether it was a
    // full or a sample-based inspection.
    const method = w.el(w.el(element, "mdq:evaluationMethod"), "mdq:DQ_EvaluationMethod");
    w.code(method, "mdq:evaluationMethodType", "mdq:DQ_EvaluationMethodTypeCode", q.metodeEvaluasi);
  }
  const quantitative = q.nilai !== null || q.satuan !== null;
  const conformance = q.lulus !== null || q.spesifikasi !== null || q.penjelasan !== null;
  // mdq:result is mandatory: a report with no result at all says so.
  if (!quantitative && !conformance) w.nil(element, "mdq:result");
  if (quantitative) writeQuantitative(w, element, q, unitId);
  if (conformance) writeConformance(w, element, q);
}

function writeScope(w: MdbWriter, parent: DomElement, level: string) {
  w.code(w.el(parent, "mcc:MD_Scope"), "mcc:level", "mcc:MD_ScopeCode", level);
}

export function writeQuality(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  if (r.laporanKualitasData.length === 0) return;
  const quality = w.el(w.el(parent, "mdb:dataQualityInfo"), "mdq:DQ_DataQuality");
  writeScope(w, w.el(quality, "mdq:scope"), r.levelHierarki);
  for (const [i, q] of r.laporanKualitasData.entries()) {
    writeReport(w, quality, q, gmlId(r.fileIdentifier, `unit-${i + 1}`));
  }
}

export function writeLineage(w: MdbWriter, parent: DomElement, r: IsoRecord) {
  if (!r.riwayatData && !r.sumberData && !r.langkahProses) return;
  const lineage = w.el(w.el(parent, "mdb:resourceLineage"), "mrl:LI_Lineage");
  w.text(lineage, "mrl:statement", r.riwayatData);
  writeScope(w, w.el(lineage, "mrl:scope"), r.levelHierarki);
  if (r.sumberData) {
    w.text(w.el(w.el(lineage, "mrl:source"), "mrl:LI_Source"), "mrl:description", r.sumberData);
  }
  if (r.langkahProses) {
    w.text(w.el(w.el(lineage, "mrl:processStep"), "mrl:LI_ProcessStep"), "mrl:description", r.langkahProses);
  }
}
