import "server-only";
import path from "node:path";
import { type Env, getEnv } from "../env";
import { createLocalObjectStore } from "./local-object-store";
import { type ObjectStore, type ObjectStoreStatus, withKeyCheck } from "./object-store-backend";
import { createS3ObjectStore } from "./s3-object-store";

// Uploaded documents (signed QC/QE/QA PDFs and their attachments): in an S3-compatible bucket
// when S3_ENDPOINT and S3_BUCKET are set, otherwise as files under DATA_DIR/objects.

export type { ObjectStore, ObjectStoreStatus } from "./object-store-backend";

export type ObjectStoreSettings = Pick<
  Env,
  "dataDir" | "S3_ENDPOINT" | "S3_BUCKET" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY"
>;

/** The store these settings describe; keys are checked before any backend sees them. */
export function createObjectStore(settings: ObjectStoreSettings): ObjectStore {
  const backend =
    settings.S3_ENDPOINT && settings.S3_BUCKET
      ? createS3ObjectStore({
          endpoint: settings.S3_ENDPOINT,
          bucket: settings.S3_BUCKET,
          region: settings.S3_REGION,
          accessKeyId: settings.S3_ACCESS_KEY_ID,
          secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
        })
      : createLocalObjectStore(path.join(settings.dataDir, "objects"));
  return withKeyCheck(backend);
}

// One store (and S3 client) per settings object; getEnv() returns the same object every time.
const stores = new WeakMap<ObjectStoreSettings, ObjectStore>();

/** The store of these settings (default: the environment), created once. */
export function objectStoreFor(settings: ObjectStoreSettings = getEnv()): ObjectStore {
  let store = stores.get(settings);
  if (!store) {
    store = createObjectStore(settings);
    stores.set(settings, store);
  }
  return store;
}

export const putObject = (key: string, bytes: Uint8Array, contentType: string): Promise<void> =>
  objectStoreFor().putObject(key, bytes, contentType);

/** The stored bytes, or null when there is no object under this key. */
export const getObject = (key: string): Promise<Uint8Array | null> => objectStoreFor().getObject(key);

/** Removes the object; a missing one is not an error. */
export const deleteObject = (key: string): Promise<void> => objectStoreFor().deleteObject(key);

/** Whether the configured store can be used now (admin status, spec 2.7 objectstore). */
export const checkObjectStore = (settings?: ObjectStoreSettings): Promise<ObjectStoreStatus> =>
  objectStoreFor(settings).checkObjectStore();
