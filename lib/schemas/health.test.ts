import { describe, expect, it } from "vitest";
import type { Db } from "../db/client";
import { checkHealth } from "../system/check-health";
import { ZHealthError, ZHealthOk, ZHealthResult } from "./health";

// The documented health bodies must be the ones checkHealth returns (it is typed by them; this checks values).
describe("health schemas", () => {
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
