import fc from "fast-check";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { GET as publicRecord } from "@/app/api/public/metadata/[id]/route";
import { GET as publicXml } from "@/app/api/public/metadata/[id]/xml/route";
import { GET as csw } from "@/app/csw/route";
import { clearStoredResponses } from "@/lib/cache/response-store";
import { ISO_EXPORT_FORMATS } from "@/lib/iso/formats";
import { CSW, ISO19139, MDB_2018 } from "@/lib/xml/namespaces";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";
import { xmlLeaves } from "@/test/support/xml-leaves";

// Well-formed always: any text XML 1.0 can hold (markup characters, "]]>", things that look
// like entity or character references, carriage returns, astral characters, leading and
// trailing spaces), put into a record's title, abstract, a keyword and a contact's
// organisation, comes back identical through REST JSON, the REST XML download in every
// format and CSW in every output schema and element set, by GetRecordById and by GetRecords,
// and every answer is well-formed. Values are read back with test/support/xml-leaves.ts,
// which reads line ends as an XML processor does.

const xmlChar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(..."aZ09 .-") },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "&",
      "<",
      ">",
      '"',
      "'",
      "]]>",
      "&amp;",
      "&lt;",
      "&nbsp;",
      "&#65;",
      "&#x1F600;",
      "&x;",
      "\t",
      "\n",
      "\r",
      "\r\n",
      ";",
      "<!--",
      "<![CDATA[",
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 0x20, max: 0xd7ff }).map((c) => String.fromCodePoint(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0xe000, max: 0xfffd }).map((c) => String.fromCodePoint(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0x10000, max: 0x10ffff }).map((c) => String.fromCodePoint(c)) },
);
const xmlText = fc
  .array(xmlChar, { minLength: 1, maxLength: 24 })
  .map((parts) => parts.join(""))
  .filter((text) => text.trim() !== "");

const OUTPUT_SCHEMAS = [CSW.csw, ISO19139.gmd, MDB_2018.mdb];
const ELEMENT_SETS = ["brief", "summary", "full"] as const;

/** The values of a well-formed XML answer (of the record `under` its elements); fails on any other answer. */
async function xmlValues(label: string, response: Response, under?: string[]): Promise<Set<string>> {
  const text = await response.text();
  expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(200);
  expect(XMLValidator.validate(text), label).toBe(true);
  return new Set([...xmlLeaves(text, under).keys()].map((leaf) => leaf.slice(leaf.indexOf("\t") + 1)));
}

describe(`XML and JSON answers keep any text exactly on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("title, abstract, keyword and contact come back identical everywhere", {
    timeout: 600_000,
  }, async () => {
    const db = database().db;
    const record = await db.metadata.findFirstOrThrow({
      where: {
        status: "PUBLISHED",
        kataKunci: { some: {} },
        kontak: { some: { namaOrganisasi: { not: null } } },
      },
      select: {
        id: true,
        kataKunci: { select: { id: true }, orderBy: { urutan: "asc" }, take: 1 },
        kontak: {
          select: { id: true },
          where: { namaOrganisasi: { not: null } },
          orderBy: { urutan: "asc" },
          take: 1,
        },
      },
    });
    const { id } = record;
    const keywordId = record.kataKunci[0]?.id as string;
    const contactId = record.kontak[0]?.id as string;
    await fc.assert(
      fc.asyncProperty(xmlText, xmlText, xmlText, xmlText, async (judul, abstrak, keyword, organisation) => {
        await db.metadata.update({ where: { id }, data: { judul, abstrak } });
        await db.metadataKataKunci.update({ where: { id: keywordId }, data: { kataKunci: keyword } });
        await db.metadataKontak.update({ where: { id: contactId }, data: { namaOrganisasi: organisation } });
        clearStoredResponses();
        const params = { params: Promise.resolve({ id }) };

        const json = await publicRecord(new Request(`http://localhost/api/public/metadata/${id}`), params);
        expect(json.status).toBe(200);
        const body = (await json.json()) as { judul: string; abstrak: string };
        expect([body.judul, body.abstrak]).toEqual([judul, abstrak]);

        for (const format of ISO_EXPORT_FORMATS) {
          const url = `http://localhost/api/public/metadata/${id}/xml?format=${format}`;
          const values = await xmlValues(format, await publicXml(new Request(url), params));
          for (const value of [judul, abstrak, keyword, organisation])
            expect(values, format).toContain(value);
        }

        for (const outputSchema of OUTPUT_SCHEMAS) {
          for (const elementSetName of ELEMENT_SETS) {
            const byId = new URLSearchParams({
              service: "CSW",
              version: "2.0.2",
              request: "GetRecordById",
              id,
              outputSchema,
              elementSetName,
            });
            const records = new URLSearchParams({
              service: "CSW",
              version: "2.0.2",
              request: "GetRecords",
              typeNames: "csw:Record",
              resultType: "results",
              outputSchema,
              elementSetName,
              constraintLanguage: "CQL_TEXT",
              constraint: `Identifier = '${id}'`,
            });
            const label = `${outputSchema} ${elementSetName}`;
            const fromId = await xmlValues(
              `GetRecordById ${label}`,
              await csw(new Request(`http://localhost/csw?${byId}`)),
              [],
            );
            const fromSearch = await xmlValues(
              `GetRecords ${label}`,
              await csw(new Request(`http://localhost/csw?${records}`)),
              ["SearchResults"],
            );
            // Dublin Core brief and summary records hold the title (and summary the keywords);
            // the ISO schemas give the full record in every element set.
            const expected =
              outputSchema !== CSW.csw || elementSetName === "full"
                ? [judul, abstrak, keyword, ...(outputSchema === CSW.csw ? [] : [organisation])]
                : elementSetName === "summary"
                  ? [judul, keyword]
                  : [judul];
            for (const value of expected) {
              expect(fromId, `GetRecordById ${label}`).toContain(value);
              expect(fromSearch, `GetRecords ${label}`).toContain(value);
            }
          }
        }
      }),
      { numRuns: Math.min(DB_FUZZ_RUNS, 25) },
    );
  });
});
