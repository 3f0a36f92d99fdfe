import "server-only";
import type { Actor } from "../../auth/actor";
import { getDb, runStatement } from "../../db/client";
import { renewGrownStatistics } from "../../db/statistics";
import { findTakenFileIdentifiers } from "../../db/write-imported-record";
import { isAppError } from "../../errors";
import { logger } from "../../log/logger";
import {
  type ImportOptions,
  type ImportOutcome,
  importAgainIfRaced,
  type RestoredState,
  writePreparedImport,
  writePreparedNewImports,
} from "./import-record";
import { type PreparedDocument, prepareImportDocument } from "./prepare-document";

// Imports many documents, each stored whole or not at all: a refused document is reported with
// its reason and the others go in. Documents are taken in batches: a batch's new records (a
// fileIdentifier no record holds and no other document of the batch names) are written in one
// transaction, and the batch after is read and decoded meanwhile; the rest (replacements,
// restores, repeats), and a batch whose transaction fails, are written one by one as before.

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
  /** Every document's result, in the order they were written (empty with keepResults false). */
  results: ImportResult[];
}

/**
 * Documents read and decoded before a batch is written (memory: about 100 KB of rows a
 * document). A statement's own costs (planning, its statement triggers, looking up its new
 * words in the lexicon, which documents of one batch share) are paid once a batch: importing
 * 10,000 generated files, batches of 200 took 8 % less of PostgreSQL's CPU than batches of 100
 * (four alternating pairs), for about 20 MB more memory.
 */
export const IMPORT_BATCH_SIZE = 200;

/** Records written after which the statistics of the tables they grew are renewed. */
const RENEW_STATISTICS_AFTER = 100;

/**
 * Batches written at once, each its own transaction, while the next is decoded. A document
 * naming a fileIdentifier that a document of the batch before names too is written after that
 * batch, one by one: written beside it, the earlier document could be stored last.
 */
const BATCHES_WRITTEN_AT_ONCE = 2;

/** A batch being written: the fileIdentifiers its documents name, and its end. */
interface BatchInFlight {
  fileIdentifiers: Set<string>;
  written: Promise<void>;
}

const fileIdentifierOf = (item: ReadSource) =>
  "prepared" in item ? item.prepared.record.fileIdentifier : null;

/** A source read and decoded: its document ready to be written, or why it is refused. */
type ReadSource =
  | { name: string; prepared: PreparedDocument; options: ImportOptions }
  | { name: string; failed: ImportResult };

const failure = (name: string, error: unknown): ImportResult => {
  if (!isAppError(error)) throw error;
  const reason = typeof error.details.reason === "string" ? error.details.reason : error.code;
  return { name, outcome: "failed", reason, message: error.message };
};

/** Prepares a document: in this thread, or where the caller has it done (prepare-in-workers.ts). */
type Prepare = (actor: Actor, document: Uint8Array, options: ImportOptions) => Promise<PreparedDocument>;

async function readSource(
  actor: Actor,
  source: ImportSource,
  options: Omit<ImportOptions, "sourceName" | "restore">,
  prepare: Prepare | undefined,
): Promise<ReadSource> {
  try {
    const document = await source.read();
    const restore = await source.restore?.();
    const sourceOptions: ImportOptions = {
      ...options,
      sourceName: source.name,
      ...(restore ? { restore } : {}),
    };
    const prepared = prepare
      ? await prepare(actor, document, sourceOptions)
      : prepareImportDocument(actor, document, sourceOptions);
    return { name: source.name, prepared, options: sourceOptions };
  } catch (error) {
    return { name: source.name, failed: failure(source.name, error) };
  }
}

/**
 * Imports the sources with `concurrency` single writes in flight; calls onResult after each.
 * `keepResults: false` leaves the summary's results empty: a caller that handles each result in
 * onResult (the command line, which prints them) then holds none of them. Kept, 100,000 results
 * with their warnings took about 120 MB of a 256 MB heap by the end of an import, and the
 * garbage collector marked them again and again.
 */
export async function importDocuments(
  actor: Actor,
  sources: ImportSource[],
  options: Omit<ImportOptions, "sourceName" | "restore">,
  {
    concurrency = 4,
    onResult,
    prepare,
    keepResults = true,
    renewStatistics = true,
  }: {
    concurrency?: number;
    onResult?: (result: ImportResult) => void;
    prepare?: Prepare;
    keepResults?: boolean;
    /**
     * After RENEW_STATISTICS_AFTER records or more are written, analyse the tables they grew
     * (lib/db/statistics.ts), so that the next searches are planned for the catalogue as it is.
     * The command line says false: it vacuums and analyses the whole database itself afterwards.
     */
    renewStatistics?: boolean;
  } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { imported: 0, updated: 0, failed: 0, results: [] };
  const report = (result: ImportResult) => {
    summary[result.outcome] += 1;
    if (keepResults) summary.results.push(result);
    onResult?.(result);
  };

  /** One by one, `concurrency` at a time: each its own transaction. */
  const writeSingly = async (
    items: { name: string; prepared: PreparedDocument; options: ImportOptions }[],
  ) => {
    let next = 0;
    const worker = async () => {
      while (next < items.length) {
        const { name, prepared, options: itemOptions } = items[next++] as (typeof items)[number];
        try {
          report({
            name,
            ...(await importAgainIfRaced(() => writePreparedImport(actor, prepared, itemOptions))),
          });
        } catch (error) {
          report(failure(name, error));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  };

  const writeBatch = async (batch: ReadSource[], before: BatchInFlight | undefined) => {
    const ready: { name: string; prepared: PreparedDocument; options: ImportOptions }[] = [];
    const afterBefore: typeof ready = [];
    for (const item of batch) {
      if ("failed" in item) report(item.failed);
      else if (before?.fileIdentifiers.has(fileIdentifierOf(item) ?? "")) afterBefore.push(item);
      else ready.push(item);
    }
    const named = ready.filter((item) => !item.options.restore && item.prepared.record.fileIdentifier);
    const taken = await findTakenFileIdentifiers(
      await getDb(),
      named.map((item) => item.prepared.record.fileIdentifier as string),
    );
    const fresh: typeof ready = [];
    for (const item of named) {
      const fileIdentifier = item.prepared.record.fileIdentifier as string;
      if (taken.has(fileIdentifier)) continue;
      taken.add(fileIdentifier); // a second document naming it replaces the first, singly
      fresh.push(item);
    }
    const singly = ready.filter((item) => !fresh.includes(item));
    if (fresh.length > 1) {
      try {
        const outcomes = await writePreparedNewImports(actor, fresh, options);
        for (const [index, outcome] of outcomes.entries())
          report({ name: (fresh[index] as (typeof fresh)[number]).name, ...outcome });
      } catch (error) {
        // Nothing of the batch was stored: one of its records was created meanwhile, or one
        // cannot be stored. Each is written on its own, so only that one fails, with its reason.
        logger().info({ err: error, documents: fresh.length }, "import batch written one by one");
        singly.unshift(...fresh);
      }
    } else {
      singly.unshift(...fresh);
    }
    await writeSingly(singly);
    if (afterBefore.length > 0) {
      await before?.written.catch(() => {}); // its own failure is thrown where it is awaited
      await writeSingly(afterBefore);
    }
  };

  // Two batches written at once, each its own transaction on its own connection: with one, the
  // database waited for the next batch to be decoded and the decoder for the database.
  const writing: BatchInFlight[] = [];
  for (let start = 0; start < sources.length; start += IMPORT_BATCH_SIZE) {
    const slice = sources.slice(start, start + IMPORT_BATCH_SIZE);
    let batch: ReadSource[];
    if (prepare)
      batch = await Promise.all(slice.map((source) => readSource(actor, source, options, prepare)));
    else {
      batch = [];
      for (const source of slice) {
        batch.push(await readSource(actor, source, options, undefined));
        // Decoding here is synchronous: between documents, the batch being written takes its
        // turns (its look-up answered, its statement sent), so that the database works meanwhile.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    if (writing.length === BATCHES_WRITTEN_AT_ONCE) await writing.shift()?.written;
    const written = writeBatch(batch, writing.at(-1));
    written.catch(() => {}); // its failure is thrown where it is awaited, not as unhandled meanwhile
    const fileIdentifiers = new Set(batch.map(fileIdentifierOf).filter((id) => id !== null));
    writing.push({ fileIdentifiers, written });
  }
  for (const { written } of writing) await written;
  if (renewStatistics && summary.imported + summary.updated >= RENEW_STATISTICS_AFTER) {
    const db = await getDb();
    await renewGrownStatistics({ query: (text, values = []) => runStatement(db, text, values) });
  }
  return summary;
}
