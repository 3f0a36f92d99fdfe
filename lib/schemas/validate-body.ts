import type { z } from "zod";
import { AppError } from "../errors";

// Validation of a value against its schema, with the one error shape every boundary uses (the
// REST API's bodies, the editor's saves and previews): plain values in, typed errors out.

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
