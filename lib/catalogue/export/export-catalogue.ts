import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { type FileHandle, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import { Zip, ZipDeflate } from "fflate";
import packageJson from "../../../package.json" with { type: "json" };
import type { StatusMetadata } from "../../db/generated/enums";
import { safeFileName } from "../../file-name";
import { storedRecordDocument } from "../../iso/record-document";
import { servedSourceDocument } from "../../iso/source-document";
import { organisasiIdByKode } from "../import/import-context";
import { loadStoredRecordPage } from "../records/load-stored-records";
import {
  EXPORT_ENCODING,
  MANIFEST_FORMAT,
  MANIFEST_FORMAT_VERSION,
  MANIFEST_NAME,
  type TManifest,
  type TManifestEntry,
} from "./catalogue-manifest";
import { withZip64End } from "./zip64-end";

// npm run export: every record (or those of one status or organisation) as an ISO 19115-3
// document in a zip, plus manifest.json (catalogue-manifest.ts). Records are read a page at a
// time by id and the zip is streamed to disk, so memory stays flat however large the
// catalogue; only the manifest's small entries are kept until the end. The zip is written
// to a temporary file beside the target and renamed over it when complete: a failed or
// killed export never leaves a half-written file under the target's name.

const PAGE_SIZE = 200;

export interface ExportCatalogueOptions {
  status?: StatusMetadata;
  organisasiKode?: string;
  /** Called after each record is written (progress; a throw aborts the export). */
  onRecord?: (entry: TManifestEntry, written: number) => void;
  signal?: AbortSignal;
}

/** Zip output collected between awaits and written in order; the first error stops it. */
function zipSink(handle: FileHandle) {
  let pending: Uint8Array[] = [];
  let failure: unknown = null;
  let entries = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure ??= error;
    else pending.push(final ? withZip64End(chunk, entries) : chunk);
  });
  const flush = async () => {
    if (failure) throw failure;
    const chunks = pending;
    pending = [];
    for (const chunk of chunks) await handle.write(chunk);
  };
  const add = (name: string, data: Uint8Array, mtime: Date) => {
    const file = new ZipDeflate(name, { level: 6 });
    file.mtime = mtime;
    entries += 1;
    zip.add(file);
    file.push(data, true);
  };
  return { add, flush, end: () => zip.end() };
}

const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** Writes the export to `outPath`; returns the number of records written. */
export async function exportCatalogue(
  outPath: string,
  options: ExportCatalogueOptions = {},
): Promise<number> {
  const where = {
    ...(options.status ? { status: options.status } : {}),
    ...(options.organisasiKode ? { organisasiId: await organisasiIdByKode(options.organisasiKode) } : {}),
  };
  const target = path.resolve(outPath);
  const temporary = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${process.pid}-${randomBytes(4).toString("hex")}.partial`,
  );
  const handle = await open(temporary, "wx");
  const createdAt = new Date().toISOString();
  const entries: string[] = [];
  try {
    const sink = zipSink(handle);
    const encoder = new TextEncoder();
    let afterId: string | null = null;
    for (;;) {
      options.signal?.throwIfAborted();
      const page = await loadStoredRecordPage(where, { afterId, take: PAGE_SIZE });
      for (const { status, version, publishedAt, owner, ...stored } of page) {
        // An imported record's file is its source document, in its own standard.
        const source = stored.sumber?.disuntingPada ? null : stored.sumber;
        const xml = encoder.encode(
          source ? servedSourceDocument(source, stored.id) : storedRecordDocument(stored, EXPORT_ENCODING),
        );
        const file = `records/${safeFileName(stored.id, `record-${entries.length + 1}`)}.xml`;
        sink.add(file, xml, stored.updatedAt);
        const entry: TManifestEntry = {
          file,
          id: stored.id,
          fileIdentifier: stored.fileIdentifier ?? stored.id,
          status,
          organisasi: stored.organisasi.kode,
          owner: owner.email,
          version,
          updatedAt: stored.updatedAt.toISOString(),
          publishedAt: publishedAt?.toISOString() ?? null,
          sha256: sha256(xml),
          metadataContactFromOrganisation: !source && !stored.kontak.some((c) => c.lingkup === "METADATA"),
          sumber: Boolean(source),
        };
        entries.push(JSON.stringify(entry));
        options.onRecord?.(entry, entries.length);
      }
      await sink.flush();
      if (page.length < PAGE_SIZE) break;
      afterId = (page.at(-1) as { id: string }).id;
    }
    const header: Omit<TManifest, "records"> = {
      format: MANIFEST_FORMAT,
      formatVersion: MANIFEST_FORMAT_VERSION,
      simpulVersion: packageJson.version,
      createdAt,
      encoding: EXPORT_ENCODING,
      recordCount: entries.length,
    };
    // One record a line: readable, and built from the strings already kept.
    const json = `${JSON.stringify(header).slice(0, -1)},"records":[\n${entries.join(",\n")}\n]}\n`;
    sink.add(MANIFEST_NAME, encoder.encode(json), new Date(createdAt));
    sink.end();
    await sink.flush();
    await handle.sync();
    await handle.close();
    await rename(temporary, target);
    return entries.length;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}
