import { hostname } from "node:os";
import type { Actor } from "../auth/actor";
import { type Db, getDb } from "../db/client";
import type { PanenRun } from "../db/generated/client";
import { getEnv } from "../env";
import { causeOf } from "../errors";
import { logger } from "../log/logger";
import { executeRun } from "./execute-run";
import { notifyFailedRun } from "./notify-failed-run";
import { claimRun, scheduleDueRuns } from "./schedule";
import { sourceFetch } from "./source-fetch";

// The harvest worker: every instance runs one (started by instrumentation.ts in the server's
// own runtime). Each tick queues the due sources' runs and runs what is waiting, one run at a
// time per instance (schedule.ts says how instances share the work).

/** The administrator a run imports as: who asked for it, else who made the source; null when neither may. */
async function actorFor(db: Db, run: PanenRun, creatorId: string): Promise<Actor | null> {
  for (const id of [run.pemicuId, creatorId]) {
    if (!id) continue;
    const user = await db.pengguna.findUnique({
      where: { id },
      select: { id: true, peran: true, organisasiId: true, aktif: true },
    });
    if (user?.aktif && user.peran === "ADMIN")
      return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  }
  return null;
}

/** Runs a claimed run to its end. */
export async function runClaimed(db: Db, run: PanenRun): Promise<PanenRun> {
  const source = await db.sumberPanen.findUniqueOrThrow({ where: { id: run.sumberId } });
  const actor = await actorFor(db, run, source.dibuatOlehId);
  const done = actor
    ? await executeRun({
        db,
        run,
        source,
        actor,
        // The run's own time limit: every request of the run ends when it is up.
        fetch: sourceFetch(source, AbortSignal.timeout(getEnv().HARVEST_RUN_TIMEOUT_MINUTES * 60_000)),
      })
    : await db.panenRun.update({
        where: { id: run.id },
        data: {
          status: "GAGAL",
          pesan: "Tidak ada administrator aktif untuk menjalankannya / no active administrator to run it as",
          selesaiPada: new Date(),
          dikunciHingga: null,
        },
      });
  if (done.status === "GAGAL" || done.gagal > 0) await notifyFailedRun(db, source, done);
  return done;
}

/** Queues due runs and runs what waits, until nothing does. */
export async function harvestTick(db: Db, now = () => new Date()): Promise<number> {
  await scheduleDueRuns(db, now());
  let ran = 0;
  for (let run = await claimRun(db, now()); run; run = await claimRun(db, now())) {
    await runClaimed(db, run);
    ran += 1;
  }
  return ran;
}

export function startHarvestWorker({ intervalMs = 15_000 }: { intervalMs?: number } = {}): () => void {
  let busy = false;
  let lastProblem = "";
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      await harvestTick(await getDb());
      lastProblem = "";
    } catch (error) {
      const problem = causeOf(error);
      if (problem !== lastProblem)
        logger().warn({ problem, worker: hostname() }, "the harvest worker could not run");
      lastProblem = problem;
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  setTimeout(tick, 1_000).unref();
  return () => clearInterval(timer);
}
