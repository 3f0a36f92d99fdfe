import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allSampleRecords, samplesUnavailable } from "../../../test/support/shared-files";
import { isAppError } from "../../errors";
import { gmdToMdb } from "../../iso/crosswalk/crosswalk";
import { prepareImport } from "../../iso/prepare-import";
import { decoderFor } from "../../iso/registry";
import { type SourceStandard, sourceStandardOf } from "../../iso/source-document";
import type { StoredRecord } from "../../iso/stored-record";
import type { XmlElement } from "../../xml/element";
import { readXmlDocument } from "../../xml/read-xml";
import { searchColumnsOf, searchColumnsOfReceived } from "./search-text";

// An import writes a record's search columns from the document it has just read
// (searchColumnsOfReceived); every other write fills them from the stored record
// (searchColumnsOf). Both must give the same values, or a search would find a record by what
// it held before its next edit.

/** The record as a search-column fill reads it back: only its source is used while that is served. */
const storedWith = (standar: SourceStandard, dokumen: string, id: string) =>
  ({ id, sumber: { standar, dokumen, disuntingPada: null } }) as unknown as StoredRecord;

/** The identifier an import reads from the document; null where it names none or is refused. */
function importedIdentifier(root: XmlElement): string | null {
  try {
    return prepareImport(decoderFor(root)(root)).record.fileIdentifier;
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/** The samples in each ISO standard: as received, and each ISO 19139 one in both editions of ISO 19115-3. */
function documents(): [name: string, text: string][] {
  const received = allSampleRecords().map((file): [string, string] => [
    path.basename(file),
    readFileSync(file, "utf8"),
  ]);
  const crosswalked = received.flatMap(([name, text]) => {
    if (sourceStandardOf(readXmlDocument(text).root) !== "ISO19139") return [];
    return (["2016", "2018"] as const).flatMap((edition): [string, string][] => {
      const xml = gmdToMdb(text, edition).xml;
      return xml ? [[`${name} as ISO 19115-3 ${edition}`, xml]] : [];
    });
  });
  return [...received, ...crosswalked];
}

describe.skipIf(samplesUnavailable)("the search columns an import writes", () => {
  it("are those a later fill reads from the stored record, for every ISO sample in every standard", () => {
    const compared = { ISO19139: 0, ISO19115_3_2016: 0, ISO19115_3_2018: 0, DUBLIN_CORE: 0 };
    for (const [name, text] of documents()) {
      const { root } = readXmlDocument(text);
      const standard = sourceStandardOf(root);
      // As the import asks: for a document it takes that names its identifier.
      if (!importedIdentifier(root)) continue;
      const received = searchColumnsOfReceived(root, standard);
      if (received === null) {
        // Left to the fill: Dublin Core, and what the crosswalk cannot serve in ISO 19139.
        expect(standard === "DUBLIN_CORE" || standard.startsWith("ISO19115_3"), name).toBe(true);
        continue;
      }
      compared[standard] += 1;
      expect(received, name).toEqual(searchColumnsOf(storedWith(standard, text, "rekaman-1")));
    }
    // Every standard is compared, not skipped.
    expect(compared.ISO19139).toBeGreaterThanOrEqual(10);
    expect(compared.ISO19115_3_2016).toBeGreaterThanOrEqual(10);
    expect(compared.ISO19115_3_2018).toBeGreaterThanOrEqual(10);
  });
});
