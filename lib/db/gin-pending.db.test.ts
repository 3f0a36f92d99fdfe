import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { mergeGinPendingLists } from "./gin-pending";

describe(`merging the GIN indexes' pending lists on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ from: "seeded" });
    await mergeGinPendingLists(database.sql); // whatever the seed left
  });
  afterAll(() => database?.close());

  it("merges what writes left pending, and the merged index still finds the new words", async () => {
    const { sql } = database;
    expect(await mergeGinPendingLists(sql)).toBe(0);
    await sql.exec(`UPDATE "Metadata" SET "judul" = "judul" || ' Kelimutuzamrud'
                     WHERE "id" IN (SELECT "id" FROM "Metadata" WHERE "status" = 'PUBLISHED' ORDER BY "id" LIMIT 20)`);
    expect(await mergeGinPendingLists(sql)).toBeGreaterThan(0);
    expect(await mergeGinPendingLists(sql)).toBe(0);
    const [found] = await sql.query<{ n: number }>(
      `SELECT count(*)::int AS "n" FROM "MetadataCari" WHERE "searchVector" @@ simpul_tsquery('kelimutuzamrud')`,
    );
    expect(found?.n).toBe(20);
  });
});
