import type { XmlElement } from "../../xml/element";
import type { ClassRule, Crosswalk } from "./engine";
import { ISO19115_3_TABLE } from "./schema-classes";
import { required } from "./to-gmd-metadata";
import { objectIn } from "./tree";

// Data quality, ISO 19157 to ISO 19139, the inverse of to-mdb-quality.ts: a report's measure
// reference and evaluation method give back its measure and evaluation properties (a subclass
// of DQ_EvaluationMethod says more than 19139 can), DQ_NonQuantitativeAttributeCorrectness is
// ...Accuracy again, valueRecordType is valueType, and a quality's MD_Scope is a DQ_Scope.

const MEASURE = ["measureIdentification", "nameOfMeasure", "measureDescription"];
const METHOD = ["dateTime", "evaluationMethodDescription", "evaluationProcedure", "evaluationMethodType"];

function report(source: XmlElement, cx: Crosswalk): XmlElement | null {
  const name =
    source.local === "DQ_NonQuantitativeAttributeCorrectness"
      ? "DQ_NonQuantitativeAttributeAccuracy"
      : source.local;
  const info = cx.targetClass(name);
  if (!info) {
    cx.drop(source);
    return null;
  }
  const children: XmlElement[] = [];
  for (const property of source.children) {
    const value = objectIn(property);
    if (property.local === "measure" || property.local === "evaluationMethod") {
      const wanted = property.local === "measure" ? MEASURE : METHOD;
      if (value && property.local === "evaluationMethod" && value.local !== "DQ_EvaluationMethod")
        cx.drop(source, property, value);
      for (const part of value?.children ?? []) {
        if (wanted.includes(part.local)) children.push(...cx.property(part, name, part.local));
        else cx.drop(source, property, value as XmlElement, part);
      }
    } else children.push(...cx.property(property, name, property.local, source));
  }
  return cx.ordered(cx.el(info.prefix, name, cx.objectAttributes(source), children), name, source);
}

const REPORT_CLASSES = [...ISO19115_3_TABLE]
  .filter(([, info]) => info.properties.has("measure"))
  .map(([name]) => name);

export const QUALITY_RULES: Record<string, ClassRule> = {
  ...Object.fromEntries(REPORT_CLASSES.map((name) => [name, { build: report }])),
  MD_Scope: { to: "DQ_Scope" },
  DQ_QuantitativeResult: { properties: { valueRecordType: "valueType" } },
  DQ_ConformanceResult: { finish: required([["gmd", "explanation"]]) },
};
