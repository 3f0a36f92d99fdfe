import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { isDatabaseUnavailable } from "./unavailable";

// Errors as Prisma really raises them: an unreachable or shutting-down database is a 503 with a
// retry hint, a broken statement or a constraint is not.
describe(`database errors on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("does not take a constraint violation or a bad statement for an unreachable database", async () => {
    await database.db.organisasi.create({ data: { kode: "DUA", nama: "Satu" } });
    const duplicate = await database.db.organisasi
      .create({ data: { kode: "DUA", nama: "Dua" } })
      .catch((error: unknown) => error);
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    const broken = await database.db
      .$queryRawUnsafe("SELECT * FROM tabel_yang_tidak_ada")
      .catch((e: unknown) => e);
    expect(isDatabaseUnavailable(broken)).toBe(false);
  });

  it.skipIf(testEngine !== "postgresql")(
    "recognises a connection the server terminated (57P01, as when PostgreSQL shuts down)",
    async () => {
      await database.db.$queryRaw`SELECT 1`;
      // Terminate Prisma's pooled connections (not the test's own SQL client), as a shutdown does.
      await database.sql.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      const error = await database.db.$queryRaw`SELECT 1`.then(
        () => null,
        (e: unknown) => e,
      );
      // The pool may hand out a fresh connection; only an error must be classified.
      if (error) expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      const terminated = await database.db
        .$transaction(async (tx) => {
          await database.sql.query(
            `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
          );
          return tx.$queryRaw`SELECT 1`;
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(terminated, "a query on a terminated connection fails").not.toBeNull();
      expect(isDatabaseUnavailable(terminated), String(terminated)).toBe(true);
    },
  );
});
