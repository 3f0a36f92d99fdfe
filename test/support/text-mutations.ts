import fc from "fast-check";

// Mutations of valid input for the property-based tests (test/fuzz): text edits (cut, delete,
// duplicate, insert, replace) with hostile snippets, and edits of whole elements of a
// generated XML document, which keep it well-formed but change its structure.

/** One edit of a text: cut, delete, duplicate, insert or replace at a random place. */
type Edit = {
  kind: "truncate" | "delete" | "duplicate" | "insert" | "replace";
  at: number;
  length: number;
  insert: string;
};

const edit = (snippets: fc.Arbitrary<string>) =>
  fc.record({
    kind: fc.constantFrom<Edit["kind"]>("truncate", "delete", "duplicate", "insert", "insert", "replace"),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 40 }),
    insert: snippets,
  });

function applyEdit(text: string, { kind, at, length, insert }: Edit): string {
  const i = text.length === 0 ? 0 : at % (text.length + 1);
  const end = Math.min(text.length, i + length);
  switch (kind) {
    case "truncate":
      return text.slice(0, i);
    case "delete":
      return text.slice(0, i) + text.slice(end);
    case "duplicate":
      return text.slice(0, end) + text.slice(i, end) + text.slice(end);
    case "insert":
      return text.slice(0, i) + insert + text.slice(i);
    case "replace":
      return text.slice(0, i) + insert + text.slice(end);
  }
}

/** The text after 1 to `max` random edits, each inserting or replacing with one of the snippets. */
export const mutated = (text: fc.Arbitrary<string>, snippets: fc.Arbitrary<string>, max = 4) =>
  fc
    .tuple(text, fc.array(edit(snippets), { minLength: 1, maxLength: max }))
    .map(([original, edits]) => edits.reduce(applyEdit, original));

const HUGE_NUMBERS = [
  "1e309",
  "-1e309",
  "9".repeat(400),
  "0.0000000000000000000000001",
  "1e-400",
  "-0",
  "+.5",
  "1.",
  ".e1",
  "0x1A",
  "NaN",
  "Infinity",
];

/** Pieces of CQL and of hostile text for CQL mutations. */
export const cqlSnippets = fc.oneof(
  fc.constantFrom(
    "(",
    ")",
    ",",
    "'",
    '"',
    "''",
    "\\",
    " AND ",
    " OR ",
    " NOT ",
    " LIKE ",
    " ILIKE ",
    " BETWEEN ",
    " IS NULL",
    " = ",
    " <> ",
    " != ",
    " <= ",
    "BBOX(",
    "ENVELOPE(",
    "POLYGON((",
    "POINT(1 2)",
    "DWITHIN(",
    "INTERSECTS(ows:BoundingBox, ",
    "2020-13-45T99:99",
    "\u0000",
    "\uFEFF",
    "\uD800",
    "𝔘",
    "NOT ".repeat(150),
    "(".repeat(150),
    "apiso:Nonexistent",
    ...HUGE_NUMBERS,
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: "binary", maxLength: 8 }),
);

/** Pieces of XML and of hostile markup for Filter XML mutations. */
export const xmlSnippets = fc.oneof(
  fc.constantFrom(
    "<",
    ">",
    "</",
    "/>",
    '"',
    "&",
    "&amp;",
    "&lt;",
    "&foo;",
    "&#0;",
    "&#x110000;",
    "&#xD800;",
    "&#65;",
    "<![CDATA[x]]>",
    "<![CDATA[",
    "<!-- c -->",
    "<!--",
    "<?pi data?>",
    '<!DOCTYPE ogc:Filter [<!ENTITY e "x">]>',
    '<!ENTITY x SYSTEM "file:///etc/passwd">',
    '<!DOCTYPE x SYSTEM "http://127.0.0.1/x.dtd">',
    "<ogc:Not>",
    "</ogc:Not>",
    "<ogc:And/>",
    "<ogc:Or></ogc:Or>",
    "<ogc:FeatureId fid='1'/>",
    "<ogc:Function name='x'/>",
    "<ogc:PropertyName>apiso:Unknown</ogc:PropertyName>",
    "<ogc:PropertyName>ows:BoundingBox</ogc:PropertyName>",
    "<ogc:Literal>x</ogc:Literal>",
    "<ogc:Literal><b/></ogc:Literal>",
    "<gml:Envelope><gml:lowerCorner>1 2</gml:lowerCorner></gml:Envelope>",
    "<gml:Point><gml:pos>1 2</gml:pos></gml:Point>",
    "<x:y/>",
    "<ogc:Unknown/>",
    ' matchCase="maybe"',
    ' srsName="EPSG:3857"',
    ' srsDimension="3"',
    ' wildCard=""',
    ' cs="" ts="" decimal=""',
    ' xmlns:ogc="urn:other"',
    ' xmlns=""',
    "<ogc:Not>".repeat(120),
    "<a>".repeat(300),
    ...HUGE_NUMBERS,
  ),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: "binary", maxLength: 8 }),
);

/** The [start, end) of every element of a generated document (no comments, CDATA or `>` in attributes). */
export function elementSpans(xml: string): [number, number][] {
  const spans: [number, number][] = [];
  const open: number[] = [];
  for (const tag of xml.matchAll(/<(\/?)[^>]*?(\/?)>/g)) {
    const start = tag.index as number;
    const end = start + tag[0].length;
    if (tag[2]) spans.push([start, end]);
    else if (tag[1]) spans.push([open.pop() ?? 0, end]);
    else open.push(start);
  }
  return spans;
}

/** Whole elements moved about: deleted, duplicated, swapped for a snippet, wrapped in ogc:Not, or moved inside another. */
type TreeEdit = {
  kind: "delete" | "duplicate" | "replace" | "wrap" | "move";
  a: number;
  b: number;
  snippet: string;
};

function applyTreeEdit(xml: string, { kind, a, b, snippet }: TreeEdit): string {
  const spans = elementSpans(xml).filter(([start]) => start > 0); // never the root
  if (spans.length === 0) return xml;
  const [start, end] = spans[a % spans.length] as [number, number];
  const element = xml.slice(start, end);
  switch (kind) {
    case "delete":
      return xml.slice(0, start) + xml.slice(end);
    case "duplicate":
      return xml.slice(0, end) + element + xml.slice(end);
    case "replace":
      return xml.slice(0, start) + snippet + xml.slice(end);
    case "wrap":
      return `${xml.slice(0, start)}<ogc:Not>${element}</ogc:Not>${xml.slice(end)}`;
    case "move": {
      const rest = xml.slice(0, start) + xml.slice(end);
      // Into the target element: just after its start tag.
      const targets = elementSpans(rest).map(([s]) => rest.indexOf(">", s) + 1);
      const at = targets[b % targets.length] as number;
      return rest.slice(0, at) + element + rest.slice(at);
    }
  }
}

/** Well-formed elements to put in place of others. */
const elementSnippets = fc.constantFrom(
  "",
  "<ogc:And/>",
  "<ogc:Or></ogc:Or>",
  "<ogc:Not/>",
  "<ogc:FeatureId fid='1'/>",
  "<ogc:Function name='x'/>",
  "<ogc:PropertyName>apiso:Unknown</ogc:PropertyName>",
  "<ogc:PropertyName>ows:BoundingBox</ogc:PropertyName>",
  "<ogc:PropertyName/>",
  "<ogc:Literal>x</ogc:Literal>",
  "<ogc:Literal/>",
  "<ogc:Literal><ogc:Literal>x</ogc:Literal></ogc:Literal>",
  "<gml:Envelope><gml:lowerCorner>1 2</gml:lowerCorner></gml:Envelope>",
  '<gml:Envelope srsName="EPSG:4326"><gml:lowerCorner>1 2 3</gml:lowerCorner><gml:upperCorner>1</gml:upperCorner></gml:Envelope>',
  "<gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>1 2 3 4</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon>",
  "<gml:Point><gml:pos>1 2</gml:pos></gml:Point>",
  "<ogc:PropertyIsNull><ogc:PropertyName>dc:title</ogc:PropertyName></ogc:PropertyIsNull>",
  "<ogc:Unknown/>",
  "<other xmlns='urn:x'/>",
);

/** A generated document after 1 to `max` edits of whole elements: still well-formed, other structure. */
export const treeMutated = (
  xml: fc.Arbitrary<string>,
  max = 3,
  snippets: fc.Arbitrary<string> = elementSnippets,
) =>
  fc
    .tuple(
      xml,
      fc.array(
        fc.record({
          kind: fc.constantFrom<TreeEdit["kind"]>("delete", "duplicate", "replace", "wrap", "move"),
          a: fc.nat(),
          b: fc.nat(),
          snippet: snippets,
        }),
        { minLength: 1, maxLength: max },
      ),
    )
    .map(([original, edits]) => edits.reduce(applyTreeEdit, original));
