import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientErrorOf, MAX_COOKIES, malformedRequest, rawClientErrorResponse } from "./refuse-malformed";

const request = (method: string, url: string, cookie?: string) =>
  ({ method, url, headers: cookie ? { cookie } : {} }) as IncomingMessage;

describe("requests refused before Next", () => {
  it("refuses what Next would answer with a 500 or pass on to the database", () => {
    expect(malformedRequest(request("TRACE", "/"))?.code).toBe("METHOD_NOT_ALLOWED");
    for (const url of ["/api/%", "/katalog/%E0%A4%A", "/a/%ED%A0%80", "/a/%C0%AF", "/a/%FF", "/a/b%00.xml"])
      expect(malformedRequest(request("GET", url))?.code, url).toBe("VALIDATION_FAILED");
    const cookies = Array.from({ length: MAX_COOKIES + 1 }, (_, i) => `c${i}=v`).join("; ");
    expect(malformedRequest(request("GET", "/", cookies))?.code).toBe("HEADERS_TOO_LARGE");
  });

  it("lets ordinary requests through, query strings included (each route reads its own)", () => {
    for (const url of [
      "/",
      "/katalog/%E2%80%AE",
      "/api/public/metadata?q=%FF%00",
      "http://x/csw?a=%",
      "/api/%2e%2e",
    ])
      expect(malformedRequest(request("GET", url)), url).toBeNull();
    expect(malformedRequest(request("OPTIONS", "/csw", "simpul_sesi=x; bahasa=en"))).toBeNull();
  });

  it("answers what Node's parser refuses with a whole JSON response", () => {
    const overflow = Object.assign(new Error("overflow"), { code: "HPE_HEADER_OVERFLOW" });
    const text = rawClientErrorResponse(clientErrorOf(overflow));
    expect(text).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    const body = text.slice(text.indexOf("\r\n\r\n") + 4);
    expect(JSON.parse(body).error.code).toBe("HEADERS_TOO_LARGE");
    expect(text).toContain(`Content-Length: ${Buffer.byteLength(body)}\r\n`);
    expect(clientErrorOf(Object.assign(new Error("x"), { code: "HPE_INVALID_METHOD" })).code).toBe(
      "VALIDATION_FAILED",
    );
  });
});
