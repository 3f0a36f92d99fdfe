import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { logger } from "../log/logger";
import { createRouteLabeler, loadRouteLabeler, NEXT_STATIC_ROUTE, OTHER_ROUTE } from "./route-label";

// The shape of .next/routes-manifest.json (Next 16), with regexes as Next writes them.
const manifest = {
  staticRoutes: [
    { page: "/", regex: "^/(?:/)?$" },
    { page: "/csw", regex: "^/csw(?:/)?$" },
    { page: "/api/public/metadata", regex: "^/api/public/metadata(?:/)?$" },
  ],
  dynamicRoutes: [
    { page: "/api/public/metadata/[id]/xml", regex: "^/api/public/metadata/([^/]+?)/xml(?:/)?$" },
    { page: "/api/public/metadata/[id]", regex: "^/api/public/metadata/([^/]+?)(?:/)?$" },
    { page: "/api/[...path]", regex: "^/api/(.+?)(?:/)?$" },
  ],
};

describe("route labels", () => {
  const label = createRouteLabeler(manifest);

  it("names static routes, with or without a query or a trailing slash", () => {
    expect(label("/")).toBe("/");
    expect(label("/csw?service=CSW&request=GetCapabilities")).toBe("/csw");
    expect(label("/api/public/metadata/")).toBe("/api/public/metadata");
  });

  it("names dynamic routes by their template, the most specific first", () => {
    expect(label("/api/public/metadata/0b7e4c1a?lang=en")).toBe("/api/public/metadata/[id]");
    expect(label("/api/public/metadata/abc/xml")).toBe("/api/public/metadata/[id]/xml");
    expect(label("/api/tidak/ada")).toBe("/api/[...path]");
  });

  it("groups Next's static files and puts everything else under one label", () => {
    expect(label("/_next/static/chunks/app-1234.js")).toBe(NEXT_STATIC_ROUTE);
    expect(label("/favicon.ico")).toBe(OTHER_ROUTE);
    expect(label("/wp-login.php")).toBe(OTHER_ROUTE);
    expect(label(undefined)).toBe(OTHER_ROUTE);
    expect(label("http://example.com/csw")).toBe(OTHER_ROUTE); // absolute form: not a path
    expect(label(`/${"x".repeat(600)}`)).toBe(OTHER_ROUTE);
  });

  it("runs a path's regexes once while it is remembered, and stays bounded", () => {
    const test = vi.spyOn(RegExp.prototype, "test");
    const small = createRouteLabeler(manifest, 2);
    expect(small("/api/public/metadata/a")).toBe("/api/public/metadata/[id]");
    const calls = test.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    expect(small("/api/public/metadata/a")).toBe("/api/public/metadata/[id]");
    expect(test.mock.calls.length).toBe(calls);
    // Two more paths fill and clear the memory: the first path is matched again, correctly.
    small("/api/public/metadata/b");
    small("/api/public/metadata/c");
    expect(small("/api/public/metadata/a")).toBe("/api/public/metadata/[id]");
    expect(test.mock.calls.length).toBeGreaterThan(calls);
    test.mockRestore();
  });

  it("reads the build's manifest, and labels everything other without one", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "simpul-routes-"));
    try {
      writeFileSync(path.join(dir, "routes-manifest.json"), JSON.stringify({ version: 3, ...manifest }));
      expect(loadRouteLabeler(dir)("/api/public/metadata/x")).toBe("/api/public/metadata/[id]");
      const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
      expect(loadRouteLabeler(path.join(dir, "missing"))("/csw")).toBe(OTHER_ROUTE);
      expect(warn).toHaveBeenCalledOnce();
      warn.mockRestore();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
