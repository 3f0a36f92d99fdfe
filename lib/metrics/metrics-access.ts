import { createHash, timingSafeEqual } from "node:crypto";

// Who may read /api/metrics: nobody when METRICS_TOKEN is unset (the endpoint is off), else
// whoever sends `Authorization: Bearer <METRICS_TOKEN>`. Compared in constant time (on digests,
// so the token's length does not show either).

export type MetricsAccess = "off" | "denied" | "allowed";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function metricsAccess(authorization: string | null, token: string | undefined): MetricsAccess {
  if (token === undefined) return "off";
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(authorization ?? "");
  if (!match) return "denied";
  return timingSafeEqual(digest(match[1] as string), digest(token)) ? "allowed" : "denied";
}
