import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { ElementSetName } from "../../iso/encoder";
import { profileForOutputSchema } from "../../iso/registry";
import { type SourceStandard, sourceTextAs, standardsServing } from "../../iso/source-document";
import { type StoredRecord, toIsoRecord } from "../../iso/stored-record";
import { xmlToString } from "../../xml/builder";
import { CSW } from "../../xml/namespaces";
import { cswError } from "../exception-report";

// Records inside a CSW response: each encoded by the profile of the output schema and
// serialised on its own, then put into the serialised response document. No response-wide DOM
// holds them: importing each record into one (a deep copy of its nodes) and serialising that
// took most of a GetRecords full 50 and made its memory grow with the page.

/** A comment marking where the records go in the response document, until it is serialised. */
const RECORDS_MARK = "simpul-records";

interface OutputChoice {
  outputSchema: string;
  elementSetName: ElementSetName;
  elementNames?: string[];
}

/** The standards of the source documents that can be the records of this answer (to load those only). */
export function documentsFor(choice: OutputChoice): SourceStandard[] {
  const profile = profileForOutputSchema(choice.outputSchema);
  if (!profile || choice.elementNames?.length) return [];
  return standardsServing(profile.format, choice.elementSetName);
}

/** Keeps only the named child elements of a Dublin Core record (ElementName). */
function keepElements(record: XMLBuilder, names: string[]): void {
  const wanted = new Set(names.map((name) => name.slice(name.indexOf(":") + 1).toLowerCase()));
  const root = record.root().node as unknown as {
    childNodes: ArrayLike<{ localName?: string }>;
    removeChild(n: unknown): void;
  };
  for (const child of Array.from(root.childNodes)) {
    if (!child.localName || !wanted.has(child.localName.toLowerCase())) root.removeChild(child);
  }
}

/**
 * `doc` serialised, with the records (encoded for `choice`) as the last children of `parent`
 * (an element of `doc`). Each record declares its own namespaces.
 */
export function documentWithRecords(
  doc: XMLBuilder,
  parent: XMLBuilder,
  records: StoredRecord[],
  choice: OutputChoice,
): string {
  const profile = profileForOutputSchema(choice.outputSchema);
  if (!profile)
    throw cswError(
      "InvalidParameterValue",
      `outputSchema tidak didukung / unsupported: ${choice.outputSchema}`,
      "outputSchema",
    );
  const elementNames = choice.elementNames ?? [];
  if (elementNames.length && choice.outputSchema !== CSW.csw) {
    throw cswError(
      "InvalidParameterValue",
      "ElementName hanya untuk Dublin Core / ElementName works with the Dublin Core output only",
      "ElementName",
    );
  }
  const encoded = records.map((stored) => {
    // An imported record in its own standard (or the other 19115-3 edition) is its source
    // document (the ISO profiles have no element sets: they always give the full record).
    const source = elementNames.length
      ? null
      : sourceTextAs(stored.sumber, stored.id, profile.format, choice.elementSetName);
    if (source !== null) return source;
    const record = profile.encode(toIsoRecord(stored), elementNames.length ? "full" : choice.elementSetName);
    if (elementNames.length) keepElements(record, elementNames);
    return xmlToString(record, { pretty: false, headless: true });
  });
  parent.com(RECORDS_MARK);
  const [head, tail] = xmlToString(doc, { pretty: false }).split(`<!--${RECORDS_MARK}-->`);
  return `${head}${encoded.join("")}${tail}`;
}
