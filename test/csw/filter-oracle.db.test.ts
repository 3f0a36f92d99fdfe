import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { importDocuments } from "@/lib/catalogue/import/import-documents";
import { findPublishedIdPage } from "@/lib/catalogue/public/find-published-id-page";
import { loadPublishedRecords } from "@/lib/catalogue/records/load-stored-records";
import { constraintSql } from "@/lib/csw/filter/constraint-sql";
import { parseFilterXml } from "@/lib/csw/filter/parse-filter-xml";
import { storedRecordDocument } from "@/lib/iso/record-document";
import { servedSourceDocument } from "@/lib/iso/source-document";
import type { XmlElement } from "@/lib/xml/element";
import { readXml } from "@/lib/xml/read-xml";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { listSamples, SHARED_DIR, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// CSW filters against an oracle, over the seeded catalogue, the real-world samples and records of
// the reference generator (imported once for both parts):
// - PropertyIsLike on csw:AnyText finds exactly the records with a value, in the XML they are
//   served as, that the pattern matches whole (case and accents ignored);
// - each queryable read from the served XML, with =, <>, LIKE and comparisons, finds exactly the
//   records whose ISO 19139 document holds a matching value at the queryable's path.
// The oracle reads the XML with its own parser, walks its own paths and matches with its own
// LIKE matcher: it shares nothing with the extractor or the SQL compiler.

/**
 * Generated records imported beside the samples: 2,000 on PostgreSQL; on PGlite, whose import is
 * slower and whose regular expressions and trigram index are the same code, 500 (CI time).
 */
const GENERATED = testEngine === "postgresql" ? 2_000 : 500;

/** The oracle's folding: NFKD without marks, lower case, and the letters NFKD keeps whole. */
const fold = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ø/g, "o")
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ħ/g, "h")
    .replace(/ı/g, "i");

type Token = { any: true } | { one: true } | { char: string };

/**
 * LIKE with a wildCard, singleChar and escapeChar, by dynamic programming over the whole value.
 * The pattern is read once; a value without each of its runs of plain characters cannot match
 * and is passed over before the program runs (the forty patterns over 2,700 records' values took
 * most of this file's time otherwise).
 */
function likeMatcher(
  pattern: string,
  wild: string,
  single: string,
  escaping: string,
): (value: string) => boolean {
  const tokens: Token[] = [];
  const chars = [...fold(pattern).replace(/\s+/g, " ")];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === escaping && i + 1 < chars.length) tokens.push({ char: chars[++i] as string });
    else if (c === wild) tokens.push({ any: true });
    else if (c === single) tokens.push({ one: true });
    else tokens.push({ char: c });
  }
  const runs: string[] = [""];
  for (const token of tokens) {
    if ("char" in token) runs[runs.length - 1] += token.char;
    else runs.push("");
  }
  const required = runs.filter((run) => run !== "");
  return (value) => {
    if (!required.every((run) => value.includes(run))) return false;
    const text = [...value];
    let row = new Array<boolean>(text.length + 1).fill(false);
    row[0] = true;
    for (const token of tokens) {
      const next = new Array<boolean>(text.length + 1).fill(false);
      if ("any" in token) {
        let reached = false;
        for (let j = 0; j <= text.length; j++) {
          reached ||= row[j] as boolean;
          next[j] = reached;
        }
      } else {
        for (let j = 1; j <= text.length; j++)
          next[j] = (row[j - 1] as boolean) && ("one" in token || text[j - 1] === token.char);
      }
      row = next;
    }
    return row[text.length] as boolean;
  };
}

/** Every value of a document as the oracle reads it: element text, and the value-carrying attributes. */
function oracleValues(xml: string): string[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    preserveOrder: true,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
  });
  const values = new Set<string>();
  const add = (raw: unknown) => {
    const value = String(raw).replace(/\s+/g, " ").trim();
    if (value) values.add(fold(value));
  };
  const walk = (nodes: Record<string, unknown>[]) => {
    for (const node of nodes) {
      for (const [key, content] of Object.entries(node)) {
        if (key === ":@") {
          for (const [name, value] of Object.entries(content as Record<string, string>)) {
            const local = name.slice(1).split(":").pop();
            if (
              local === "codeListValue" ||
              local === "uuidref" ||
              (name.includes(":") && /:(href|title)$/.test(name))
            )
              add(value);
          }
        } else if (key === "#text") add(content);
        else if (key === "#cdata") walk(content as Record<string, unknown>[]);
        else if (!key.startsWith("?") && Array.isArray(content)) walk(content as Record<string, unknown>[]);
      }
    }
  };
  walk(parser.parse(xml) as Record<string, unknown>[]);
  return [...values];
}

/** The oracle's element tree: local names only (prefixes dropped), attributes by local name. */
interface OracleNode {
  name: string;
  attrs: Record<string, string>;
  children: OracleNode[];
  text: string;
}

function oracleTree(xml: string): OracleNode {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "",
    removeNSPrefix: true,
    preserveOrder: true,
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
  });
  const build = (
    name: string,
    nodes: Record<string, unknown>[],
    attrs: Record<string, string>,
  ): OracleNode => {
    const node: OracleNode = { name, attrs, children: [], text: "" };
    for (const child of nodes) {
      const key = Object.keys(child).find((k) => k !== ":@") as string;
      if (key === "#text") node.text += String(child[key]);
      else if (!key.startsWith("?"))
        node.children.push(
          build(key, child[key] as Record<string, unknown>[], (child[":@"] as Record<string, string>) ?? {}),
        );
    }
    return node;
  };
  const document = build("", parser.parse(xml) as Record<string, unknown>[], {});
  return document.children[0] as OracleNode;
}

/**
 * Where the oracle reads each queryable in a gmd:MD_Metadata (ISO AP 07-045, and the elements the
 * csw:Record takes its Dublin Core values from): `*` is any element, a last `@a` an attribute, an
 * element's value its codeListValue, else its text, else its xlink:href.
 */
const ID = "identificationInfo/*";
const SRV = "identificationInfo/SV_ServiceIdentification";
const CONFORMANCE = "dataQualityInfo/*/report/*/result/DQ_ConformanceResult";
const PARTIES = [
  `${ID}/pointOfContact/*`,
  `${ID}/citation/*/citedResponsibleParty/*`,
  "distributionInfo/*/distributor/*/distributorContact/*",
];
const EXTENT_TIME = `${ID}/extent/*/temporalElement/*/extent`;
const ORACLE_PATHS: Record<string, string[]> = {
  Title: [`${ID}/citation/*/title/*`],
  Identifier: ["fileIdentifier/*"],
  Abstract: [`${ID}/abstract/*`],
  Type: ["hierarchyLevel/*"],
  Language: ["language/*"],
  Format: ["distributionFormat/*/name/*", "distributor/*/distributorFormat/*/name/*"].map(
    (path) => `distributionInfo/*/${path}`,
  ),
  TopicCategory: [`${ID}/topicCategory/*`],
  Subject: [`${ID}/descriptiveKeywords/*/keyword/*`, `${ID}/topicCategory/*`],
  OrganisationName: PARTIES.map((party) => `${party}/organisationName/*`),
  AlternateTitle: [`${ID}/citation/*/alternateTitle/*`],
  ResourceIdentifier: [`${ID}/citation/*/identifier/*/code/*`],
  ParentIdentifier: ["parentIdentifier/*"],
  KeywordType: [`${ID}/descriptiveKeywords/*/type/*`],
  ResourceLanguage: [`${ID}/language/*`],
  CRS: ["referenceSystemInfo/*/referenceSystemIdentifier/*/code/*"],
  GeographicDescriptionCode: [
    `${ID}/extent/*/geographicElement/EX_GeographicDescription/geographicIdentifier/*/code/*`,
  ],
  Denominator: [`${ID}/spatialResolution/*/equivalentScale/*/denominator/*`],
  DistanceValue: [`${ID}/spatialResolution/*/distance/*`],
  DistanceUOM: [`${ID}/spatialResolution/*/distance/*/@uom`],
  // A period's begin or end, as a position or as an instant (GML 3.2), or an instant's position.
  TempExtent_begin: ["beginPosition", "begin/TimeInstant/timePosition"]
    .map((end) => `${EXTENT_TIME}/TimePeriod/${end}`)
    .concat(`${EXTENT_TIME}/TimeInstant/timePosition`),
  TempExtent_end: ["endPosition", "end/TimeInstant/timePosition"]
    .map((end) => `${EXTENT_TIME}/TimePeriod/${end}`)
    .concat(`${EXTENT_TIME}/TimeInstant/timePosition`),
  ServiceType: [`${SRV}/serviceType/*`],
  ServiceTypeVersion: [`${SRV}/serviceTypeVersion/*`],
  Operation: [`${SRV}/containsOperations/*/operationName/*`],
  OperatesOn: [`${SRV}/operatesOn/@uuidref`],
  OperatesOnIdentifier: [`${SRV}/coupledResource/*/identifier/*`],
  OperatesOnName: [`${SRV}/coupledResource/*/operationName/*`],
  CouplingType: [`${SRV}/couplingType/*`],
  Lineage: ["dataQualityInfo/*/lineage/*/statement/*"],
  AccessConstraints: [`${ID}/resourceConstraints/*/accessConstraints/*`],
  OtherConstraints: [`${ID}/resourceConstraints/*/otherConstraints/*`],
  Classification: [`${ID}/resourceConstraints/*/classification/*`],
  ConditionApplyingToAccessAndUse: [`${ID}/resourceConstraints/*/useLimitation/*`],
  ResponsiblePartyRole: [`${ID}/pointOfContact/*/role/*`],
  Degree: [`${CONFORMANCE}/pass/*`],
  SpecificationTitle: [`${CONFORMANCE}/specification/*/title/*`],
  SpecificationDate: [`${CONFORMANCE}/specification/*/date/*/date/*`],
  SpecificationDateType: [`${CONFORMANCE}/specification/*/date/*/dateType/*`],
  Date: ["dateStamp/*", `${ID}/citation/*/date/*/date/*`],
  Modified: ["dateStamp/*"],
  Relation: ["parentIdentifier/*"],
  Source: ["dataQualityInfo/*/lineage/*/source/*/description/*"],
  Spatial: [`${ID}/extent/*/description/*`],
};

/** The CI_RoleCode values of each Dublin Core agent (as the csw:Record names its parties). */
const AGENT_ROLES: Record<string, string[]> = {
  Creator: ["originator", "author", "principalInvestigator", "coAuthor"],
  Publisher: ["publisher", "distributor"],
  Contributor: ["contributor", "collaborator", "processor", "editor", "resourceProvider"],
};

/** The oracle's values of a queryable: whitespace collapsed, blanks left out. */
function oracleQueryableValues(root: OracleNode, queryable: string): string[] {
  if (queryable === "Rights")
    return ["useLimitation/*", "otherConstraints/*", "accessConstraints/*", "useConstraints/*"]
      .flatMap((step) => valuesOnPaths(root, [`${ID}/resourceConstraints/*/${step}`]))
      .filter((value) => value !== "otherRestrictions");
  const dateType = { CreationDate: "creation", PublicationDate: "publication", RevisionDate: "revision" }[
    queryable
  ];
  if (dateType)
    return nodesOnPath(root, `${ID}/citation/*/date/*`)
      .filter((date) => valuesOnPaths(date, ["dateType/*"]).includes(dateType))
      .flatMap((date) => valuesOnPaths(date, ["date/*"]));
  // ISO 19115: a record without hierarchyLevel describes a dataset.
  if (queryable === "Type") {
    const levels = valuesOnPaths(root, ["hierarchyLevel/*"]);
    return levels.length > 0 ? levels : ["dataset"];
  }
  const roles = AGENT_ROLES[queryable];
  if (roles)
    return PARTIES.flatMap((path) => nodesOnPath(root, path)).flatMap((party) => {
      if (!roles.includes(valuesOnPaths(party, ["role/*"])[0] ?? "")) return [];
      return valuesOnPaths(party, ["organisationName/*", "individualName/*"]).slice(0, 1);
    });
  return valuesOnPaths(root, ORACLE_PATHS[queryable] ?? []);
}

function nodesOnPath(root: OracleNode, path: string): OracleNode[] {
  let nodes = [root];
  for (const step of path.split("/"))
    nodes = nodes.flatMap((n) => n.children.filter((c) => step === "*" || c.name === step));
  return nodes;
}

function valuesOnPaths(root: OracleNode, paths: string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    const at = path.lastIndexOf("/@");
    const attribute = at >= 0 ? path.slice(at + 2) : undefined;
    for (const node of nodesOnPath(root, at >= 0 ? path.slice(0, at) : path)) {
      const raw = attribute
        ? node.attrs[attribute]
        : (node.attrs.codeListValue ?? (node.text.trim() || node.attrs.href));
      const value = (raw ?? "").replace(/\s+/g, " ").trim();
      if (value) found.push(value);
    }
  }
  return found;
}

const fromFile = (file: string) => ({ name: path.basename(file), read: async () => readFileSync(file) });

describe(`CSW filters on ${testEngine}: exactly the records whose served XML has a matching value`, () => {
  const database = useSeededApiDatabase();
  /** Every published record's folded values, by id. */
  const valuesOf = new Map<string, string[]>();
  /** Every published record's ISO 19139 document as served (outputSchema gmd), parsed by the oracle, by id. */
  const isoOf = new Map<string, OracleNode>();
  const generatorDir = mkdtempSync(path.join(tmpdir(), "simpul-anytext-"));
  afterAll(() => rmSync(generatorDir, { recursive: true, force: true }));

  beforeAll(async () => {
    const { db } = database();
    const admin = await db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
    const actor: Actor = { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId };
    const files: string[] = [];
    if (!samplesUnavailable) {
      files.push(...listSamples("iso19139"), ...listSamples("iso19115-3"), ...listSamples("csw-records"));
      const run = spawnSync("python3", [
        path.join(SHARED_DIR, "bench/gen_iso19139.py"),
        ...["--count", String(GENERATED), "--seed", "42", "--out", generatorDir],
      ]);
      if (run.status === 0)
        files.push(...readdirSync(generatorDir).map((name) => path.join(generatorDir, name)));
    } else console.warn(`AnyText oracle: only the seeded catalogue (${samplesUnavailable})`);
    await importDocuments(actor, files.map(fromFile), { status: "PUBLISHED" }, { concurrency: 4 });

    const ids = (await db.metadata.findMany({ where: { status: "PUBLISHED" }, select: { id: true } })).map(
      (row) => row.id,
    );
    for (let i = 0; i < ids.length; i += 200) {
      const records = await loadPublishedRecords(ids.slice(i, i + 200), {
        documents: ["ISO19139", "ISO19115_3_2016", "ISO19115_3_2018", "DUBLIN_CORE"],
      });
      for (const record of records) {
        const source = record.sumber;
        // What a client receives: the source document in its own standard while it is served,
        // the record's ISO 19139 encoding otherwise.
        const xml =
          source?.dokumen !== undefined && !source.disuntingPada
            ? servedSourceDocument({ ...source, dokumen: source.dokumen }, record.id)
            : storedRecordDocument(record, "gmd");
        valuesOf.set(record.id, oracleValues(xml));
        isoOf.set(record.id, oracleTree(storedRecordDocument(record, "gmd")));
      }
    }
    expect(valuesOf.size).toBeGreaterThan(samplesUnavailable ? 100 : GENERATED);
  }, 600_000);

  const filter = (pattern: string, { wild = "%", single = "_", escaping = "\\" } = {}) =>
    readXml(`<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc"><ogc:PropertyIsLike wildCard="${wild}" singleChar="${single}" escapeChar="${escaping}">
      <ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>${pattern
        .replaceAll("&", "&amp;")
        .replaceAll("<", "&lt;")}</ogc:Literal></ogc:PropertyIsLike></ogc:Filter>`);

  async function cswIds(pattern: string, chars?: { wild?: string; single?: string; escaping?: string }) {
    return filterIds(filter(pattern, chars));
  }

  async function filterIds(document: XmlElement) {
    const { ids, total } = await findPublishedIdPage({
      ...constraintSql(parseFilterXml(document)),
      order: [],
      offset: 0,
      limit: valuesOf.size + 1,
    });
    expect(total).toBe(ids.length);
    return ids.sort();
  }

  function oracleIds(pattern: string, { wild = "%", single = "_", escaping = "\\" } = {}) {
    const matches = likeMatcher(pattern, wild, single, escaping);
    return [...valuesOf]
      .filter(([, values]) => values.some(matches))
      .map(([id]) => id)
      .sort();
  }

  /**
   * Plain words between wildcards also match by stem and in topic categories' labels (a
   * documented widening): the oracle is a subset then.
   */
  const plainWords = (pattern: string) => /^%[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*%$/u.test(pattern);

  const PATTERNS = [
    // fragments, prefixes, suffixes, single characters
    "%utan%",
    "%ungai",
    "%s_ngai%",
    "%s_ngai",
    "sungai%",
    "peta%",
    "%an",
    "%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%_%",
    "_",
    "%tahun 20__%",
    "%-0_-%",
    // words looked up in the lexicon: a value's first and last words, _ inside a word or
    // standing for the space between two, several runs of letters
    "kementerian%",
    "%kehutanan",
    "%_ngai%",
    "%hutan_lindung%",
    "%an_ke%",
    "%peta%sungai%",
    // numbers, which are words too: fragments, a value's first and last, beside letters
    "%2016%",
    "%016%",
    "2016%",
    "%000",
    "%4_70%",
    "%rawa-2016%",
    "%a2016%",
    "%2016-0_-%",
    // whole words, case, accents, several words
    "%hutan%",
    "%HUTAN%",
    "%Kehutanan%",
    "%BMKG%",
    "%bmkg",
    "%badan informasi geospasial%",
    "%lingkungan hidup dan kehutanan%",
    "%données%",
    "%donnees%",
    "%Bundesamt%",
    "%öffentlich%",
    "%é%",
    // punctuation, acronyms, identifiers and pieces of URLs
    "%TIGER/Line%",
    "%1:250.000%",
    "%ISMD01%",
    "%S-2%",
    "%EPSG%",
    "%4326",
    "%http://%",
    "%https://%.go.id%",
    "%.xml",
    "%/wms%",
    "%@%",
    "%(%)%",
    "%[%",
    "%.%.%.%",
    "%+%",
    "%$%",
    "%\\%%",
    "%\\_%",
    "",
    "nothing-matches-this-%-value",
  ];

  it("gives the oracle's records for about forty patterns", { timeout: 300_000 }, async () => {
    const counts: Record<string, number> = {};
    for (const pattern of PATTERNS) {
      const [csw, oracle] = [await cswIds(pattern), oracleIds(pattern)];
      counts[pattern] = oracle.length;
      if (plainWords(pattern)) {
        expect(
          oracle.filter((id) => !csw.includes(id)),
          pattern,
        ).toEqual([]);
      } else expect(csw, pattern).toEqual(oracle);
    }
    console.info(`AnyText oracle on ${valuesOf.size} records:`, counts);
    expect(Object.values(counts).filter((n) => n > 0).length).toBeGreaterThan(25);
  });

  it("reads the filter's own wildCard, singleChar and escapeChar", async () => {
    const chars = { wild: "*", single: "?", escaping: "!" };
    for (const pattern of ["*utan*", "*s?ngai*", "*!*", "*%*", "*_*", "*!!*", "*100%*"])
      expect(await cswIds(pattern, chars), pattern).toEqual(oracleIds(pattern, chars));
  });

  it("finds a record by any fragment of any of its values (property)", async () => {
    const entries = [...valuesOf].filter(([, values]) => values.length > 0);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...entries),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        async ([id, values], which, from, length) => {
          const value = values[which % values.length] as string;
          const start = from % value.length;
          const fragment = value.slice(start, start + 1 + (length % 12)).replace(/[%_\\]/g, "\\$&");
          expect(await cswIds(`%${fragment}%`)).toContain(id);
        },
      ),
      { numRuns: DB_FUZZ_RUNS },
    );
  });

  // ------------------------------------------------------------ the queryables read from the XML

  /** The name a client sends for each queryable (its advertised spelling). */
  const SPELLING: Record<string, string> = {
    Date: "dc:date",
    Relation: "dc:relation",
    Source: "dc:source",
    Spatial: "dct:spatial",
    Rights: "dc:rights",
    Creator: "dc:creator",
    Publisher: "dc:publisher",
    Contributor: "dc:contributor",
  };
  const QUERYABLES = [
    ...Object.keys(ORACLE_PATHS),
    "Rights",
    ...Object.keys(AGENT_ROLES),
    "CreationDate",
    "PublicationDate",
    "RevisionDate",
  ];
  const NUMBERS = ["Denominator", "DistanceValue"];
  const DATES = [
    "TempExtent_begin",
    "TempExtent_end",
    "SpecificationDate",
    "Date",
    "Modified",
    "CreationDate",
    "PublicationDate",
    "RevisionDate",
  ];

  const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;");
  const comparison = (element: string, queryable: string, literal: string, matchCase = true) =>
    `<ogc:${element} matchCase="${matchCase}"><ogc:PropertyName>${SPELLING[queryable] ?? `apiso:${queryable}`}</ogc:PropertyName><ogc:Literal>${escapeXml(literal)}</ogc:Literal></ogc:${element}>`;
  const filterOf = (operator: string) =>
    readXml(`<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc">${operator}</ogc:Filter>`);
  const likeOf = (queryable: string, pattern: string) =>
    `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>${SPELLING[queryable] ?? `apiso:${queryable}`}</ogc:PropertyName><ogc:Literal>${escapeXml(pattern)}</ogc:Literal></ogc:PropertyIsLike>`;

  /** The records some of whose values of the queryable satisfy the test. */
  /** Every record's values of a queryable, read once a queryable (hundreds of questions ask them). */
  const valuesByQueryable = new Map<string, [string, string[]][]>();
  const oracleValuesOf = (queryable: string) => {
    let values = valuesByQueryable.get(queryable);
    if (!values) {
      values = [...isoOf].map(([id, root]) => [id, oracleQueryableValues(root, queryable)]);
      valuesByQueryable.set(queryable, values);
    }
    return values;
  };
  const oracleWhere = (queryable: string, test: (value: string) => boolean) =>
    oracleValuesOf(queryable)
      .filter(([, values]) => values.some(test))
      .map(([id]) => id)
      .sort();
  const allIds = () => [...isoOf.keys()].sort();
  const without = (ids: string[]) => {
    const excluded = new Set(ids);
    return allIds().filter((id) => !excluded.has(id));
  };

  /** A number as written, NaN when it is none (or not finite). */
  const finiteNumber = (text: string) =>
    text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : Number.NaN;

  /** CSW's answer to `queryable element literal` (matchCase) is `expected`. */
  async function expectAnswer(queryable: string, element: string, literal: string, expected: string[]) {
    const answer = await filterIds(filterOf(comparison(element, queryable, literal)));
    expect(answer, `${queryable} ${element} ${literal}`).toEqual(expected);
  }

  /** An instant of a value at its own precision's start (UTC when no zone is written); NaN when it is no date. */
  const instant = (value: string) => {
    if (/^\d{4}$/.test(value)) return Date.parse(`${value}-01-01T00:00:00Z`);
    if (/^\d{4}-\d{2}$/.test(value)) return Date.parse(`${value}-01T00:00:00Z`);
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return Date.parse(`${value}T00:00:00Z`);
    const zoned = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}):?(\d{2})?$/.exec(value); // a day in a zone (xs:date)
    if (zoned) return Date.parse(`${zoned[1]}T00:00:00${zoned[2]}${zoned[3] ? `:${zoned[3]}` : ""}`);
    if (/^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(value)) return Date.parse(`${value}Z`);
    return /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value) ? Date.parse(value) : Number.NaN;
  };

  /** Values to ask for: the three most frequent, three others spread over the rest. */
  function sampleValues(queryable: string): string[] {
    const counts = new Map<string, number>();
    for (const root of isoOf.values())
      for (const value of new Set(oracleQueryableValues(root, queryable)))
        counts.set(value, (counts.get(value) ?? 0) + 1);
    const byCount = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([value]) => value);
    const rest = byCount.slice(3);
    return [
      ...byCount.slice(0, 3),
      ...[0.25, 0.5, 0.75].flatMap((at) => rest[Math.floor(rest.length * at)] ?? []),
    ];
  }

  it("finds, for every queryable, the records whose ISO 19139 document holds the value at its path", {
    timeout: 600_000,
  }, async () => {
    const asked: Record<string, number> = {};
    for (const queryable of QUERYABLES) {
      const values = sampleValues(queryable);
      asked[queryable] = values.length;
      if (queryable === "Degree") {
        // gco:Boolean: true or 1, false or 0.
        const truth = (v: string) => ({ true: true, "1": true, false: false, "0": false })[v.trim()];
        for (const literal of ["true", "1", "false", "0"]) {
          const equal = oracleWhere(queryable, (v) => truth(v) === truth(literal));
          await expectAnswer(queryable, "PropertyIsEqualTo", literal, equal);
          await expectAnswer(queryable, "PropertyIsNotEqualTo", literal, without(equal));
        }
        await expect(filterIds(filterOf(comparison("PropertyIsEqualTo", queryable, "yes")))).rejects.toThrow(
          /true or false/,
        );
        continue;
      }
      for (const value of [...values, "zz-no-record-has-this"]) {
        // Numbers and dates: = and <> at the literal's value (a date: its day), < and >= by order.
        const ordered = NUMBERS.includes(queryable)
          ? { literal: value, key: finiteNumber, span: 0 }
          : DATES.includes(queryable)
            ? { literal: value.slice(0, 10), key: instant, span: 86_400_000 }
            : null;
        if (ordered) {
          const { literal, key, span } = ordered;
          const at = key(literal);
          if (Number.isNaN(at)) continue;
          const holds = (test: (k: number) => boolean) =>
            oracleWhere(queryable, (v) => !Number.isNaN(key(v)) && test(key(v)));
          const equal = holds((k) => (span === 0 ? k === at : k >= at && k < at + span));
          await expectAnswer(queryable, "PropertyIsEqualTo", literal, equal);
          await expectAnswer(queryable, "PropertyIsNotEqualTo", literal, without(equal));
          await expectAnswer(
            queryable,
            "PropertyIsLessThan",
            literal,
            holds((k) => k < at),
          );
          await expectAnswer(
            queryable,
            "PropertyIsGreaterThanOrEqualTo",
            literal,
            holds((k) => k >= at),
          );
          continue;
        }
        const equal = oracleWhere(queryable, (v) => v === value);
        await expectAnswer(queryable, "PropertyIsEqualTo", value, equal);
        await expectAnswer(queryable, "PropertyIsNotEqualTo", value, without(equal));
        const fragment = value
          .slice(Math.floor(value.length / 3), Math.floor(value.length / 3) + 6)
          .replace(/[%_\\]/g, "\\$&");
        const plain = fragment.replace(/\\(.)/g, "$1");
        expect(
          await filterIds(filterOf(likeOf(queryable, `%${fragment}%`))),
          `${queryable} LIKE %${fragment}%`,
        ).toEqual(oracleWhere(queryable, (v) => v.includes(plain)));
        if (/^[\x20-\x7e]+$/.test(value)) {
          const upper = value.toUpperCase();
          expect(
            await filterIds(filterOf(comparison("PropertyIsEqualTo", queryable, upper, false))),
            `${queryable} = ${upper} (any case)`,
          ).toEqual(oracleWhere(queryable, (v) => v.toLowerCase() === value.toLowerCase()));
        }
      }
    }
    console.info(`Queryable oracle on ${isoOf.size} records, values asked per queryable:`, asked);
    // The corpus holds most of them (security classifications, say, only where a sample has one).
    expect(Object.values(asked).filter((n) => n > 0).length).toBeGreaterThan(QUERYABLES.length * 0.7);
  });

  it("HasSecurityConstraints is whether the resource has a security constraint", async () => {
    const secured = [...isoOf]
      .filter(([, root]) => nodesOnPath(root, `${ID}/resourceConstraints/MD_SecurityConstraints`).length > 0)
      .map(([id]) => id)
      .sort();
    for (const [literal, expected] of [
      ["true", secured],
      ["1", secured],
      ["false", without(secured)],
    ] as const)
      expect(
        await filterIds(filterOf(comparison("PropertyIsEqualTo", "HasSecurityConstraints", literal))),
      ).toEqual(expected);
  });

  it("reads OrganisationName only where the XML names it, and <> as no value equal", async () => {
    const named = (name: string) => oracleWhere("OrganisationName", (v) => v === name);
    // The organisation that keeps the seeded records in the catalogue, which their XML does not name as a party.
    const keeper = (await database().db.organisasi.findFirstOrThrow({ where: { kode: "BIG" } })).nama;
    expect(await filterIds(filterOf(comparison("PropertyIsEqualTo", "OrganisationName", keeper)))).toEqual(
      named(keeper),
    );
    const series = [...isoOf]
      .filter(([, root]) => valuesOnPaths(root, ["hierarchyLevel/*"]).includes("series"))
      .map(([id]) => id);
    const big = "Badan Informasi Geospasial (BIG)";
    const expected = series.filter((id) => !named(big).includes(id)).sort();
    const answer = await filterIds(
      filterOf(
        `<ogc:And>${comparison("PropertyIsEqualTo", "Type", "series").replace("apiso:Type", "dc:type")}${comparison("PropertyIsNotEqualTo", "OrganisationName", big)}</ogc:And>`,
      ),
    );
    expect(answer).toEqual(expected);
  });
});
