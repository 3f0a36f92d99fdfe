import type { z } from "zod";
import { AppError } from "../errors";

/** Reads a JSON body and validates it; VALIDATION_FAILED names each bad field. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  return validateBody(await readJsonBody(request), schema);
}

/** The JSON body, unvalidated (VALIDATION_FAILED when it is not JSON). */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new AppError("VALIDATION_FAILED", "Badan permintaan bukan JSON / the body is not JSON", {});
  }
}

/** Validates a value read from a body; VALIDATION_FAILED names each bad field. */
export function validateBody<T extends z.ZodType>(raw: unknown, schema: T): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = parsed.error.issues.flatMap((issue) =>
    // An unknown field is named itself, not its parent object.
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({
          field: [...issue.path, key].join("."),
          message: "isian tidak dikenal / unknown field",
        }))
      : [{ field: issue.path.join(".") || "(body)", message: issue.message }],
  );
  throw new AppError(
    "VALIDATION_FAILED",
    `Isian tidak valid / invalid fields: ${[...new Set(fields.map((f) => f.field))].join(", ")}`,
    {
      fields,
    },
  );
}
