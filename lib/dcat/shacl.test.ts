import { describe, expect, it } from "vitest";
import { BASE_URL, fullRecord } from "@/test/dcat/full-record";
import { dcatShapesUnavailable, dcatViolations, formatViolations } from "@/test/support/dcat-shacl";
import { catalogGraph } from "./catalog-graph";
import { recordGraph } from "./record-graph";

// The hand-made records of the unit tests against the DCAT-AP 3.0.0 shapes (the seeded and
// real-world records: test/dcat/shacl.db.test.ts).

describe.skipIf(dcatShapesUnavailable)(`DCAT-AP 3.0.0 shapes ${dcatShapesUnavailable ?? ""}`, () => {
  it("find no violation in a full record of each kind, nor in a catalogue page", async () => {
    const records = ["dataset", "service", "series", "nonGeographicDataset"].map((levelHierarki, i) =>
      fullRecord({ id: `rec-${i}`, fileIdentifier: `file-${i}`, levelHierarki }),
    );
    const catalog = catalogGraph({
      settings: {
        judul: "Simpul",
        abstrak: "Katalog",
        kataKunci: [],
        namaOrganisasi: "BIG",
        situsOrganisasi: null,
        email: null,
      },
      records,
      baseUrl: BASE_URL,
      page: 1,
      pageSize: 4,
      total: 9,
      pageUrl: (n) => `${BASE_URL}/dcat?page=${n}`,
    });
    // A page's document: the catalogue's statements and its records' graphs.
    const quads = [catalog, ...records.map((record) => recordGraph(record, BASE_URL))].flat();
    expect(formatViolations(await dcatViolations(quads))).toBe("");
    const bare = fullRecord({ levelHierarki: "service", distribusi: [], kontak: [], kataKunci: [] });
    expect(formatViolations(await dcatViolations(recordGraph(bare, BASE_URL)))).toBe("");
  });

  it("reports a violation where one is", async () => {
    const quads = recordGraph(fullRecord(), BASE_URL).filter((q) => !q.predicate.value.endsWith("/title"));
    const violations = await dcatViolations(quads);
    expect(violations.map((v) => v.path)).toContain("http://purl.org/dc/terms/title");
  });
});
