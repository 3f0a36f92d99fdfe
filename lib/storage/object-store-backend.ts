import { AppError } from "../errors";

// What every object store backend offers (lib/storage/object-store.ts picks one), and the
// rules for keys, checked once before any backend sees a key.

export interface ObjectStoreStatus {
  connected: boolean;
  detail: string;
}

export interface ObjectStore {
  putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no object under this key. */
  getObject(key: string): Promise<Uint8Array | null>;
  /** Removes the object; a missing one is not an error. */
  deleteObject(key: string): Promise<void>;
  checkObjectStore(): Promise<ObjectStoreStatus>;
}

const MAX_KEY_BYTES = 1024; // S3's limit
// Control characters and the backslash (a separator on Windows file systems).
const hasForbiddenCharacter = (key: string) =>
  [...key].some((character) => character < " " || character === "\u007f" || character === "\\");

/**
 * Keys are relative slash-separated paths such as `kualitas/<id>/qc.pdf`. Segments may not be
 * empty, `.`/`..` or start with a dot: the local backend keeps its temporary files under
 * dot-names, and no key can climb out of its folder.
 */
export function assertObjectKey(key: string): void {
  const problem =
    key.length === 0
      ? "kosong / empty"
      : Buffer.byteLength(key) > MAX_KEY_BYTES
        ? `lebih dari ${MAX_KEY_BYTES} byte / longer than ${MAX_KEY_BYTES} bytes`
        : hasForbiddenCharacter(key)
          ? "karakter kendali atau \\ / control character or backslash"
          : key.split("/").some((segment) => segment === "" || segment.startsWith("."))
            ? "segmen kosong, absolut, atau diawali titik / empty, absolute or dot segment"
            : null;
  if (problem) {
    throw new AppError("VALIDATION_FAILED", `Kunci objek tidak valid / invalid object key: ${problem}`, {
      key: key.slice(0, 200),
    });
  }
}

/**
 * The store cannot be used now (unreachable, or its folder not writable): 503 with a retry
 * hint. `reason` is a short code or SDK error name, never a path or a credential.
 */
export function objectStoreUnavailable(operation: string, reason: string): AppError {
  return new AppError(
    "SERVICE_UNAVAILABLE",
    "Penyimpanan berkas sedang tidak dapat dipakai; coba lagi nanti / the object store cannot be used now; try again later",
    { operation, reason, retryAfterSeconds: 30 },
  );
}

/** A store that checks every key before handing it to `backend`. */
export function withKeyCheck(backend: ObjectStore): ObjectStore {
  return {
    putObject: async (key, bytes, contentType) => {
      assertObjectKey(key);
      return backend.putObject(key, bytes, contentType);
    },
    getObject: async (key) => {
      assertObjectKey(key);
      return backend.getObject(key);
    },
    deleteObject: async (key) => {
      assertObjectKey(key);
      return backend.deleteObject(key);
    },
    checkObjectStore: () => backend.checkObjectStore(),
  };
}
