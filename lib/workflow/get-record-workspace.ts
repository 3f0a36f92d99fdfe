import "server-only";
import { z } from "zod";
import type { Actor } from "../auth/actor";
import { may, type RecordAction, recordAccess } from "../auth/permissions";
import { getRecordView } from "../catalogue/editor/get-record-view";
import { getDb } from "../db/client";
import type {
  MetodeTandaTangan,
  Peran,
  StatusDokumenKualitas,
  StatusMetadata,
  TipeDokumenKualitas,
} from "../db/generated/enums";
import { type MissingElement, missingElements } from "../quality/completeness";
import { type OpenExamination, openExaminations } from "../quality/examination-round";
import { type TQualityItem, ZQualityItem } from "../schemas/quality-document";
import type { TRecordView } from "../schemas/record-detail";
import { allowedMoves } from "./machine";
import { LOCKED_RECORD_INCLUDE } from "./transition-record";

// The record workspace (/metadata/[id]): the record as GET /api/metadata/{id} gives it (same
// read check), plus what the workflow screens show around it: the status history, the current
// QC/QE/QA documents with their signers, what completeness still lacks, and what this user may
// do now (the moves of machine.ts and the actions of the permission matrix).

export interface HistoryEntry {
  id: string;
  dari: StatusMetadata | null;
  ke: StatusMetadata;
  catatan: string | null;
  createdAt: string;
  oleh: { namaLengkap: string; peran: Peran } | null;
}

export interface WorkspaceDocument {
  tipe: TipeDokumenKualitas;
  status: StatusDokumenKualitas;
  sesuai: boolean | null;
  passed: number;
  total: number;
  catatan: string | null;
  signedAt: string | null;
  signatureMethod: MetodeTandaTangan | null;
  signatureToken: string | null;
  uploadedDoc: boolean;
  penandatangan: { namaLengkap: string; jabatan: string | null } | null;
  itemPemeriksaan: TQualityItem[];
}

export interface RecordWorkspace {
  record: TRecordView;
  /** Oldest first. */
  riwayat: HistoryEntry[];
  dokumen: Record<"qc" | "qe" | "qa", WorkspaceDocument | null>;
  kekurangan: MissingElement[];
  statusBerikut: StatusMetadata[];
  izin: Record<RecordAction, boolean>;
  /** The record belongs to another organisation than the user's. */
  lintasOrg: boolean;
  /** In QCQE_PROCESS: which of QC and QE still wait for a signature this round. */
  pemeriksaanTerbuka: OpenExamination | null;
}

const ACTIONS: RecordAction[] = ["read", "update", "delete", "qc", "qe", "qa"];
const ZItems = z.array(ZQualityItem);

export async function getRecordWorkspace(actor: Actor, id: string): Promise<RecordWorkspace> {
  const record = await getRecordView(actor, id);
  const db = await getDb();
  const [row, riwayatStatus, dokumenKualitas] = await Promise.all([
    db.metadata.findUniqueOrThrow({ where: { id }, include: LOCKED_RECORD_INCLUDE }),
    db.riwayatStatus.findMany({
      where: { metadataId: id },
      orderBy: { createdAt: "asc" },
      include: { actor: { select: { namaLengkap: true, peran: true } } },
    }),
    db.dokumenKualitas.findMany({
      where: { metadataId: id, status: { not: "REVOKED" } },
      orderBy: { createdAt: "desc" },
      include: { signer: { select: { namaLengkap: true, jabatan: true } } },
    }),
  ]);
  const access = recordAccess(row);
  const current = (tipe: TipeDokumenKualitas): WorkspaceDocument | null => {
    const doc = dokumenKualitas.find((d) => d.tipe === tipe);
    if (!doc) return null;
    const signed = doc.status === "SIGNED";
    const items = ZItems.safeParse(doc.itemPemeriksaan);
    return {
      tipe,
      status: doc.status,
      sesuai: doc.sesuai,
      passed: doc.passed,
      total: doc.total,
      catatan: doc.catatan,
      signedAt: signed ? (doc.signedAt?.toISOString() ?? null) : null,
      signatureMethod: signed ? doc.signatureMethod : null,
      signatureToken: signed ? doc.signatureToken : null,
      uploadedDoc: doc.uploadedDocKey !== null,
      penandatangan: signed ? doc.signer : null,
      itemPemeriksaan: items.success ? items.data : [],
    };
  };
  const open = row.status === "QCQE_PROCESS" ? (await openExaminations(db, [id])).get(id) : undefined;
  return {
    record,
    riwayat: riwayatStatus.map((entry) => ({
      id: entry.id,
      dari: entry.dari,
      ke: entry.ke,
      catatan: entry.catatan,
      createdAt: entry.createdAt.toISOString(),
      oleh: entry.actor,
    })),
    dokumen: { qc: current("QC"), qe: current("QE"), qa: current("QA") },
    kekurangan: missingElements(row),
    statusBerikut: allowedMoves(actor, access),
    izin: Object.fromEntries(ACTIONS.map((action) => [action, may(actor, action, access)])) as Record<
      RecordAction,
      boolean
    >,
    lintasOrg: row.organisasiId !== actor.organisasiId,
    pemeriksaanTerbuka: open ?? null,
  };
}
