import { createHash } from "node:crypto";
import type { Actor } from "../auth/actor";
import { importAgainIfRaced, importRecord } from "../catalogue/import/import-record";
import type { Db } from "../db/client";
import type { PanenRun, SumberPanen } from "../db/generated/client";
import { isAppError } from "../errors";
import { logger } from "../log/logger";
import { transitionRecord } from "../workflow/transition-record";
import { decodeXmlBytes } from "../xml/read-xml";
import { withoutXmlDeclaration } from "../xml/tag-scan";
import { runXslt } from "../xslt/run-xslt";
import type { HarvestItem, HarvestPage, RemoteFetch } from "./protocol";
import { HARVEST_PROTOCOLS, refusalReason } from "./registry";
import { RUN_LEASE_MS } from "./schedule";
import { queryOf } from "./source-query";
import { walkPages } from "./walk-pages";
import { withdrawMissing, withdrawRecord } from "./withdraw-records";

// One run of a stored source (SumberPanen), by the worker that holds its lease
// (harvest-worker.ts). Each record in its own transaction, as any import: a document unchanged
// since the source last gave it (same digest) is not imported again; a changed one updates
// its record; a new one is added with the source's policy (DRAFT, the examiners' queue, or
// published for a trusted source). Progress (counts, the cursor) is written after each page,
// so a run whose worker died is resumed from its last page by the next worker; the lease is
// renewed with it. A full run ends by withdrawing the source's published records it no
// longer found (withdraw-records.ts).

type Counts = Pick<
  PanenRun,
  "dilihat" | "ditambah" | "diperbarui" | "tidakBerubah" | "ditarik" | "konflik" | "gagal"
>;

export interface RunContext {
  db: Db;
  run: PanenRun;
  source: SumberPanen;
  /** Who the run imports as: the administrator who asked, or the source's creator. */
  actor: Actor;
  fetch: RemoteFetch;
}

const digestOf = (document: Uint8Array | string) => createHash("sha256").update(document).digest("hex");

async function note(
  context: RunContext,
  item: { idRemote: string | null; hasil: string; alasan: string; pesan: string; metadataId?: string },
) {
  await context.db.panenItem.create({
    data: { runId: context.run.id, ...item, pesan: item.pesan.slice(0, 4000) },
  });
  // Still at the source, though not taken this time: not a record for a whole walk to withdraw.
  if (item.idRemote !== null && item.hasil === "GAGAL")
    await context.db.metadataPanen.updateMany({
      where: { sumberId: context.source.id, idRemote: item.idRemote },
      data: { dilihatRunId: context.run.id },
    });
}

/**
 * The document as the source's stylesheet makes it, or its bytes as received (the import reads
 * the encoding it declares). The stylesheet is given the decoded text without its declaration,
 * so xsltproc reads it as the UTF-8 it is handed in.
 */
async function transformed(source: SumberPanen, document: Uint8Array): Promise<Uint8Array | string> {
  if (!source.xslt) return document;
  return runXslt(source.xslt, withoutXmlDeclaration(decodeXmlBytes(document)));
}

/** Imports one record (or leaves it, unchanged), notes what happened; returns the count it goes to. */
async function takeRecord(
  context: RunContext,
  item: Extract<HarvestItem, { kind: "record" }>,
  /** The digest the source's document had when last taken, if the source gave it before. */
  lastDigest: string | undefined,
): Promise<keyof Counts> {
  const { db, run, source, actor } = context;
  let text: Uint8Array | string;
  try {
    text = await transformed(source, item.document);
  } catch (error) {
    if (!isAppError(error)) throw error;
    await note(context, {
      idRemote: item.remoteId,
      hasil: "GAGAL",
      alasan: "SCHEMA_ERROR",
      pesan: error.message,
    });
    return "gagal";
  }
  const digest = digestOf(text);
  if (lastDigest === digest) return "tidakBerubah"; // marked seen with its page (takePage)
  try {
    const outcome = await importAgainIfRaced(() =>
      importRecord(actor, text, {
        status: source.kebijakan === "PUBLISHED" ? "PUBLISHED" : "DRAFT",
        organisasiId: source.organisasiId,
        sourceName: `${source.nama}: ${item.remoteId}`.slice(0, 255),
        harvest: { sourceId: source.id },
      }),
    );
    const provenance = {
      sumberId: source.id,
      idRemote: item.remoteId,
      tautanAsli: item.originalUrl,
      digest,
      dilihatRunId: run.id,
    };
    await db.metadataPanen.upsert({
      where: { metadataId: outcome.id },
      create: { metadataId: outcome.id, ...provenance },
      update: provenance,
    });
    if (outcome.outcome === "imported" && source.kebijakan === "QCQE_PROCESS")
      await submit(context, item.remoteId, outcome.id);
    return outcome.outcome === "imported" ? "ditambah" : "diperbarui";
  } catch (error) {
    if (!isAppError(error)) throw error;
    const code = typeof error.details.reason === "string" ? error.details.reason : error.code;
    const reason = refusalReason(code, error.message);
    await note(context, {
      idRemote: item.remoteId,
      hasil: reason === "CONFLICT" ? "KONFLIK" : "GAGAL",
      alasan: reason,
      pesan: error.message,
      ...(typeof error.details.metadataId === "string" ? { metadataId: error.details.metadataId } : {}),
    });
    return reason === "CONFLICT" ? "konflik" : "gagal";
  }
}

/** A new record of a source whose policy is the examiners' queue: submitted, as its producer would. */
async function submit(context: RunContext, remoteId: string, id: string): Promise<void> {
  try {
    await transitionRecord(context.actor, id, {
      status: "QCQE_PROCESS",
      catatan: `Dipanen dari ${context.source.nama} / harvested from ${context.source.nama}`,
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Incomplete for the examiners: it stays a draft, and the report says why.
    await note(context, {
      idRemote: remoteId,
      hasil: "CATATAN",
      alasan: "INCOMPLETE",
      pesan: error.message,
      metadataId: id,
    });
  }
}

/**
 * Records of a page taken at once: parsing and checking one record (this process) overlaps the
 * database's writing of another. As many as the import's own default.
 */
const RECORDS_AT_ONCE = 4;

/**
 * Calls `take` for every item, RECORDS_AT_ONCE at a time, an item after any earlier one with
 * the same remote identifier (a page naming a record twice updates it in turn, not in a race).
 */
async function inTurns(items: HarvestItem[], take: (item: HarvestItem) => Promise<void>): Promise<void> {
  const lastOf = new Map<string, Promise<void>>();
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as HarvestItem;
      const earlier = item.remoteId === null ? undefined : lastOf.get(item.remoteId);
      const done = (async () => {
        await earlier?.catch(() => undefined);
        await take(item);
      })();
      if (item.remoteId !== null) lastOf.set(item.remoteId, done);
      await done;
    }
  };
  // Every worker ends before a failure (the database gone) is passed on: none writes after.
  const ended = await Promise.allSettled(Array.from({ length: RECORDS_AT_ONCE }, worker));
  const failed = ended.find((result) => result.status === "rejected");
  if (failed) throw failed.reason;
}

/** Takes a page's items in; returns the page's counts. */
async function takePage(context: RunContext, page: HarvestPage): Promise<Counts> {
  const counts: Counts = {
    dilihat: 0,
    ditambah: 0,
    diperbarui: 0,
    tidakBerubah: 0,
    ditarik: 0,
    konflik: 0,
    gagal: 0,
  };
  // The page's records the source gave before: their digests in one read, and the unchanged
  // ones marked seen in one write.
  const { db, run, source } = context;
  const remoteIds = page.items.flatMap((item) => (item.kind === "record" ? [item.remoteId] : []));
  const known = new Map(
    (
      await db.metadataPanen.findMany({
        where: { sumberId: source.id, idRemote: { in: remoteIds } },
        select: { idRemote: true, digest: true },
      })
    ).map((row) => [row.idRemote, row.digest]),
  );
  const unchanged: string[] = [];
  const take = async (item: HarvestItem) => {
    counts.dilihat += 1;
    if (item.kind === "record") {
      const outcome = await takeRecord(context, item, known.get(item.remoteId));
      if (outcome === "tidakBerubah") unchanged.push(item.remoteId);
      counts[outcome] += 1;
    } else if (item.kind === "deleted") counts.ditarik += await withdrawRecord(context, item.remoteId);
    else {
      counts.gagal += 1;
      await note(context, {
        idRemote: item.remoteId,
        hasil: "GAGAL",
        alasan: item.reason,
        pesan: item.message,
      });
    }
  };
  await inTurns(page.items, take);
  if (unchanged.length > 0)
    await db.metadataPanen.updateMany({
      where: { sumberId: source.id, idRemote: { in: unchanged } },
      data: { dilihatRunId: run.id },
    });
  return counts;
}

const increments = (counts: Counts) =>
  Object.fromEntries(Object.entries(counts).map(([key, value]) => [key, { increment: value }]));

/** Runs the claimed run to its end (or its cancellation); never throws for what the remote does. */
export async function executeRun(context: RunContext): Promise<PanenRun> {
  const { db, run, source } = context;
  const protocol = HARVEST_PROTOCOLS[source.protokol];
  let cancelled = false;
  const end = await walkPages(protocol, context.fetch, queryOf(source, run), async (page) => {
    const counts = await takePage(context, page);
    const saved = await db.panenRun.update({
      where: { id: run.id },
      data: {
        ...increments(counts),
        kursor: page.cursor,
        dikunciHingga: new Date(Date.now() + RUN_LEASE_MS),
        ...(page.matched !== null ? { jumlahRemote: page.matched } : {}),
      },
    });
    cancelled = saved.dimintaBatal;
    return !cancelled;
  });
  if (cancelled) return finish(context, "DIBATALKAN", "Dibatalkan / cancelled", end.cursor);
  if (end.error) return finish(context, "GAGAL", end.error, end.cursor);
  const withdrawn = run.sejak === null ? await withdrawMissing(context) : 0;
  const counted = await db.panenRun.update({
    where: { id: run.id },
    data: { ditarik: { increment: withdrawn } },
  });
  return finish(context, "SELESAI", countMismatch(counted), null);
}

/** A whole walk that saw another number of records than the remote said it holds: the run's message says so. */
function countMismatch(run: PanenRun): string | null {
  if (run.sejak !== null || run.jumlahRemote === null || run.jumlahRemote === run.dilihat) return null;
  return `Sumber menyebut ${run.jumlahRemote} rekaman, yang tiba ${run.dilihat} / the remote said ${run.jumlahRemote} records, ${run.dilihat} arrived`;
}

async function finish(
  context: RunContext,
  status: "SELESAI" | "GAGAL" | "DIBATALKAN",
  pesan: string | null,
  cursor: string | null,
): Promise<PanenRun> {
  const { db, run, source } = context;
  const done = await db.panenRun.update({
    where: { id: run.id },
    data: { status, pesan, kursor: cursor, selesaiPada: new Date(), dikunciHingga: null },
  });
  if (status === "SELESAI")
    await db.sumberPanen.update({
      where: { id: source.id },
      data: { terakhirBerhasilPada: run.mulaiPada ?? run.createdAt },
    });
  logger().info(
    { run: run.id, source: source.id, status, seen: done.dilihat, added: done.ditambah, failed: done.gagal },
    "harvest run ended",
  );
  return done;
}
