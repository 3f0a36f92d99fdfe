import { describe, expect, it } from "vitest";
import { GET } from "./route";

describe("GET /api/docs", () => {
  it("answers an Indonesian HTML page that loads only its own assets", async () => {
    const response = await GET(new Request("http://localhost/api/docs"), undefined);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain("<title>Simpul API – Dokumentasi</title>");
    for (const asset of ["swagger-ui.css", "swagger-ui-bundle.js", "init.js"]) {
      expect(html).toMatch(new RegExp(`"/api/docs/${asset.replaceAll(".", "\\.")}\\?v=[\\w.-]+"`));
    }
    // No CDN, no inline script: works offline and under a strict CSP.
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(
      [...html.matchAll(/<script\b([^>]*)>/g)].every(([, attributes]) => attributes?.includes("src=")),
    ).toBe(true);
  });
});
