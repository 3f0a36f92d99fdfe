import type { Quad } from "@rdfjs/types";
import { DataFactory } from "n3";
import { describe, expect, it } from "vitest";
import { BASE_URL, fullRecord } from "@/test/dcat/full-record";
import { parseJsonLd, parseNTriples, parseRdfXml, parseTurtle, statementSet } from "@/test/dcat/parse-rdf";
import { catalogGraph } from "./catalog-graph";
import { recordGraph } from "./record-graph";
import {
  DCAT_FORMATS,
  type DcatFormat,
  documentOf,
  graphBody,
  serializeGraph,
  toNTriples,
  toTurtle,
} from "./serialize";
import { term } from "./vocabulary";

const { namedNode, literal, quad, blankNode } = DataFactory;

const HOSTILE =
  'He said "hi"\nand left\r\n<b>&amp;</b> \\ tab\t """ \'\'\' ünïcødé 𝔘 ∑ 漢字 ]]> --> $' + "{x}";

/** Parses every format and checks it holds exactly the quads written. */
async function expectRoundTrip(quads: Quad[]) {
  const expected = statementSet(quads);
  expect(expected.size).toBe(quads.length);
  const parsed = {
    turtle: parseTurtle(serializeGraph(quads, "turtle")),
    ntriples: parseNTriples(serializeGraph(quads, "ntriples")),
    jsonld: await parseJsonLd(serializeGraph(quads, "jsonld")),
    rdfxml: await parseRdfXml(serializeGraph(quads, "rdfxml")),
  };
  for (const [format, read] of Object.entries(parsed)) expect(statementSet(read), format).toEqual(expected);
}

const settings = {
  judul: "Simpul",
  abstrak: "Katalog",
  kataKunci: ["geospasial"],
  namaOrganisasi: "BIG",
  situsOrganisasi: "https://big.go.id",
  email: "info@big.go.id",
};

describe("serialisers", () => {
  it("round-trip a full record in every format", async () => {
    await expectRoundTrip(recordGraph(fullRecord(), BASE_URL));
    await expectRoundTrip(recordGraph(fullRecord({ levelHierarki: "service" }), BASE_URL));
  });

  it("round-trip a catalogue page", async () => {
    const quads = catalogGraph({
      settings,
      records: [fullRecord(), fullRecord({ id: "rec 2/ü", levelHierarki: "service", fileIdentifier: null })],
      baseUrl: BASE_URL,
      page: 2,
      pageSize: 2,
      total: 5,
      pageUrl: (n) => `${BASE_URL}/dcat?format=ttl&page=${n}`,
    });
    await expectRoundTrip(quads);
  });

  it("join bodies written apart into one document: a page is its records' stored bodies", async () => {
    const records = [
      fullRecord(),
      fullRecord({ id: "rec 2/ü", levelHierarki: "service", fileIdentifier: null }),
    ];
    const catalog = catalogGraph({
      settings,
      records,
      baseUrl: BASE_URL,
      page: 1,
      pageSize: 2,
      total: 2,
      pageUrl: (n) => `${BASE_URL}/dcat?page=${n}`,
    });
    const graphs = [catalog, ...records.map((record) => recordGraph(record, BASE_URL))];
    // Both records have blank nodes: written apart, their labels must still differ.
    const blanks = graphs
      .slice(1)
      .map(
        (graph) =>
          new Set(graph.flatMap((q) => (q.subject.termType === "BlankNode" ? [q.subject.value] : []))),
      );
    expect(blanks[0]?.size).toBeGreaterThan(0);
    expect([...(blanks[0] ?? [])].filter((label) => blanks[1]?.has(label))).toEqual([]);
    const expected = statementSet(graphs.flat());
    const page = (format: DcatFormat) =>
      documentOf(
        graphs.map((graph) => graphBody(graph, format)),
        format,
      );
    expect(statementSet(parseTurtle(page("turtle")))).toEqual(expected);
    expect(statementSet(parseNTriples(page("ntriples")))).toEqual(expected);
    expect(statementSet(await parseJsonLd(page("jsonld")))).toEqual(expected);
    expect(statementSet(await parseRdfXml(page("rdfxml")))).toEqual(expected);
    // One graph's document is its one body's.
    for (const format of DCAT_FORMATS)
      expect(documentOf([graphBody(catalog, format)], format)).toBe(serializeGraph(catalog, format));
  });

  it("escape hostile text in every format", async () => {
    const hostile = fullRecord({
      judul: HOSTILE,
      abstrak: `${HOSTILE}"`,
      kataKunci: [{ kataKunci: HOSTILE, tipe: null, thesaurus: `<${HOSTILE}>`, thesaurusTanggal: null }],
      distribusi: [
        {
          protokol: HOSTILE,
          url: 'https://x.example/a b"<c>{d}|e^f`g',
          nama: HOSTILE,
          deskripsi: null,
          fungsi: null,
          formatNama: HOSTILE,
          formatVersi: null,
        },
      ],
    });
    const quads = recordGraph(hostile, BASE_URL);
    expect(quads.some((q) => q.object.value === HOSTILE)).toBe(true);
    await expectRoundTrip(quads);
    // Literals with a language or an unknown datatype, a predicate outside the prefixes.
    await expectRoundTrip([
      quad(blankNode("x"), term("dct", "title"), literal(HOSTILE, "id")),
      quad(
        blankNode("x"),
        namedNode("http://example.org/other#p-1"),
        literal("5", namedNode("http://example.org/dt")),
      ),
      quad(namedNode("http://example.org/s?a=1&b='2'#x"), term("dct", "description"), literal("")),
    ]);
  });

  it("writes Turtle with the prefixes and N-Triples line by line", () => {
    const quads = recordGraph(fullRecord(), BASE_URL);
    const turtle = toTurtle(quads);
    expect(turtle).toContain("@prefix dcat: <http://www.w3.org/ns/dcat#>.");
    expect(turtle).toContain("a dcat:Dataset");
    expect(toNTriples(quads).trim().split("\n")).toHaveLength(quads.length);
    const jsonld = JSON.parse(serializeGraph(quads, "jsonld"));
    expect(jsonld["@context"].dcat).toBe("http://www.w3.org/ns/dcat#");
  });
});
