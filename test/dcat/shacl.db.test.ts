import { describe, expect, it } from "vitest";
import { loadPublishedRecordDetails } from "@/lib/catalogue/public/load-published-record-details";
import { DCAT_PAGE_SIZE, dcatCatalogPage } from "@/lib/dcat/documents";
import { recordGraph } from "@/lib/dcat/record-graph";
import { parseTurtle } from "@/test/dcat/parse-rdf";
import {
  dcatShapesUnavailable,
  dcatViolations,
  formatViolations,
  mergeGraphs,
} from "@/test/support/dcat-shacl";
import { importSamplesAsPublished } from "@/test/support/sample-import";
import { adminActor, useSeededApiDatabase } from "@/test/support/seeded-api";
import { samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// Every published record's DCAT-AP graph, and a catalogue page, against the DCAT-AP 3.0.0
// shapes: the seeded records, then the real-world samples imported as published. The graphs
// are validated together (one validation run is much cheaper than one per record).

const BASE_URL = "https://simpul.example.go.id";

describe.skipIf(dcatShapesUnavailable)(`DCAT-AP graphs against the SHACL shapes on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  async function published() {
    const rows = await database().db.metadata.findMany({
      where: { status: "PUBLISHED" },
      select: { id: true },
      orderBy: { id: "asc" },
    });
    return loadPublishedRecordDetails(rows.map((row) => row.id));
  }

  it("finds no violation in any seeded record nor in a catalogue page", async () => {
    const records = await published();
    expect(records.length).toBeGreaterThan(10);
    expect(
      formatViolations(await dcatViolations(mergeGraphs(records.map((r) => recordGraph(r, BASE_URL))))),
    ).toBe("");
    // A page as /dcat serves it: the catalogue's statements and its records' stored graphs.
    const page = await dcatCatalogPage(1, "turtle", BASE_URL, (n) => `${BASE_URL}/dcat?page=${n}`);
    const quads = parseTurtle(page.body);
    expect(quads.filter((q) => q.predicate.value === "http://www.w3.org/ns/dcat#record")).toHaveLength(
      Math.min(records.length, DCAT_PAGE_SIZE),
    );
    expect(formatViolations(await dcatViolations(quads))).toBe("");
  });

  it.skipIf(samplesUnavailable)(
    `finds no violation in the real-world samples ${samplesUnavailable ?? ""}`,
    { timeout: 120_000 },
    async () => {
      const seeded = new Set((await published()).map((record) => record.id));
      const imported = await importSamplesAsPublished(await adminActor(database().db));
      expect(imported).toBeGreaterThanOrEqual(30);
      const samples = (await published()).filter((record) => !seeded.has(record.id));
      expect(samples.length).toBeGreaterThanOrEqual(30);
      const kinds = new Set(samples.map((record) => record.levelHierarki));
      expect(kinds).toContain("service");
      expect(
        formatViolations(await dcatViolations(mergeGraphs(samples.map((r) => recordGraph(r, BASE_URL))))),
      ).toBe("");
    },
  );
});
