import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  listSamples,
  rootNamespace,
  samplesUnavailable,
  schemaValidationUnavailable,
  validateDocuments,
} from "./shared-files";

// validateDocuments answers as the shared `validate` script does, with one xmllint call for the
// documents it passes: the real-world samples are valid outside lenient/ and invalid inside it.

const documents = (files: string[]) =>
  files.map((file) => ({ name: path.basename(file), xml: readFileSync(file, "latin1") }));

describe("rootNamespace", () => {
  it("reads the root element's namespace from its own start tag, prefixed or default", () => {
    expect(
      rootNamespace(
        '<?xml version="1.0"?><!-- c --><gmd:MD_Metadata xmlns:gco="x" xmlns:gmd="http://www.isotc211.org/2005/gmd"/>',
      ),
    ).toBe("http://www.isotc211.org/2005/gmd");
    expect(rootNamespace("<Record xmlns='urn:a'><b/></Record>")).toBe("urn:a");
    expect(rootNamespace("<csw:Record><b/></csw:Record>")).toBeUndefined();
  });
});

const unavailable = schemaValidationUnavailable ?? samplesUnavailable;
describe.skipIf(unavailable)(`validateDocuments ${unavailable ?? ""}`, () => {
  it("passes the valid samples and reports each invalid one with the script's report", () => {
    const valid = documents(listSamples("iso19139"));
    const invalid = documents(listSamples("iso19139", "lenient"));
    expect(validateDocuments("gmd", valid)).toEqual([]);
    const failures = validateDocuments("gmd", [...valid, ...invalid]);
    expect(failures.map((failure) => failure.name).sort()).toEqual(invalid.map((doc) => doc.name).sort());
    for (const failure of failures) expect(failure.report).toMatch(/^FAIL /);
  });

  it("refuses a valid document of another family, as the script does", () => {
    const [record] = documents(listSamples("iso19139"));
    const failures = validateDocuments("mdb", [record as { name: string; xml: string }]);
    expect(failures).toHaveLength(1);
    expect(failures[0]?.report).toContain("root element");
  });
});
