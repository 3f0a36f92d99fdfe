import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeReturnPath("/metadata/abc?tab=riwayat")).toBe("/metadata/abc?tab=riwayat");
    expect(safeReturnPath(["/tinjauan", "/admin"])).toBe("/tinjauan");
  });

  it("falls back to the dashboard for anything else", () => {
    for (const value of [
      undefined,
      null,
      "",
      "dasbor",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "/\tevil",
    ])
      expect(safeReturnPath(value)).toBe("/dasbor");
  });
});
