import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "vitest";
import type { Db } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed/seed-database";
import {
  INSTANCE_SESSION_SECRET,
  type Instance,
  sharedDatabase,
  signInOverHttp,
  startInstances,
} from "./instances";
import { groupPids, memoryOf } from "./process-memory";
import { DEMO } from "./session";
import { START_HEAP_FLAGS } from "./start-flags";

// One real server (`npm start`'s: scripts/serve.ts, the same 256 MB heap cap) on a seeded
// database, for the hostile input suites, with sessions signed in over HTTP.

export const SESSION_SECRET = INSTANCE_SESSION_SECRET;
/** The heap is capped at 256 MB (npm start); Next and its code take about 320 MB resident at start. */
export const MEMORY_BOUND_MB = 512;

export interface HostileServer {
  instance: Instance;
  url: string;
  db: Db;
  admin: string;
  produsen: string;
}

export async function startHostileServer(cleanups: (() => unknown)[]): Promise<HostileServer> {
  const shared = await sharedDatabase(cleanups);
  await seedDatabase(shared.db, { recordCount: 20 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-hostile-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const [instance] = (await startInstances(1, shared.url, dataDir, cleanups, {
    NODE_OPTIONS: START_HEAP_FLAGS.join(" "),
  })) as [Instance];
  return {
    instance,
    url: instance.url,
    db: shared.db,
    admin: await signInOverHttp(instance.url, ...DEMO.admin),
    produsen: await signInOverHttp(instance.url, ...DEMO.produsen),
  };
}

/** Resident memory (MB, now and at its peak) of the largest process in the server's process group. */
export function serverMemory({ process: child }: Instance): { rssMb: number; peakMb: number } {
  const pids = groupPids(child.pid as number);
  const largest = (field: "VmRSS" | "VmHWM") => Math.max(0, ...pids.map((pid) => memoryOf(pid, field)));
  return { rssMb: Math.round(largest("VmRSS") / 2 ** 20), peakMb: Math.round(largest("VmHWM") / 2 ** 20) };
}

/** The server answered all of it and is still well: health 200, peak RSS under the bound, nothing unhandled logged. */
export async function expectServerHealthy(server: HostileServer): Promise<{ rssMb: number; peakMb: number }> {
  expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  const memory = serverMemory(server.instance);
  expect(memory.rssMb).toBeGreaterThan(0);
  expect(memory.peakMb).toBeLessThan(MEMORY_BOUND_MB);
  expect(server.instance.output.join("")).not.toMatch(/Unhandled error|uncaughtException|FATAL/);
  return memory;
}
