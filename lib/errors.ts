// Domain errors: a code and details, nothing about HTTP or OGC (mapped in lib/http and lib/csw).

export const APP_ERROR_CODES = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  /** Well-formed, but the record does not meet what the action needs (e.g. completeness). */
  "UNPROCESSABLE",
  "PAYLOAD_TOO_LARGE",
  /** The request line and headers are larger than the server reads (refused before any route). */
  "HEADERS_TOO_LARGE",
  /** The client took too long to send its request (refused before any route). */
  "REQUEST_TIMEOUT",
  "RATE_LIMITED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

export class AppError extends Error {
  override name = "AppError";

  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

/**
 * The cause of an error, for a log line: Prisma's messages start with the call site and end
 * with the cause, so the last non-blank line (at most 300 characters).
 */
export function causeOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return (message.split("\n").findLast((line) => line.trim() !== "") ?? message).trim().slice(0, 300);
}
