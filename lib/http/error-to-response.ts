import "server-only";
import { NextResponse } from "next/server";
import { isDatabaseUnavailable } from "../db/unavailable";
import { isAppError } from "../errors";
import { logger } from "../log/logger";
import { STATUS } from "./error-status";

/** The one place where errors become HTTP: {"error":{"code","message","details"}}; internals stay hidden. */
export function errorToResponse(error: unknown): NextResponse {
  if (isAppError(error)) {
    const retryAfter = error.details.retryAfterSeconds;
    return NextResponse.json(
      { error: { code: error.code, message: error.message, details: error.details } },
      {
        status: STATUS[error.code],
        headers: typeof retryAfter === "number" ? { "Retry-After": String(retryAfter) } : undefined,
      },
    );
  }
  if (isDatabaseUnavailable(error)) {
    return NextResponse.json(
      {
        error: {
          code: "SERVICE_UNAVAILABLE",
          message:
            "Basis data sedang tidak dapat dijangkau; coba lagi sebentar lagi. / The database is unreachable; try again shortly.",
          details: {},
        },
      },
      { status: 503, headers: { "Retry-After": "5" } },
    );
  }
  logger().error({ err: error }, "Unhandled error");
  return NextResponse.json(
    {
      error: {
        code: "INTERNAL",
        message: "Terjadi kesalahan internal. / An internal error occurred.",
        details: {},
      },
    },
    { status: 500 },
  );
}
