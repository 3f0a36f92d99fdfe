import autocannon from "autocannon";

// One load run with autocannon (npm): `connections` clients send the same request back to back
// for `seconds`. autocannon's own latency histogram has no 95th percentile, so every response
// time is kept here and the percentiles are read from the sorted list.

export interface LoadRequest {
  path: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses with a status outside 200–299, and connection errors and timeouts. */
  non2xx: number;
  errors: number;
  /** Mean response size in bytes. */
  bytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] as number);
const round1 = (value: number) => Math.round(value * 10) / 10;

export async function runLoad(
  baseUrl: string,
  request: LoadRequest,
  { connections, seconds }: { connections: number; seconds: number },
): Promise<LoadResult> {
  const times: number[] = [];
  let bytes = 0;
  let finished!: (result: autocannon.Result) => void;
  let failed!: (error: Error) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finished = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      url: baseUrl,
      connections,
      duration: seconds,
      timeout: 30,
      requests: [
        {
          method: request.method ?? "GET",
          path: request.path,
          headers: request.headers,
          body: request.body,
        },
      ],
    },
    (error, result) => (error ? failed(error) : finished(result)),
  );
  instance.on("response", (_client, _status, resBytes, responseTime) => {
    times.push(responseTime);
    bytes += resBytes;
  });
  const result = await done;
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    requestsPerSecond: Math.round(times.length / result.duration),
    p50Ms: round1(percentile(times, 0.5)),
    p95Ms: round1(percentile(times, 0.95)),
    p99Ms: round1(percentile(times, 0.99)),
    maxMs: round1(times.at(-1) ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
    bytes: times.length ? Math.round(bytes / times.length) : 0,
  };
}
