import pg from "pg";
import { type CatalogueVersionSource, catalogueVersionReader } from "./catalogue-version-reader";

// The catalogue version pushed by PostgreSQL (LISTEN simpul_catalogue; the migration
// catalogue_notify announces every change at commit), for the custom server's CSW fast path.
// No query per request: on this 2-core machine a query costs the server process about
// 120 µs of CPU, more than sending a cached response. The version is known only while the
// connection is up and listening; meanwhile every request goes to Next, whose route reads the
// version per request.
//
// Not every server passes notifications between connections (PGlite's socket server does not;
// nor does PgBouncer in transaction mode), so the listener first checks that an announcement
// sent on another connection reaches it. If none does, versions are read per batch of
// requests instead (catalogue-version-reader.ts).

const CHANNEL = "simpul_catalogue";
const PROBE = "probe";
const PROBE_TIMEOUT_MS = 2_000;
const RETRY_MS = 1_000;

const NUMBER = /^\d+$/;

/** Sends the probe announcement on a connection of its own. */
async function announceProbe(connectionString: string): Promise<void> {
  const sender = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
  try {
    await sender.connect();
    await sender.query(`SELECT pg_notify('${CHANNEL}', '${PROBE}')`);
  } finally {
    await sender.end().catch(() => {});
  }
}

export function catalogueVersionListener(connectionString: string): CatalogueVersionSource {
  let version: bigint | null = null;
  let client: pg.Client | null = null;
  let fallback: CatalogueVersionSource | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const drop = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    version = null;
    failed.end().catch(() => {});
    if (!closed && !fallback) retry = setTimeout(connect, RETRY_MS);
  };

  async function connect(): Promise<void> {
    const listener = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 });
    client = listener;
    listener.on("error", () => drop(listener));
    listener.on("end", () => drop(listener));
    // Announcements can arrive before the initial read's result is handled: keep the highest.
    let announced = -1n;
    let probeArrived: () => void = () => {};
    const probe = new Promise<boolean>((resolve) => {
      probeArrived = () => resolve(true);
      setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref();
    });
    listener.on("notification", ({ channel, payload }) => {
      if (channel !== CHANNEL || client !== listener) return;
      if (payload === PROBE) return probeArrived();
      if (!payload || !NUMBER.test(payload)) return;
      const value = BigInt(payload);
      if (value > announced) announced = value;
      if (version !== null && value > version) version = value;
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CHANNEL}`);
      await announceProbe(connectionString);
      if (!(await probe)) {
        if (client !== listener) return;
        client = null;
        await listener.end().catch(() => {});
        if (!closed) fallback = catalogueVersionReader(connectionString);
        return;
      }
      // Listening before reading: a change between the two is announced, none is missed.
      const result = await listener.query<{ version: string }>(
        `SELECT "version" FROM "CatalogueState" WHERE "id" = 1`,
      );
      const current = BigInt(result.rows[0]?.version ?? 0);
      if (client === listener) version = announced > current ? announced : current;
    } catch {
      drop(listener);
    }
  }

  return {
    current: () => (fallback ? fallback.current() : version),
    ready: connect(),
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      version = null;
      await Promise.all([current?.end().catch(() => {}), fallback?.close()]);
    },
  };
}
