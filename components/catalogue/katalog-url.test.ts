import { describe, expect, it } from "vitest";
import { katalogHref, NO_BBOX, pickKatalogParams } from "./katalog-url";

describe("catalogue URLs", () => {
  it("keeps known parameters only, first value, no empty ones", () => {
    expect(pickKatalogParams({ q: ["hutan", "laut"], kategori: "", x: "1", page: "2" })).toEqual({
      q: "hutan",
      page: "2",
    });
  });

  it("changes one parameter and goes back to page 1", () => {
    const current = { q: "hutan", page: "3", bboxN: "1", bboxS: "0", bboxE: "2", bboxW: "1" };
    expect(katalogHref(current, { kategori: "environment" })).toBe(
      "/katalog?q=hutan&kategori=environment&bboxN=1&bboxS=0&bboxE=2&bboxW=1",
    );
    expect(katalogHref(current, { page: "4" })).toContain("page=4");
    expect(katalogHref(current, { ...NO_BBOX, q: undefined })).toBe("/katalog");
    expect(katalogHref({}, { page: "1" })).toBe("/katalog");
  });
});

describe("page window", () => {
  it("shows the first, the last and the neighbours of the current page", async () => {
    const { pageWindow } = await import("./pagination");
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(5, 10)).toEqual([1, "…4", 4, 5, 6, "…10", 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
