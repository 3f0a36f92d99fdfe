import type { XmlElement } from "../../xml/element";
import type { ClassRule, Crosswalk } from "./engine";
import { ISO19139_TABLE } from "./schema-classes";

// Data quality reports, ISO 19139 to ISO 19157 (ISO/TC 211's DQ templates): a report keeps its
// class (DQ_NonQuantitativeAttributeAccuracy is now ...Correctness); the measure's name,
// identification and description go into a DQ_MeasureReference, the evaluation's type,
// description, procedure and date-times into a DQ_EvaluationMethod (the class that says no
// more than 19139 did), the results stay. A quantitative result's valueType is valueRecordType.

const MEASURE = ["measureIdentification", "nameOfMeasure", "measureDescription"];
const METHOD = ["dateTime", "evaluationMethodDescription", "evaluationProcedure", "evaluationMethodType"];

/** The properties named, from the source report, as properties of the target class. */
function gathered(cx: Crosswalk, source: XmlElement, names: string[], className: string): XmlElement[] {
  return source.children
    .filter((child) => names.includes(child.local))
    .flatMap((child) => cx.property(child, className, child.local, source));
}

function report(source: XmlElement, cx: Crosswalk): XmlElement | null {
  const name =
    source.local === "DQ_NonQuantitativeAttributeAccuracy"
      ? "DQ_NonQuantitativeAttributeCorrectness"
      : source.local;
  const info = cx.targetClass(name);
  if (!info) {
    cx.drop(source);
    return null;
  }
  const children: XmlElement[] = [];
  const measure = gathered(cx, source, MEASURE, "DQ_MeasureReference");
  if (measure.length)
    children.push(
      cx.el("mdq", "measure", {}, [
        cx.ordered(cx.el("mdq", "DQ_MeasureReference", {}, measure), "DQ_MeasureReference", source),
      ]),
    );
  const method = gathered(cx, source, METHOD, "DQ_EvaluationMethod");
  if (method.length)
    children.push(
      cx.el("mdq", "evaluationMethod", {}, [
        cx.ordered(cx.el("mdq", "DQ_EvaluationMethod", {}, method), "DQ_EvaluationMethod", source),
      ]),
    );
  for (const child of source.children) {
    if (child.local === "result") children.push(...cx.property(child, name, "result", source));
    else if (!MEASURE.includes(child.local) && !METHOD.includes(child.local)) cx.drop(source, child);
  }
  return cx.ordered(cx.el(info.prefix, name, cx.objectAttributes(source), children), name, source);
}

/** Every report class of ISO 19139 (the DQ_Element family) gets the report rule. */
const REPORT_CLASSES = [...ISO19139_TABLE].filter(
  ([name, info]) => name.startsWith("DQ_") && info.properties.has("nameOfMeasure"),
);

export const QUALITY_RULES: Record<string, ClassRule> = {
  ...Object.fromEntries(REPORT_CLASSES.map(([name]) => [name, { build: report }])),
  DQ_Scope: { to: "MD_Scope" },
  DQ_QuantitativeResult: { properties: { valueType: "valueRecordType", errorStatistic: null } },
};
