import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";

/**
 * The buffer pool of an embedded database on disk. PostgreSQL's default (128 MB) filled under
 * load and was never given back, while the files it holds are in the operating system's cache
 * anyway. Measured at 10,000 records (alternating runs): `npm start`'s database process peaked
 * at 271–279 MB instead of 391–405 with the same CPU a request; an import of 2,000 files at
 * 350–354 MB instead of 469–484, for about 10 % more CPU.
 */
const ON_DISK_SHARED_BUFFERS = "16MB";

/**
 * Opens an embedded PostgreSQL (PGlite) with the extensions our migrations create.
 * `dataDir` undefined means in memory (tests, shadow databases). `image`, a data directory
 * saved with dumpDataDir, starts it from that state instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<PGlite> {
  const db = new PGlite(dataDir ?? "memory://", {
    extensions: { unaccent, pg_trgm },
    ...(image ? { loadDataDir: image } : {}),
    ...(dataDir
      ? { startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${ON_DISK_SHARED_BUFFERS}`] }
      : {}),
  });
  await db.waitReady;
  return db;
}
