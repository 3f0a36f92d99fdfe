import packageJson from "../../package.json" with { type: "json" };

/**
 * The Node and V8 flags an npm script runs its command with (package.json "scripts"), read from
 * there so that the servers and commands the tests and benchmarks start run as production does.
 */
export function nodeFlagsOf(script: keyof typeof packageJson.scripts): string[] {
  return packageJson.scripts[script].split(" --import ")[0]?.match(/--[a-z-]+(=[\w-]+)?/g) ?? [];
}

/**
 * `npm start`'s (the 256 MB heap cap, the 8 MB semi-spaces, WebAssembly compiled by the
 * baseline compiler only).
 */
export const START_NODE_FLAGS: string[] = nodeFlagsOf("start");

/**
 * Its heap flags alone: what NODE_OPTIONS accepts (it refuses --liftoff-only, which makes no
 * measurable difference to a server on PostgreSQL: see the README's "Memory").
 */
export const START_HEAP_FLAGS: string[] = START_NODE_FLAGS.filter((flag) => flag.startsWith("--max-"));
if (START_HEAP_FLAGS.length === 0) throw new Error('package.json "start" names no --max-…=N heap flag');
