import type { z } from "zod";
import { AppError } from "../errors";

/** Reads a JSON body and validates it; VALIDATION_FAILED names each bad field. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw new AppError("VALIDATION_FAILED", "Badan permintaan bukan JSON / the body is not JSON", {});
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.map((issue) => ({
    field: issue.path.join(".") || "(body)",
    message: issue.message,
  }));
  throw new AppError(
    "VALIDATION_FAILED",
    `Isian tidak valid / invalid fields: ${[...new Set(fields.map((f) => f.field))].join(", ")}`,
    {
      fields,
    },
  );
}
