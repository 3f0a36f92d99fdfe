import "server-only";
import { getEnv } from "../env";

// The external provider (spec 4.3): with CSW_PROVIDER_URL set, /csw forwards requests to that
// catalogue (lib/http/csw/proxy.ts) and its service identity is then its own.

/** The external CSW endpoint, or null when the built-in provider serves /csw. */
export const externalCswUrl = (): string | null => getEnv().CSW_PROVIDER_URL ?? null;

/** Spec 2.7 `csw`: the provider's name and whether it answers GetCapabilities. */
export async function checkCswProvider(
  target: string | null = externalCswUrl(),
): Promise<{ provider: "builtin" | "external"; healthy: boolean }> {
  if (!target) return { provider: "builtin", healthy: true };
  const url = new URL(target);
  url.search = "service=CSW&request=GetCapabilities";
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    const text = await response.text();
    return { provider: "external", healthy: response.ok && /<(\w+:)?Capabilities[\s>]/.test(text) };
  } catch {
    return { provider: "external", healthy: false };
  }
}
