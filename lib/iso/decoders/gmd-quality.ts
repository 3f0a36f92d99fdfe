import { descend, firstChild, type XmlElement } from "../../xml/element";
import { GML31, GML32 } from "../../xml/namespaces";
import { elemenFor } from "../encoders/gmd-codes";
import type { IsoQualityReport } from "../record";
import {
  classOf,
  gmd,
  hrefOf,
  objectOf,
  objectsOf,
  readCode,
  readText,
  textOrNull,
  type Warnings,
} from "./gmd-read";

// gmd:dataQualityInfo to quality reports (one quantitative and one conformance result each) and
// the lineage texts. Several DQ_DataQuality sections are merged; several steps or sources are
// joined line by line, since the model holds one text of each.

export function readQuality(root: XmlElement, warnings: Warnings) {
  const reports: IsoQualityReport[] = [];
  const statements: string[] = [];
  const steps: string[] = [];
  const sources: string[] = [];
  for (const quality of objectsOf(root, gmd("dataQualityInfo"))) {
    for (const element of objectsOf(quality, gmd("report"))) reports.push(readReport(element, warnings));
    const lineage = objectOf(firstChild(quality, gmd("lineage")));
    const statement = readText(firstChild(lineage, gmd("statement")));
    if (statement !== undefined) statements.push(statement);
    for (const step of objectsOf(lineage, gmd("processStep"))) steps.push(...descriptionOf(step));
    for (const source of objectsOf(lineage, gmd("source"))) sources.push(...descriptionOf(source));
  }
  const joined = (texts: string[]) => (texts.length > 0 ? texts.join("\n") : null);
  return {
    laporanKualitasData: reports,
    riwayatData: joined(statements),
    langkahProses: joined(steps),
    sumberData: joined(sources),
  };
}

const descriptionOf = (step: XmlElement): string[] => {
  const text = readText(firstChild(step, gmd("description")));
  return text === undefined ? [] : [text];
};

function readReport(element: XmlElement, warnings: Warnings): IsoQualityReport {
  const report: IsoQualityReport = {
    elemen: elemenFor(classOf(element)),
    metodeEvaluasi: readCode(firstChild(element, gmd("evaluationMethodType"))) ?? null,
    deskripsi: textOrNull(firstChild(element, gmd("measureDescription"))),
    nilai: null,
    satuan: null,
    spesifikasi: null,
    lulus: null,
    penjelasan: null,
  };
  const seen = new Set<string>();
  for (const result of objectsOf(element, gmd("result"))) {
    const kind = classOf(result);
    if (seen.has(kind) || !/DQ_(Quantitative|Conformance)Result$/.test(kind)) {
      warnings.push(
        `Hasil ${kind} pada laporan ${report.elemen} tidak disimpan / ` +
          `a ${kind} of a ${report.elemen} report was not kept`,
      );
      continue;
    }
    seen.add(kind);
    if (kind.endsWith("DQ_QuantitativeResult")) {
      report.nilai = textOrNull(firstChild(result, gmd("value")));
      report.satuan = readUnit(firstChild(result, gmd("valueUnit")));
    } else {
      report.spesifikasi = textOrNull(
        descend(objectOf(firstChild(result, gmd("specification"))), gmd("title")),
      );
      report.penjelasan = textOrNull(firstChild(result, gmd("explanation")));
      report.lulus = readBoolean(firstChild(result, gmd("pass")));
    }
  }
  return report;
}

/** The unit's symbol: gml catalogSymbol, else its identifier or name, else a unit reference. */
function readUnit(property: XmlElement | undefined): string | null {
  const unit = objectOf(property);
  for (const local of ["catalogSymbol", "identifier", "name"]) {
    const value = readText(firstChild(unit, [[GML32, GML31], local]));
    if (value !== undefined) return value;
  }
  return hrefOf(property) ?? null;
}

function readBoolean(property: XmlElement | undefined): boolean | null {
  const value = readText(property)?.toLowerCase();
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  return null;
}
