import "server-only";
import { readCatalogueVersion } from "../db/catalogue-version";
import { getDb } from "../db/client";
import { getEnv } from "../env";
import { countCacheLookup } from "../metrics/registry";
import { currentRawRequest } from "./raw-request";
import { rememberAlias, type StoredResponse, storedResponse, storeResponse } from "./response-store";

// Rendered public responses (CSW, the public REST API), reused while the catalogue is unchanged
// (lib/http/response-store.ts). Entries are keyed by the catalogue version, which database
// triggers bump on every change to what public answers show (records, keywords, quality
// documents, organisations, the CSW service identity, the export stylesheet); every instance
// reads it per request, so a publication shows in the very next response on every instance.
// The version is read before rendering: an answer rendered while a change commits is stored
// under the older version, so it is never served once the change is visible.

/**
 * The response for `key`, from the store when the catalogue is unchanged and it has not
 * expired; otherwise `render()`'s, stored. A render that gives null (an answer not to keep,
 * such as an error) is not stored, and null is returned.
 */
export async function cachedResponse<R extends StoredResponse | null>(
  key: string,
  lifetimeSeconds: number,
  render: () => Promise<R>,
): Promise<(StoredResponse & { cached: boolean }) | Extract<R, null>> {
  if (!getEnv().RESPONSE_CACHE) {
    const rendered = await render();
    return (rendered && { ...rendered, cached: false }) as unknown as Extract<R, null>;
  }
  const version = await readCatalogueVersion(await getDb());
  const hit = storedResponse(key, version);
  countCacheLookup("response", hit !== null);
  const response = hit ?? (await render());
  if (!response) return null as Extract<R, null>;
  if (!hit) storeResponse(key, version, lifetimeSeconds, response);
  // The custom server may answer this exact request itself from now on (lib/http/fast-path.ts).
  const raw = currentRawRequest();
  if (raw?.method === "GET") rememberAlias(raw.spelling, key);
  return { ...response, cached: hit !== null };
}
