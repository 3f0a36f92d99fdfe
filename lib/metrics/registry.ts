import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { responseStoreBytes } from "../cache/response-store";

// The process's Prometheus registry and Simpul's metrics, created once and kept on globalThis:
// two copies of lib/ run in one process (Next's server bundle, where routes and caches record,
// and the one scripts/serve.ts loads, where every request is counted), and both must record
// into, and be scraped from, the same registry. No "server-only" import: serve.ts loads this.

export const METRIC_PREFIX = "simpul_";

export type CacheName = "response" | "catalogue";

/** Request latency buckets (seconds): from a stored CSW answer (< 1 ms) to a slow export. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX });
  const registers = [registry];
  const cacheLookups = new Counter({
    name: `${METRIC_PREFIX}cache_lookups_total`,
    help: "Cache lookups by cache (response: stored CSW and public REST responses, incl. the server's fast path; catalogue: public catalogue queries) and result (hit, miss).",
    labelNames: ["cache", "result"] as const,
    registers,
  });
  const lookupsOf = (cache: CacheName) => {
    const counters = { hit: cacheLookups.labels(cache, "hit"), miss: cacheLookups.labels(cache, "miss") };
    counters.hit.inc(0); // exposed at 0 from the start
    counters.miss.inc(0);
    return counters;
  };
  return {
    registry,
    /** Children made once (both present from the start at 0; no label hashing per lookup). */
    cacheCounters: { response: lookupsOf("response"), catalogue: lookupsOf("catalogue") },
    requests: new Counter({
      name: `${METRIC_PREFIX}http_requests_total`,
      help: "HTTP requests answered, by method, route template and status code.",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    latency: new Histogram({
      name: `${METRIC_PREFIX}http_request_duration_seconds`,
      help: "Time from receiving a request to the end of its response, by method and route template.",
      labelNames: ["method", "route"] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    inFlight: new Gauge({
      name: `${METRIC_PREFIX}http_requests_in_flight`,
      help: "HTTP requests being answered now.",
      registers,
    }),
    cacheLookups,
    cacheHitRatio: new Gauge({
      name: `${METRIC_PREFIX}cache_hit_ratio`,
      help: "Hits / lookups per cache since the process started (absent before the first lookup).",
      labelNames: ["cache"] as const,
      registers,
      // Computed at scrape time from the lookup counter, which both module copies share.
      async collect() {
        const counts = new Map<string, { hit: number; all: number }>();
        for (const { labels, value } of (await cacheLookups.get()).values) {
          const cache = String(labels.cache);
          const count = counts.get(cache) ?? { hit: 0, all: 0 };
          count.all += value;
          if (labels.result === "hit") count.hit += value;
          counts.set(cache, count);
        }
        this.reset();
        for (const [cache, { hit, all }] of counts) if (all > 0) this.set({ cache }, hit / all);
      },
    }),
    responseStoreBytes: new Gauge({
      name: `${METRIC_PREFIX}response_store_bytes`,
      help: "Bytes of rendered public responses held in this process's response store (bounded, least recently used out first).",
      registers,
      collect() {
        this.set(responseStoreBytes());
      },
    }),
    outbox: new Gauge({
      name: `${METRIC_PREFIX}notification_outbox`,
      help: "Notification outbox rows by status (pending: waiting to be sent or retried; failed: given up), read from the database at scrape time.",
      labelNames: ["status"] as const,
      registers,
    }),
    harvestLastSuccess: new Gauge({
      name: `${METRIC_PREFIX}harvest_last_success_timestamp_seconds`,
      help: "When each harvest source's last run that finished began (Unix seconds), read from the database at scrape time.",
      labelNames: ["source"] as const,
      registers,
    }),
    harvestLastRun: new Gauge({
      name: `${METRIC_PREFIX}harvest_last_run_records`,
      help: "Each harvest source's last ended run: records by outcome (seen, added, updated, unchanged, withdrawn, conflicts, failed).",
      labelNames: ["source", "outcome"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

const holder = globalThis as unknown as { simpulMetrics?: Metrics };

/** The process's metrics (created on first use). */
export const metrics = (): Metrics => {
  holder.simpulMetrics ??= createMetrics();
  return holder.simpulMetrics;
};

/** Counts one lookup in one of Simpul's caches. */
export function countCacheLookup(cache: CacheName, hit: boolean): void {
  const counters = metrics().cacheCounters[cache];
  (hit ? counters.hit : counters.miss).inc();
}
