import { AsyncLocalStorage } from "node:async_hooks";
import { getDb } from "../db/client";

// The catalogue version (model CatalogueState): a counter that database triggers bump on every
// change to what public answers show. Every cached answer is kept with the version it was
// computed at and given only at that version, so no instance serves an answer older than the
// last change it can see.
//
// Read at most once per request: the first read in a request scope is shared by everything
// later in that request (the public edge's response store, the catalogue query cache, a
// page's several queries). A request reads it before computing, so an answer computed while a
// change commits is kept under the older version and never served once the change is visible.
// Outside a scope (commands, tests) every call reads it afresh.

interface Scope {
  version?: Promise<bigint>;
}

// On globalThis: the custom server (scripts/serve.ts) opens the scope in its copy of this
// module, and Next's bundle reads it in another.
const holder = globalThis as unknown as { simpulVersionScope?: AsyncLocalStorage<Scope> };
const scopes = () => {
  holder.simpulVersionScope ??= new AsyncLocalStorage<Scope>();
  return holder.simpulVersionScope;
};

/** The catalogue's change counter, as the database has it now; 0 before the first change. */
export async function readCatalogueVersion(): Promise<bigint> {
  const db = await getDb();
  const rows = await db.$queryRaw<
    { version: bigint }[]
  >`SELECT "version" FROM "CatalogueState" WHERE "id" = 1`;
  return rows[0]?.version ?? 0n;
}

/**
 * Runs `handle` as one request: the catalogue version is read once, on first use, or is
 * `known` (read for this request already, by the custom server's fast path). A scope already
 * open is kept.
 */
export function inRequestScope<T>(handle: () => T, known?: bigint): T {
  if (scopes().getStore()) return handle();
  return scopes().run(known === undefined ? {} : { version: Promise.resolve(known) }, handle);
}

/** The catalogue version for this request (see inRequestScope). */
export function catalogueVersion(): Promise<bigint> {
  const scope = scopes().getStore();
  if (!scope) return readCatalogueVersion();
  // A failed read is not kept: the next use in the request tries again.
  scope.version ??= readCatalogueVersion().catch((error: unknown) => {
    scope.version = undefined;
    throw error;
  });
  return scope.version;
}
