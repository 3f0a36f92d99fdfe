import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { type Instance, sharedDatabase, startInstances } from "./instances";
import { DEMO } from "./session";

// One real server (`npm start`'s: scripts/serve.ts, the same 256 MB heap cap) on a seeded
// database, for the hostile input suites, with sessions signed in over HTTP.

export const SESSION_SECRET = "instances-test-session-secret-0123456789abcdefgh"; // startInstance's
export const HEAP_CAP = "--max-old-space-size=256"; // package.json "start"

export interface HostileServer {
  instance: Instance;
  url: string;
  db: Db;
  admin: string;
  produsen: string;
}

async function signIn(url: string, [email, password]: readonly [string, string]): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`login of ${email}: ${response.status} ${await response.text()}`);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] as string;
}

export async function startHostileServer(cleanups: (() => unknown)[]): Promise<HostileServer> {
  const shared = await sharedDatabase(cleanups);
  await seedDatabase(shared.db, { recordCount: 20 });
  const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-hostile-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const [instance] = (await startInstances(1, shared.url, dataDir, cleanups, {
    NODE_OPTIONS: HEAP_CAP,
  })) as [Instance];
  return {
    instance,
    url: instance.url,
    db: shared.db,
    admin: await signIn(instance.url, DEMO.admin),
    produsen: await signIn(instance.url, DEMO.produsen),
  };
}

/** Resident memory (MB, now and at its peak) of the largest process in the server's process group. */
export function serverMemory({ process: child }: Instance): { rssMb: number; peakMb: number } {
  let rssMb = 0;
  let peakMb = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (pgrp !== child.pid) continue;
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
      rssMb = Math.max(rssMb, kb("VmRSS") / 1024);
      peakMb = Math.max(peakMb, kb("VmHWM") / 1024);
    } catch {
      // The process ended meanwhile.
    }
  }
  return { rssMb: Math.round(rssMb), peakMb: Math.round(peakMb) };
}
