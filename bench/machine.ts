import { cpus, freemem, release, totalmem } from "node:os";
import type { SqlExecutor } from "@/lib/db/sql-executor";

/**
 * What the numbers were measured on: they mean little without it. This machine and its
 * PostgreSQL server; without one (`sql` null), the embedded database.
 */
export async function describeMachine(sql: SqlExecutor | null) {
  const [cpu] = cpus();
  const rows = sql
    ? await sql.query<{ version: string; shared_buffers: string }>(
        `SELECT version() AS version, current_setting('shared_buffers') AS shared_buffers`,
      )
    : [
        {
          version: "PGlite (the embedded database of npm start without DATABASE_URL)",
          shared_buffers: "PGlite's own",
        },
      ];
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
