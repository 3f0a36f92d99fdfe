import type { Db } from "../db/client";
import type { PanenRun, SumberPanen } from "../db/generated/client";

// When sources run, and which worker runs them. Any number of instances run the harvest worker
// (harvest-worker.ts); each due source gets one run per tick of its schedule, whichever
// instance sees it first (its row is locked, FOR UPDATE SKIP LOCKED, and moved to its next
// time in the same transaction), and each run is claimed by one worker at a time with a lease
// that the worker renews page by page. A run whose lease ran out (its worker died) is claimed
// again and resumed from its cursor.
//  - A scheduled run is incremental (records changed since the last run that finished),
//    except the first of each day (UTC), which walks the whole source: only a whole walk finds
//    the records the source no longer has. A run asked for by hand walks the whole source.

/** How long a worker's claim on a run holds without news of it (a page takes far less). */
export const RUN_LEASE_MS = 5 * 60_000;

/** The next time a source is due after `from`; null when it has no schedule. */
export function nextDue(source: Pick<SumberPanen, "intervalMenit" | "jamHarian">, from: Date): Date | null {
  const times: number[] = [];
  if (source.intervalMenit) times.push(from.getTime() + source.intervalMenit * 60_000);
  if (source.jamHarian) {
    const [hours, minutes] = source.jamHarian.split(":").map(Number) as [number, number];
    const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hours, minutes);
    times.push(today > from.getTime() ? today : today + 86_400_000);
  }
  return times.length > 0 ? new Date(Math.min(...times)) : null;
}

/** Changes since when a scheduled run asks for: null (the whole source) for the day's first. */
function scheduledSince(source: SumberPanen, now: Date): Date | null {
  const last = source.terakhirBerhasilPada;
  if (!last || last.toISOString().slice(0, 10) !== now.toISOString().slice(0, 10)) return null;
  return last;
}

/** Queues a run for every due source without one queued or running; moves each to its next time. */
export async function scheduleDueRuns(db: Db, now: Date): Promise<number> {
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<SumberPanen[]>`
      SELECT * FROM "SumberPanen"
       WHERE "aktif" AND "berikutnyaPada" <= ${now}
       FOR UPDATE SKIP LOCKED`;
    let queued = 0;
    for (const source of due) {
      const busy = await tx.panenRun.count({
        where: { sumberId: source.id, status: { in: ["ANTRE", "BERJALAN"] } },
      });
      if (busy === 0) {
        await tx.panenRun.create({
          data: { sumberId: source.id, pemicu: "JADWAL", sejak: scheduledSince(source, now) },
        });
        queued += 1;
      }
      await tx.sumberPanen.update({
        where: { id: source.id },
        data: { berikutnyaPada: nextDue(source, now) },
      });
    }
    return queued;
  });
}

/** Claims the oldest run waiting, or one whose worker's lease ran out; null when there is none. */
export async function claimRun(db: Db, now: Date): Promise<PanenRun | null> {
  const leaseUntil = new Date(now.getTime() + RUN_LEASE_MS);
  const [run] = await db.$queryRaw<PanenRun[]>`
    UPDATE "PanenRun" SET "status" = 'BERJALAN', "dikunciHingga" = ${leaseUntil},
           "mulaiPada" = coalesce("mulaiPada", ${now})
     WHERE "id" = (
       SELECT "id" FROM "PanenRun"
        WHERE "status" = 'ANTRE' OR ("status" = 'BERJALAN' AND "dikunciHingga" < ${now})
        ORDER BY "createdAt"
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
     RETURNING *`;
  return run ?? null;
}

/** Whether a run is going on (claimed and its lease alive), in any instance. */
export async function harvestRunning(db: Pick<Db, "$queryRaw">, now = new Date()): Promise<boolean> {
  const rows = await db.$queryRaw<{ running: number }[]>`
    SELECT 1 AS "running" FROM "PanenRun"
     WHERE "status" = 'BERJALAN' AND "dikunciHingga" > ${now} LIMIT 1`;
  return rows.length > 0;
}
