import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * Opens an embedded PostgreSQL (PGlite) with the extensions our migrations create.
 * `dataDir` undefined means in memory (tests, shadow databases). `image`, a data directory
 * saved with dumpDataDir, starts it from that state instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<PGlite> {
  const db = new PGlite(dataDir ?? "memory://", {
    extensions: { unaccent, pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
  });
  await db.waitReady;
  return db;
}
