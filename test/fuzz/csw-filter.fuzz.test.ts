import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import { readXml } from "@/lib/xml/read-xml";
import {
  expectParsedOrRefused,
  kvpConstraint,
  postConstraint,
  postDocument,
} from "@/test/support/csw-requests";
import { filterDocument, renderedFilter } from "@/test/support/filter-arbitraries";
import { FUZZ_RUNS } from "@/test/support/fuzz";
import { mutated, treeMutated, xmlSnippets } from "@/test/support/text-mutations";

// OGC Filter Encoding 1.1 (parse-filter-xml.ts, through readXml, the KVP and the POST entry
// points, and on to the search compiler), property-based: generated filters read back as their AST;
// anything else gives a filter or a CSW refusal, never a raw error, in bounded time.

const GML = ["http://www.opengis.net/gml", "http://www.opengis.net/gml/3.2"];
const valid = renderedFilter({ cqlExpressible: false, depth: 3 });
const validDocument = fc.tuple(valid, fc.constantFrom(...GML)).map(([r, gml]) => filterDocument(r.xml, gml));

const OGC_NAMES = [
  "Filter",
  "And",
  "Or",
  "Not",
  "PropertyIsEqualTo",
  "PropertyIsLessThan",
  "PropertyIsLike",
  "PropertyIsNull",
  "PropertyIsBetween",
  "PropertyName",
  "Literal",
  "LowerBoundary",
  "UpperBoundary",
  "BBOX",
  "Within",
  "Envelope",
  "Polygon",
  "lowerCorner",
  "upperCorner",
  "posList",
  "coordinates",
  "pos",
  "LinearRing",
  "exterior",
];
const anyName = fc.oneof(fc.constantFrom(...OGC_NAMES), fc.stringMatching(/^[A-Za-z_][\w.-]{0,8}$/));

/** Valid structure, other names: every ogc:/gml: element of one name renamed (start and end tags alike). */
const renamed = fc
  .tuple(validDocument, fc.constantFrom("ogc", "gml"), fc.constantFrom(...OGC_NAMES), anyName)
  .map(([doc, prefix, from, to]) =>
    doc.replace(new RegExp(`(</?)${prefix}:${from}\\b`, "g"), `$1${prefix}:${to}`),
  );

const hostileValue = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "1e400",
    "9".repeat(500),
    "-0",
    "NaN",
    "1 2 3",
    "1,2",
    "true",
    "maybe",
    "𝔘\u0301",
    "EPSG:3857",
  ),
  fc.string({ maxLength: 12 }),
);
const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/** Valid structure, random values: the n-th attribute value or text node replaced. */
const revalued = fc
  .tuple(validDocument, fc.nat(), fc.boolean(), hostileValue)
  .map(([doc, n, attribute, value]) => {
    const pattern = attribute ? /="[^"]*"/g : />[^<]+</g;
    const matches = [...doc.matchAll(pattern)];
    const match = matches[n % Math.max(1, matches.length)];
    if (!match || match.index === undefined) return doc;
    const replacement = attribute ? `="${xmlEscape(value)}"` : `>${xmlEscape(value)}<`;
    return doc.slice(0, match.index) + replacement + doc.slice(match.index + match[0].length);
  });

const hostileDocument = fc.oneof(
  { weight: 3, arbitrary: mutated(validDocument, xmlSnippets) },
  { weight: 3, arbitrary: treeMutated(validDocument) },
  { weight: 2, arbitrary: renamed },
  { weight: 2, arbitrary: revalued },
  { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
);

const ENCODINGS = ["UTF-8", "utf-16", "ISO-8859-1", "windows-1252", "EBCDIC", ""];
/** The document as bytes: a declared encoding (right or wrong), a BOM, or random bytes. */
const hostileBytes = fc.oneof(
  fc
    .tuple(
      hostileDocument,
      fc.constantFrom(...ENCODINGS),
      fc.constantFrom<number[]>([], [0xef, 0xbb, 0xbf], [0xff, 0xfe], [0xfe, 0xff]),
    )
    .map(([doc, encoding, bom]) => {
      const declared = encoding ? `<?xml version="1.0" encoding="${encoding}"?>` : "";
      return new Uint8Array([...bom, ...new TextEncoder().encode(declared + doc)]);
    }),
  fc.uint8Array({ maxLength: 300 }),
);

const readFilter = (input: string | Uint8Array) => parseFilterXml(readXml(input));

describe("OGC Filter XML parser (property-based)", () => {
  it("reads every generated filter back as the filter it spells", () => {
    fc.assert(
      fc.property(valid, fc.constantFrom(...GML), ({ filter, xml }, gml) => {
        expect(readFilter(filterDocument(xml, gml))).toEqual(filter);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("reads them the same through GetRecords KVP (no namespace declarations) and POST", () => {
    fc.assert(
      fc.property(renderedFilter({ cqlExpressible: false, depth: 2 }), ({ filter, xml }) => {
        // KVP clients leave the declarations out; the parser supplies ogc: (default) and gml: (3.1).
        expect(kvpConstraint("FILTER", `<Filter>${xml.replace(/(<\/?)ogc:/g, "$1")}</Filter>`)).toEqual(
          filter,
        );
        expect(postConstraint(postDocument({ filterXml: filterDocument(xml) }))).toEqual(filter);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("gives a filter or a readable CSW refusal for mutated, renamed and revalued filters, never a raw error", () => {
    fc.assert(
      fc.property(hostileDocument, (doc) => {
        expectParsedOrRefused("readXml + parseFilterXml", () => readFilter(doc));
        expectParsedOrRefused("GetRecords POST", () => postConstraint(postDocument({ filterXml: doc })));
        expectParsedOrRefused("GetRecords KVP", () => kvpConstraint("FILTER", doc));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("gives a filter or a readable refusal for documents as bytes in any declared encoding", () => {
    fc.assert(
      fc.property(hostileBytes, (bytes) => {
        expectParsedOrRefused("readXml(bytes) + parseFilterXml", () => readFilter(bytes));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("refuses deep nesting with a CSW refusal, never a stack overflow", () => {
    const not = (depth: number) =>
      filterDocument(
        `${"<ogc:Not>".repeat(depth)}<ogc:PropertyIsNull><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsNull>${"</ogc:Not>".repeat(depth)}`,
      );
    expect(expectParsedOrRefused("99 Not", () => readFilter(not(99)))).not.toBeNull();
    for (const depth of [101, 255, 300, 20_000]) {
      expect(
        expectParsedOrRefused(`${depth} Not`, () => readFilter(not(depth))),
        String(depth),
      ).toBeNull();
    }
  });

  it("reads long repetitive coordinates and literals in linear time", () => {
    const box = (corner: string, attributes = "") =>
      filterDocument(
        `<ogc:BBOX><gml:Envelope${attributes}><gml:lowerCorner>${corner}</gml:lowerCorner><gml:upperCorner>1 1</gml:upperCorner></gml:Envelope></ogc:BBOX>`,
      );
    const coordinates = (text: string) =>
      filterDocument(
        `<ogc:BBOX><gml:Envelope><gml:coordinates>${text}</gml:coordinates></gml:Envelope></ogc:BBOX>`,
      );
    const long = 200_000;
    const inputs = [
      box(`${"1".repeat(long)}x 1`),
      box(`1${".1".repeat(long / 2)} 1`),
      box(`${"1".repeat(long)}e 1`),
      box(`1 ${"-".repeat(long)}`),
      coordinates(`1${" ".repeat(long)}x`),
      coordinates(`1${", ".repeat(long / 2)}2`),
      coordinates(`${"1,".repeat(long / 2)}`),
      filterDocument(
        `<ogc:PropertyIsLike wildCard="*" singleChar="?" escapeChar="!"><ogc:PropertyName>dc:title</ogc:PropertyName><ogc:Literal>${"*?!".repeat(long / 3)}</ogc:Literal></ogc:PropertyIsLike>`,
      ),
      filterDocument(
        `<ogc:PropertyIsEqualTo><ogc:PropertyName>${"a/".repeat(long / 2)}title</ogc:PropertyName><ogc:Literal>x</ogc:Literal></ogc:PropertyIsEqualTo>`,
      ),
      filterDocument(
        `<ogc:PropertyIsEqualTo><ogc:PropertyName>dct:modified</ogc:PropertyName><ogc:Literal>2020${"-01".repeat(long / 3)}</ogc:Literal></ogc:PropertyIsEqualTo>`,
      ),
      `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc">${"&amp;".repeat(long / 5)}</ogc:Filter>`,
      `<!--${"-".repeat(long)}`,
      `${"<?x ".repeat(long / 4)}`,
    ];
    for (const input of inputs) {
      expectParsedOrRefused(`${input.slice(0, 60)}... (${input.length} characters)`, () => readFilter(input));
    }
  });

  // Found by the long-input property: NUMBER was /^[+-]?(?:\d+\.?\d*|\.\d+).../, which splits a
  // run of digits every possible way before failing (quadratic: 133 s for this document).
  it("regression: a 200,000-digit coordinate ending in x is refused at once", () => {
    const doc = filterDocument(
      `<ogc:BBOX><gml:Envelope><gml:lowerCorner>${"1".repeat(200_000)}x 1</gml:lowerCorner><gml:upperCorner>1 1</gml:upperCorner></gml:Envelope></ogc:BBOX>`,
    );
    expect(expectParsedOrRefused("long coordinate", () => readFilter(doc))).toBeNull();
  });

  // Found by the long-input property: spaces around gml:coordinates' cs were removed with
  // /\s*,\s*/g, quadratic on a long run of spaces.
  it("regression: gml:coordinates with 200,000 spaces is read at once", () => {
    const doc = filterDocument(
      `<ogc:BBOX><gml:Envelope><gml:coordinates>1,2${" ".repeat(200_000)}3,4</gml:coordinates></gml:Envelope></ogc:BBOX>`,
    );
    expect(expectParsedOrRefused("spaced coordinates", () => readFilter(doc))).toEqual({
      op: "Spatial",
      relation: "BBOX",
      box: { minx: 1, miny: 2, maxx: 3, maxy: 4 },
    });
  });

  // Found by the nesting property: fast-xml-parser's own nesting limit (100 levels) refused a
  // filter within MAX_FILTER_DEPTH as "too deep" before readXml's MAX_DEPTH (256) applied.
  it("regression: 99 nested ogc:Not are read (the filter's limit is 100 levels)", () => {
    const doc = filterDocument(
      `${"<ogc:Not>".repeat(99)}<ogc:PropertyIsNull><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsNull>${"</ogc:Not>".repeat(99)}`,
    );
    let filter = readFilter(doc);
    for (let i = 0; i < 99; i++) filter = filter.op === "Not" ? filter.arg : filter;
    expect(filter).toEqual({ op: "IsNull", property: "Title" });
  });
});
