import { cpus, freemem, release, totalmem } from "node:os";
import type { SqlExecutor } from "@/lib/db/sql-executor";

/** What the numbers were measured on: they mean little without it. */
export async function describeMachine(sql: SqlExecutor) {
  const [cpu] = cpus();
  const rows = await sql.query<{ version: string; shared_buffers: string }>(
    `SELECT version() AS version, current_setting('shared_buffers') AS shared_buffers`,
  );
  return {
    cpu: cpu?.model.trim() ?? "unknown",
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    freeMemoryGiB: Math.round(freemem() / 2 ** 30),
    kernel: release(),
    node: process.version,
    postgresql: rows[0]?.version.split(",")[0] ?? "unknown",
    postgresqlSharedBuffers: rows[0]?.shared_buffers ?? "unknown",
  };
}
