import "server-only";
import { randomUUID } from "node:crypto";
import { readFile, rm, unlink } from "node:fs/promises";
import path from "node:path";
import { writeAtomically } from "../write-atomically";
import { type ObjectStore, type ObjectStoreStatus, objectStoreUnavailable } from "./object-store-backend";

// Objects as files under one folder (DATA_DIR/objects). Keys arrive checked (object-store-backend);
// the content type is not kept: callers know what they stored under a key.

const ABSENT = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);
const isAbsent = (error: unknown) => ABSENT.has((error as NodeJS.ErrnoException).code ?? "");

/** A file system error as 503 (a full disk, a folder that is not writable); its code only, no path. */
const unavailable = (operation: string, error: unknown) =>
  objectStoreUnavailable(operation, (error as NodeJS.ErrnoException).code ?? "EIO");

export function createLocalObjectStore(folder: string): ObjectStore {
  const root = path.resolve(folder);
  const fileOf = (key: string) => {
    const file = path.resolve(root, ...key.split("/"));
    // Keys are checked before they get here; this guards against a mistake in that check.
    if (!file.startsWith(root + path.sep)) throw new Error(`object key outside the store: ${key}`);
    return file;
  };

  return {
    async putObject(key, bytes) {
      const file = fileOf(key);
      try {
        await writeAtomically(file, bytes);
      } catch (error) {
        throw unavailable("putObject", error);
      }
    },

    async getObject(key) {
      const file = fileOf(key);
      try {
        return new Uint8Array(await readFile(file));
      } catch (error) {
        if (isAbsent(error)) return null;
        throw unavailable("getObject", error);
      }
    },

    async deleteObject(key) {
      const file = fileOf(key);
      try {
        await unlink(file);
      } catch (error) {
        if (!isAbsent(error)) throw unavailable("deleteObject", error);
      }
    },

    /** Writes, reads back and removes a probe file: the folder exists and is writable. */
    async checkObjectStore(): Promise<ObjectStoreStatus> {
      const probe = path.join(root, `.probe-${randomUUID()}`);
      const expected = randomUUID();
      try {
        await writeAtomically(probe, new TextEncoder().encode(expected));
        const read = await readFile(probe, "utf8");
        await unlink(probe);
        if (read !== expected) throw new Error("probe read back differs");
        return { connected: true, detail: `Folder lokal / local folder ${root}` };
      } catch (error) {
        await rm(probe, { force: true }).catch(() => undefined);
        return {
          connected: false,
          detail: `Folder ${root} tidak dapat dipakai / cannot be used: ${(error as Error).message}`,
        };
      }
    },
  };
}
