import { z } from "zod";
import type { ZodOpenApiOverrideContext } from "zod-openapi";

// Small, general corrections to what zod renders, applied to every schema in the document.
// They change how a schema is shown, never what it accepts.

/** The schema a pipe finally produces: through preprocess, optional and nested pipes. */
function finalOutput(schema: z.core.$ZodType): z.core.$ZodType {
  const def = schema._zod.def;
  if (def.type === "pipe") return finalOutput((def as z.core.$ZodPipeDef).out);
  if (def.type === "optional") return finalOutput((def as z.core.$ZodOptionalDef).innerType);
  return schema;
}

/**
 * Query parameters such as bboxN or pageSize are parsed from a decimal string into a bounded
 * number. In the input view zod shows only the string and its regex; clients need the number
 * and its range, so show the parsed side (keeping the description).
 */
export function renderQueryNumbers({ jsonSchema, zodSchema, io }: ZodOpenApiOverrideContext): void {
  if (io !== "input" || zodSchema._zod.def.type !== "pipe") return;
  const produced = finalOutput(zodSchema);
  if (produced._zod.def.type !== "number") return;
  const { $schema: _, ...numeric } = z.toJSONSchema(produced, { io: "output" });
  const { description } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, numeric, description === undefined ? {} : { description });
}

/**
 * Drops what zod adds for its own validation but tells a reader nothing: the 300-character
 * leap-year regex next to `format: date-time`, the safe-integer bounds of every `.int()`,
 * and `propertyNames: string` (JSON keys always are).
 */
export function stripNoise({ jsonSchema }: ZodOpenApiOverrideContext): void {
  if (jsonSchema.format === "date-time") delete jsonSchema.pattern;
  if (jsonSchema.type === "integer") {
    if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
    if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
  }
  const names = jsonSchema.propertyNames;
  if (names && typeof names === "object" && Object.keys(names).length === 1 && names.type === "string") {
    delete jsonSchema.propertyNames;
  }
}
