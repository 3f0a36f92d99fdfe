import { getEnv } from "../env";

/** The public base URL: SITE_URL when configured, else the request's own origin. No trailing slash. */
export function baseUrlOf(request: Request): string {
  const configured = getEnv().SITE_URL;
  return (configured ?? new URL(request.url).origin).replace(/\/+$/, "");
}
