import { gmlId } from "../iso-values";
import type { IsoQualityReport, IsoRecord } from "../record";
import { dqElementFor } from "./gmd-codes";
import {
  attribute,
  child,
  codeList,
  nil,
  optionalCodeList,
  optionalString,
  type Parent,
  path,
  present,
  requiredString,
  text,
} from "./gmd-xml";

// gmd:dataQualityInfo: one DQ_DataQuality scoped to the record's hierarchy level, one report per
// laporanKualitasData entry and the lineage (statement, one source, one process step).

export function writeDataQuality(root: Parent, record: IsoRecord): void {
  const { laporanKualitasData: reports, riwayatData, sumberData, langkahProses } = record;
  const hasLineage = [riwayatData, sumberData, langkahProses].some(present);
  if (reports.length === 0 && !hasLineage) return;
  const quality = path(root, "gmd:dataQualityInfo", "gmd:DQ_DataQuality");
  codeList(path(quality, "gmd:scope", "gmd:DQ_Scope"), "gmd:level", "MD_ScopeCode", record.levelHierarki);
  reports.forEach((report, index) => {
    writeReport(quality, report, gmlId(record.fileIdentifier, `unit-${index + 1}`));
  });
  if (!hasLineage) return;
  const lineage = path(quality, "gmd:lineage", "gmd:LI_Lineage");
  optionalString(lineage, "gmd:statement", riwayatData);
  if (present(langkahProses)) {
    requiredString(path(lineage, "gmd:processStep", "gmd:LI_ProcessStep"), "gmd:description", langkahProses);
  }
  if (present(sumberData)) {
    requiredString(path(lineage, "gmd:source", "gmd:LI_Source"), "gmd:description", sumberData);
  }
}

function writeReport(quality: Parent, report: IsoQualityReport, unitId: string): void {
  const element = path(quality, "gmd:report", dqElementFor(report.elemen));
  optionalString(element, "gmd:measureDescription", report.deskripsi);
  optionalCodeList(element, "gmd:evaluationMethodType", "DQ_EvaluationMethodTypeCode", report.metodeEvaluasi);
  const quantitative = present(report.nilai) || present(report.satuan);
  const conformance = report.lulus !== null || present(report.spesifikasi) || present(report.penjelasan);
  if (quantitative) writeQuantitativeResult(element, report, unitId);
  if (conformance) writeConformanceResult(element, report);
  // DQ_Element needs a result; a report with neither kind says it is missing.
  if (!quantitative && !conformance) nil(element, "gmd:result", "missing");
}

function writeQuantitativeResult(element: Parent, report: IsoQualityReport, unitId: string): void {
  const result = path(element, "gmd:result", "gmd:DQ_QuantitativeResult");
  if (present(report.satuan)) {
    const unit = path(result, "gmd:valueUnit", "gml:UnitDefinition");
    attribute(unit, "gml:id", unitId);
    // gml:identifier is mandatory; the unit is Simpul's free-text symbol, also its catalogSymbol.
    text(attribute(child(unit, "gml:identifier"), "codeSpace", "Simpul"), report.satuan);
    text(child(unit, "gml:catalogSymbol"), report.satuan);
  } else nil(result, "gmd:valueUnit", "unknown");
  if (present(report.nilai)) text(path(result, "gmd:value", "gco:Record"), report.nilai);
  else nil(result, "gmd:value", "missing");
}

function writeConformanceResult(element: Parent, report: IsoQualityReport): void {
  const result = path(element, "gmd:result", "gmd:DQ_ConformanceResult");
  if (present(report.spesifikasi)) {
    const citation = path(result, "gmd:specification", "gmd:CI_Citation");
    requiredString(citation, "gmd:title", report.spesifikasi);
    nil(citation, "gmd:date", "unknown");
  } else nil(result, "gmd:specification", "missing");
  requiredString(result, "gmd:explanation", report.penjelasan);
  if (report.lulus === null) nil(result, "gmd:pass", "unknown");
  else text(path(result, "gmd:pass", "gco:Boolean"), String(report.lulus));
}
