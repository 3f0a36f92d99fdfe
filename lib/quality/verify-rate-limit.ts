import "server-only";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import type { RateLimitResult } from "../rate-limit/types";

// Spec 8: 20 verifications per minute per IP. One budget for GET /api/verify/{token} and the
// page /verifikasi/{token}: the page shows the same facts, so a separate (or no) limit would
// let a prober go around the API's. Every request counts, malformed tokens too, so probing is
// throttled like verifying; the counter is the only database work a malformed token causes.
export const VERIFY_LIMIT = { name: "verify", limit: 20, windowSeconds: 60 } as const;

/** Counts one verification by a client (its rate-limit key, lib/http/client-ip.ts). */
export function consumeVerifyLimit(clientKey: string): Promise<RateLimitResult> {
  return consumeRateLimit({ ...VERIFY_LIMIT, key: clientKey });
}
