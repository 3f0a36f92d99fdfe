import "server-only";
import { createHash } from "node:crypto";
import { type UnzipFileInfo, unzipSync } from "fflate";
import { getDb } from "../../db/client";
import { AppError } from "../../errors";
import { XML_MAX_BYTES } from "../../xml/read-xml";
import { MANIFEST_NAME, type TManifest, type TManifestEntry, ZManifest } from "../export/catalogue-manifest";
import type { ImportSource } from "./import-documents";

// The documents of a zip (a catalogue export, or any zip of ISO XML files) as import sources.
// The zip is checked as a whole before anything is read: entry count, declared sizes (fflate
// never inflates past an entry's declared size, so these bound what is held), and names (no
// absolute paths, no "..", no duplicates). Entries are inflated a batch at a time when the
// importer reaches them. With a manifest, each file must match its SHA-256 and takes back its
// status, organisation and owner; files missing from, or not listed in, the manifest are
// reported as refused.

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 250_000,
  maxEntryBytes: XML_MAX_BYTES,
  maxTotalBytes: 4 * 1024 ** 3,
};
/** The manifest has one short line per record: far more room than any document. */
const MANIFEST_MAX_BYTES = 256 * 1024 ** 2;
const BATCH = 256;

const zipRefused = (reason: string, message: string, details: Record<string, unknown> = {}) =>
  new AppError("VALIDATION_FAILED", message, { reason, ...details });

function unsafeName(name: string): boolean {
  return (
    name.startsWith("/") ||
    name.includes("\\") ||
    name.includes("\0") ||
    /^[A-Za-z]:/.test(name) ||
    name.split("/").some((part) => part === "..")
  );
}

/** Every entry's name after checking the zip as a whole; throws VALIDATION_FAILED (ZIP_*). */
function checkEntries(zip: Uint8Array, limits: ZipLimits): { names: string[]; manifest: Uint8Array | null } {
  const names: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  const check = (file: UnzipFileInfo) => {
    if (names.length >= limits.maxEntries)
      throw zipRefused(
        "ZIP_TOO_MANY_ENTRIES",
        `Zip berisi lebih dari ${limits.maxEntries} berkas / the zip has more than ${limits.maxEntries} entries`,
      );
    if (unsafeName(file.name) || seen.has(file.name))
      throw zipRefused(
        "ZIP_UNSAFE_NAME",
        `Nama berkas dalam zip ditolak / unsafe or repeated entry name: ${JSON.stringify(file.name.slice(0, 200))}`,
      );
    const limit = file.name === MANIFEST_NAME ? MANIFEST_MAX_BYTES : limits.maxEntryBytes;
    total += file.originalSize;
    if (file.originalSize > limit || total > limits.maxTotalBytes)
      throw zipRefused(
        "ZIP_TOO_LARGE",
        `Isi zip terlalu besar / the zip's content is too large (${file.name}: ${file.originalSize} bytes, ${total} in all)`,
      );
    seen.add(file.name);
    if (!file.name.endsWith("/")) names.push(file.name);
    return file.name === MANIFEST_NAME;
  };
  let read: Record<string, Uint8Array>;
  try {
    read = unzipSync(zip, { filter: check });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw zipRefused("ZIP_INVALID", "Berkas bukan zip yang utuh / not a readable zip file");
  }
  return { names, manifest: read[MANIFEST_NAME] ?? null };
}

function parseManifest(bytes: Uint8Array): TManifest {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    json = null;
  }
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success)
    throw zipRefused(
      "MANIFEST_INVALID",
      `manifest.json tidak sah / the manifest is not valid: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}

/** Inflates the entries a batch at a time, in the order the importer asks for them. */
function batchedReader(zip: Uint8Array, names: string[]) {
  const batchOf = new Map(names.map((name, index) => [name, Math.floor(index / BATCH)]));
  const cache = new Map<number, Record<string, Uint8Array>>();
  return (name: string): Uint8Array => {
    const batch = batchOf.get(name) as number;
    let files = cache.get(batch);
    if (!files) {
      const wanted = new Set(names.slice(batch * BATCH, (batch + 1) * BATCH));
      files = unzipSync(zip, { filter: (file) => wanted.has(file.name) });
      cache.set(batch, files);
      // The importer works on a few neighbouring documents at once: two batches suffice.
      for (const key of cache.keys()) if (key < batch - 1) cache.delete(key);
    }
    return files[name] as Uint8Array;
  };
}

/** Looks up organisations by kode and users by e-mail once each. */
function lookups() {
  const organisations = new Map<string, Promise<string | undefined>>();
  const users = new Map<string, Promise<string | undefined>>();
  return {
    organisasiId: (kode: string) => {
      if (!organisations.has(kode))
        organisations.set(
          kode,
          getDb()
            .then((db) => db.organisasi.findUnique({ where: { kode }, select: { id: true } }))
            .then((row) => row?.id),
        );
      return organisations.get(kode) as Promise<string | undefined>;
    },
    userId: (email: string) => {
      if (!users.has(email))
        users.set(
          email,
          getDb()
            .then((db) => db.pengguna.findUnique({ where: { email }, select: { id: true } }))
            .then((row) => row?.id),
        );
      return users.get(email) as Promise<string | undefined>;
    },
  };
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** The zip's documents as import sources; throws VALIDATION_FAILED when the zip is refused whole. */
export function catalogueZipSources(
  zip: Uint8Array,
  zipName: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): { sources: ImportSource[]; manifest: TManifest | null } {
  const checked = checkEntries(zip, limits);
  const documents = checked.names.filter((name) => name.toLowerCase().endsWith(".xml"));
  const read = batchedReader(zip, documents);
  const label = (name: string) => `${zipName}:${name}`;
  if (!checked.manifest) {
    return {
      manifest: null,
      sources: documents.map((name) => ({ name: label(name), read: async () => read(name) })),
    };
  }
  const manifest = parseManifest(checked.manifest);
  const present = new Set(documents);
  const listed = new Set(manifest.records.map((entry) => entry.file));
  const find = lookups();
  const restored = (entry: TManifestEntry): ImportSource => ({
    name: label(entry.file),
    read: async () => {
      if (!present.has(entry.file))
        throw zipRefused(
          "MISSING",
          `Berkas yang tercantum di manifest tidak ada / listed in the manifest but not in the zip`,
        );
      const bytes = read(entry.file);
      if (sha256(bytes) !== entry.sha256)
        throw zipRefused(
          "CHECKSUM",
          `SHA-256 berkas tidak sesuai manifest; berkas diubah atau rusak / the file's SHA-256 does not match the manifest: changed or damaged`,
        );
      return bytes;
    },
  });
  const sources: ImportSource[] = manifest.records.map((entry) => ({
    ...restored(entry),
    restore: async () => {
      const organisasiId = await find.organisasiId(entry.organisasi);
      if (!organisasiId)
        throw zipRefused(
          "UNKNOWN_ORGANISATION",
          `Organisasi ${entry.organisasi} tidak ada; buat dulu / no such organisation: create it first`,
        );
      const ownerId = entry.owner ? await find.userId(entry.owner) : undefined;
      return {
        id: entry.id,
        status: entry.status,
        organisasiId,
        ...(ownerId ? { ownerId } : {}),
        publishedAt: entry.publishedAt ? new Date(entry.publishedAt) : null,
        dropOrganisationContact: entry.metadataContactFromOrganisation,
        keepSource: entry.sumber,
      };
    },
  }));
  for (const name of documents) {
    if (listed.has(name)) continue;
    sources.push({
      name: label(name),
      read: async () => {
        throw zipRefused("UNLISTED", "Berkas tidak tercantum di manifest / not listed in the manifest");
      },
    });
  }
  return { manifest, sources };
}
