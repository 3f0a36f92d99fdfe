import { readdirSync, readFileSync } from "node:fs";

// Memory of a server started in its own process group (detached), read from /proc: the
// benchmark sums it over the group, the hostile input suites take its largest process.

/** The pids of a process group (the server and the processes it started). */
export function groupPids(pgid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 5 of /proc/PID/stat is the process group; the command name (field 2) may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/** A memory figure of one process from /proc/PID/status (VmHWM, VmRSS) in bytes; 0 when it is gone. */
export function memoryOf(pid: number, field: "VmHWM" | "VmRSS"): number {
  try {
    const match = readFileSync(`/proc/${pid}/status`, "utf8").match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, "m"),
    );
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
