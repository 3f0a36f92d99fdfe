import "server-only";
import type { Actor } from "../auth/actor";
import { getDb } from "../db/client";
import type { Prisma, SumberPanen } from "../db/generated/client";
import { AppError } from "../errors";
import type { THarvestSourceInput } from "../schemas/harvest-source";
import { checkStylesheet } from "../xslt/check-stylesheet";
import type { RemoteDescription } from "./protocol";
import { RemoteError } from "./protocol";
import { HARVEST_PROTOCOLS } from "./registry";
import { nextDue } from "./schedule";
import { sealCredentials, sourceFetch } from "./source-fetch";
import { queryOf } from "./source-query";

// Harvest sources, as administrators manage them (every change audited). Credentials are
// written, never read back: a source's view says only whether it has some.

export type HarvestSourceView = Omit<SumberPanen, "kredensial"> & {
  adaKredensial: boolean;
  organisasi: { kode: string; nama: string };
  runTerakhir: {
    id: string;
    status: string;
    selesaiPada: Date | null;
    dilihat: number;
    gagal: number;
  } | null;
  jumlahRekaman: number;
};

const notFound = (id: string) =>
  new AppError("NOT_FOUND", `Sumber panen ${id} tidak ditemukan / no such harvest source`, { id });

function view(
  row: SumberPanen & {
    organisasi: { kode: string; nama: string };
    runs: HarvestSourceView["runTerakhir"][];
    _count: { rekaman: number };
  },
): HarvestSourceView {
  const { kredensial, runs, _count, ...rest } = row;
  return {
    ...rest,
    adaKredensial: kredensial !== null,
    runTerakhir: runs[0] ?? null,
    jumlahRekaman: _count.rekaman,
  };
}

const VIEW_INCLUDE = {
  organisasi: { select: { kode: true, nama: true } },
  runs: {
    orderBy: { createdAt: "desc" },
    take: 1,
    select: { id: true, status: true, selesaiPada: true, dilihat: true, gagal: true },
  },
  _count: { select: { rekaman: true } },
} satisfies Prisma.SumberPanenInclude;

export async function listSources(): Promise<HarvestSourceView[]> {
  const db = await getDb();
  return (await db.sumberPanen.findMany({ orderBy: { nama: "asc" }, include: VIEW_INCLUDE })).map(view);
}

export async function getSource(id: string): Promise<HarvestSourceView> {
  const db = await getDb();
  const row = await db.sumberPanen.findUnique({ where: { id }, include: VIEW_INCLUDE });
  if (!row) throw notFound(id);
  return view(row);
}

/** The columns of the input (credentials sealed; left out: unchanged). */
async function columnsOf(input: THarvestSourceInput) {
  if (input.xslt) checkStylesheet(input.xslt);
  const db = await getDb();
  if (!(await db.organisasi.findUnique({ where: { id: input.organisasiId }, select: { id: true } })))
    throw new AppError("VALIDATION_FAILED", "Organisasi tidak dikenal / unknown organisation", {
      fields: [{ field: "organisasiId", message: "unknown" }],
    });
  const { kredensial, bbox, ...rest } = input;
  return {
    ...rest,
    bbox: bbox ?? [],
    ...(kredensial === undefined
      ? {}
      : { kredensial: kredensial === null ? null : sealCredentials(kredensial) }),
    berikutnyaPada: input.aktif ? nextDue(input, new Date()) : null,
  };
}

export async function createSource(actor: Actor, input: THarvestSourceInput): Promise<HarvestSourceView> {
  const db = await getDb();
  const data = await columnsOf(input);
  const id = await db.$transaction(async (tx) => {
    const created = await tx.sumberPanen.create({ data: { ...data, dibuatOlehId: actor.userId } });
    await tx.auditLog.create({
      data: {
        actorId: actor.userId,
        aksi: "HARVEST_SOURCE_CREATE",
        target: created.id,
        detail: { nama: input.nama, url: input.url },
      },
    });
    return created.id;
  });
  return getSource(id);
}

export async function updateSource(
  actor: Actor,
  id: string,
  input: THarvestSourceInput,
): Promise<HarvestSourceView> {
  const db = await getDb();
  const data = await columnsOf(input);
  await db.$transaction(async (tx) => {
    const { count } = await tx.sumberPanen.updateMany({ where: { id }, data });
    if (count === 0) throw notFound(id);
    await tx.auditLog.create({
      data: {
        actorId: actor.userId,
        aksi: "HARVEST_SOURCE_UPDATE",
        target: id,
        detail: { nama: input.nama, url: input.url },
      },
    });
  });
  return getSource(id);
}

/** Deletes a source and its run history; its records stay, as records of their organisation. */
export async function deleteSource(actor: Actor, id: string): Promise<void> {
  const db = await getDb();
  await db.$transaction(async (tx) => {
    const running = await tx.panenRun.count({ where: { sumberId: id, status: "BERJALAN" } });
    if (running > 0)
      throw new AppError(
        "CONFLICT",
        "Panen sedang berjalan; batalkan dulu / a run is going on: cancel it first",
        { id },
      );
    const { count } = await tx.sumberPanen.deleteMany({ where: { id } });
    if (count === 0) throw notFound(id);
    await tx.auditLog.create({ data: { actorId: actor.userId, aksi: "HARVEST_SOURCE_DELETE", target: id } });
  });
}

export type SourceTest =
  | { ok: true; remote: RemoteDescription }
  /** The remote could not be used: why (the fetcher's or the protocol's words). */
  | { ok: false; kind: string; message: string; url: string };

/**
 * What the remote offers for the source as given ("test connection"); a remote's failure is an
 * answer, not an error. `storedId`: a saved source, whose stored credentials are used unless the
 * input gives credentials (or null: none).
 */
export async function testSource(input: THarvestSourceInput, storedId?: string): Promise<SourceTest> {
  const columns = await columnsOf(input);
  // The credentials typed (sealed by columnsOf), else (a saved source's test) the stored ones.
  let kredensial = columns.kredensial ?? null;
  if (columns.kredensial === undefined && storedId) {
    const stored = await (await getDb()).sumberPanen.findUnique({
      where: { id: storedId },
      select: { kredensial: true },
    });
    if (!stored) throw notFound(storedId);
    kredensial = stored.kredensial;
  }
  const source = { ...columns, kredensial };
  try {
    return {
      ok: true,
      remote: await HARVEST_PROTOCOLS[input.protokol].describe(sourceFetch(source), queryOf(source, null)),
    };
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    return { ok: false, kind: error.kind, message: error.message, url: error.url };
  }
}
