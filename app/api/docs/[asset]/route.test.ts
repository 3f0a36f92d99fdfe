import { describe, expect, it } from "vitest";
import { DOCS_ASSET_NAMES } from "@/lib/openapi/docs-assets";
import { GET } from "./route";

const fetchAsset = (asset: string) =>
  GET(new Request(`http://localhost/api/docs/${asset}`), { params: Promise.resolve({ asset }) });

const EXPECTED_TYPES: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "index.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
  "init.js": "text/javascript; charset=utf-8",
  "favicon-32x32.png": "image/png",
  "favicon-16x16.png": "image/png",
};

describe("GET /api/docs/{asset}", () => {
  it("serves exactly the expected allow-list", () => {
    expect([...DOCS_ASSET_NAMES].sort()).toEqual(Object.keys(EXPECTED_TYPES).sort());
  });

  it.each(Object.entries(EXPECTED_TYPES))("serves %s as %s", async (asset, type) => {
    const response = await fetchAsset(asset);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(type);
    expect(response.headers.get("Cache-Control")).toMatch(/^public, max-age=\d{4,}/);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it("starts Swagger UI on the OpenAPI document", async () => {
    const script = await (await fetchAsset("init.js")).text();
    expect(script).toContain('url: "/api/openapi.json"');
    expect(script).toContain("validatorUrl: null");
  });

  it.each([
    "../package.json",
    "%2e%2e%2fpackage.json",
    "..%2Fpackage.json",
    "package.json",
    "swagger-ui.js",
    "swagger-ui-bundle.js.map",
    "index.html",
    "constructor",
    "__proto__",
    "",
  ])("answers a JSON 404 for %j", async (asset) => {
    const response = await fetchAsset(asset);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });
});
