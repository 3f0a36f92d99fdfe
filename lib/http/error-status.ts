import type { AppErrorCode } from "../errors";

// The HTTP status of each error code: used by errorToResponse (lib/http/error-to-response.ts)
// and, for requests refused before Next, by the custom server (lib/http/refuse-malformed.ts).
// Kept apart because the custom server cannot load server-only modules.

export const STATUS: Record<AppErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};
