import "server-only";
import type { XMLBuilder } from "xmlbuilder2/lib/interfaces";
import { loadPublishedRecords } from "../../catalogue/records/load-stored-records";
import { loadPublishedFragments, renderingFormOf } from "../../catalogue/records/stored-renderings";
import { getDb } from "../../db/client";
import type { ElementSetName } from "../../iso/encoder";
import { profileForOutputSchema, type XmlProfile } from "../../iso/registry";
import { toIsoRecord } from "../../iso/stored-record";
import { xmlToString } from "../../xml/builder";
import { CSW } from "../../xml/namespaces";
import { cswError } from "../exception-report";

// Records inside a CSW response: each serialised on its own (read from the stored renderings,
// lib/catalogue/records/stored-renderings.ts), then put into the serialised response document.
// No response-wide DOM holds them: importing each record into one (a deep copy of its nodes)
// and serialising that took most of a GetRecords full 50 and made its memory grow with the page.

/** A comment marking where the records go in the response document, until it is serialised. */
const RECORDS_MARK = "simpul-records";

interface OutputChoice {
  outputSchema: string;
  elementSetName: ElementSetName;
  elementNames?: string[];
}

/** The profile of the output schema; InvalidParameterValue when CSW does not offer it. */
function profileOf(choice: OutputChoice): XmlProfile {
  const profile = profileForOutputSchema(choice.outputSchema);
  if (!profile)
    throw cswError(
      "InvalidParameterValue",
      `outputSchema tidak didukung / unsupported: ${choice.outputSchema}`,
      "outputSchema",
    );
  if (choice.elementNames?.length && choice.outputSchema !== CSW.csw) {
    throw cswError(
      "InvalidParameterValue",
      "ElementName hanya untuk Dublin Core / ElementName works with the Dublin Core output only",
      "ElementName",
    );
  }
  return profile;
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
 * The published records among `ids` (in their order) as `choice` asks for them, serialised:
 * stored renderings, or (ElementName) the full Dublin Core record cut to the names asked for.
 */
export async function publishedRecordsAs(ids: string[], choice: OutputChoice): Promise<string[]> {
  const profile = profileOf(choice);
  const elementNames = choice.elementNames ?? [];
  if (elementNames.length === 0)
    return loadPublishedFragments(await getDb(), ids, renderingFormOf(profile, choice.elementSetName));
  const records = await loadPublishedRecords(ids);
  return records.map((stored) => {
    const record = profile.encode(toIsoRecord(stored), "full");
    keepElements(record, elementNames);
    return xmlToString(record, { pretty: false, headless: true });
  });
}

/**
 * `doc` serialised, with the records (serialised, each declaring its own namespaces) as the
 * last children of `parent` (an element of `doc`): its parts in order, never joined into one
 * string (the edge encodes them, lib/http/public-edge.ts).
 */
export function documentWithRecords(doc: XMLBuilder, parent: XMLBuilder, records: string[]): string[] {
  parent.com(RECORDS_MARK);
  const [head = "", tail = ""] = xmlToString(doc, { pretty: false }).split(`<!--${RECORDS_MARK}-->`);
  return [head, ...records, tail];
}
