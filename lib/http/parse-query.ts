import type { z } from "zod";
import { AppError } from "../errors";

const NUL_MESSAGE = "Karakter NUL tidak diizinkan / NUL characters are not allowed";

/**
 * Validates query parameters with a zod schema. A parameter given more than once counts as
 * its first value. Problems become one VALIDATION_FAILED error that names each parameter.
 * A value with a NUL character is refused whatever the schema: PostgreSQL text cannot hold
 * one, so it would fail the query (a 500) rather than match nothing.
 */
export function parseQuery<T extends z.ZodType>(searchParams: URLSearchParams, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const [key, value] of searchParams) if (!(key in raw)) raw[key] = value;
  // Only parameters the schema reads: unknown ones are ignored anyway.
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const withNul = Object.keys(raw).filter((key) => (!shape || key in shape) && raw[key]?.includes("\u0000"));
  for (const key of withNul) delete raw[key];
  const parsed = schema.safeParse(raw);
  if (parsed.success && withNul.length === 0) return parsed.data;
  const problems = [
    ...withNul.map((parameter) => ({ parameter, message: NUL_MESSAGE })),
    ...(parsed.success ? [] : parsed.error.issues).map((issue) => ({
      parameter: issue.path.length > 0 ? issue.path.join(".") : "(query)",
      message: issue.message,
    })),
  ];
  const named = [...new Set(problems.map((p) => p.parameter))].join(", ");
  throw new AppError("VALIDATION_FAILED", `Parameter tidak valid / invalid parameter: ${named}`, {
    parameters: problems,
  });
}
