import { beforeEach, describe, expect, it, vi } from "vitest";

// The catalogue version is read at most once per request: every cached read in the request
// (the edge's response store, the catalogue query cache) shares the first read.

const reads = vi.hoisted(() => ({ count: 0, version: 7n }));
vi.mock("../db/client", () => ({
  getDb: async () => ({
    $queryRaw: async () => {
      reads.count++;
      return [{ version: reads.version }];
    },
  }),
}));

const { catalogueVersion, inRequestScope } = await import("./catalogue-version");
const { cachedCatalogueQuery } = await import("./catalogue-query-cache");

describe("the catalogue version per request", () => {
  beforeEach(() => {
    reads.count = 0;
  });

  it("is read once in a request scope, however many cached reads the request makes", async () => {
    await inRequestScope(async () => {
      expect(await catalogueVersion()).toBe(7n);
      const load = vi.fn(async () => 1);
      await cachedCatalogueQuery("per-request-a", load);
      await cachedCatalogueQuery("per-request-b", async () => 2);
      expect(await cachedCatalogueQuery("per-request-a", load)).toBe(1); // from the cache
      expect(load).toHaveBeenCalledTimes(1);
      expect(await catalogueVersion()).toBe(7n);
    });
    expect(reads.count).toBe(1);
  });

  it("is not read at all when the custom server's fast path read it for the request", async () => {
    const seen = await inRequestScope(() => catalogueVersion(), 42n);
    expect(seen).toBe(42n);
    expect(reads.count).toBe(0);
  });

  it("is read afresh by each request, so the next request sees a change", async () => {
    await inRequestScope(() => catalogueVersion());
    reads.version = 8n;
    expect(await inRequestScope(() => catalogueVersion())).toBe(8n);
    expect(reads.count).toBe(2);
  });

  it("is read on every call outside a request (commands, tests)", async () => {
    await catalogueVersion();
    await catalogueVersion();
    expect(reads.count).toBe(2);
  });
});
