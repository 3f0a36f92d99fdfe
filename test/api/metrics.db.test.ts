import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { responseStoreBytes, storeResponse } from "@/lib/cache/response-store";
import { setDbForTests } from "@/lib/db/client";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";

// GET /api/metrics on the route handler: off (404) without METRICS_TOKEN, 401 with a
// WWW-Authenticate challenge without the right bearer token, and with it the exposition text,
// whose outbox gauge is counted from the database at scrape time.

const TOKEN = "metrics-route-token-0123456789";

/** The route module as a process with this METRICS_TOKEN loads it (getEnv() reads once per module copy). */
async function routeWith(token: string | undefined) {
  vi.resetModules();
  vi.stubEnv("METRICS_TOKEN", token ?? "");
  return import("@/app/api/metrics/route");
}

describe(`GET /api/metrics on ${testEngine}`, () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    setDbForTests(database.db);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database?.close();
  });

  it("is off without METRICS_TOKEN, whatever the request sends", async () => {
    const { GET } = await routeWith(undefined);
    const response = await GET(
      new Request("http://localhost/api/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } }),
    );
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });

  it("challenges requests without the token", async () => {
    const { GET } = await routeWith(TOKEN);
    const attempts: Record<string, string>[] = [
      {},
      { Authorization: `Bearer ${TOKEN.slice(1)}` },
      { Authorization: TOKEN },
    ];
    for (const headers of attempts) {
      const response = await GET(new Request("http://localhost/api/metrics", { headers }));
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="simpul-metrics"');
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect((await response.json()).error.code).toBe("UNAUTHENTICATED");
    }
  });

  it("sends the metrics to the token holder, with the outbox depth read from the database", async () => {
    const { db } = database;
    const row = { kanal: "EMAIL" as const, tujuan: "a@contoh.go.id", subjek: "s", isi: "i" };
    await db.notifikasi.createMany({
      data: [row, row, row, { ...row, status: "FAILED" }, { ...row, status: "SENT" }],
    });
    const { GET } = await routeWith(TOKEN);
    const response = await GET(
      new Request("http://localhost/api/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).toMatch(/^simpul_notification_outbox\{status="pending"\} 3$/m);
    expect(text).toMatch(/^simpul_notification_outbox\{status="failed"\} 1$/m);
    expect(text).toMatch(/^# TYPE simpul_http_requests_total counter$/m);
    expect(text).toMatch(/^# TYPE simpul_http_request_duration_seconds histogram$/m);
    expect(text).toMatch(/^simpul_cache_lookups_total\{cache="response",result="hit"\} \d+$/m);
    expect(text).toMatch(/^simpul_nodejs_heap_size_used_bytes \d+/m);
    const body = new TextEncoder().encode("x".repeat(1000));
    storeResponse("metrics-test", 1n, 60, { body, etag: '"m"', headers: {} });
    const again = await GET(
      new Request("http://localhost/api/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } }),
    );
    const stored = Number(/^simpul_response_store_bytes (\d+)$/m.exec(await again.text())?.[1]);
    expect(stored).toBe(responseStoreBytes());
    expect(stored).toBeGreaterThanOrEqual(1000);
  });
});
