// Shared shapes of the fixed-window rate limiter (consume-rate-limit.ts) and its stores.

export interface RateLimitOptions {
  /** Which limit, e.g. "verify"; counters of different limits never mix. */
  name: string;
  /** Whom it limits, e.g. a client IP address. */
  key: string;
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  /** Requests left in this window (0 once the limit is reached). */
  remaining: number;
  /** Seconds until the window ends and the budget is full again (at least 1). */
  resetSeconds: number;
  windowSeconds: number;
}

/**
 * Where counters live. Shared by every app instance (PostgreSQL or Redis, never memory),
 * so a limit holds however many instances serve the requests.
 */
export interface RateLimitStore {
  /**
   * Adds `by` (default 1; 0 only reads) to the counter of `key` in the window starting at
   * `windowStart`; returns the new count.
   */
  increment(key: string, windowStart: Date, windowSeconds: number, by?: number): Promise<number>;
}
