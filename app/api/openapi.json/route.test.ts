import { describe, expect, it } from "vitest";
import { GET, POST } from "./route";

const request = (init?: RequestInit) => new Request("http://localhost/api/openapi.json", init);

describe("GET /api/openapi.json", () => {
  it("answers the document as JSON, readable from any origin, cached 5 minutes", async () => {
    const response = await GET(request(), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const body = await response.json();
    expect(body).toMatchObject({ openapi: "3.1.0", info: { title: "Simpul API" } });
    expect(Object.keys(body.paths)).toContain("/api/public/metadata");
  });

  it("builds the document once and answers the same text again", async () => {
    const [first, second] = await Promise.all([GET(request(), undefined), GET(request(), undefined)]);
    expect(await first.text()).toBe(await second.text());
  });

  it("refuses other methods with a JSON 405", async () => {
    const response = await POST(request({ method: "POST" }), undefined);
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, OPTIONS");
    expect((await response.json()).error.code).toBe("METHOD_NOT_ALLOWED");
  });
});
