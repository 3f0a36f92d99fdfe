import { z } from "zod";

// GET /api/health bodies (spec 2.6); lib/system/check-health.ts returns THealthResult.
// Strict: the error answer has no timestamp.

export const ZHealthOk = z
  .strictObject({
    status: z.literal("ok"),
    db: z.literal("connected"),
    timestamp: z.iso.datetime().meta({ description: "Server time of the check, ISO 8601 UTC." }),
  })
  .meta({
    id: "HealthOk",
    description: "Layanan dan basis data sehat / service and database healthy (200).",
  });

export const ZHealthError = z
  .strictObject({
    status: z.literal("error"),
    db: z.literal("disconnected"),
  })
  .meta({
    id: "HealthError",
    description:
      "Basis data tidak terjangkau dalam 3 detik / database unreachable within 3 seconds (503); no timestamp.",
  });

export const ZHealthResult = z.discriminatedUnion("status", [ZHealthOk, ZHealthError]);

export type THealthResult = z.infer<typeof ZHealthResult>;
