import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import type { ElementSetName } from "../../iso/encoder";
import { profileForOutputSchema } from "../../iso/registry";
import { type StoredRecord, toIsoRecord } from "../../iso/stored-record";
import { CSW } from "../../xml/namespaces";
import { cswError } from "../exception-report";

// Records inside a CSW response: each encoded by the profile of the output schema and
// imported into the response document.

interface OutputChoice {
  outputSchema: string;
  elementSetName: ElementSetName;
  elementNames?: string[];
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

export function appendRecords(parent: XMLBuilder, records: StoredRecord[], choice: OutputChoice): void {
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
  for (const stored of records) {
    const record = profile.encode(toIsoRecord(stored), elementNames.length ? "full" : choice.elementSetName);
    if (elementNames.length) keepElements(record, elementNames);
    parent.import(record);
  }
}
