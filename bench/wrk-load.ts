import { spawnSync } from "node:child_process";

/** Whether wrk (Debian package "wrk") is installed: a C load generator that leaves the CPU to the server. */
export const hasWrk = () => spawnSync("wrk", ["--version"]).error === undefined;

/** Runs bench/wrk-list.lua in `mode` with `connections` (default 8); returns its JSON summary line. */
export function wrkLoad(
  baseUrl: string,
  mode: "first" | "search" | "cold" | "page" | "pageq" | "pagecold",
  seconds = 10,
  connections = 8,
): Record<string, number> {
  const threads = Math.min(2, connections);
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "-s", "bench/wrk-list.lua", baseUrl];
  const run = spawnSync("wrk", args, {
    env: { ...process.env, MODE: mode },
    encoding: "utf8",
  });
  const line = run.stdout.trim().split("\n").pop() ?? "";
  if (!line.startsWith("{")) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  return JSON.parse(line);
}
