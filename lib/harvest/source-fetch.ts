import type { SumberPanen } from "../db/generated/client";
import { getEnv, resolveSigningSecret } from "../env";
import { decryptPrivateKey, encryptPrivateKey } from "../quality/pki";
import type { RemoteFetch } from "./protocol";
import { createRemoteFetch } from "./remote-fetch";

// How a source reaches its remote: the deployment's limits (HARVEST_* settings), and the
// source's credentials, kept encrypted with the signing secret as signing keys are.

/** Most redirects a harvest request follows. */
const MAX_REDIRECTS = 5;

export const sealCredentials = (credentials: { username: string; password: string }): string =>
  encryptPrivateKey(JSON.stringify(credentials), resolveSigningSecret());

function openCredentials(sealed: string | null): { username: string; password: string } | null {
  if (!sealed) return null;
  return JSON.parse(decryptPrivateKey(sealed, resolveSigningSecret())) as {
    username: string;
    password: string;
  };
}

export function sourceFetch(source: Pick<SumberPanen, "kredensial">, signal?: AbortSignal): RemoteFetch {
  const env = getEnv();
  return createRemoteFetch({
    timeoutMs: env.HARVEST_REQUEST_TIMEOUT_SECONDS * 1000,
    maxBytes: env.HARVEST_MAX_RESPONSE_MB * 1024 * 1024,
    maxRedirects: MAX_REDIRECTS,
    allowPrivateAddresses: env.HARVEST_ALLOW_PRIVATE_ADDRESSES,
    credentials: openCredentials(source.kredensial),
    userAgent: "Simpul-harvester",
    ...(signal ? { signal } : {}),
  });
}
