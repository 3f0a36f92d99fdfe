import { expect } from "vitest";
import { type AppError, isAppError } from "@/lib/errors";

// Shared settings of the property-based tests in test/fuzz. Seeds are random on every run;
// fast-check prints the seed and the shrunk counterexample of a failure, and
// SIMPUL_FUZZ_RUNS scales every property for a longer local hunt (e.g. SIMPUL_FUZZ_RUNS=20000).

const scale = Number(process.env.SIMPUL_FUZZ_RUNS ?? "") || undefined;

/** Cases per pure property (no database): a few milliseconds each. */
export const FUZZ_RUNS = scale ?? 300;
/** Cases per property that queries the database (each case runs several queries). */
export const DB_FUZZ_RUNS = scale ? Math.max(1, Math.round(scale / 2)) : 150;

/**
 * The most one parser call may take. Ordinary cases take well under a millisecond; the bound is
 * loose because the test machine is shared, and still far below what a quadratic regular
 * expression or an exponential parse takes on the long inputs the tests feed in.
 */
export const CASE_TIME_LIMIT_MS = 5_000;

/** Runs `run`; its value, or the AppError it threw. Any other error, and a slow call, fail the test. */
export function outcomeOf<T>(
  what: string,
  run: () => T,
): { ok: true; value: T; ms: number } | { ok: false; error: AppError; ms: number } {
  const start = performance.now();
  let result: { ok: true; value: T } | { ok: false; error: AppError };
  try {
    result = { ok: true, value: run() };
  } catch (error) {
    if (!isAppError(error)) {
      // The raw error is what the property found: keep its class and message in the report.
      throw new Error(
        `${what}: raw ${(error as Error)?.name ?? typeof error}: ${(error as Error)?.message}`,
        {
          cause: error,
        },
      );
    }
    result = { ok: false, error };
  }
  const ms = performance.now() - start;
  expect(ms, `${what} took ${Math.round(ms)} ms`).toBeLessThan(CASE_TIME_LIMIT_MS);
  return { ...result, ms };
}

/** A refusal users can read: VALIDATION_FAILED with an "Indonesian / English" message. */
export function expectReadableRefusal(error: AppError): void {
  expect(error.code).toBe("VALIDATION_FAILED");
  expect(error.message).toContain(" / ");
  expect(error.message).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\/work\//);
}
