import { z } from "zod";
import type { oas31, ZodOpenApiPathsObject, ZodOpenApiResponseObject } from "zod-openapi";
import { ZApiError } from "../schemas/api-error";

// Building blocks shared by the path modules, so every operation describes caching, errors
// and CORS the same way the handlers in lib/http/public-route.ts implement them.

/** One group of operations; document.ts merges all of them. */
export interface OpenApiPathModule {
  tags: oas31.TagObject[];
  paths: ZodOpenApiPathsObject;
}

/** Responses documented once under components.responses and referenced by every operation. */
export const SHARED_RESPONSES = {
  MethodNotAllowed: {
    description:
      "Metode HTTP tidak didukung; header Allow menyebut yang didukung / method not allowed; the Allow header lists the supported ones.",
    headers: z.object({
      Allow: z
        .string()
        .meta({ description: "Metode yang didukung / supported methods.", example: "GET, HEAD, OPTIONS" }),
    }),
    content: { "application/json": { schema: ZApiError } },
  },
  DatabaseUnavailable: {
    description:
      "Basis data sedang tidak dapat dijangkau; coba lagi / the database is unreachable; retry after the given seconds (code SERVICE_UNAVAILABLE).",
    headers: z.object({
      "Retry-After": z
        .string()
        .meta({ description: "Detik sebelum mencoba lagi / seconds to wait.", example: "5" }),
    }),
    content: { "application/json": { schema: ZApiError } },
  },
  InternalError: {
    description: "Kesalahan internal; rinciannya tidak dikirim / internal error; no internals are sent.",
    content: { "application/json": { schema: ZApiError } },
  },
} satisfies Record<string, ZodOpenApiResponseObject>;

const ref = (name: keyof typeof SHARED_RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** Responses every public operation can give besides its own. */
export const commonResponses = {
  "405": ref("MethodNotAllowed"),
  "500": ref("InternalError"),
  "503": ref("DatabaseUnavailable"),
} as const;

const corsHeader = z
  .literal("*")
  .meta({ description: "CORS: dapat dibaca dari origin mana pun / readable from any origin." });

/** Headers of a successful answer: Cache-Control as the handler sets it, and ETag where it sends one. */
export function cacheHeaders(maxAge: number, { etag = false } = {}) {
  const cacheControl = maxAge > 0 ? `public, max-age=${maxAge}` : "no-store";
  return z.object({
    "Cache-Control": z.literal(cacheControl).meta({ description: `Selalu / always \`${cacheControl}\`.` }),
    "Access-Control-Allow-Origin": corsHeader,
    ...(etag
      ? {
          ETag: z
            .string()
            .meta({ description: "Validator kuat / strong validator; send it back in If-None-Match." }),
        }
      : {}),
  });
}

/** The request header for revalidation, on operations that send an ETag. */
export const ifNoneMatch = z.object({
  "If-None-Match": z.string().optional().meta({
    description:
      "ETag dari jawaban sebelumnya; bila cocok, jawabannya 304 tanpa badan / 304 without a body when it matches.",
  }),
});

export const notModified: ZodOpenApiResponseObject = {
  description: "Tidak berubah sejak ETag yang dikirim / not modified since the ETag sent in If-None-Match.",
  headers: z.object({ ETag: z.string(), "Cache-Control": z.string() }),
};

/** A JSON response with a zod schema (optionally with an example). */
export function json(description: string, schema: z.ZodType, headers?: z.ZodObject, example?: unknown) {
  return {
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema, ...(example === undefined ? {} : { example }) } },
  } satisfies ZodOpenApiResponseObject;
}

/** An error response: the shared Error body, with an example of this particular failure. */
export function errorResponse(
  description: string,
  example?: z.infer<typeof ZApiError>["error"],
  headers?: z.ZodObject,
) {
  return json(description, ZApiError, headers, example && { error: example });
}

/** A response without a body (204). */
export const noContent = (description: string) => ({ description });

/** The session cookie of POST /api/auth/login, as the security of signed-in operations. */
export const SESSION_SECURITY = [{ sesi: [] }];

/** What every signed-in operation may answer besides its own responses. */
export const signedInResponses = {
  "401": errorResponse("Belum masuk atau sesi berakhir / no valid session (UNAUTHENTICATED)."),
  "403": errorResponse(
    "Peran tidak diizinkan, tidak berhak atas data ini, atau permintaan lintas situs / role not allowed, not allowed for this data, or a cross-site request (FORBIDDEN).",
  ),
  ...commonResponses,
};
