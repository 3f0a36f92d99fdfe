import "server-only";
import { readCatalogueVersion } from "../db/catalogue-version";
import { getDb } from "../db/client";
import { currentRawRequest } from "../http/raw-request";
import { countCacheLookup } from "../metrics/registry";
import { rememberAlias, type StoredResponse, storedResponse, storeResponse } from "./response-store";

// Rendered CSW responses, reused while the catalogue is unchanged (lib/csw/response-store).
// Entries are keyed by the catalogue version, which database triggers bump on every change to
// records, keywords and the service identity; every instance reads it per request, so a
// publication shows in the very next response on every instance.

/** The response for `key`, from the store when the catalogue is unchanged and it has not expired. */
export async function cachedResponse(
  key: string,
  lifetimeSeconds: number,
  render: () => Promise<StoredResponse>,
): Promise<StoredResponse & { cached: boolean }> {
  const version = await readCatalogueVersion(await getDb());
  const hit = storedResponse(key, version);
  countCacheLookup("csw", hit !== null);
  const response = hit ?? (await render());
  if (!hit) storeResponse(key, version, lifetimeSeconds, response);
  // The custom server may answer this exact request itself from now on (lib/csw/fast-path.ts).
  const raw = currentRawRequest();
  if (raw?.method === "GET") rememberAlias(raw.spelling, key);
  return { ...response, cached: hit !== null };
}
