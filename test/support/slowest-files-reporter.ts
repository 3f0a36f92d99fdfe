import type { Reporter, TestModule } from "vitest/node";
import { durationKey, updateDurations } from "./test-durations";

// After each run: the 15 slowest test files with their time (import, setup, tests and hooks),
// so CI shows where the time goes. UPDATE_TEST_DURATIONS=1 also stores every file's time in
// test/durations.json for the sequencer.

const SHOWN = 15;

export default class SlowestFilesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const rows = modules.map((module) => {
      const d = module.diagnostic();
      return {
        key: durationKey(module.project.name, module.project.config.root, module.moduleId),
        ms: d.prepareDuration + d.collectDuration + d.setupDuration + d.duration,
      };
    });
    rows.sort((a, b) => b.ms - a.ms);
    const total = rows.reduce((sum, row) => sum + row.ms, 0);
    const lines = rows
      .slice(0, SHOWN)
      .map((row) => `${(row.ms / 1000).toFixed(1).padStart(7)} s  ${row.key}`);
    console.log(
      `\nSlowest ${Math.min(SHOWN, rows.length)} of ${rows.length} test files (all files: ${(total / 1000).toFixed(0)} s of worker time):\n${lines.join("\n")}\n`,
    );
    if (process.env.UPDATE_TEST_DURATIONS === "1")
      updateDurations(Object.fromEntries(rows.map((row) => [row.key, Math.round(row.ms / 100) / 10])));
  }
}
