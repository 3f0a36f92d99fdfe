import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { GET as csw } from "@/app/csw/route";
import type { Actor } from "@/lib/auth/actor";
import { getRecordView } from "@/lib/catalogue/editor/get-record-view";
import { updateRecord } from "@/lib/catalogue/editor/save-record";
import { exportRecord } from "@/lib/catalogue/export/export-record";
import { importRecord } from "@/lib/catalogue/import/import-record";
import { AppError } from "@/lib/errors";
import { FORMAT_OF_STANDARD, type SourceStandard } from "@/lib/iso/source-document";
import { CSW, ISO19139, MDB_2018 } from "@/lib/xml/namespaces";
import { adminActor, useSeededApiDatabase } from "@/test/support/seeded-api";
import { allSampleRecords, listSamples, SHARED_DIR, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";
import {
  type Leaves,
  leafCount,
  missingLeaves,
  withoutMdbEdition,
  xmlLeaves,
} from "@/test/support/xml-leaves";

// An imported record comes back whole: downloaded in its own standard (REST, and CSW where CSW
// offers that standard), every leaf value of the document as received (element text, code-list
// values, xlink and anchor targets, every attribute) is there under the same path, and nothing
// is there that the document did not hold, except the values Simpul owns:
//  - the metadata identifier, written into a document that has none (the record's id).
// Leaves are counted by test/support/xml-leaves.ts, which shares no code with the import or
// the encoders.

const generatorScript = path.join(SHARED_DIR, "bench/gen_iso19139.py");
const GENERATED_COUNT = 200;
/** Samples the import refuses, with a reason: those with no title, a draft namespace (mdb/1.3). */
const REFUSED_SAMPLES = [
  "tc211-srv-skeleton-2016.xml",
  "ga-soils-mdb13-draft.xml",
  "cite-1ef30a8b.xml",
  "cite-88247b56.xml",
];

/** The document's text, decoded by its declared encoding (the samples use UTF-8 and ISO-8859-1). */
function documentText(bytes: Buffer): string {
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(
    bytes.subarray(0, 200).toString("latin1"),
  )?.[1];
  return new TextDecoder(declared && /8859-1|latin/i.test(declared) ? "latin1" : "utf-8").decode(bytes);
}

/** The standard of a document, by the root element its first leaf's path starts with. */
const standardOf = (leaves: Leaves): SourceStandard => {
  const first = [...leaves.keys()][0] ?? "";
  if (first.startsWith(`/{${CSW.csw}}`)) return "DUBLIN_CORE";
  if (first.startsWith(`/{${MDB_2018.mdb}}`)) return "ISO19115_3_2018";
  if (first.includes("standards.iso.org/iso/19115/-3/mdb/1.0")) return "ISO19115_3_2016";
  return "ISO19139";
};

const CSW_SCHEMA: Partial<Record<SourceStandard, string>> = {
  ISO19115_3_2016: MDB_2018.mdb,
  DUBLIN_CORE: CSW.csw,
  ISO19139: ISO19139.gmd,
  ISO19115_3_2018: MDB_2018.mdb,
};

interface Measured {
  name: string;
  valuesIn: number;
  lost: string[];
  added: string[];
}

describe(`lossless import on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const admin = (): Promise<Actor> => adminActor(database().db);

  /** Imports the document (PUBLISHED), downloads it in its standard by REST and by CSW, and compares the leaves. */
  async function roundTrip(actor: Actor, name: string, bytes: Buffer): Promise<Measured[]> {
    const text = documentText(bytes);
    const leavesIn = xmlLeaves(text);
    const standard = standardOf(leavesIn);
    const { id } = await importRecord(actor, bytes, { status: "PUBLISHED", sourceName: name });
    const format = FORMAT_OF_STANDARD[standard];
    // REST downloads ISO documents; Dublin Core is CSW's.
    const answers: [string, Leaves][] =
      format === "dublinCore"
        ? []
        : [[`${name} (REST)`, xmlLeaves((await exportRecord(actor, id, format)).xml)]];
    // ISO 19115-3 comes back whole in the other edition too (only its namespace names differ).
    const otherEdition =
      standard === "ISO19115_3_2016" ? "mdb2018" : standard === "ISO19115_3_2018" ? "mdb2016" : null;
    if (otherEdition) {
      const moved = withoutMdbEdition(xmlLeaves((await exportRecord(actor, id, otherEdition)).xml));
      answers.push([`${name} (REST, ${otherEdition})`, moved]);
    }
    const schema = CSW_SCHEMA[standard];
    if (schema) {
      const query = new URLSearchParams({
        service: "CSW",
        version: "2.0.2",
        request: "GetRecordById",
        id,
        outputSchema: schema,
        elementSetName: "full",
      });
      const response = await csw(new Request(`http://localhost/csw?${query}`));
      expect(response.status).toBe(200);
      const leaves = xmlLeaves(await response.text(), []);
      // CSW offers ISO 19115-3 in the 2018 edition only: a 2016 document comes in that edition.
      if (standard === "ISO19115_3_2016") answers.push([`${name} (CSW, mdb2018)`, withoutMdbEdition(leaves)]);
      else answers.push([`${name} (CSW)`, leaves]);
    }
    return answers.map(([label, leavesBack]) => {
      const expected = label.includes(", mdb20") ? withoutMdbEdition(leavesIn) : leavesIn;
      return {
        name: label,
        valuesIn: leafCount(expected),
        lost: missingLeaves(expected, leavesBack),
        // The one owned value a document may lack: its identifier, which is then the record's id.
        added: missingLeaves(leavesBack, expected).filter(
          (leaf) => !leaf.endsWith(`}CharacterString\t${id}`) && !leaf.endsWith(`}identifier\t${id}`),
        ),
      };
    });
  }

  function report(set: string, measured: Measured[]): void {
    const valuesIn = measured.reduce((sum, m) => sum + m.valuesIn, 0);
    const lost = measured.reduce((sum, m) => sum + m.lost.length, 0);
    console.info(
      `${set} on ${testEngine}: ${measured.length} downloads, ${valuesIn} values in, ${valuesIn - lost} back (${(((valuesIn - lost) / valuesIn) * 100).toFixed(1)} %), ${measured.reduce((sum, m) => sum + m.added.length, 0)} added`,
    );
    expect(measured.filter((m) => m.lost.length || m.added.length)).toEqual([]);
  }

  describe.skipIf(samplesUnavailable)(`real-world samples ${samplesUnavailable ?? ""}`, () => {
    it("every sample comes back whole in its own standard, by REST and by CSW", {
      timeout: 120_000,
    }, async () => {
      const actor = await admin();
      const files = allSampleRecords();
      expect(files.length).toBeGreaterThanOrEqual(25);
      const measured: Measured[] = [];
      const refused: string[] = [];
      for (const file of files) {
        const name = path.basename(file);
        try {
          measured.push(...(await roundTrip(actor, name, readFileSync(file))));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refused.push(`${name}: ${error.message}`);
        }
      }
      console.info(`refused: ${refused.join("; ")}`);
      expect(refused.map((line) => line.split(":")[0])).toEqual(REFUSED_SAMPLES);
      report("real-world samples", measured);
    });
  });

  describe.skipIf(samplesUnavailable)(
    `nothing false in the other standards ${samplesUnavailable ?? ""}`,
    () => {
      it("an imported record gets no party, country or standard it does not hold", async () => {
        const actor = await admin();
        const organisation = await database().db.organisasi.findUniqueOrThrow({
          where: { id: actor.organisasiId },
        });
        // The US Census record names its metadata contact only by xlink:href.
        const file = listSamples("iso19139").find((name) => name.endsWith("census-necta-gmi.xml")) as string;
        const { id } = await importRecord(actor, readFileSync(file), {
          status: "PUBLISHED",
          sourceName: "census.xml",
        });
        const answers = [
          ...(await Promise.all(
            ["mdb2016", "mdb2018"].map(
              async (format) => (await exportRecord(actor, id, format as "mdb2016")).xml,
            ),
          )),
          await (
            await csw(
              new Request(
                `http://localhost/csw?service=CSW&version=2.0.2&request=GetRecordById&id=${id}&elementSetName=full`,
              ),
            )
          ).text(),
        ];
        for (const answer of answers) {
          const values = [...xmlLeaves(answer).keys()].map((leaf) => leaf.slice(leaf.indexOf("\t") + 1));
          expect(values).not.toContain(organisation.nama);
          if (organisation.kontakEmail) expect(values).not.toContain(organisation.kontakEmail);
          expect(values).not.toContain("IDN");
          expect(values).not.toContain("SNI ISO 19115-3");
        }
        // Through the crosswalk, the ISO 19115-3 documents keep the contact's reference as given.
        expect(answers[0]).toMatch(
          /<mdb:contact xlink:href="https:\/\/www\.ngdc\.noaa\.gov\/docucomp\/c5ceb003-[^"]*"/,
        );
        expect(answers[2]).not.toContain("dc:publisher");
      });
    },
  );

  describe.skipIf(samplesUnavailable)(`editing an imported record ${samplesUnavailable ?? ""}`, () => {
    it("changes only the edited elements and the date stamp; an edit the standard has no place for serves the edited record", async () => {
      const actor = await admin();
      const file = listSamples("iso19139").find((name) => name.endsWith("marine-ie-anchor.xml")) as string;
      const bytes = readFileSync(file);
      const { id } = await importRecord(actor, bytes, { status: "DRAFT", sourceName: "marine.xml" });
      const received = (await exportRecord(actor, id, "gmd")).xml;
      const leavesReceived = xmlLeaves(received);
      expect(missingLeaves(xmlLeaves(documentText(bytes)), leavesReceived)).toEqual([]);

      // Saved as it is, the document does not change (not even its date stamp).
      const unchanged = (await getRecordView(actor, id)) as unknown as Record<string, unknown>;
      await updateRecord(actor, id, unchanged, null);
      expect((await exportRecord(actor, id, "gmd")).xml).toBe(received);

      // As the editor saves: the whole record as GET gives it, with one field changed.
      const { judul, ...view } = (await getRecordView(actor, id)) as unknown as Record<string, unknown>;
      await updateRecord(actor, id, { ...view, judul: "Judul <baru> & disunting" }, null);
      const patched = (await exportRecord(actor, id, "gmd")).xml;
      const removed = missingLeaves(leavesReceived, xmlLeaves(patched));
      const added = missingLeaves(xmlLeaves(patched), leavesReceived);
      const gmd = (local: string) => `{${ISO19139.gmd}}${local}`;
      expect(removed.map((leaf) => leaf.replace(/\t.*/s, ""))).toEqual([
        `/${gmd("MD_Metadata")}/${gmd("dateStamp")}/{${ISO19139.gco}}Date`,
        `/${["MD_Metadata", "identificationInfo", "MD_DataIdentification", "citation", "CI_Citation", "title"].map(gmd).join("/")}/{${ISO19139.gco}}CharacterString`,
      ]);
      expect(removed.some((leaf) => leaf.endsWith(`\t${judul}`))).toBe(true);
      expect(added.map((leaf) => leaf.replace(/^.*\t/s, ""))).toContain("Judul <baru> & disunting");
      expect(added).toHaveLength(removed.length);
      // Byte for byte, the rest of the document is as it was.
      const [before, after] = [received, patched].map((xml) =>
        xml.replace(/<gco:DateTime>[^<]*<\/gco:DateTime>|<gco:Date>[^<]*<\/gco:Date>/, ""),
      );
      expect((after as string).replace("Judul &lt;baru&gt; &amp; disunting", "")).toBe(
        (before as string).replace(judul as string, ""),
      );
      const kept = await database().db.metadataSumber.findUniqueOrThrow({ where: { metadataId: id } });
      expect(kept.disuntingPada).toBeNull();
      // The API (and the editor) says where the record came from and that it is served as such.
      expect((await getRecordView(actor, id)).sumber).toMatchObject({
        standar: "ISO19139",
        disuntingPada: null,
      });

      // A list field (keywords) is merged into the document: only the keyword elements change.
      const again = (await getRecordView(actor, id)) as unknown as Record<string, unknown>;
      await updateRecord(
        actor,
        id,
        {
          ...again,
          kataKunci: [...(again.kataKunci as object[]), { kataKunci: "kata baru", tipe: "theme" }],
        },
        null,
      );
      const merged = (await exportRecord(actor, id, "gmd")).xml;
      const outsideKeywords = (xml: string) =>
        [...xmlLeaves(xml)].filter(
          ([leaf]) => !/descriptiveKeywords|dateStamp/.test(leaf.split("\t")[0] as string),
        );
      expect(outsideKeywords(merged)).toEqual(outsideKeywords(patched));
      const addedLeaves = missingLeaves(xmlLeaves(merged), xmlLeaves(patched));
      expect(addedLeaves.map((leaf) => leaf.replace(/^.*\t/s, ""))).toContain("kata baru");
      expect(addedLeaves.every((leaf) => /descriptiveKeywords|dateStamp/.test(leaf))).toBe(true);
      expect(
        missingLeaves(xmlLeaves(patched), xmlLeaves(merged)).every((leaf) => leaf.includes("dateStamp")),
      ).toBe(true);
      expect(
        (await database().db.metadataSumber.findUniqueOrThrow({ where: { metadataId: id } })).disuntingPada,
      ).toBeNull();

      // The details read from the document follow its edits (here, the box).
      const boxed = (await getRecordView(actor, id)) as unknown as Record<string, unknown>;
      await updateRecord(
        actor,
        id,
        { ...boxed, bboxBarat: 95, bboxTimur: 141, bboxSelatan: -11, bboxUtara: 6 },
        null,
      );
      expect((await getRecordView(actor, id)).rincianSumber?.batas).toEqual([
        { barat: 95, timur: 141, selatan: -11, utara: 6, termasuk: true },
      ]);

      // An edit the document's standard has no place for (a topic category of an ISO 19139
      // service): made in the record, whose encoding is served from then on.
      const service = listSamples("iso19139").find((name) =>
        name.endsWith("ldbv-alkis-wfs-srv.xml"),
      ) as string;
      const imported = await importRecord(actor, readFileSync(service), {
        status: "DRAFT",
        sourceName: "srv.xml",
      });
      const serviceView = (await getRecordView(actor, imported.id)) as unknown as Record<string, unknown>;
      await updateRecord(actor, imported.id, { ...serviceView, topikKategori: ["environment"] }, null);
      expect((await exportRecord(actor, imported.id, "gmd")).xml).toContain("<gmd:topicCategory>");
      const edited = await database().db.metadataSumber.findUniqueOrThrow({
        where: { metadataId: imported.id },
      });
      expect(edited.disuntingPada).toBeInstanceOf(Date);
      expect((await getRecordView(actor, imported.id)).sumber?.disuntingPada).toBe(
        edited.disuntingPada?.toISOString(),
      );

      // Imported again, the document is the record once more.
      await importRecord(actor, bytes, { status: "DRAFT", sourceName: "marine.xml" });
      expect((await exportRecord(actor, id, "gmd")).xml).toBe(received);
    });
  });

  describe.skipIf(samplesUnavailable)(`generated records ${samplesUnavailable ?? ""}`, () => {
    const folder = mkdtempSync(path.join(tmpdir(), "simpul-lossless-"));
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it(`${GENERATED_COUNT} generated ISO 19139 records come back whole, by REST and by CSW`, {
      timeout: 300_000,
    }, async () => {
      const generated = spawnSync(
        "python3",
        [generatorScript, "--count", String(GENERATED_COUNT), "--seed", "lossless", "--out", folder],
        { encoding: "utf8" },
      );
      expect(generated.status, generated.stderr).toBe(0);
      const files = readdirSync(folder)
        .filter((file) => file.endsWith(".xml"))
        .sort();
      expect(files.length).toBe(GENERATED_COUNT);
      const actor = await admin();
      const measured: Measured[] = [];
      for (const file of files)
        measured.push(...(await roundTrip(actor, file, readFileSync(path.join(folder, file)))));
      report("generated records", measured);
      // What keeping the documents costs (TOAST compresses them): reported, not asserted.
      const [size] = await database().db.$queryRawUnsafe<{ bytes: bigint; count: bigint; text: bigint }[]>(
        `SELECT pg_total_relation_size('"MetadataSumber"') AS bytes, count(*) AS count,
           sum(octet_length("dokumen")) AS text FROM "MetadataSumber"`,
      );
      if (size) {
        const perRecord = Number(size.bytes) / Number(size.count);
        console.info(
          `source documents on ${testEngine}: ${Number(size.count)} stored, ${Math.round(Number(size.text) / Number(size.count))} bytes of text and ${Math.round(perRecord)} bytes on disk each (${((perRecord * 100_000) / 2 ** 20).toFixed(0)} MiB at 100,000 records)`,
        );
      }
    });
  });
});
