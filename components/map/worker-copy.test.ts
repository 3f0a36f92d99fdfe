import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// public/maplibre holds a verbatim copy of MapLibre's worker (served to the browser, see
// setup-maplibre.ts). An upgrade of maplibre-gl must refresh it.
describe("MapLibre worker copy", () => {
  it("is identical to the installed maplibre-gl's worker", () => {
    const installed = readFileSync("node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs");
    const copy = readFileSync("public/maplibre/maplibre-gl-worker.mjs");
    expect(
      copy.equals(installed),
      "cp node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs public/maplibre/",
    ).toBe(true);
  });
});
