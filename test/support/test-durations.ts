import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

// Seconds each test file took in a full run, by "project:path", kept in test/durations.json:
// the sequencer starts the slowest files first with it, and the slowest-files reporter
// rewrites it when UPDATE_TEST_DURATIONS=1.

const FILE = path.resolve(import.meta.dirname, "../durations.json");

export type Durations = Record<string, number>;

export const durationKey = (project: string, root: string, moduleId: string) =>
  `${project}:${path.relative(root, moduleId)}`;

export function readDurations(): Durations {
  return existsSync(FILE) ? (JSON.parse(readFileSync(FILE, "utf8")) as Durations) : {};
}

/** Replaces the measured files' entries, keeps the others, and writes the file sorted by key. */
export function updateDurations(measured: Durations): void {
  const merged = { ...readDurations(), ...measured };
  const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}
