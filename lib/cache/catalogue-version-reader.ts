import { randomBytes } from "node:crypto";
import pg from "pg";

// The catalogue version (see model CatalogueState) for the custom server's CSW fast path
// (lib/http/fast-path.ts), read on a connection of its own, so a cache hit never waits for the
// app's pool.
//
// Reads are shared between requests, but only with reads *sent after* a request arrived: a
// request that arrives while a read is in flight waits for the next one. So every request sees
// every change committed before it arrived ("the very next request shows the publication", on
// every instance), while the database answers one small query per batch of requests.
//
// (Pushing the version with LISTEN/NOTIFY was tried and measured: a third less CPU per cached
// answer, but a notification can arrive after the next request does: 1 stale answer in 248
// publish-then-read rounds under load. Strict it is.)

export interface CatalogueVersionReader {
  /** The version, as of a read sent after this call. */
  read(): Promise<bigint>;
  close(): Promise<void>;
}

// Named, so the server plans it once per connection; the name is the connection's own, since
// on PGlite's socket server all connections share one session (and its statement names): a
// reconnected reader reusing its name would be refused ("already exists") for good.
const versionQuery = () => ({
  name: `simpul_catalogue_version_${randomBytes(6).toString("hex")}`,
  text: `SELECT "version" FROM "CatalogueState" WHERE "id" = 1`,
  rowMode: "array" as const,
});

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

interface Connection {
  client: pg.Client;
  query: ReturnType<typeof versionQuery>;
}

export function catalogueVersionReader(connectionString: string): CatalogueVersionReader {
  // One client of its own rather than a pool: a pool's checkout per query costs CPU here.
  let current: Promise<Connection> | null = null;
  const connected = (): Promise<Connection> => {
    if (current) return current;
    // A server that stops answering must not hold requests: they go to Next after 2 s.
    const fresh = new pg.Client({ connectionString, connectionTimeoutMillis: 2_000, query_timeout: 2_000 });
    const attempt = fresh.connect().then(() => ({ client: fresh, query: versionQuery() }));
    const forget = () => {
      if (current === attempt) current = null; // the next read reconnects
    };
    fresh.on("error", forget);
    fresh.on("end", forget);
    attempt.catch(forget);
    current = attempt;
    return attempt;
  };
  // One read in flight at a time (measured: a second connection only added database load).
  let reading = false;
  /**
   * The last read's error, until a read succeeds. Meanwhile requests do not wait for the
   * reader's timeout (the server hands them to Next at once, which reports the database as
   * every route does), and one read at a time probes for the database's return. Without this,
   * each request of an outage waited here first and then again in Next.
   */
  let unreachable: { error: unknown } | null = null;
  /** The batch of requests waiting for the next read. */
  let waiting: Batch | null = null;

  const flush = () => {
    if (!waiting || reading) return;
    const batch = waiting;
    waiting = null;
    send(batch);
  };

  /** After a failed read the connection is not trusted again: the next read opens a new one. */
  const discard = (failed: Promise<Connection>) => {
    if (current === failed) current = null;
    failed.then(({ client }) => client.end()).catch(() => {});
  };

  const send = (batch: Batch) => {
    reading = true;
    const connection = connected();
    connection
      .then(({ client, query }) => client.query<[string]>(query))
      .then(
        (result) => {
          unreachable = null;
          batch.resolve(BigInt(result.rows[0]?.[0] ?? 0));
        },
        (error: unknown) => {
          discard(connection);
          unreachable = { error };
          batch.reject(error);
          // Those who came while this read was out do not wait for another one either.
          const next = waiting;
          waiting = null;
          next?.reject(error);
        },
      )
      .finally(() => {
        reading = false;
        flush();
      });
  };

  const read = (): Promise<bigint> => {
    if (unreachable) {
      // No batch waits meanwhile (a failure releases it), so a probe is due unless one is out.
      if (!reading) {
        const probe = newBatch();
        probe.promise.catch(() => {}); // nobody waits for a probe
        send(probe);
      }
      return Promise.reject(unreachable.error);
    }
    if (!waiting) {
      waiting = newBatch();
      // Sent at the end of this turn of the event loop, so that the requests parsed in the
      // same turn share it; or, with a read in flight, as soon as that one is back.
      if (!reading) setImmediate(flush);
    }
    return waiting.promise;
  };

  return {
    read,
    close: async () => {
      const closing = current;
      current = null;
      await closing?.then(({ client }) => client.end()).catch(() => {});
    },
  };
}
