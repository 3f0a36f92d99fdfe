import { z } from "zod";

// manifest.json of a catalogue export (npm run export): what the ISO XML files do not carry
// (workflow status, organisation, owner, row version, times) and a SHA-256 of each file, so
// that an import restores the records as they were and notices a file changed on the way.

export const MANIFEST_NAME = "manifest.json";
export const MANIFEST_FORMAT = "simpul-catalogue-export";
export const MANIFEST_FORMAT_VERSION = 1;
/** The encoding of the record files: ISO 19115-3 (mdb 2.0), which carries every field we store. */
export const EXPORT_ENCODING = "mdb2018";

export const ZManifestEntry = z.object({
  file: z.string().min(1),
  id: z.string().min(1),
  fileIdentifier: z.string().min(1),
  status: z.enum(["DRAFT", "QCQE_PROCESS", "REVIEW", "PUBLISHED", "REJECTED", "PRIVATE"]),
  organisasi: z.string().min(1),
  owner: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /**
   * The record has no metadata contact of its own: the file names its organisation in that
   * place (mdb-contact.ts), and an import leaves that contact out again.
   */
  metadataContactFromOrganisation: z.boolean().default(false),
  /**
   * The file is the record's source document (an imported record, in its own standard), and
   * the restored record keeps it as such; otherwise it is Simpul's encoding of the record.
   */
  sumber: z.boolean().default(false),
});
export type TManifestEntry = z.infer<typeof ZManifestEntry>;

export const ZManifest = z.object({
  format: z.literal(MANIFEST_FORMAT),
  formatVersion: z.literal(MANIFEST_FORMAT_VERSION),
  simpulVersion: z.string(),
  createdAt: z.iso.datetime(),
  encoding: z.string(),
  recordCount: z.number().int().min(0),
  records: z.array(ZManifestEntry),
});
export type TManifest = z.infer<typeof ZManifest>;
