import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  listSamples,
  SHARED_DIR,
  samplesUnavailable,
  schemaValidationUnavailable,
  validateDocuments,
} from "@/test/support/shared-files";
import { type Leaves, leafCount, missingLeaves, xmlLeaves } from "@/test/support/xml-leaves";
import { gmdToMdb, mdbToGmd } from "./crosswalk";
import type { MdbEdition } from "./namespaces";
import {
  type Gap,
  LOST_FROM_19115_3,
  LOST_FROM_19139,
  NO_COUNTERPART_IN_19115_3,
  NO_COUNTERPART_IN_19139,
  prefixedPath,
} from "./without-counterpart";

// The crosswalk over every real-world sample and 200 generated records: 19139 -> 19115-3 ->
// 19139 and 19115-3 -> 19139 -> 19115-3 give back every value (leaf, counted by
// test/support/xml-leaves.ts, which shares no code with the crosswalk) except those the
// standards give no counterpart (without-counterpart.ts), and every output validates against
// the official schemas when its input does. Three rewrites are not losses and are taken out
// before comparing: code list catalogue URLs (each standard's own), the prefix inside an
// xsi:type value, and gmi:MI_Metadata as root name (19115-3 has one root; it comes back
// gmd:MD_Metadata unless the record holds acquisition information).

function documentText(file: string): string {
  const bytes = readFileSync(file);
  const head = bytes.subarray(0, 200).toString("latin1");
  const declared = /^\s*<\?xml[^>]*encoding\s*=\s*["']([^"']+)["']/.exec(head)?.[1];
  return new TextDecoder(declared && /8859-1|latin/i.test(declared) ? "latin1" : "utf-8").decode(bytes);
}

function normalised(leaves: Leaves): Leaves {
  const result: Leaves = new Map();
  for (const [leaf, count] of leaves) {
    const tab = leaf.indexOf("\t");
    let key = `${prefixedPath(leaf.slice(0, tab))}${leaf.slice(tab)}`;
    key = key.replace(/^\/gmi:MI_Metadata\//, "/gmd:MD_Metadata/");
    if (key.includes("/@codeList\t")) key = key.replace(/\t.*$/s, "\t(catalogue)");
    if (key.includes("/@xsi:type\t")) key = key.replace(/\t[^:]*:/, "\t");
    if (key.includes("/@xsi:schemaLocation\t")) continue; // each standard's own schemas
    result.set(key, (result.get(key) ?? 0) + count);
  }
  return result;
}

/** Whether a documented gap covers a lost leaf: its path is a run of the leaf's path. */
const covers = (gap: Gap, leaf: string) => {
  const path = leaf.slice(0, leaf.indexOf("\t"));
  let at = path.indexOf(gap.path);
  while (at >= 0) {
    const after = path[at + gap.path.length];
    if (path[at - 1] === "/" && (after === undefined || after === "/" || after === "[")) return true;
    at = path.indexOf(gap.path, at + 1);
  }
  return false;
};

interface Trip {
  name: string;
  valuesIn: number;
  lost: string[];
  /** From lenient/: content the schemas do not allow may be lost without a documented gap. */
  lenient?: boolean;
}

/** Counts and prints a set's round trips; returns the lost values no documented gap explains. */
function report(label: string, trips: Trip[], gaps: readonly Gap[]): string[] {
  const valuesIn = trips.reduce((sum, t) => sum + t.valuesIn, 0);
  const lost = trips.flatMap((t) => t.lost.map((leaf) => ({ name: t.name, leaf, lenient: t.lenient })));
  const byGap = new Map<string, number>();
  const unexplained: string[] = [];
  const invalidContent: string[] = [];
  for (const { name, leaf, lenient } of lost) {
    const gap = gaps.find((g) => covers(g, leaf));
    const line = `${name}: ${leaf.replace(/\s+/g, " ").slice(0, 300)}`;
    if (gap) byGap.set(gap.path, (byGap.get(gap.path) ?? 0) + 1);
    else (lenient ? invalidContent : unexplained).push(line);
  }
  const share = (((valuesIn - lost.length) / valuesIn) * 100).toFixed(1);
  const gapLines = [...byGap]
    .sort((a, b) => b[1] - a[1])
    .map(([gap, n]) => `  ${String(n).padStart(5)} × ${gap}`);
  console.info(
    `${label}: ${trips.length} documents, ${valuesIn} values in, ${valuesIn - lost.length} back (${share} %); ` +
      `without counterpart:\n${gapLines.join("\n")}` +
      (invalidContent.length
        ? `\nlost from lenient samples (content the schemas do not allow):\n  ${invalidContent.join("\n  ")}`
        : ""),
  );
  return unexplained;
}

function roundTrip(
  name: string,
  text: string,
  there: (t: string) => string | null,
  back: (t: string) => string | null,
): Trip {
  const leavesIn = normalised(xmlLeaves(text));
  const middle = there(text);
  if (middle === null) throw new Error(`${name}: no document in the other standard`);
  const returned = back(middle);
  if (returned === null) throw new Error(`${name}: no document on the way back`);
  return {
    name,
    valuesIn: leafCount(leavesIn),
    lost: missingLeaves(leavesIn, normalised(xmlLeaves(returned))),
  };
}

const strict = (result: { xml: string | null; problems: string[] }) => {
  if (result.xml === null) throw new Error(result.problems.join("\n"));
  return result.xml;
};
const toMdb = (edition: MdbEdition) => (text: string) => strict(gmdToMdb(text, edition));
const toGmd = (text: string) => strict(mdbToGmd(text));

/** Samples of a folder, and those of its lenient/ folder that still parse and crosswalk. */
const samples = (folder: string) => [
  ...listSamples(folder).map((file) => ({ file, valid: true })),
  ...listSamples(folder, "lenient").map((file) => ({ file, valid: false })),
];

const generatorScript = path.join(SHARED_DIR, "bench/gen_iso19139.py");
const generatorUnavailable = existsSync(generatorScript)
  ? null
  : `skipped: ${generatorScript} not found (set SIMPUL_SHARED_DIR to the shared folder)`;

describe.skipIf(samplesUnavailable)(
  `round trips over the real-world samples ${samplesUnavailable ?? ""}`,
  () => {
    it("19139 -> 19115-3 (2016 and 2018) -> 19139 gives back every value with a counterpart", () => {
      const trips: Trip[] = [];
      for (const { file, valid } of samples("iso19139")) {
        const name = path.basename(file);
        const text = documentText(file);
        for (const edition of ["2018", "2016"] as const) {
          try {
            trips.push({
              ...roundTrip(`${name} via ${edition}`, text, toMdb(edition), toGmd),
              lenient: !valid,
            });
          } catch (error) {
            console.info(`not crosswalked: ${name} via ${edition}: ${String(error).slice(0, 300)}`);
          }
        }
      }
      expect(trips.length).toBeGreaterThanOrEqual(28);
      expect(report("19139 samples", trips, LOST_FROM_19139)).toEqual([]);
    });

    it("19115-3 -> 19139 -> 19115-3 gives back every value with a counterpart", () => {
      const trips: Trip[] = [];
      for (const { file, valid } of samples("iso19115-3")) {
        const name = path.basename(file);
        const text = documentText(file);
        const edition = text.includes("/mdb/1.0") ? "2016" : "2018";
        try {
          trips.push({ ...roundTrip(name, text, toGmd, toMdb(edition)), lenient: !valid });
        } catch (error) {
          console.info(`not crosswalked: ${name}: ${String(error).slice(0, 300)}`);
        }
      }
      expect(trips.length).toBeGreaterThanOrEqual(6);
      expect(report("19115-3 samples", trips, LOST_FROM_19115_3)).toEqual([]);
    });
  },
);

/** Every path the crosswalk left out is a documented gap, or content of a foreign namespace (an extension). */
function undocumentedDrops(dropped: string[], gaps: readonly Gap[]): string[] {
  return dropped.filter((path) => {
    if (path.includes(":{") || path.startsWith("{") || path.includes("/{")) return false; // extension namespaces
    return !gaps.some((gap) => covers(gap, `/${path.replace(/\[2\.\.\]$/, "")}\t`));
  });
}

describe.skipIf(samplesUnavailable)(`what is left out is documented ${samplesUnavailable ?? ""}`, () => {
  it("names only documented gaps (or extensions) as left out", () => {
    const unknown = new Set<string>();
    for (const { file, valid } of samples("iso19139")) {
      if (!valid) continue;
      for (const edition of ["2018", "2016"] as const)
        for (const path of undocumentedDrops(
          gmdToMdb(documentText(file), edition).dropped,
          NO_COUNTERPART_IN_19115_3,
        ))
          unknown.add(path);
    }
    for (const { file, valid } of samples("iso19115-3")) {
      if (!valid) continue;
      for (const path of undocumentedDrops(mdbToGmd(documentText(file)).dropped, NO_COUNTERPART_IN_19139))
        unknown.add(path);
    }
    expect([...unknown]).toEqual([]);
  });
});

describe.skipIf(generatorUnavailable)(`200 generated records ${generatorUnavailable ?? ""}`, () => {
  let dir = "";
  let records: { name: string; text: string }[] = [];
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "simpul-crosswalk-"));
    const run = spawnSync("python3", [generatorScript, "--count", "200", "--seed", "7", "--out", dir], {
      encoding: "utf8",
    });
    if (run.status !== 0) throw new Error(`generator failed: ${run.stderr}`);
    records = readdirSync(dir)
      .filter((file) => file.endsWith(".xml"))
      .sort()
      .map((file) => ({ name: file, text: readFileSync(path.join(dir, file), "utf8") }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("go both ways and back with every value that has a counterpart, and say how fast", () => {
    expect(records).toHaveLength(200);
    const started = performance.now();
    const mdb = records.map(({ name, text }) => ({ name, text: toMdb("2018")(text) }));
    const forward = (performance.now() - started) / records.length;
    const backStarted = performance.now();
    for (const { text } of mdb) toGmd(text);
    const backward = (performance.now() - backStarted) / records.length;
    console.info(
      `crosswalk time per record: 19139 -> 19115-3 ${forward.toFixed(2)} ms, 19115-3 -> 19139 ${backward.toFixed(2)} ms`,
    );
    const there = records.map(({ name, text }) => roundTrip(name, text, toMdb("2018"), toGmd));
    expect(report("generated 19139 records", there, LOST_FROM_19139)).toEqual([]);
    const back = mdb.map(({ name, text }) => roundTrip(name, text, toGmd, toMdb("2018")));
    expect(report("the same records as 19115-3", back, LOST_FROM_19115_3)).toEqual([]);
  });

  describe.skipIf(schemaValidationUnavailable)(`and validate ${schemaValidationUnavailable ?? ""}`, () => {
    it("in both editions of 19115-3 and back in 19139", { timeout: 60_000 }, () => {
      const some = records.slice(0, 100);
      const mdb2018 = some.map(({ name, text }) => ({ name, xml: toMdb("2018")(text) }));
      const mdb2016 = some.map(({ name, text }) => ({ name, xml: toMdb("2016")(text) }));
      const gmd = mdb2018.map(({ name, xml }) => ({ name, xml: toGmd(xml) }));
      expect(validateDocuments("mdb", mdb2018)).toEqual([]);
      expect(validateDocuments("mdb16", mdb2016)).toEqual([]);
      expect(validateDocuments("gmd", gmd)).toEqual([]);
    });
  });
});

describe.skipIf(samplesUnavailable || schemaValidationUnavailable)(
  `the samples' crosswalks validate ${samplesUnavailable ?? schemaValidationUnavailable ?? ""}`,
  () => {
    it("every schema-valid sample crosswalks to a schema-valid document", { timeout: 60_000 }, () => {
      const gmdSamples = listSamples("iso19139").map((file) => ({
        name: path.basename(file),
        text: documentText(file),
      }));
      const mdbSamples = listSamples("iso19115-3").map((file) => ({
        name: path.basename(file),
        text: documentText(file),
      }));
      const mdb2018 = gmdSamples.map(({ name, text }) => ({ name, xml: toMdb("2018")(text) }));
      const mdb2016 = gmdSamples.map(({ name, text }) => ({ name, xml: toMdb("2016")(text) }));
      const gmd = mdbSamples.map(({ name, text }) => ({ name, xml: toGmd(text) }));
      const failures = [
        ...validateDocuments("mdb", mdb2018),
        ...validateDocuments("mdb16", mdb2016),
        ...validateDocuments("gmd", gmd),
      ];
      console.info(
        `validated: ${mdb2018.length} in 19115-3 (2018), ${mdb2016.length} in 19115-3 (2016), ${gmd.length} in 19139`,
      );
      expect(failures).toEqual([]);
    });
  },
);
