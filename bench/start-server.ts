import { spawn, spawnSync } from "node:child_process";
import { existsSync, openSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cpuMsByPid, groupPids, memoryOf, postgresPids } from "@/test/support/process-memory";
import { START_NODE_FLAGS } from "@/test/support/start-flags";

// Servers for the benchmark: `npm start`'s own command (package.json: `node
// --max-old-space-size=256 --max-semi-space-size=8 --liftoff-only --import tsx scripts/start.ts`) on the production build, on a
// database that exists, so the time to healthy is what an operator sees when an
// instance restarts.

export interface BenchServer {
  url: string;
  /** Milliseconds from spawning `npm start`'s command to the first 200 from /api/health. */
  startMs: number;
  /** The largest resident set the server's processes reached so far (kernel's VmHWM, summed). */
  peakRssBytes(): number;
  /** The server's processes' resident set now (VmRSS, summed). */
  rssBytes(): number;
  /**
   * CPU milliseconds used so far by each of the server's processes and the PostgreSQL server's
   * (cpuMsBetween two readings is what a run used).
   */
  cpuReading(): Map<number, number>;
  /** Stops the server's process group and waits (at most 10 s) until it has exited. */
  stop(): Promise<void>;
}

/** Builds the production bundle when there is none (a fresh clone). */
export function ensureBuild() {
  if (existsSync(".next/BUILD_ID")) return null;
  console.log("bench: no production build yet; running `next build` first.");
  const started = performance.now();
  const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("`next build` failed");
  return Math.round((performance.now() - started) / 1000);
}

export async function startServer(
  databaseUrl: string,
  port: number,
  env: Record<string, string> = {},
  /** The checkout whose build is started (another one for a comparison); this one by default. */
  checkout = process.cwd(),
): Promise<BenchServer> {
  if (!existsSync(path.join(checkout, ".next/BUILD_ID")))
    throw new Error(`No production build in ${checkout}: run \`npm run build\` there first.`);
  const started = performance.now();
  const logFile = path.join(tmpdir(), `simpul-bench-server-${port}.log`);
  const child = spawn(
    process.execPath,
    [...START_NODE_FLAGS, "--import", "tsx", "scripts/start.ts", "-p", String(port), "-H", "127.0.0.1"],
    {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        SESSION_SECRET: "bench-secret-bench-secret-bench-secret-0123",
        SIGNING_SECRET: "bench-signing-secret-bench-signing-secret-01",
        SEED_DEMO_DATA: "false",
        NEXT_TELEMETRY_DISABLED: "1",
        ...env,
      },
      // The log goes to a file, as a collector would read it: its cost is part of what is measured.
      stdio: ["ignore", openSync(logFile, "w"), "inherit"],
      detached: true, // its own process group: stopped, and measured, as a whole
      cwd: checkout,
    },
  );
  const pgid = child.pid as number;
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pgid, name);
    } catch {
      // already gone
    }
  };
  // Waits, so that the caller's database is not dropped under a server still answering.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  while (performance.now() - started < 120_000) {
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) {
      return {
        url,
        startMs: Math.round(performance.now() - started),
        peakRssBytes: () => groupPids(pgid).reduce((sum, pid) => sum + memoryOf(pid, "VmHWM"), 0),
        rssBytes: () => groupPids(pgid).reduce((sum, pid) => sum + memoryOf(pid, "VmRSS"), 0),
        cpuReading: () => cpuMsByPid([...groupPids(pgid), ...postgresPids()]),
        stop,
      };
    }
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop();
  throw new Error("the server did not become healthy within 120 s");
}
