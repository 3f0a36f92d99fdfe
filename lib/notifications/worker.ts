import type { Db } from "../db/client";
import type { KanalNotifikasi } from "../db/generated/enums";
import { getEnv } from "../env";
import { causeOf } from "../errors";
import { logger } from "../log/logger";
import { createTransports, type NotificationSettings, type NotificationTransports } from "./transports";

// Sends the outbox ("Notifikasi" rows written by outbox.ts). Any number of workers, in any
// number of instances, may run at once: each claims due rows in one statement (FOR UPDATE SKIP
// LOCKED) with a lease, so two never hold the same row. A row is marked SENT right after the
// server or gateway accepted it. Delivery is at least once: only a worker that dies, or loses
// the database, between the send and that mark leaves a row to be sent again after the lease.
// No "server-only" import: scripts/serve.ts runs this outside Next's bundler.

/** Attempts before a row is given up (FAILED): about 3 hours of retries. */
export const MAX_ATTEMPTS = 10;
const LEASE_MS = 5 * 60_000;
/** No send starts later than this after the claim, so every send ends well inside the lease. */
const SEND_WINDOW_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Wait before the next attempt after `attempts` failed ones: 30 s, 1 min, 2 min, … at most 1 h. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(FIRST_RETRY_MS * 2 ** (attempts - 1), LONGEST_RETRY_MS);

export interface DeliveryOptions {
  /** The time to deliver as of (tests move it on); default: now. */
  now?: Date;
  /** Rows claimed at most (default 20). */
  batch?: number;
  /** Default: built from `settings`. */
  transports?: NotificationTransports;
  /** Default: the environment (getEnv()). */
  settings?: NotificationSettings;
}

export interface DeliveryOutcome {
  sent: number;
  /** Given up after the last attempt. */
  failed: number;
  /** Failed this time, to be tried again later. */
  retried: number;
}

interface ClaimedRow {
  id: string;
  kanal: KanalNotifikasi;
  tujuan: string;
  subjek: string;
  isi: string;
  percobaan: number;
}

/** Claims the due rows for this worker (one statement, so atomic on every engine). */
function claimDueRows(db: Db, now: Date, batch: number): Promise<ClaimedRow[]> {
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  return db.$queryRaw<ClaimedRow[]>`
    UPDATE "Notifikasi" SET "dikunciHingga" = ${leaseUntil}
    WHERE "id" IN (
      SELECT "id" FROM "Notifikasi"
      WHERE "status" = 'PENDING' AND "berikutnyaPada" <= ${now}
        AND ("dikunciHingga" IS NULL OR "dikunciHingga" < ${now})
      ORDER BY "berikutnyaPada", "createdAt"
      LIMIT ${batch}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id", "kanal"::text AS "kanal", "tujuan", "subjek", "isi", "percobaan"`;
}

/** Null when sent, otherwise why not. */
async function send(transports: NotificationTransports, row: ClaimedRow): Promise<string | null> {
  const transport = transports[row.kanal];
  if (!transport) return `no ${row.kanal} transport is configured`;
  try {
    await transport(row);
    return null;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
  }
}

/**
 * One pass over the outbox: claims the due rows, sends each, and marks it SENT, or schedules
 * the next attempt with exponential backoff, or gives it up (FAILED) after MAX_ATTEMPTS.
 */
export async function deliverDueNotifications(
  db: Db,
  { now = new Date(), batch = 20, transports, settings }: DeliveryOptions = {},
): Promise<DeliveryOutcome> {
  const senders = transports ?? createTransports(settings ?? getEnv());
  const rows = await claimDueRows(db, now, batch);
  const outcome: DeliveryOutcome = { sent: 0, failed: 0, retried: 0 };
  const sendUntil = Date.now() + SEND_WINDOW_MS;
  for (const [index, row] of rows.entries()) {
    if (Date.now() > sendUntil) {
      // Slow servers: hand the rest back rather than send them near the end of the lease.
      const rest = rows.slice(index).map(({ id }) => id);
      await db.notifikasi.updateMany({ where: { id: { in: rest } }, data: { dikunciHingga: null } });
      break;
    }
    const problem = await send(senders, row);
    const percobaan = row.percobaan + 1;
    const where = { id: row.id };
    if (problem === null) {
      await db.notifikasi.update({
        where,
        data: { status: "SENT", percobaan, terkirimPada: now, dikunciHingga: null },
      });
      outcome.sent++;
    } else if (percobaan >= MAX_ATTEMPTS) {
      await db.notifikasi.update({
        where,
        data: { status: "FAILED", percobaan, galatTerakhir: problem, dikunciHingga: null },
      });
      outcome.failed++;
    } else {
      const berikutnyaPada = new Date(now.getTime() + retryDelayMs(percobaan));
      await db.notifikasi.update({
        where,
        data: { percobaan, berikutnyaPada, galatTerakhir: problem, dikunciHingga: null },
      });
      outcome.retried++;
    }
  }
  return outcome;
}

export interface NotificationWorker {
  /** Ends polling and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * Runs deliverDueNotifications every `intervalMs` (default 5 s), one pass at a time, right
 * again while passes come back full. Problems are logged in one line, never thrown.
 */
export function startNotificationWorker(
  getDatabase: () => Promise<Db>,
  {
    intervalMs = 5_000,
    batch = 20,
    transports,
    settings,
  }: {
    intervalMs?: number;
    batch?: number;
    transports?: NotificationTransports;
    settings?: NotificationSettings;
  } = {},
): NotificationWorker {
  const senders = transports ?? createTransports(settings ?? getEnv());
  let stopped = false;
  let lastProblem = "";
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();

  async function deliver(): Promise<void> {
    try {
      const db = await getDatabase();
      let outcome: DeliveryOutcome;
      do {
        outcome = await deliverDueNotifications(db, { batch, transports: senders });
        if (outcome.retried > 0 || outcome.failed > 0)
          logger().warn(
            { retried: outcome.retried, failed: outcome.failed },
            'notifications to be retried or given up (the reason is in "Notifikasi"."galatTerakhir")',
          );
      } while (!stopped && outcome.sent + outcome.retried + outcome.failed === batch);
      lastProblem = "";
    } catch (error) {
      const problem = causeOf(error);
      // Once per distinct problem: a database that stays down would otherwise fill the log.
      if (problem !== lastProblem) logger().warn({ problem }, "the notification worker could not run");
      lastProblem = problem;
    }
  }

  const schedule = () => {
    timer = setTimeout(() => {
      pass = deliver().finally(() => {
        if (!stopped) schedule();
      });
    }, intervalMs);
    timer.unref(); // never what keeps the process alive
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
