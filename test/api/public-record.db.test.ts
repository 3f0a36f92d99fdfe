import { describe, expect, it } from "vitest";
import { GET as getKualitas } from "@/app/api/metadata/[id]/kualitas/route";
import { GET as getRecord } from "@/app/api/public/metadata/[id]/route";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

describe(`record detail and quality status on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const record = (id: string, init?: RequestInit) =>
    call(getRecord, `/api/public/metadata/${id}`, { id }, init);
  const kualitas = (id: string, init?: RequestInit) =>
    call(getKualitas, `/api/metadata/${id}/kualitas`, { id }, init);
  const firstWith = (status: "PUBLISHED" | "DRAFT" | "REVIEW" | "PRIVATE" | "QCQE_PROCESS" | "REJECTED") =>
    database().db.metadata.findFirstOrThrow({
      where: { status },
      orderBy: { id: "asc" },
      include: { kataKunci: true, distribusi: true, kontak: true, dokumenKualitas: true, organisasi: true },
    });

  it("returns the full published record with its ISO content and quality", async () => {
    const stored = await firstWith("PUBLISHED");
    const { status, headers, body } = await record(stored.id);
    expect(status).toBe(200);
    expect(headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect(headers.get("access-control-allow-origin")).toBe("*");
    expect(body).toMatchObject({
      id: stored.id,
      judul: stored.judul,
      abstrak: stored.abstrak,
      status: "PUBLISHED",
      topikKategori: stored.topikKategori,
      bboxUtara: stored.bboxUtara,
      sistemReferensi: stored.sistemReferensi,
      organisasi: { kode: stored.organisasi.kode, nama: stored.organisasi.nama },
      batasan: { akses: stored.batasanAkses, klasifikasiKeamanan: stored.klasifikasiKeamanan },
      kualitasData: { riwayat: stored.riwayatData },
    });
    expect(body.kataKunci.map((k: { kataKunci: string }) => k.kataKunci)).toEqual(
      [...stored.kataKunci].sort((a, b) => a.urutan - b.urutan).map((k) => k.kataKunci),
    );
    expect(body.distribusi).toHaveLength(stored.distribusi.length);
    expect(body.kontak).toHaveLength(stored.kontak.length);
    expect(Object.keys(body.distribusi[0]).sort()).toEqual(
      ["deskripsi", "fungsi", "formatNama", "formatVersi", "nama", "protokol", "url"].sort(),
    );
    expect(body.kualitas.qc.status).toBe("SIGNED");
    expect(body.kualitas.qa.signatureToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("answers 304 when the client has the current version", async () => {
    const stored = await firstWith("PUBLISHED");
    const first = await record(stored.id);
    const again = await record(stored.id, {
      headers: { "If-None-Match": first.headers.get("etag") as string },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const stale = await record(stored.id, { headers: { "If-None-Match": '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it.each(["DRAFT", "QCQE_PROCESS", "REVIEW", "REJECTED", "PRIVATE"] as const)(
    "hides a %s record (404), and its quality status",
    async (status) => {
      const stored = await firstWith(status);
      for (const response of [await record(stored.id), await kualitas(stored.id)]) {
        expect(response.status).toBe(404);
        expect(response.body.error.code).toBe("NOT_FOUND");
      }
    },
  );

  it.each([
    "00000000-0000-4000-8000-000000000000",
    "bukan-id",
    "x".repeat(5000),
    "%00",
    "../etc/passwd",
    "ñ🙂",
  ])("answers 404 JSON for the unknown id %#", async (id) => {
    const { status, body } = await record(id);
    expect(status).toBe(404);
    expect(body.error).toMatchObject({ code: "NOT_FOUND", details: { id } });
  });

  it("gives the QC, QE and QA documents of a published record (spec 2.3)", async () => {
    const stored = await firstWith("PUBLISHED");
    const { status, headers, body } = await kualitas(stored.id);
    expect(status).toBe(200);
    expect(headers.get("etag")).toBeTruthy();
    expect(Object.keys(body).sort()).toEqual(["qa", "qc", "qe"]);
    const qc = stored.dokumenKualitas.find((d) => d.tipe === "QC");
    expect(body.qc).toEqual({
      status: "SIGNED",
      sesuai: qc?.sesuai,
      passed: qc?.passed,
      total: qc?.total,
      signedAt: qc?.signedAt?.toISOString(),
      signatureMethod: qc?.signatureMethod,
      signatureToken: qc?.signatureToken,
      uploadedDoc: qc?.uploadedDocKey !== null,
    });
  });

  it("shows a missing document as null and the newest document of each kind", async () => {
    const stored = await firstWith("PUBLISHED");
    const { db } = database();
    await db.dokumenKualitas.deleteMany({ where: { metadataId: stored.id, tipe: "QA" } });
    await db.dokumenKualitas.create({
      data: {
        metadataId: stored.id,
        tipe: "QE",
        status: "DRAFT",
        passed: 1,
        total: 8,
        createdAt: new Date(),
      },
    });
    const { body } = await kualitas(stored.id);
    expect(body.qa).toBeNull();
    expect(body.qe).toMatchObject({
      status: "DRAFT",
      passed: 1,
      total: 8,
      signatureToken: null,
      signedAt: null,
    });
  });
});
