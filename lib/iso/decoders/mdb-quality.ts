import { childrenNamed, descend, descendAll, firstChild, type XmlElement } from "../../xml/element";
import type { IsoQualityReport, IsoRecord } from "../record";
import { booleanOf, codeOf, plainText, type QName, q, stringOf, stringsOf, type Warn } from "./mdb-values";

// ISO 19157 reports and the lineage. A report keeps its element name, measure description,
// evaluation method type, the first quantitative result and the first conformance result (a
// descriptive result stands in for a missing explanation); other results are reported.

function unitOf(result: XmlElement): string | null {
  const unit = descend(result, q("mdq:valueUnit"), q("gml:UnitDefinition"));
  return (
    plainText(firstChild(unit, q("gml:catalogSymbol"))) ??
    plainText(firstChild(unit, q("gml:identifier"))) ??
    plainText(firstChild(unit, q("gml:name")))
  );
}

function readResults(element: XmlElement, warn: Warn) {
  const results = childrenNamed(element, q("mdq:result"))
    .map((r) => r.children[0])
    .filter((r): r is XmlElement => r !== undefined);
  const byType = (local: string) => results.filter((r) => r.local === local);
  const [quantitative] = byType("DQ_QuantitativeResult");
  const [conformance] = byType("DQ_ConformanceResult");
  const [descriptive] = byType("DQ_DescriptiveResult");
  const kept = [quantitative, conformance, descriptive];
  if (results.some((result) => !kept.includes(result))) {
    warn(
      `Laporan kualitas (${element.local}) memiliki hasil yang tidak disimpan; yang disimpan satu hasil ` +
        `kuantitatif dan satu hasil kesesuaian / a quality report (${element.local}) has results that were ` +
        "left out; one quantitative and one conformance result are kept",
    );
  }
  const values = childrenNamed(quantitative, q("mdq:value"))
    .map((v) => plainText(v))
    .filter(Boolean);
  const explanation = stringOf(firstChild(conformance, q("mdq:explanation")));
  return {
    nilai: values.length > 0 ? values.join(", ") : null,
    satuan: quantitative ? unitOf(quantitative) : null,
    spesifikasi: stringOf(descend(conformance, q("mdq:specification"), q("cit:CI_Citation"), q("cit:title"))),
    lulus: booleanOf(firstChild(conformance, q("mdq:pass"))),
    penjelasan: explanation ?? stringOf(firstChild(descriptive, q("mdq:statement"))),
  };
}

function readReport(element: XmlElement, warn: Warn): IsoQualityReport {
  const measure = descend(element, q("mdq:measure"), q("mdq:DQ_MeasureReference"));
  const method = firstChild(element, q("mdq:evaluationMethod"))?.children[0];
  return {
    elemen: element.local,
    metodeEvaluasi: codeOf(firstChild(method, q("mdq:evaluationMethodType"))),
    deskripsi:
      stringOf(firstChild(measure, q("mdq:measureDescription"))) ??
      stringOf(firstChild(measure, q("mdq:nameOfMeasure"))),
    ...readResults(element, warn),
  };
}

export function readQuality(properties: XmlElement[], warn: Warn): IsoQualityReport[] {
  return properties
    .flatMap((property) => descendAll(property, q("mdq:DQ_DataQuality"), q("mdq:report")))
    .map((report) => report.children[0])
    .filter((element): element is XmlElement => element !== undefined)
    .map((element) => readReport(element, warn));
}

export type LineageFields = Pick<IsoRecord, "riwayatData" | "sumberData" | "langkahProses">;

const joined = (texts: string[], separator: string) => (texts.length > 0 ? texts.join(separator) : null);

export function readLineage(properties: XmlElement[], warn: Warn): LineageFields {
  const lineages = properties.flatMap((property) => childrenNamed(property, q("mrl:LI_Lineage")));
  const all = (...path: QName[]) =>
    lineages.flatMap((lineage) =>
      stringsOf(descendAll(lineage, ...path.map(q)), warn, ["riwayat data", "lineage"]),
    );
  return {
    riwayatData: joined(all("mrl:statement"), "\n\n"),
    sumberData: joined(all("mrl:source", "mrl:LI_Source", "mrl:description"), "; "),
    langkahProses: joined(all("mrl:processStep", "mrl:LI_ProcessStep", "mrl:description"), "\n"),
  };
}
