import { isAppError } from "../errors";
import { transitionRecord } from "../workflow/transition-record";
import type { RunContext } from "./execute-run";

// Records a source no longer has are withdrawn, never deleted: a published one is made
// PRIVATE by the workflow's own move, with a note in its history saying why; one in any other
// status is left where the workflow has it, and the run's report names it (GONE).

async function withdraw(context: RunContext, metadataId: string, remoteId: string): Promise<number> {
  const record = await context.db.metadata.findUnique({
    where: { id: metadataId },
    select: { status: true },
  });
  if (!record) return 0;
  if (record.status === "PUBLISHED") {
    try {
      await transitionRecord(context.actor, metadataId, {
        status: "PRIVATE",
        catatan: `Ditarik: tidak ada lagi di sumber panen ${context.source.nama} / withdrawn: no longer at the harvest source`,
      });
    } catch (error) {
      if (!isAppError(error)) throw error;
      await noteGone(context, remoteId, metadataId, error.message);
      return 0;
    }
    await context.db.panenItem.create({
      data: {
        runId: context.run.id,
        idRemote: remoteId,
        hasil: "DITARIK",
        alasan: "GONE",
        metadataId,
        pesan: "PUBLISHED → PRIVATE",
      },
    });
    return 1;
  }
  if (record.status !== "PRIVATE") await noteGone(context, remoteId, metadataId, `status ${record.status}`);
  return 0;
}

const noteGone = (context: RunContext, remoteId: string, metadataId: string, pesan: string) =>
  context.db.panenItem.create({
    data: {
      runId: context.run.id,
      idRemote: remoteId,
      hasil: "CATATAN",
      alasan: "GONE",
      metadataId,
      pesan: pesan.slice(0, 4000),
    },
  });

/** The record the source says it deleted (OAI-PMH): withdrawn; 1 when it was. */
export async function withdrawRecord(context: RunContext, remoteId: string): Promise<number> {
  const known = await context.db.metadataPanen.findUnique({
    where: { sumberId_idRemote: { sumberId: context.source.id, idRemote: remoteId } },
  });
  return known ? withdraw(context, known.metadataId, remoteId) : 0;
}

/** After a full run: the source's records this run did not find, withdrawn; returns how many. */
export async function withdrawMissing(context: RunContext): Promise<number> {
  const missing = await context.db.metadataPanen.findMany({
    where: {
      sumberId: context.source.id,
      OR: [{ dilihatRunId: null }, { NOT: { dilihatRunId: context.run.id } }],
    },
    select: { metadataId: true, idRemote: true },
  });
  let withdrawn = 0;
  for (const { metadataId, idRemote } of missing) withdrawn += await withdraw(context, metadataId, idRemote);
  return withdrawn;
}
