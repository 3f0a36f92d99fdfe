import pg from "pg";

// The catalogue version (see model CatalogueState) read for the custom server's CSW fast
// path (lib/csw/fast-path.ts) where it cannot be pushed: on the embedded database, whose socket
// server does not pass notifications on (see catalogue-version-listener.ts). Read on a
// connection of its own, so a cache hit never waits for the app's pool.
//
// Reads are shared between requests, but only with reads *sent after* a request arrived: a
// request that arrives while a read is in flight waits for the next one. So every request sees
// every change committed before it arrived ("the very next request shows the publication"),
// while the database answers one small query per batch of requests.

/** Where the fast path learns the catalogue version. */
export interface CatalogueVersionSource {
  /** The version: at once when it is pushed, by a read otherwise; null while it is not known. */
  current(): bigint | null | Promise<bigint>;
  /** Settles once the source has tried to learn the version (the server listens after it). */
  ready: Promise<void>;
  close(): Promise<void>;
}

// Not a named statement: on PGlite's socket server all connections share one session, where
// a second reader would find the name taken.
const VERSION_QUERY = `SELECT "version" FROM "CatalogueState" WHERE "id" = 1`;
/** One read in flight at a time: measured, a second connection only added database load. */
const CONNECTIONS = 1;

interface Batch {
  promise: Promise<bigint>;
  resolve(version: bigint): void;
  reject(error: unknown): void;
}

// Promise.withResolvers, which Node 20 lacks.
function newBatch(): Batch {
  let resolve!: Batch["resolve"];
  let reject!: Batch["reject"];
  const promise = new Promise<bigint>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function catalogueVersionReader(connectionString: string): CatalogueVersionSource {
  const pool = new pg.Pool({
    connectionString,
    max: CONNECTIONS,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on("error", () => {}); // an idle connection dropped: the next read reconnects
  let inFlight = 0;
  /** The batch of requests waiting for a free connection; its read is sent when one is free. */
  let waiting: Batch | null = null;

  const send = (batch: Batch) => {
    inFlight++;
    pool
      .query<{ version: string }>(VERSION_QUERY)
      .then((result) => batch.resolve(BigInt(result.rows[0]?.version ?? 0)), batch.reject)
      .finally(() => {
        inFlight--;
        if (waiting) {
          const next = waiting;
          waiting = null;
          send(next);
        }
      });
  };

  const read = (): Promise<bigint> => {
    if (waiting) return waiting.promise;
    const batch = newBatch();
    if (inFlight < CONNECTIONS) send(batch);
    else waiting = batch;
    return batch.promise;
  };

  return { current: read, ready: Promise.resolve(), close: () => pool.end() };
}
