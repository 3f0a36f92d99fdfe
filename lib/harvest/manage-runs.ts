import "server-only";
import type { Actor } from "../auth/actor";
import { getDb } from "../db/client";
import type { PanenItem, PanenRun } from "../db/generated/client";
import { AppError } from "../errors";

// Runs as administrators see and steer them: "run now" (a whole walk of the source), cancel,
// the history of a source's runs, and one run's report.

const REPORT_ITEMS_MAX = 5_000;

export async function requestRun(actor: Actor, sourceId: string): Promise<PanenRun> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const [source] = await tx.$queryRaw<
      { id: string }[]
    >`SELECT "id" FROM "SumberPanen" WHERE "id" = ${sourceId} FOR UPDATE`;
    if (!source)
      throw new AppError("NOT_FOUND", "Sumber panen tidak ditemukan / no such harvest source", {
        id: sourceId,
      });
    const busy = await tx.panenRun.findFirst({
      where: { sumberId: sourceId, status: { in: ["ANTRE", "BERJALAN"] } },
    });
    if (busy)
      throw new AppError(
        "CONFLICT",
        "Panen sumber ini sudah antre atau berjalan / a run is already queued or going on",
        {
          runId: busy.id,
          status: busy.status,
        },
      );
    const run = await tx.panenRun.create({
      data: { sumberId: sourceId, pemicu: "MANUAL", pemicuId: actor.userId },
    });
    await tx.auditLog.create({
      data: {
        actorId: actor.userId,
        aksi: "HARVEST_RUN_REQUEST",
        target: run.id,
        detail: { sumberId: sourceId },
      },
    });
    return run;
  });
}

/** Cancels a queued run at once, a running one after the page it is on. */
export async function cancelRun(actor: Actor, runId: string): Promise<PanenRun> {
  const db = await getDb();
  const queued = await db.panenRun.updateMany({
    where: { id: runId, status: "ANTRE" },
    data: {
      status: "DIBATALKAN",
      dimintaBatal: true,
      selesaiPada: new Date(),
      pesan: "Dibatalkan / cancelled",
    },
  });
  if (queued.count === 0) {
    const running = await db.panenRun.updateMany({
      where: { id: runId, status: "BERJALAN" },
      data: { dimintaBatal: true },
    });
    if (running.count === 0) {
      const run = await db.panenRun.findUnique({ where: { id: runId } });
      if (!run) throw new AppError("NOT_FOUND", "Panen tidak ditemukan / no such run", { runId });
      throw new AppError("CONFLICT", `Panen sudah ${run.status} / the run has ended`, { status: run.status });
    }
  }
  await db.auditLog.create({ data: { actorId: actor.userId, aksi: "HARVEST_RUN_CANCEL", target: runId } });
  return db.panenRun.findUniqueOrThrow({ where: { id: runId } });
}

export async function listRuns(sourceId: string, limit = 50): Promise<PanenRun[]> {
  const db = await getDb();
  return db.panenRun.findMany({ where: { sumberId: sourceId }, orderBy: { createdAt: "desc" }, take: limit });
}

export interface RunReport {
  run: PanenRun;
  /** Withdrawn, in conflict, failed or noted records, oldest first (at most 5,000). */
  item: PanenItem[];
}

export async function getRunReport(runId: string): Promise<RunReport> {
  const db = await getDb();
  const run = await db.panenRun.findUnique({ where: { id: runId } });
  if (!run) throw new AppError("NOT_FOUND", "Panen tidak ditemukan / no such run", { runId });
  const item = await db.panenItem.findMany({
    where: { runId },
    orderBy: { createdAt: "asc" },
    take: REPORT_ITEMS_MAX,
  });
  return { run, item };
}
