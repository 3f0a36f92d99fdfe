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
import { readXml } from "@/lib/xml/read-xml";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { listSamples, SHARED_DIR, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// CSW's PropertyIsLike on csw:AnyText against an oracle: over the seeded catalogue, the real-world
// samples and records of the reference generator, the records CSW finds for a pattern are
// exactly those with a value, in the XML they are served as, that the pattern matches whole
// (case and accents ignored). The oracle reads the XML with its own parser and matches with
// its own LIKE matcher: it shares nothing with the SQL compiler.

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

/** LIKE with a wildCard, singleChar and escapeChar, by dynamic programming over the whole value. */
function likeMatches(
  pattern: string,
  value: string,
  wild: string,
  single: string,
  escaping: string,
): boolean {
  const tokens: Token[] = [];
  const chars = [...fold(pattern).replace(/\s+/g, " ")];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] as string;
    if (c === escaping && i + 1 < chars.length) tokens.push({ char: chars[++i] as string });
    else if (c === wild) tokens.push({ any: true });
    else if (c === single) tokens.push({ one: true });
    else tokens.push({ char: c });
  }
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

const fromFile = (file: string) => ({ name: path.basename(file), read: async () => readFileSync(file) });

describe(`CSW AnyText LIKE on ${testEngine}: exactly the records whose served XML has a matching value`, () => {
  const database = useSeededApiDatabase();
  /** Every published record's folded values (and topic labels), by id. */
  const valuesOf = new Map<string, string[]>();
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

    const labels = await db.kodeReferensi.findMany({ where: { jenis: "TOPIK_KATEGORI" } });
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
        const topics = labels
          .filter((label) => record.topikKategori.includes(label.kode))
          .flatMap((label) => [label.label, label.labelEn ?? ""].filter(Boolean).map(fold));
        valuesOf.set(record.id, [...oracleValues(xml), ...topics]);
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
    const { ids, total } = await findPublishedIdPage({
      where: constraintSql(parseFilterXml(filter(pattern, chars))),
      order: [],
      offset: 0,
      limit: valuesOf.size + 1,
    });
    expect(total).toBe(ids.length);
    return ids.sort();
  }

  function oracleIds(pattern: string, { wild = "%", single = "_", escaping = "\\" } = {}) {
    return [...valuesOf]
      .filter(([, values]) => values.some((value) => likeMatches(pattern, value, wild, single, escaping)))
      .map(([id]) => id)
      .sort();
  }

  /** Plain words between wildcards also match by stem (a documented widening): the oracle is a subset then. */
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
});
