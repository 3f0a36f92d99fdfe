// The Node options of a worker thread that loads this repository's TypeScript sources.

/**
 * A worker is refused V8's options given explicitly (`--max-old-space-size`,
 * `--heap-growing-percent`, `--liftoff-only`: "invalid execArgv flags"), though they are the
 * process's anyway. Where the process runs under tsx (`npm start`, `npm run import`), the worker
 * therefore inherits its options as they are (undefined); elsewhere (a test runner) it is given
 * the process's Node options without V8's, with tsx and `extra` (`--conditions=react-server`).
 */
export function workerExecArgv(extra: string[] = []): string[] | undefined {
  if (process.execArgv.some((arg) => arg.includes("tsx"))) return undefined;
  const nodeOptions = process.execArgv.filter((arg) => !isV8Option(arg));
  return [...nodeOptions, "--import", "tsx", ...extra.filter((arg) => !nodeOptions.includes(arg))];
}

const isV8Option = (arg: string) =>
  /^--(max-|min-|heap-|liftoff|no-liftoff|semi-space|initial-heap|initial-old)/.test(arg);
