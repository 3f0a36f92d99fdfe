import type { z } from "zod";
import { AppError } from "../errors";
import { validateBody } from "../schemas/validate-body";
import { readBodyBytes } from "./xml-body";

/** Reads a JSON body and validates it; VALIDATION_FAILED names each bad field. */
export async function parseJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.output<T>> {
  return validateBody(await readJsonBody(request), schema);
}

/** The largest JSON body read (a full record with every field is far smaller). */
export const JSON_MAX_BYTES = 2 * 1024 * 1024;
const JSON_TYPES = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;

const notJson = (reason: string) =>
  new AppError("VALIDATION_FAILED", "Badan permintaan bukan JSON / the body is not JSON", { reason });

/** Whether a string anywhere in the value holds NUL, which PostgreSQL refuses in text. */
function holdsNul(value: unknown): boolean {
  const pending = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === "string" ? next.includes("\0") : false) return true;
    if (next && typeof next === "object")
      for (const [key, inner] of Object.entries(next)) {
        if (key.includes("\0")) return true;
        pending.push(inner);
      }
  }
  return false;
}

/**
 * The JSON body, unvalidated: application/json, at most JSON_MAX_BYTES (413 beyond, counted
 * while reading), UTF-8, no NUL characters; VALIDATION_FAILED otherwise. `emptyAs`: the value
 * of an empty body, for routes where the body is optional.
 */
export async function readJsonBody(
  request: Request,
  { emptyAs }: { emptyAs?: unknown } = {},
): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  const typed = JSON_TYPES.test(type);
  // Checked before reading: a cross-site form can send text/plain, never application/json.
  if (!typed && emptyAs === undefined) throw wrongType(type);
  const bytes = await readBodyBytes(request, JSON_MAX_BYTES);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw notJson("ENCODING");
  }
  if (emptyAs !== undefined && text.trim() === "") return emptyAs;
  if (!typed) throw wrongType(type);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw notJson("NOT_WELL_FORMED");
  }
  if (holdsNul(value)) throw notJson("NUL");
  return value;
}

const wrongType = (contentType: string) =>
  new AppError(
    "VALIDATION_FAILED",
    "Content-Type harus application/json / the body must be JSON (application/json)",
    { contentType },
  );
