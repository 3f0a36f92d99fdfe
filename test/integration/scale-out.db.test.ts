import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed/seed-database";
import {
  builtRoute,
  type Instance,
  sharedDatabase,
  signInOverHttp,
  sleep,
  startInstances,
} from "@/test/support/instances";
import { startMailServer } from "@/test/support/notification-servers";
import { DEMO } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// Issue 9: two real `npm start` servers (scripts/serve.ts on a production build) on one
// database behave as one service: a session from one is valid on the other and revoked on
// both; the verify rate limit is one budget; a publication on one shows in the other's cached
// CSW and REST answers within a second; each notification is mailed once though both run the
// outbox worker; and each exposes Prometheus metrics behind METRICS_TOKEN.

const routeBuilt = builtRoute("api/metrics/route.js") && builtRoute("api/verify/[token]/route.js");
if (!routeBuilt) {
  console.warn(
    "Skipping the scale-out test (two instances): no production build with /api/metrics (run `npx next build` first).",
  );
}

const METRICS_TOKEN = "scale-out-metrics-token-0123456789";
const WORKER_INTERVAL_MS = 300;

describe.skipIf(!routeBuilt)(`two instances on one ${testEngine} database`, () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let a: Instance;
  let b: Instance;
  let db: Db;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let verifyToken = "";

  beforeAll(async () => {
    mail = await startMailServer();
    cleanups.push(() => mail.close());
    const shared = await sharedDatabase(cleanups);
    db = shared.db;
    await seedDatabase(db, { recordCount: 20 });
    const document = await db.dokumenKualitas.findFirstOrThrow({ where: { status: "SIGNED" } });
    verifyToken = document.signatureToken as string;
    const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-scale-out-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    [a, b] = (await startInstances(2, shared.url, dataDir, cleanups, {
      METRICS_TOKEN,
      NOTIFICATION_WORKER: "true",
      NOTIFICATION_INTERVAL_MS: String(WORKER_INTERVAL_MS),
      SMTP_URL: `smtp://simpul:rahasia@127.0.0.1:${mail.port}`,
      WA_GATEWAY_URL: "",
    })) as [Instance, Instance];
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it("accepts a session from either instance on the other, and revokes it on both", async () => {
    const [email, password] = DEMO.pemeriksa;
    const fromA = await signInOverHttp(a.url, email, password);
    const fromB = await signInOverHttp(b.url, email, password);
    const user = await db.pengguna.findUniqueOrThrow({ where: { email } });
    expect(await me(b, fromA)).toEqual({ status: 200, body: expect.objectContaining({ id: user.id }) });
    expect((await me(a, fromB)).status).toBe(200);

    // A password change on B ends every other session of the user, also those issued by A.
    const changed = await fetch(`${b.url}/api/auth/password`, {
      method: "POST",
      headers: { Cookie: fromB, "Content-Type": "application/json" },
      body: JSON.stringify({ password, passwordBaru: "Pemeriksa#2026-baru" }),
    });
    expect(changed.status).toBe(204);
    const renewed = cookieOf(changed);
    for (const instance of [a, b]) {
      expect((await me(instance, fromA)).status).toBe(401);
      expect((await me(instance, fromB)).status).toBe(401);
      expect((await me(instance, renewed)).status).toBe(200);
    }
  });

  it("refuses the 21st verify request of a minute from one client on whichever instance gets it", async () => {
    // Preflights load the route on both instances without counting (a fresh process records
    // socket addresses from the moment the route module is loaded).
    for (const { url } of [a, b])
      expect((await fetch(`${url}/api/verify/${verifyToken}`, { method: "OPTIONS" })).status).toBe(204);
    await awaitFreshWindowIfEnding(20_000);

    for (let i = 0; i < 20; i++) {
      const instance = i % 2 === 0 ? a : b;
      // With TRUST_PROXY=0 the connection is the key: a forged X-Forwarded-For changes nothing.
      const headers: Record<string, string> = i % 4 === 1 ? { "X-Forwarded-For": `198.51.100.${i}` } : {};
      const response = await get(`${instance.url}/api/verify/${verifyToken}`, headers);
      expect(response.status, `request ${i + 1} on instance ${(i % 2) + 1}`).toBe(200);
      expect(JSON.parse(response.body).valid).toBe(true);
      expect(response.headers["ratelimit-remaining"]).toBe(String(19 - i));
    }
    for (const instance of [a, b]) {
      const refused = await get(`${instance.url}/api/verify/${verifyToken}`, {
        "X-Forwarded-For": "198.51.100.250",
      });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.headers["ratelimit-policy"]).toBe("20;w=60");
    }
    // The key is the connection's address, not one bucket for everybody: another loopback
    // address is another client (Linux routes all of 127.0.0.0/8 to loopback; macOS does not).
    const other = await get(`${a.url}/api/verify/${verifyToken}`, {}, "127.0.0.2").catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== "EADDRNOTAVAIL") throw error;
      console.warn("127.0.0.2 is not a local address here: skipping the second-client check.");
      return null;
    });
    if (other) {
      expect(other.status).toBe(200);
      expect(other.headers["ratelimit-remaining"]).toBe("19");
    }
  }, 120_000);

  it("shows a publication made through A in B's cached CSW and REST answers within a second", async () => {
    const admin = await signInOverHttp(a.url, ...DEMO.admin);
    const record = await db.metadata.findFirstOrThrow({
      where: { status: "PRIVATE" },
      orderBy: { id: "asc" },
    });
    const identifier = record.fileIdentifier ?? record.id;
    const getRecords = `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=brief&maxRecords=100`;
    const listing = "/api/public/metadata?pageSize=100";

    for (const instance of [a, b]) {
      const first = await fetch(`${instance.url}${getRecords}`);
      expect(await first.text()).not.toContain(identifier);
      const again = await fetch(`${instance.url}${getRecords}`);
      expect(again.headers.get("cache-status")).toBe("Simpul; hit; detail=server");
      await again.text();
      expect(await publicIds(instance, listing)).not.toContain(record.id);
      expect(await publicIds(instance, listing)).not.toContain(record.id); // now from the query cache
    }

    const published = await fetch(`${a.url}/api/metadata/${record.id}/status`, {
      method: "POST",
      headers: { Cookie: admin, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "PUBLISHED" }),
    });
    expect(published.status, await published.clone().text()).toBe(200);
    expect(((await published.json()) as { status: string }).status).toBe("PUBLISHED");
    const publishedAt = performance.now();

    const csw = await fetch(`${b.url}${getRecords}`);
    const cswBody = await csw.text();
    const rest = await publicIds(b, listing);
    const elapsed = performance.now() - publishedAt;
    expect(cswBody).toContain(`<dc:identifier>${identifier}</dc:identifier>`);
    expect(csw.headers.get("cache-status")).toBe("Simpul; fwd=miss; stored");
    expect(rest).toContain(record.id);
    expect(elapsed).toBeLessThan(1_000);
    // And A, which published, shows it too.
    expect(await (await fetch(`${a.url}${getRecords}`)).text()).toContain(identifier);
  });

  it("mails each notification once, though the worker runs on both instances", async () => {
    const admins = [await signInOverHttp(a.url, ...DEMO.admin), await signInOverHttp(b.url, ...DEMO.admin)];
    const since = new Date();
    const records = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      orderBy: { id: "asc" },
      take: 6,
    });
    // Status changes alternately on both instances: each queues one e-mail to the record's owner.
    for (const [index, record] of records.entries()) {
      const instance = index % 2 === 0 ? a : b;
      const moved = await fetch(`${instance.url}/api/metadata/${record.id}/status`, {
        method: "POST",
        headers: { Cookie: admins[index % 2] as string, "Content-Type": "application/json" },
        body: JSON.stringify({ status: "PRIVATE" }),
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
    }
    const queued = await db.notifikasi.findMany({ where: { createdAt: { gte: since } } });
    expect(queued.length).toBe(records.length);
    expect(queued.every((row) => row.kanal === "EMAIL")).toBe(true);

    // Wait until every row is sent, then as long again as several passes of both workers.
    const deadline = Date.now() + 20_000;
    while ((await db.notifikasi.count({ where: { status: "PENDING" } })) > 0 && Date.now() < deadline)
      await sleep(100);
    await sleep(WORKER_INTERVAL_MS * 8);

    const rows = await db.notifikasi.findMany({ where: { createdAt: { gte: since } } });
    expect(
      rows.map((row) => [row.status, row.galatTerakhir]),
      [a, b].map((instance) => instance.output.join("")).join("\n"),
    ).toEqual(rows.map(() => ["SENT", null]));
    expect(rows.every((row) => row.percobaan === 1)).toBe(true);
    const mails = mail.received.filter((m) => rows.some((row) => row.subjek === m.subject));
    expect(mails.length).toBe(rows.length);
    for (const row of rows) {
      const copies = mail.received.filter((m) => m.subject === row.subjek && m.to.includes(row.tujuan));
      expect(copies.length, row.subjek).toBe(1);
    }
    // Both workers really ran (neither reported a problem); they share the outbox.
    for (const instance of [a, b])
      expect(instance.output.join("")).not.toMatch(/notification worker could not run/);
  }, 60_000);

  it("exposes Prometheus metrics on each instance to the token holder only", async () => {
    for (const instance of [a, b]) {
      // The portal's search page reads the catalogue query cache: the second time is a hit.
      for (let i = 0; i < 2; i++) expect((await fetch(`${instance.url}/katalog?q=hutan`)).status).toBe(200);
      const anonymous = await fetch(`${instance.url}/api/metrics`);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
      const wrong = await fetch(`${instance.url}/api/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}x` },
      });
      expect(wrong.status).toBe(401);
      await wrong.text();

      const response = await fetch(`${instance.url}/api/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await response.text();
      const sample = (name: string, labels: Record<string, string> = {}) => sampleValue(text, name, labels);

      // Requests by route template, fast-path answers of /csw included.
      expect(
        sample("simpul_http_requests_total", { method: "GET", route: "/csw", status: "200" }),
      ).toBeGreaterThanOrEqual(2);
      expect(
        sample("simpul_http_requests_total", { method: "POST", route: "/api/auth/login", status: "200" }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample("simpul_http_requests_total", { method: "GET", route: "/api/verify/[token]", status: "200" }),
      ).toBeGreaterThanOrEqual(10);
      expect(
        sample("simpul_http_requests_total", { method: "GET", route: "/api/metrics", status: "401" }),
      ).toBe(2);
      expect(
        sample("simpul_http_requests_total", {
          method: "POST",
          route: "/api/metadata/[id]/status",
          status: "200",
        }),
      ).toBeGreaterThanOrEqual(3);
      expect(sample("simpul_http_request_duration_seconds_count", { method: "GET", route: "/csw" })).toBe(
        sample("simpul_http_requests_total", { method: "GET", route: "/csw" }),
      );
      expect(text).not.toMatch(/route="\/api\/verify\/[^[]/); // templates, never a token or an id
      expect(sample("simpul_http_requests_in_flight")).toBeGreaterThanOrEqual(1); // this request

      // Cache lookups: the repeated GetRecords and listing were stored-response hits; the
      // repeated search page a catalogue-query hit.
      const responseHits = sample("simpul_cache_lookups_total", { cache: "response", result: "hit" });
      const responseMisses = sample("simpul_cache_lookups_total", { cache: "response", result: "miss" });
      expect(responseHits).toBeGreaterThanOrEqual(1);
      expect(responseMisses).toBeGreaterThanOrEqual(1);
      expect(sample("simpul_cache_hit_ratio", { cache: "response" })).toBeCloseTo(
        responseHits / (responseHits + responseMisses),
        6,
      );
      expect(
        sample("simpul_cache_lookups_total", { cache: "catalogue", result: "hit" }),
      ).toBeGreaterThanOrEqual(1);

      // Queue depth, counted in the database: everything was sent.
      expect(sample("simpul_notification_outbox", { status: "pending" })).toBe(0);
      expect(sample("simpul_notification_outbox", { status: "failed" })).toBe(0);
      expect(sample("simpul_process_resident_memory_bytes")).toBeGreaterThan(0);
    }
  });
});

/** The value of one sample of the exposition text (NaN when absent), summed over unnamed labels. */
function sampleValue(text: string, name: string, labels: Record<string, string>): number {
  let sum = Number.NaN;
  for (const line of text.split("\n")) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/([a-z_]+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (!Object.entries(labels).every(([key, value]) => found[key] === value)) continue;
    sum = (Number.isNaN(sum) ? 0 : sum) + Number(match[3]);
  }
  return sum;
}

const cookieOf = (response: Response): string =>
  (response.headers.get("set-cookie") ?? "").split(";")[0] as string;

async function me(instance: Instance, cookie: string) {
  const response = await fetch(`${instance.url}/api/auth/me`, { headers: { Cookie: cookie } });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function publicIds(instance: Instance, listing: string): Promise<string[]> {
  const response = await fetch(`${instance.url}${listing}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { records: { id: string }[] };
  return body.records.map((item) => item.id);
}

/** Windows are aligned to the minute on every instance: start the burst where it fits in one. */
async function awaitFreshWindowIfEnding(neededMs: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < neededMs) await sleep(left + 200);
}

/** A GET over a connection from `localAddress` (fetch cannot choose it). */
function get(url: string, headers: Record<string, string> = {}, localAddress = "127.0.0.1") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpGet(url, { headers, localAddress, timeout: 30_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}
