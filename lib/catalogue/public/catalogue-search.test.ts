import { describe, expect, it } from "vitest";
import { ZCatalogueFilters } from "@/lib/schemas/public-metadata";
import { catalogueSearch } from "./catalogue-search";

// The public catalogue's filters as a search: test/api and the REST-CSW property test
// (test/fuzz/search-agreement.fuzz.db.test.ts) run it on a catalogue.

const filters = (query: Record<string, string>) => ZCatalogueFilters.parse(query);

describe("catalogueSearch", () => {
  it("combines the free text, topic, data type, organisation and box in an And", () => {
    expect(
      catalogueSearch(
        filters({
          q: "hutan lindung",
          kategori: "environment",
          tipeData: "vector",
          organisasi: "BIG",
          bboxN: "6",
          bboxS: "-11",
          bboxE: "-170",
          bboxW: "95",
        }),
      ),
    ).toEqual({
      op: "And",
      args: [
        { op: "FreeText", text: "hutan lindung" },
        { op: "Compare", comparator: "=", property: "TopicCategory", value: "environment", matchCase: true },
        { op: "Compare", comparator: "=", property: "DataType", value: "vector", matchCase: true },
        { op: "Compare", comparator: "=", property: "OrganisationCode", value: "BIG", matchCase: true },
        { op: "Spatial", relation: "BBOX", box: { minx: 95, miny: -11, maxx: -170, maxy: 6 } },
      ],
    });
  });

  it("leaves out a q without words, and asks nothing without filters", () => {
    expect(catalogueSearch(filters({ q: "?!" }))).toEqual({ op: "And", args: [] });
    expect(catalogueSearch(filters({}))).toEqual({ op: "And", args: [] });
  });
});
