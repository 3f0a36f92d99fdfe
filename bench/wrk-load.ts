import { spawnSync } from "node:child_process";

/** Whether wrk (Debian package "wrk") is installed: a C load generator that leaves the CPU to the server. */
export const hasWrk = () => spawnSync("wrk", ["--version"]).error === undefined;

/** Runs bench/wrk-list.lua in `mode` with 8 connections; returns its JSON summary line. */
export function wrkLoad(
  baseUrl: string,
  mode: "first" | "search" | "cold",
  seconds = 10,
): Record<string, number> {
  const run = spawnSync("wrk", ["-t2", "-c8", `-d${seconds}s`, "-s", "bench/wrk-list.lua", baseUrl], {
    env: { ...process.env, MODE: mode },
    encoding: "utf8",
  });
  const line = run.stdout.trim().split("\n").pop() ?? "";
  if (!line.startsWith("{")) throw new Error(`wrk failed: ${run.stderr || run.stdout}`);
  return JSON.parse(line);
}
