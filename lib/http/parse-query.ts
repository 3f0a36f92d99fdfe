import type { z } from "zod";
import { AppError } from "../errors";

/**
 * Validates query parameters with a zod schema. A parameter given more than once counts as
 * its first value. Problems become one VALIDATION_FAILED error that names each parameter.
 */
export function parseQuery<T extends z.ZodType>(searchParams: URLSearchParams, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of searchParams) if (!(key in raw)) raw[key] = value;
  // PostgreSQL refuses NUL in text: refused here, as a parameter problem, not later as a 500.
  const withNul = Object.keys(raw).filter((key) => `${key}${raw[key]}`.includes("\0"));
  if (withNul.length > 0) {
    throw new AppError(
      "VALIDATION_FAILED",
      `Parameter tidak valid / invalid parameter: ${withNul.join(", ")}`,
      {
        parameters: withNul.map((parameter) => ({
          parameter,
          message: "karakter NUL tidak diizinkan / NUL characters are not allowed",
        })),
      },
    );
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => ({
    parameter: issue.path.length > 0 ? issue.path.join(".") : "(query)",
    message: issue.message,
  }));
  const named = [...new Set(problems.map((p) => p.parameter))].join(", ");
  throw new AppError("VALIDATION_FAILED", `Parameter tidak valid / invalid parameter: ${named}`, {
    parameters: problems,
  });
}
