import { z } from "zod";
import { APP_ERROR_CODES } from "../errors";

// The JSON error body that lib/http/error-to-response.ts writes for every REST failure. It exists
// for the OpenAPI document and for clients; the handlers build the body from an AppError.

export const ZApiError = z
  .object({
    error: z.object({
      code: z.enum(APP_ERROR_CODES).meta({
        description:
          "Kode mesin yang stabil / stable machine-readable code: VALIDATION_FAILED 400, UNAUTHENTICATED 401, FORBIDDEN 403, NOT_FOUND 404, METHOD_NOT_ALLOWED 405, REQUEST_TIMEOUT 408, CONFLICT 409, PAYLOAD_TOO_LARGE 413, UNPROCESSABLE 422, RATE_LIMITED 429, HEADERS_TOO_LARGE 431, INTERNAL 500, SERVICE_UNAVAILABLE 503.",
      }),
      message: z.string().meta({
        description: "Pesan untuk manusia, Indonesia / English. Human-readable; may change, do not parse it.",
      }),
      details: z.record(z.string(), z.unknown()).meta({
        description:
          "Rincian per kode, kosong bila tidak ada / details, {} when none: `parameters` (400: [{parameter, message}]), `allowed` (404 of a closed list, 405), `limit`, `windowSeconds`, `retryAfterSeconds` (429). Internal errors never carry details.",
      }),
    }),
  })
  .meta({
    id: "Error",
    description:
      'Badan setiap galat REST / the body of every REST error: {"error":{"code","message","details"}}.',
  });

export type TApiError = z.infer<typeof ZApiError>;
