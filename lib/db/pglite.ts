import { readdirSync, rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { clusterImageFile, readClusterImage, unpackClusterImage } from "./cluster-image";

/**
 * The buffer pool of an embedded database on disk. PostgreSQL's default (128 MB) filled under
 * load and was never given back, while the files it holds are in the operating system's cache
 * anyway. Measured at 10,000 records (alternating runs): `npm start`'s database process peaked
 * at 271–279 MB instead of 391–405 with the same CPU a request; an import of 2,000 files at
 * 350–354 MB instead of 469–484, for about 10 % more CPU.
 */
const ON_DISK_SHARED_BUFFERS = "16MB";

export interface PgliteStart {
  /** A data directory saved with dumpDataDir: the database starts in that state. */
  image?: Blob;
  /** The empty cluster's image a new database starts from (cluster-image.ts); null: initdb. */
  clusterImage?: string | null;
}

/**
 * Opens an embedded PostgreSQL (PGlite) with the extensions our migrations create.
 * `dataDir` undefined means in memory (tests, shadow databases). A new database (in memory, or
 * a directory that is empty or missing) starts from `image`, else from the empty cluster's image
 * where the installation has one (unpacked into the directory, or loaded into memory), else from
 * PGlite's initdb.
 */
export async function openPglite(
  dataDir?: string,
  { image, clusterImage = clusterImageFile() }: PgliteStart = {},
): Promise<PGlite> {
  if (image || !isEmptyPlace(dataDir)) return start(dataDir, image);
  let fromImage: Blob | undefined;
  if (dataDir === undefined) fromImage = await readClusterImage(clusterImage);
  else if (!unpackClusterImage(clusterImage, dataDir)) return start(dataDir, undefined);
  try {
    return await start(dataDir, fromImage);
  } catch (error) {
    if (dataDir === undefined && !fromImage) throw error;
    // A whole archive PGlite could not start from: the place held nothing before, so what was
    // unpacked goes and initdb runs.
    process.emitWarning(
      `The embedded database's cluster image ${clusterImage} did not load (${error}); running initdb`,
    );
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    return start(dataDir, undefined);
  }
}

async function start(dataDir: string | undefined, image: Blob | undefined): Promise<PGlite> {
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

/** Nothing there yet: an image is unpacked only where it cannot mix with other files. */
function isEmptyPlace(dataDir: string | undefined): boolean {
  if (dataDir === undefined) return true;
  try {
    return readdirSync(dataDir).length === 0;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ENOENT";
  }
}
