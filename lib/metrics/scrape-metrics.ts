import "server-only";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { AppError } from "../errors";
import { harvestGauges } from "../harvest/harvest-gauges";
import { countOutbox } from "../notifications/count-outbox";
import { metricsAccess } from "./metrics-access";
import { metrics } from "./registry";

// GET /api/metrics: the process's metrics in Prometheus' text format, for whoever holds
// METRICS_TOKEN. The outbox and harvest gauges are read from the database now; everything else was recorded
// as requests went by (lib/metrics/record-request.ts, the caches).

/** Throws NOT_FOUND when metrics are off (no METRICS_TOKEN), UNAUTHENTICATED without the token. */
export function assertMetricsAccess(authorization: string | null): void {
  const access = metricsAccess(authorization, getEnv().METRICS_TOKEN);
  if (access === "off")
    throw new AppError("NOT_FOUND", "Metrik tidak diaktifkan / metrics are not enabled", {});
  if (access === "denied")
    throw new AppError("UNAUTHENTICATED", "Token metrik diperlukan / a metrics token is required", {});
}

async function setHarvestGauges(m: ReturnType<typeof metrics>): Promise<void> {
  m.harvestLastSuccess.reset();
  m.harvestLastRun.reset();
  for (const source of await harvestGauges(await getDb())) {
    if (source.lastSuccess)
      m.harvestLastSuccess.set({ source: source.name }, source.lastSuccess.getTime() / 1000);
    for (const [outcome, count] of Object.entries(source.lastRun ?? {}))
      m.harvestLastRun.set({ source: source.name, outcome }, count);
  }
}

/** The exposition text and its content type. */
export async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  const m = metrics();
  const outbox = await countOutbox(await getDb());
  m.outbox.set({ status: "pending" }, outbox.pending);
  m.outbox.set({ status: "failed" }, outbox.failed);
  await setHarvestGauges(m);
  return { text: await m.registry.metrics(), contentType: m.registry.contentType };
}
