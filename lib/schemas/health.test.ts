import { describe, expect, expectTypeOf, it } from "vitest";
import type { Db } from "../db/client";
import { checkHealth, type HealthResult } from "../system/check-health";
import { type THealthResult, ZHealthError, ZHealthOk, ZHealthResult } from "./health";

// The documented health bodies must be the ones checkHealth returns.
describe("health schemas", () => {
  it("have the same type as checkHealth's result", () => {
    expectTypeOf<THealthResult>().toEqualTypeOf<HealthResult>();
  });

  it("describe the healthy answer", async () => {
    const db = { $queryRaw: async () => [{ "?column?": 1 }] } as unknown as Db;
    const result = await checkHealth(async () => db);
    expect(ZHealthOk.parse(result)).toEqual(result);
  });

  it("describe the answer without a database", async () => {
    const result = await checkHealth(() => Promise.reject(new Error("connection refused")));
    expect(ZHealthError.parse(result)).toEqual({ status: "error", db: "disconnected" });
    expect(ZHealthResult.safeParse({ ...result, timestamp: "2026-01-01T00:00:00Z" }).success).toBe(false);
  });
});
