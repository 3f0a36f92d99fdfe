import { mkdtempSync, rmSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acceptsGzip, loadBuiltRoute, nextOrigin } from "./built-route";

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;

describe("the custom server's direct route calls", () => {
  it("compresses for clients that accept gzip, by name or *, and not for those that refuse it", () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("")).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.0, *")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("*;q=0")).toBe(false);
    expect(acceptsGzip("deflate, *;q=0.1")).toBe(true);
  });

  it("gives the handler the origin Next would: the server's host and port, the scheme as forwarded", () => {
    expect(nextOrigin(requestWith({ host: "example.org" }), undefined, 3000)).toBe("http://localhost:3000");
    expect(nextOrigin(requestWith({}), "127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(nextOrigin(requestWith({}), "0.0.0.0", 8080)).toBe("http://0.0.0.0:8080");
    expect(nextOrigin(requestWith({}), "::1", 8080)).toBe("http://[::1]:8080");
    expect(nextOrigin(requestWith({ "x-forwarded-proto": "https" }), "127.0.0.1", 80)).toBe(
      "https://127.0.0.1:80",
    );
  });

  it("leaves routing to Next where the build has no such route", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "simpul-no-build-"));
    try {
      expect(await loadBuiltRoute(dir, "csw")).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
