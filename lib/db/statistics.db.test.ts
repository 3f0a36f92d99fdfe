import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { renewGrownStatistics } from "./statistics";

describe(`renewing the statistics of grown tables on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ from: "migrated" });
    await database.sql.exec(`CREATE TABLE uji_tumbuh (n int, teks text);
      ALTER TABLE uji_tumbuh SET (autovacuum_enabled = false);
      INSERT INTO uji_tumbuh SELECT n, repeat('x', 100) FROM generate_series(1, 1000) AS n;
      ANALYZE`);
  });
  afterAll(() => database?.close());

  const estimate = async () => {
    const [row] = await database.sql.query<{ reltuples: number }>(
      `SELECT reltuples::float8 AS "reltuples" FROM pg_class WHERE oid = 'uji_tumbuh'::regclass`,
    );
    return row?.reltuples;
  };

  it("analyses a table grown by a fifth or more, and only the tables that grew", async () => {
    expect(await renewGrownStatistics(database.sql)).toEqual([]);
    await database.sql.exec(
      `INSERT INTO uji_tumbuh SELECT n, repeat('x', 100) FROM generate_series(1, 100) AS n`,
    );
    expect(await renewGrownStatistics(database.sql)).toEqual([]); // a tenth: not yet
    expect(await estimate()).toBe(1000);
    await database.sql.exec(
      `INSERT INTO uji_tumbuh SELECT n, repeat('x', 100) FROM generate_series(1, 900) AS n`,
    );
    expect(await renewGrownStatistics(database.sql)).toEqual(["uji_tumbuh"]);
    expect(await estimate()).toBe(2000);
    expect(await renewGrownStatistics(database.sql)).toEqual([]);
  });
});
