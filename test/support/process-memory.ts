import { readdirSync, readFileSync } from "node:fs";

// Memory and CPU time of a server started in its own process group (detached), read from /proc: the
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

/** Linux's USER_HZ: /proc reports CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU time (user and system, milliseconds) each process has used so far; gone ones are left out. */
export function cpuMsByPid(pids: number[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime and stime: fields 14 and 15
      used.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND);
    } catch {
      // gone meanwhile
    }
  }
  return used;
}

/**
 * CPU milliseconds used between two readings of cpuMsByPid: by the processes alive at the second,
 * each from the first reading, or from its start if it began after it. (A difference of two sums
 * is wrong when a process ends between them: all its time, from before too, would be taken off;
 * a process that ends in between is not counted here, which on a busy server is little.)
 */
export function cpuMsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let used = 0;
  for (const [pid, ms] of after) used += Math.max(0, ms - (before.get(pid) ?? 0));
  return used;
}

/** The PostgreSQL server's processes on this machine (postmaster and backends). */
export function postgresPids(): number[] {
  return readdirSync("/proc")
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        return readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres";
      } catch {
        return false;
      }
    })
    .map(Number);
}
