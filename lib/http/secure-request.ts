import { getEnv } from "../env";

/** Whether the client reached us over HTTPS (directly, or through trusted proxies that say so). */
export function isSecureRequest(request: Request, trustedProxies: number = getEnv().TRUST_PROXY): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return trustedProxies > 0 && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}
