import "server-only";
import { type Db, getDb } from "../db/client";
import { pingDatabase } from "../db/ping";
import type { THealthResult } from "../schemas/health";

/** Answers within `timeoutMs` even when the database hangs, so load balancers get a reply. */
export async function checkHealth(
  openDb: () => Promise<Db> = getDb,
  timeoutMs = 3_000,
): Promise<THealthResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("database ping timed out")), timeoutMs);
  });
  try {
    await Promise.race([openDb().then(pingDatabase), timeout]);
    return { status: "ok", db: "connected", timestamp: new Date().toISOString() };
  } catch {
    return { status: "error", db: "disconnected" };
  } finally {
    clearTimeout(timer);
  }
}
