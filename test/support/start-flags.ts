import packageJson from "../../package.json" with { type: "json" };

/**
 * The V8 heap flags `npm start` runs with (package.json "start": the 256 MB heap cap and the
 * 16 MB semi-spaces), read from there so that servers the tests and benchmarks start run as
 * production does.
 */
export const START_HEAP_FLAGS: string[] = packageJson.scripts.start.match(/--max-[a-z-]+=\d+/g) ?? [];
if (START_HEAP_FLAGS.length === 0) throw new Error('package.json "start" names no --max-…=N heap flag');
