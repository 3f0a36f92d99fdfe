// Load for the public list endpoint: `clients` concurrent keep-alive clients, each sending
// `requestsPerClient` requests built by `pathFor`; reports latency percentiles.

export interface LoadResult {
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

export async function runLoad(
  baseUrl: string,
  pathFor: (client: number, i: number) => string,
  { clients = 8, requestsPerClient = 200, warmup = 20 } = {},
): Promise<LoadResult> {
  for (let i = 0; i < warmup; i++) await (await fetch(baseUrl + pathFor(0, i))).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < requestsPerClient; i++) {
        const t0 = performance.now();
        const response = await fetch(baseUrl + pathFor(client, i));
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (response.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: sorted.length,
    errors,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1] ?? 0),
    requestsPerSecond: Math.round(sorted.length / seconds),
  };
}
