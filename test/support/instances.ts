import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Db } from "@/lib/db/client";
import { pgliteSocketServer } from "@/lib/db/embedded";
import type { TemplateState } from "./database-templates";
import { freePort } from "./net";
import { createTestDatabase } from "./test-database";

// Real server processes (`npm start`'s, on a production build), sharing one database, for tests of what
// crosses instances (rate limits, caches) and of real clients (OWSLib, GDAL).

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Whether a production build with this route exists (tests skip without one, saying so). */
export function builtRoute(routeFile: string): boolean {
  return (
    existsSync(path.join(ROOT, ".next/BUILD_ID")) &&
    existsSync(path.join(ROOT, ".next/server/app", routeFile))
  );
}

/** The session secret every test instance runs with (48 characters), for tests that seal cookies themselves. */
export const INSTANCE_SESSION_SECRET = "instances-test-session-secret-0123456789abcdefgh";

export interface Instance {
  url: string;
  process: ChildProcess;
  /** Standard output and error, as they came. */
  output: string[];
  /** Standard output alone: the server's log (JSON lines). */
  stdout: string[];
}

/**
 * One fresh database both instances reach over TCP: a PostgreSQL database, or PGlite served on
 * loopback. `from` as in createTestDatabase ("seeded": the demo catalogue, from the run's template).
 */
export async function sharedDatabase(
  cleanups: (() => unknown)[],
  { from = "migrated" }: { from?: TemplateState } = {},
): Promise<{ url: string; db: Db }> {
  const database = await createTestDatabase({ from });
  cleanups.push(() => database.close());
  if (!database.pglite) return { url: database.url as string, db: database.db };
  const port = await freePort();
  // As `npm start` serves it: with the queue that keeps each connection's queries whole.
  const server = pgliteSocketServer(database.pglite, port, 16);
  await server.start();
  cleanups.push(() => server.stop()); // cleanups run in reverse: the server stops first
  return { url: `postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, db: database.db };
}

/** The command line of `npm start`'s server (scripts/serve.ts: Next behind the CSW fast path) on a port. */
export const serverCommand = (port: number): string[] => [
  "node_modules/tsx/dist/cli.mjs",
  "scripts/serve.ts",
  "-p",
  String(port),
  "-H",
  "127.0.0.1",
];

/** One server on `port`; `env` adds to or overrides the settings below (e.g. SMTP_URL). */
export function startInstance(
  port: number,
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Instance {
  const output: string[] = [];
  const stdout: string[] = [];
  const child = spawn(process.execPath, serverCommand(port), {
    cwd: ROOT,
    detached: true, // its own process group, so afterAll can stop Next and anything it started
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: INSTANCE_SESSION_SECRET,
      SIGNING_SECRET: "instances-test-signing-secret-0123456789abcdefgh",
      TRUST_PROXY: "0",
      REDIS_URL: "",
      SEED_DEMO_DATA: "false",
      DB_POOL_MAX: "4",
      DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
  });
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk) => output.push(String(chunk)));
  child.stdout?.on("data", (chunk) => stdout.push(String(chunk)));
  return { url: `http://127.0.0.1:${port}`, process: child, output, stdout };
}

/** Signs in over HTTP at a running instance; returns the Cookie header value for later requests. */
export async function signInOverHttp(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${email} at ${url}: ${response.status} ${await response.text()}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

export async function waitUntilHealthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break;
    const response = await fetch(`${instance.url}/api/health`).catch(() => null);
    if (response?.status === 200) return;
    await sleep(250);
  }
  throw new Error(`${instance.url} did not become healthy:\n${instance.output.join("")}`);
}

export async function stopInstance({ process: child }: Instance): Promise<void> {
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

/** Starts `count` instances on one database and waits until they answer; stops them in cleanups. */
export async function startInstances(
  count: number,
  databaseUrl: string,
  dataDir: string,
  cleanups: (() => unknown)[],
  env: Record<string, string> = {},
) {
  const instances: Instance[] = [];
  for (let i = 0; i < count; i++) {
    const instance = startInstance(await freePort(), databaseUrl, dataDir, env);
    instances.push(instance);
    cleanups.push(() => stopInstance(instance));
  }
  await Promise.all(instances.map(waitUntilHealthy));
  return instances;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
