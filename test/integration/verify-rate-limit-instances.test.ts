import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";

import { tmpdir } from "node:os";
import path from "node:path";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { PrismaClient } from "@/lib/db/generated/client";
import { applyMigrations } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { pgliteExecutor } from "@/lib/db/sql-executor";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { freePort } from "@/test/support/net";
import { createTestDatabase, testEngine } from "@/test/support/test-database";

// Spec 8's limit (20 per minute per IP) must hold however many instances serve the API:
// two real `next start` processes share one database, this process sends them 20 requests
// in turns from 127.0.0.1 and the 21st is refused by whichever instance gets it. It also
// checks, on the real server, that a forged X-Forwarded-For does not change the client key.

const ROOT = path.resolve(import.meta.dirname, "../..");
const routeBuilt =
  existsSync(path.join(ROOT, ".next/BUILD_ID")) &&
  existsSync(path.join(ROOT, ".next/server/app/api/verify/[token]/route.js"));
if (!routeBuilt) {
  console.warn(
    "Skipping the two-instance rate-limit test: no production build with /api/verify (run `npm run build` first).",
  );
}

interface Instance {
  url: string;
  process: ChildProcess;
  output: string[];
}

describe.skipIf(!routeBuilt)(`verify rate limit across two instances on ${testEngine}`, () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const instances: Instance[] = [];
  let token = "";

  beforeAll(async () => {
    const { url, db } = await sharedDatabase(cleanups);
    await seedDatabase(db, { recordCount: 20 });
    const document = await db.dokumenKualitas.findFirstOrThrow({ where: { status: "SIGNED" } });
    token = document.signatureToken as string;
    const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-instances-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    for (let i = 0; i < 2; i++) {
      const instance = startInstance(await freePort(), url, dataDir);
      instances.push(instance);
      cleanups.push(() => stopInstance(instance));
    }
    await Promise.all(instances.map(waitUntilHealthy));
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it("refuses the 21st request of a minute from one client on whichever instance gets it", async () => {
    // Preflights load the route on both instances without counting (a fresh process records
    // socket addresses from the moment the route module is loaded).
    for (const { url } of instances)
      expect((await fetch(`${url}/api/verify/${token}`, { method: "OPTIONS" })).status).toBe(204);
    await awaitFreshWindowIfEnding(20_000);

    for (let i = 0; i < 20; i++) {
      const instance = instances[i % 2] as Instance;
      // With TRUST_PROXY=0 the connection is the key: a forged X-Forwarded-For changes nothing.
      const headers: Record<string, string> = i % 4 === 1 ? { "X-Forwarded-For": `198.51.100.${i}` } : {};
      const response = await get(`${instance.url}/api/verify/${token}`, headers);
      expect(response.status, `request ${i + 1} on instance ${(i % 2) + 1}`).toBe(200);
      expect(JSON.parse(response.body).valid).toBe(true);
      expect(response.headers["ratelimit-remaining"]).toBe(String(19 - i));
    }
    for (const instance of instances) {
      const refused = await get(`${instance.url}/api/verify/${token}`, {
        "X-Forwarded-For": "198.51.100.250",
      });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.headers["ratelimit-policy"]).toBe("20;w=60");
    }
    // The key is the connection's address, not one bucket for everybody: another loopback
    // address is another client (Linux routes all of 127.0.0.0/8 to loopback; macOS does not).
    const other = await get(`${instances[0]?.url}/api/verify/${token}`, {}, "127.0.0.2").catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== "EADDRNOTAVAIL") throw error;
      console.warn("127.0.0.2 is not a local address here: skipping the second-client check.");
      return null;
    });
    if (other) {
      expect(other.status).toBe(200);
      expect(other.headers["ratelimit-remaining"]).toBe("19");
    }
  }, 120_000);
});

/** One fresh, migrated database both instances reach over TCP: a PostgreSQL database, or PGlite served on loopback. */
async function sharedDatabase(cleanups: (() => unknown)[]): Promise<{ url: string; db: Db }> {
  if (testEngine === "postgresql") {
    const database = await createTestDatabase();
    cleanups.push(() => database.close());
    return { url: database.url as string, db: database.db };
  }
  const pglite = await openPglite();
  await applyMigrations(pgliteExecutor(pglite));
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  const port = await freePort();
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: 16 });
  await server.start();
  cleanups.push(
    () => pglite.close(),
    () => db.$disconnect(),
    () => server.stop(),
  );
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, db };
}

function startInstance(port: number, databaseUrl: string, dataDir: string): Instance {
  const output: string[] = [];
  const child = spawn(
    process.execPath,
    ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: ROOT,
      detached: true, // its own process group, so afterAll can stop Next and anything it started
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: "instances-test-session-secret-0123456789abcdefgh", // 48 characters
        TRUST_PROXY: "0",
        REDIS_URL: "",
        SEED_DEMO_DATA: "false",
        DB_POOL_MAX: "4",
        DATA_DIR: dataDir,
        NEXT_TELEMETRY_DISABLED: "1",
      },
    },
  );
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk) => output.push(String(chunk)));
  return { url: `http://127.0.0.1:${port}`, process: child, output };
}

async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break;
    const response = await fetch(`${instance.url}/api/health`).catch(() => null);
    if (response?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${instance.url} did not become healthy:\n${instance.output.join("")}`);
}

async function stopInstance({ process: child }: Instance): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group is already gone.
    }
  };
  signal("SIGTERM");
  if ((await Promise.race([exited.then(() => true), sleep(5_000).then(() => false)])) === false) {
    signal("SIGKILL");
    await Promise.race([exited, sleep(5_000)]);
  }
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

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
