import type { Actor } from "../auth/actor";
import { importDocuments } from "../catalogue/import/import-documents";
import type { ImportStatus } from "../catalogue/import/import-record";
import type { HarvestPage, HarvestProtocolName, HarvestQuery, RemoteFetch } from "./protocol";
import { HARVEST_PROTOCOLS, type HarvestProblemReason, refusalReason } from "./registry";
import { walkPages } from "./walk-pages";

// One harvest of a remote catalogue: the protocol's pages of records go through the import
// pipeline every file goes through (lib/catalogue/import): each record in its own transaction,
// idempotent by its file identifier (a record harvested before is updated, not added again),
// refused with its reason where it is not a record Simpul can keep whole. The report counts
// every record seen and says, per record that did not go in, why.

/** Why a record did not go in: a harvest reason, or a conflict with a record held here. */
export interface HarvestProblem {
  remoteId: string | null;
  reason: HarvestProblemReason;
  message: string;
}

export interface HarvestReport {
  /** Records the remote gave (deleted notices and failures included). */
  seen: number;
  added: number;
  updated: number;
  /** Records the remote says it deleted (OAI-PMH): reported, left as they are here. */
  deletedAtRemote: number;
  /** Records held here by another organisation or edited here: not overwritten. */
  conflicts: number;
  failed: number;
  /** How many the remote said the query matches; null when it did not say. */
  matched: number | null;
  problems: HarvestProblem[];
  /** Where the walk stopped when the remote failed mid-way (resume from it), else null. */
  stoppedAt: { cursor: string | null; error: string } | null;
}

export interface HarvestOptions {
  protocol: HarvestProtocolName;
  query: HarvestQuery;
  fetch: RemoteFetch;
  /** Status of new records (PUBLISHED only for a source an administrator trusts). */
  status: ImportStatus;
  organisasiId?: string;
  /** Records imported at once. */
  concurrency?: number;
  /** After each page, with the report so far. */
  onPage?: (report: HarvestReport) => void;
}

/** Harvests the remote once, as `actor`; a remote failing mid-way ends the walk, recorded in the report. */
export async function runHarvest(actor: Actor, options: HarvestOptions): Promise<HarvestReport> {
  const report: HarvestReport = {
    seen: 0,
    added: 0,
    updated: 0,
    deletedAtRemote: 0,
    conflicts: 0,
    failed: 0,
    matched: null,
    problems: [],
    stoppedAt: null,
  };
  const end = await walkPages(
    HARVEST_PROTOCOLS[options.protocol],
    options.fetch,
    options.query,
    async (page) => {
      await importPage(actor, options, page, report);
      options.onPage?.(report);
      return true;
    },
  );
  if (end.error) report.stoppedAt = { cursor: end.cursor, error: end.error };
  return report;
}

/** Imports a page's records and counts the page into the report. */
async function importPage(actor: Actor, options: HarvestOptions, page: HarvestPage, report: HarvestReport) {
  report.matched ??= page.matched;
  const sources = [];
  for (const item of page.items) {
    report.seen += 1;
    if (item.kind === "deleted") report.deletedAtRemote += 1;
    else if (item.kind === "failure") {
      report.failed += 1;
      report.problems.push({ remoteId: item.remoteId, reason: item.reason, message: item.message });
    } else {
      const { document } = item;
      sources.push({ name: item.remoteId, read: async () => document });
    }
  }
  const summary = await importDocuments(
    actor,
    sources,
    {
      status: options.status,
      harvest: { sourceId: null },
      ...(options.organisasiId ? { organisasiId: options.organisasiId } : {}),
    },
    { concurrency: options.concurrency ?? 4 },
  );
  report.added += summary.imported;
  report.updated += summary.updated;
  for (const result of summary.results) {
    if (result.outcome !== "failed") continue;
    const problem: HarvestProblem = {
      remoteId: result.name,
      reason: refusalReason(result.reason, result.message),
      message: result.message,
    };
    if (problem.reason === "CONFLICT") report.conflicts += 1;
    else report.failed += 1;
    report.problems.push(problem);
  }
}
