import { afterAll, beforeAll } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import type { Db } from "@/lib/db/client";
import { setDbForTests } from "@/lib/db/client";
import { createTestDatabase, type TestDatabase } from "./test-database";

/**
 * A seeded database of this test file's own, wired into getDb() so route handlers can be
 * called directly. Returns an accessor, valid from beforeAll on.
 */
export function useSeededApiDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase({ from: "seeded" });
    setDbForTests(database.db);
  });
  afterAll(() => database?.close());
  return () => {
    if (!database) throw new Error("the seeded database is not ready yet (use it inside tests)");
    return database;
  };
}

/** Calls a route handler the way Next does. The body is left untyped: tests assert its shape. */
export async function call<P extends Record<string, string>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  url: string,
  params = {} as P,
  init?: RequestInit,
  // biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field in tests
): Promise<{ status: number; headers: Headers; body: any }> {
  const response = await handler(new Request(new URL(url, "http://localhost"), init), {
    params: Promise.resolve(params),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** The seed's first administrator (by email), as an actor. */
export async function adminActor(db: Db): Promise<Actor> {
  const user = await db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" }, orderBy: { email: "asc" } });
  return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
}
