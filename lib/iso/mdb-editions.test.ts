import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  listSamples,
  samplesUnavailable,
  schemaValidationUnavailable,
  validateDocuments,
} from "@/test/support/shared-files";
import { missingLeaves, withoutMdbEdition, xmlLeaves } from "@/test/support/xml-leaves";
import { MDB_2016, MDB_2018 } from "../xml/namespaces";
import { inMdbEdition } from "./mdb-editions";

// A 19115-3 document in the other edition: the same leaves under the other namespace names,
// valid against the other edition's schemas.

const editionless = (xml: string) => withoutMdbEdition(xmlLeaves(xml));

describe.skipIf(samplesUnavailable ?? schemaValidationUnavailable)(
  `ISO 19115-3 editions ${samplesUnavailable ?? schemaValidationUnavailable ?? ""}`,
  () => {
    const samples = listSamples("iso19115-3").filter((file) => !file.endsWith("skeleton-2016.xml"));
    const text = (file: string) => readFileSync(file, "utf8");
    const isEdition = (file: string, ns: string) => text(file).includes(`"${ns}"`);

    it("moves every 2016 sample to 2018 and every 2018 sample to 2016 with the same leaves, valid in the other edition", () => {
      const to2018 = samples.filter((file) => isEdition(file, MDB_2016.mdb));
      const to2016 = samples.filter((file) => isEdition(file, MDB_2018.mdb));
      expect(to2018.length).toBeGreaterThanOrEqual(2);
      expect(to2016.length).toBeGreaterThanOrEqual(2);
      const moved = (files: string[], edition: "2016" | "2018") =>
        files.map((file) => {
          const xml = inMdbEdition(text(file), edition);
          if (xml === null) throw new Error(`${path.basename(file)} not moved to ${edition}`);
          expect(missingLeaves(editionless(text(file)), editionless(xml)), file).toEqual([]);
          expect(missingLeaves(editionless(xml), editionless(text(file))), file).toEqual([]);
          expect(xml).not.toContain(edition === "2018" ? MDB_2016.mdb : MDB_2018.mdb);
          return { name: path.basename(file), xml };
        });
      expect(validateDocuments("mdb", moved(to2018, "2018"))).toEqual([]);
      expect(validateDocuments("mdb16", moved(to2016, "2016"))).toEqual([]);
    });
  },
);

describe("a 2018 document with elements 2016 lacks", () => {
  it("stays in 2018 (null), and text content naming a namespace is not touched", () => {
    const mac = "http://standards.iso.org/iso/19115/-3/mac/2.0";
    const sensor = `<mdb:MD_Metadata xmlns:mdb="${MDB_2018.mdb}" xmlns:mac="${mac}"><mac:MI_Sensor/></mdb:MD_Metadata>`;
    expect(inMdbEdition(sensor, "2016")).toBeNull();
    const plain = `<mdb:MD_Metadata xmlns:mdb="${MDB_2018.mdb}"><!-- ${MDB_2018.mdb} --><x>${MDB_2018.mdb}</x></mdb:MD_Metadata>`;
    expect(inMdbEdition(plain, "2016")).toBe(
      plain.replace(`xmlns:mdb="${MDB_2018.mdb}"`, `xmlns:mdb="${MDB_2016.mdb}"`),
    );
  });
});
