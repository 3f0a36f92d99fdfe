import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkCswProvider } from "../../csw/provider";
import { proxyCsw } from "./proxy";

// The external provider: /csw forwards to another CSW (pycsw, GeoNetwork) and streams back.

const CAPABILITIES = `<?xml version="1.0"?><csw:Capabilities xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" version="2.0.2"/>`;

describe("external CSW provider", () => {
  let upstream: Server;
  let url = "";
  const seen: { method?: string; search?: string; body: string; type?: string }[] = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => {
        body += chunk;
      });
      request.on("end", () => {
        const search = new URL(request.url ?? "/", "http://x").search;
        seen.push({ method: request.method, search, body, type: request.headers["content-type"] });
        response.writeHead(200, {
          "Content-Type": "application/xml",
          "Cache-Control": "public, s-maxage=600",
          "X-Internal": "secret",
        });
        response.end(request.method === "POST" ? `<echo>${body}</echo>` : CAPABILITIES);
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/pycsw/csw`;
  });
  afterAll(() => new Promise((resolve) => upstream.close(resolve)));

  it("forwards a GET with its query and streams the answer with its caching headers only", async () => {
    const response = await proxyCsw(url, "?service=CSW&request=GetCapabilities");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CAPABILITIES);
    expect(response.headers.get("cache-control")).toBe("public, s-maxage=600");
    expect(response.headers.get("x-internal")).toBeNull();
    expect(seen.at(-1)).toMatchObject({ method: "GET", search: "?service=CSW&request=GetCapabilities" });
  });

  it("forwards a POST body with its content type", async () => {
    const body = new TextEncoder().encode("<csw:GetRecords/>");
    const response = await proxyCsw(url, "", { body, contentType: "text/xml" });
    expect(await response.text()).toBe("<echo><csw:GetRecords/></echo>");
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: "<csw:GetRecords/>", type: "text/xml" });
  });

  it("answers 502 with an exception report when the provider is down, and reports its health", async () => {
    const down = "http://127.0.0.1:1/csw";
    const response = await proxyCsw(down, "?service=CSW&request=GetCapabilities");
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('exceptionCode="NoApplicableCode"');
    expect(await checkCswProvider(down)).toEqual({ provider: "external", healthy: false });
    expect(await checkCswProvider(url)).toEqual({ provider: "external", healthy: true });
    expect(await checkCswProvider(null)).toEqual({ provider: "builtin", healthy: true });
  });
});
