import "server-only";
import { AppError } from "../errors";
import type { RateLimitResult } from "../rate-limit/types";
import { errorToResponse } from "./error-to-response";

// How a limit shows in HTTP: the IETF RateLimit header fields (draft-ietf-httpapi-ratelimit-
// headers, the widely deployed separate-field form) on every answer, and a 429 with
// Retry-After once the limit is reached. PUBLIC_CORS_HEADERS exposes them to browsers.

/** RateLimit-Limit, -Remaining, -Reset (seconds) and -Policy ("20;w=60"). */
export function rateLimitHeaders(result: RateLimitResult): Record<string, string> {
  return {
    "RateLimit-Limit": String(result.limit),
    "RateLimit-Remaining": String(result.remaining),
    "RateLimit-Reset": String(result.resetSeconds),
    "RateLimit-Policy": `${result.limit};w=${result.windowSeconds}`,
  };
}

/** 429 with the JSON error body of every other failure, Retry-After and the RateLimit headers. */
export function rateLimitedResponse(result: RateLimitResult): Response {
  const response = errorToResponse(
    new AppError("RATE_LIMITED", "Terlalu banyak permintaan / too many requests", {
      limit: result.limit,
      windowSeconds: result.windowSeconds,
      retryAfterSeconds: result.resetSeconds,
    }),
  );
  for (const [name, value] of Object.entries(rateLimitHeaders(result))) response.headers.set(name, value);
  response.headers.set("Retry-After", String(result.resetSeconds));
  response.headers.set("Cache-Control", "no-store");
  return response;
}
