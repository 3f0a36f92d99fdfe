import { BaseSequencer, type TestSpecification } from "vitest/node";
import { durationKey, readDurations } from "./test-durations.ts";

// Test files start slowest first (by test/durations.json), so a run never ends waiting on a
// long file that happened to start last. Files it does not list yet keep Vitest's order, after.
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    const seconds = (file: TestSpecification) =>
      durations[durationKey(file.project.name, this.ctx.config.root, file.moduleId)] ?? -1;
    const known = files.filter((file) => seconds(file) >= 0).sort((a, b) => seconds(b) - seconds(a));
    const unknown = await super.sort(files.filter((file) => seconds(file) < 0));
    return [...known, ...unknown];
  }
}
