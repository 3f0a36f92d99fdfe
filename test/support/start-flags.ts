import packageJson from "../../package.json" with { type: "json" };

/**
 * The V8 flags `npm start` runs with (package.json "start": the 256 MB heap cap, the 16 MB
 * semi-spaces, WebAssembly compiled by the baseline compiler only), read from there so that
 * servers the tests and benchmarks start run as production does.
 */
export const START_NODE_FLAGS: string[] =
  packageJson.scripts.start.split(" --import ")[0]?.match(/--[a-z-]+(=\d+)?/g) ?? [];

/**
 * Its heap flags alone: what NODE_OPTIONS accepts (it refuses --liftoff-only, which makes no
 * measurable difference to a server on PostgreSQL: see the README's "Memory").
 */
export const START_HEAP_FLAGS: string[] = START_NODE_FLAGS.filter((flag) => flag.startsWith("--max-"));
if (START_HEAP_FLAGS.length === 0) throw new Error('package.json "start" names no --max-…=N heap flag');
