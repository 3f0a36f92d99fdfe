import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { isAppError } from "@/lib/errors";
import { listExaminationQueue } from "@/lib/quality/list-examination-queue";
import { previewAutomaticChecks } from "@/lib/quality/preview-automatic-checks";
import { signQualityDocument } from "@/lib/quality/sign-document";
import { getRecordWorkspace } from "@/lib/workflow/get-record-workspace";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

// What the workflow screens read (record workspace, examiner queue, the automatic checks before
// signing), against the seeded demo catalogue.

describe(`workflow screen data on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const actorOf = async (email: string): Promise<Actor> => {
    const user = await database().db.pengguna.findUniqueOrThrow({ where: { email } });
    return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  };
  const recordIn = async (status: "QCQE_PROCESS" | "REVIEW" | "DRAFT" | "PUBLISHED", kode: string) =>
    database().db.metadata.findFirstOrThrow({
      where: { status, organisasi: { kode } },
      orderBy: { id: "asc" },
      select: { id: true, ownerId: true },
    });
  const codeOf = async (promise: Promise<unknown>) =>
    promise.then(
      () => "OK",
      (error) => (isAppError(error) ? error.code : String(error)),
    );

  it("gives the owner the history, documents, missing elements and the moves allowed now", async () => {
    const { db } = database();
    const draft = await recordIn("DRAFT", "BIG");
    const owner = await db.pengguna.findUniqueOrThrow({ where: { id: draft.ownerId } });
    const actor = await actorOf(owner.email);
    const workspace = await getRecordWorkspace(actor, draft.id);
    expect(workspace.record.id).toBe(draft.id);
    expect(workspace.riwayat[0]?.ke).toBe("DRAFT");
    expect(workspace.riwayat[0]?.oleh?.namaLengkap).toBe(owner.namaLengkap);
    expect(workspace.izin).toMatchObject({ read: true, update: true, delete: true, qc: false });
    expect(workspace.statusBerikut).toEqual(["QCQE_PROCESS"]);
    expect(workspace.dokumen.qc).toBeNull();
    expect(workspace.pemeriksaanTerbuka).toBeNull();
    expect(workspace.lintasOrg).toBe(false);
  });

  it("shows a published record's signed documents with signer and items", async () => {
    const published = await recordIn("PUBLISHED", "BIG");
    const workspace = await getRecordWorkspace(await actorOf("walidata@big.contoh.go.id"), published.id);
    for (const doc of [workspace.dokumen.qc, workspace.dokumen.qe, workspace.dokumen.qa]) {
      expect(doc?.status).toBe("SIGNED");
      expect(doc?.signatureToken).toHaveLength(43);
      expect(doc?.penandatangan?.namaLengkap).toBeTruthy();
    }
    expect(workspace.statusBerikut).toEqual(["PRIVATE"]);
  });

  it("refuses the workspace as GET /api/metadata/{id} does", async () => {
    const draft = await recordIn("DRAFT", "BIG");
    expect(await codeOf(getRecordWorkspace(await actorOf("walidata@bps.contoh.go.id"), draft.id))).toBe(
      "FORBIDDEN",
    );
    expect(await codeOf(getRecordWorkspace(await actorOf("admin@simpul.contoh.go.id"), "tidak-ada"))).toBe(
      "NOT_FOUND",
    );
  });

  it("queues cross-organisation records for an examiner, marked, with QC and QE open", async () => {
    const examiner = await actorOf("pemeriksa1@bps.contoh.go.id");
    const queue = await listExaminationQueue(examiner);
    expect(queue.records.length).toBeGreaterThan(0);
    const { db } = database();
    const rows = await db.metadata.findMany({
      where: { id: { in: queue.records.map((r) => r.id) } },
      select: {
        id: true,
        status: true,
        organisasi: { select: { kode: true, allowLintasOrgReviewer: true } },
      },
    });
    for (const row of rows) {
      expect(row.status).toBe("QCQE_PROCESS");
      const item = queue.records.find((r) => r.id === row.id);
      expect(item?.lintasOrg).toBe(row.organisasi.kode !== "BPS");
      if (item?.lintasOrg) expect(row.organisasi.allowLintasOrgReviewer).toBe(true);
    }
    const big = queue.records.find((r) => r.organisasi.kode === "BIG");
    expect(big?.terbuka).toEqual({ qc: true, qe: true });
  });

  it("previews the automatic checks without signing, and closes QC in the queue once signed", async () => {
    const examiner = await actorOf("pemeriksa1@big.contoh.go.id");
    const record = await recordIn("QCQE_PROCESS", "BIG");
    const qc = await previewAutomaticChecks(examiner, record.id, "QC");
    expect(qc.every((item) => item.otomatis)).toBe(true);
    expect(qc.map((item) => item.kode)).toContain("AUTO-EKSPOR");
    const { db } = database();
    expect(await db.dokumenKualitas.count({ where: { metadataId: record.id, status: "SIGNED" } })).toBe(0);
    const qe = await previewAutomaticChecks(examiner, record.id, "QE");
    const reports = await db.laporanKualitasData.count({ where: { metadataId: record.id } });
    expect(qe).toHaveLength(reports);
    expect(await codeOf(previewAutomaticChecks(examiner, record.id, "QA"))).toBe("FORBIDDEN");
    const producer = await actorOf("produsen1@big.contoh.go.id");
    expect(await codeOf(previewAutomaticChecks(producer, record.id, "QC"))).toBe("FORBIDDEN");

    await signQualityDocument(examiner, record.id, "QC", {
      sesuai: qc.every((item) => item.lulus !== false),
      catatan: null,
      itemPemeriksaan: [],
    });
    const queue = await listExaminationQueue(examiner);
    const after = queue.records.find((r) => r.id === record.id);
    if (after) expect(after.terbuka).toEqual({ qc: false, qe: true });
    else expect((await db.metadata.findUniqueOrThrow({ where: { id: record.id } })).status).toBe("REJECTED");
  });
});
