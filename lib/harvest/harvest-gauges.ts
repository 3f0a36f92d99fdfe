import type { Db } from "../db/client";

// What /api/metrics shows per harvest source: when its last run that finished began, and its
// last ended run's counts.

export interface HarvestGauge {
  name: string;
  lastSuccess: Date | null;
  lastRun: Record<string, number> | null;
}

export async function harvestGauges(db: Pick<Db, "sumberPanen">): Promise<HarvestGauge[]> {
  const sources = await db.sumberPanen.findMany({
    select: {
      nama: true,
      terakhirBerhasilPada: true,
      runs: {
        where: { status: { in: ["SELESAI", "GAGAL", "DIBATALKAN"] } },
        orderBy: { createdAt: "desc" },
        take: 1,
        select: {
          dilihat: true,
          ditambah: true,
          diperbarui: true,
          tidakBerubah: true,
          ditarik: true,
          konflik: true,
          gagal: true,
        },
      },
    },
  });
  return sources.map(({ nama, terakhirBerhasilPada, runs: [run] }) => ({
    name: nama,
    lastSuccess: terakhirBerhasilPada,
    lastRun: run
      ? {
          seen: run.dilihat,
          added: run.ditambah,
          updated: run.diperbarui,
          unchanged: run.tidakBerubah,
          withdrawn: run.ditarik,
          conflicts: run.konflik,
          failed: run.gagal,
        }
      : null,
  }));
}
