import "server-only";
import type { Actor } from "../../auth/actor";
import { isAppError } from "../../errors";
import {
  type ImportOptions,
  type ImportOutcome,
  importAgainIfRaced,
  importRecord,
  type RestoredState,
} from "./import-record";

// Imports many documents, each in its own transaction, a few at a time: a refused document
// is reported with its reason and the others go in.

export interface ImportSource {
  name: string;
  /** Reads the document; may throw an AppError (e.g. a file over the size limit). */
  read: () => Promise<Uint8Array>;
  /** The record's state from a catalogue export's manifest (catalogue-zip-sources.ts), after read. */
  restore?: () => Promise<RestoredState>;
}

export type ImportResult =
  | ({ name: string } & ImportOutcome)
  | { name: string; outcome: "failed"; reason: string; message: string };

export interface ImportSummary {
  imported: number;
  updated: number;
  failed: number;
  results: ImportResult[];
}

/** Imports the sources with `concurrency` documents in flight; calls onResult after each. */
export async function importDocuments(
  actor: Actor,
  sources: ImportSource[],
  options: Omit<ImportOptions, "sourceName" | "restore">,
  { concurrency = 4, onResult }: { concurrency?: number; onResult?: (result: ImportResult) => void } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, updated: 0, failed: 0, results: [] };
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const source = sources[next++] as ImportSource;
      let result: ImportResult;
      try {
        const document = await source.read();
        const restore = await source.restore?.();
        const outcome = await importAgainIfRaced(() =>
          importRecord(actor, document, {
            ...options,
            sourceName: source.name,
            ...(restore ? { restore } : {}),
          }),
        );
        result = { name: source.name, ...outcome };
      } catch (error) {
        if (!isAppError(error)) throw error;
        const reason = typeof error.details.reason === "string" ? error.details.reason : error.code;
        result = { name: source.name, outcome: "failed", reason, message: error.message };
      }
      summary[result.outcome] += 1;
      summary.results.push(result);
      onResult?.(result);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return summary;
}
