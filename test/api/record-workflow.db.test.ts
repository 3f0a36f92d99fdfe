import { describe, expect, it } from "vitest";
import { GET as certificatePdf } from "@/app/api/metadata/[id]/kualitas/[tipe]/dokumen/route";
import { POST as sign } from "@/app/api/metadata/[id]/kualitas/[tipe]/route";
import {
  DELETE as deleteRecord,
  GET as getRecord,
  PATCH as patchRecord,
} from "@/app/api/metadata/[id]/route";
import { POST as moveStatus } from "@/app/api/metadata/[id]/status/route";
import { POST as createRecord, GET as listRecords } from "@/app/api/metadata/route";
import { Prisma } from "@/lib/db/generated/client";
import { verifyDocument } from "@/lib/quality/verify-document";
import { relevanceTier } from "@/lib/search/words";
import { objectStoreFor } from "@/lib/storage/object-store";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";
import { UUID_V7 } from "@/test/support/uuid-v7";

// The authenticated record API and the publication workflow through the route handlers,
// on a seeded database: list scoping, create/patch/delete with optimistic locking, every
// move of the workflow, signing QC/QE/QA with PKI, tampering, and two moves at once.

const WALIDATA = ["walidata@big.contoh.go.id", "Walidata#2026"] as const;

const json = (method: string, cookie: string, body: unknown, headers: Record<string, string> = {}) => ({
  method,
  headers: { Cookie: cookie, "Content-Type": "application/json", ...headers },
  body: JSON.stringify(body),
});

describe(`record API and workflow on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const cookies: Record<string, string> = {};
  const cookie = async (who: "admin" | "produsen" | "pemeriksa" | "walidata") => {
    if (!cookies[who]) {
      const [email, password] = who === "walidata" ? WALIDATA : DEMO[who];
      cookies[who] = await signInCookie(email, password);
    }
    return cookies[who] as string;
  };

  /** A complete record to start from: the content of a published record of BIG, as GET returns it. */
  const completeContent = async () => {
    const { db } = database();
    const producer = await db.pengguna.findUniqueOrThrow({ where: { email: DEMO.produsen[0] } });
    const source = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", organisasiId: producer.organisasiId },
      orderBy: { id: "asc" },
    });
    const { body } = await call(
      getRecord,
      `/api/metadata/${source.id}`,
      { id: source.id },
      {
        headers: { Cookie: await cookie("produsen") },
      },
    );
    return { ...body, judul: `Salinan ${body.judul}` };
  };

  const create = async (content: unknown, who: "produsen" | "admin" = "produsen") =>
    call(createRecord, "/api/metadata", {}, json("POST", await cookie(who), content));
  const move = async (
    id: string,
    who: "produsen" | "walidata" | "admin" | "pemeriksa",
    status: string,
    catatan?: string,
  ) =>
    call(
      moveStatus,
      `/api/metadata/${id}/status`,
      { id },
      json("POST", await cookie(who), { status, catatan }),
    );
  const signAs = async (
    id: string,
    tipe: string,
    who: "pemeriksa" | "walidata",
    sesuai: boolean,
    extra = {},
  ) =>
    call(
      sign,
      `/api/metadata/${id}/kualitas/${tipe}`,
      { id, tipe },
      json("POST", await cookie(who), { sesuai, ...extra }),
    );

  it("lists only what the role may read, filtered and paged", async () => {
    const { db } = database();
    const producer = await db.pengguna.findUniqueOrThrow({ where: { email: DEMO.produsen[0] } });
    const all = await call(
      listRecords,
      "/api/metadata?pageSize=100",
      {},
      { headers: { Cookie: await cookie("produsen") } },
    );
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(await db.metadata.count({ where: { organisasiId: producer.organisasiId } }));
    expect(all.body.records.every((r: { organisasi: { kode: string } }) => r.organisasi.kode === "BIG")).toBe(
      true,
    );
    const drafts = await call(
      listRecords,
      "/api/metadata?status=DRAFT&pageSize=2&page=1",
      {},
      {
        headers: { Cookie: await cookie("produsen") },
      },
    );
    expect(drafts.body.pageSize).toBe(2);
    expect(drafts.body.records.every((r: { status: string }) => r.status === "DRAFT")).toBe(true);
    const own = drafts.body.records.find((r: { pemilik: { id: string } }) => r.pemilik.id === producer.id);
    if (own) expect(own.statusBerikut).toEqual(["QCQE_PROCESS"]);
    const admin = await call(
      listRecords,
      "/api/metadata?pageSize=1",
      {},
      { headers: { Cookie: await cookie("admin") } },
    );
    expect(admin.body.total).toBe(await db.metadata.count());
    const bad = await call(
      listRecords,
      "/api/metadata?status=SELESAI",
      {},
      { headers: { Cookie: await cookie("admin") } },
    );
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error.details)).toContain("status");
    expect((await call(listRecords, "/api/metadata")).status).toBe(401);
  });

  it("lists a search's title matches first, then title and keyword matches, then the rest, latest change first in each", async () => {
    const { db } = database();
    // A title word of some records that others hold only in their keywords or abstract.
    const [{ word } = { word: "" }] = await db.$queryRaw<{ word: string }[]>`
      WITH words AS (
        SELECT DISTINCT lower(unnest(regexp_split_to_array(judul, '[^[:alpha:]]+'))) AS word FROM "Metadata"
      )
      SELECT w.word FROM words w
        CROSS JOIN LATERAL (SELECT (simpul_tsquery(w.word) || to_tsquery('pg_catalog.simple', w.word || ':*')) AS q) tq
        JOIN "Metadata" m ON m."searchVector" @@ tq.q
       WHERE length(w.word) >= 4
       GROUP BY w.word HAVING count(DISTINCT ${relevanceTier(Prisma.sql`tq.q`)}) >= 2 AND count(*) <= 100
       ORDER BY count(DISTINCT ${relevanceTier(Prisma.sql`tq.q`)}) DESC, count(*) DESC, w.word LIMIT 1`;
    expect(word).not.toBe("");
    const listed = await call(
      listRecords,
      `/api/metadata?q=${word}&pageSize=100`,
      {},
      { headers: { Cookie: await cookie("admin") } },
    );
    expect(listed.status).toBe(200);
    const ids = listed.body.records.map((r: { id: string }) => r.id);
    const rows = await db.$queryRaw<{ id: string; tier: number; updatedAt: Date }[]>`
      SELECT m."id", m."updatedAt",
             ${relevanceTier(Prisma.sql`(simpul_tsquery(${word}) || to_tsquery('pg_catalog.simple', ${word} || ':*'))`)} AS "tier"
        FROM "Metadata" m WHERE m."id" = ANY(${ids}::text[])`;
    const byId = new Map(rows.map((row) => [row.id, row]));
    const inOrder = ids.map((id: string) => byId.get(id));
    expect(
      new Set(inOrder.map((row: { tier: number } | undefined) => row?.tier)).size,
    ).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < inOrder.length; i++) {
      const [before, after] = [inOrder[i - 1], inOrder[i]];
      expect(before.tier).toBeLessThanOrEqual(after.tier);
      if (before.tier === after.tier)
        expect(before.updatedAt.getTime()).toBeGreaterThanOrEqual(after.updatedAt.getTime());
    }
  });

  it("creates a record from the shape GET returns, and names each bad field", async () => {
    const content = await completeContent();
    const created = await create(content);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "DRAFT", version: 1, judul: content.judul });
    expect(created.body.id).not.toBe(content.id);
    expect(created.body.kontak).toEqual(content.kontak);
    expect(created.body.kataKunci).toEqual(content.kataKunci);
    expect(created.headers.get("location")).toBe(`/api/metadata/${created.body.id}`);

    const minimal = await create({ judul: "Peta minimal" });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({ abstrak: "", tipeData: "lainnya", kontak: [] });

    const bad = await create({
      judul: " ",
      bboxBarat: 200,
      kontak: [{ peran: "owner", email: 5 }],
      warna: "merah",
    });
    expect(bad.status).toBe(400);
    const fields = bad.body.error.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["judul", "bboxBarat", "kontak.0.email", "warna"]));

    const examiner = await call(
      createRecord,
      "/api/metadata",
      {},
      json("POST", await cookie("pemeriksa"), { judul: "x" }),
    );
    expect(examiner.status).toBe(403);
  });

  it("patches only the given fields, and refuses a stale version", async () => {
    const content = await completeContent();
    content.kataKunci[0].thesaurusTanggal = "2020-05-01T00:00:00.000Z";
    const { body: record } = await create(content);
    expect(record.kataKunci[0].thesaurusTanggal).toBe("2020-05-01T00:00:00.000Z");
    const id = record.id;
    const patched = await call(
      patchRecord,
      `/api/metadata/${id}`,
      { id },
      json(
        "PATCH",
        await cookie("produsen"),
        {
          judul: "Judul baru",
          batasan: { lain: "CC-BY 4.0" },
        },
        { "If-Match": `"${record.version}"` },
      ),
    );
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      judul: "Judul baru",
      version: record.version + 1,
      abstrak: record.abstrak,
    });
    expect(patched.body.batasan).toEqual({ ...record.batasan, lain: "CC-BY 4.0" });
    expect(patched.body.kontak).toEqual(record.kontak);
    expect(patched.body.kataKunci).toEqual(record.kataKunci);
    expect(patched.headers.get("etag")).toBe(`"${record.version + 1}"`);

    const stale = await call(
      patchRecord,
      `/api/metadata/${id}`,
      { id },
      json("PATCH", await cookie("produsen"), {
        judul: "Kalah",
        version: record.version,
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.body.error.details).toMatchObject({ reason: "STALE_VERSION", version: record.version + 1 });

    // Two writers that read the same version: exactly one wins.
    const both = await Promise.all(
      ["A", "B"].map(async (name) =>
        call(
          patchRecord,
          `/api/metadata/${id}`,
          { id },
          json("PATCH", await cookie("produsen"), {
            judul: `Penulis ${name}`,
            version: record.version + 1,
          }),
        ),
      ),
    );
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const { db } = database();
    const stored = await db.metadata.findUniqueOrThrow({ where: { id } });
    expect(stored.version).toBe(record.version + 2);
    expect(stored.judul).toBe(both.find((r) => r.status === 200)?.body.judul);

    const invalid = await call(
      patchRecord,
      `/api/metadata/${id}`,
      { id },
      json("PATCH", await cookie("produsen"), { tanggal: "kemarin" }),
    );
    expect(invalid.status).toBe(400);
    const other = await call(
      patchRecord,
      `/api/metadata/${id}`,
      { id },
      json("PATCH", await cookie("walidata"), { judul: "x" }),
    );
    expect(other.status).toBe(403);
  });

  it("deletes DRAFT records of the owner only: 409 in another status, 403 for others", async () => {
    const { body: draft } = await create({ judul: "Untuk dihapus" });
    const forbidden = await call(
      deleteRecord,
      `/api/metadata/${draft.id}`,
      { id: draft.id },
      {
        method: "DELETE",
        headers: { Cookie: await cookie("walidata") },
      },
    );
    expect(forbidden.status).toBe(403);
    const deleted = await call(
      deleteRecord,
      `/api/metadata/${draft.id}`,
      { id: draft.id },
      {
        method: "DELETE",
        headers: { Cookie: await cookie("produsen") },
      },
    );
    expect(deleted.status).toBe(204);
    expect(await database().db.metadata.findUnique({ where: { id: draft.id } })).toBeNull();

    const { body: submitted } = await create(await completeContent());
    const submittedMove = await move(submitted.id, "produsen", "QCQE_PROCESS");
    expect(submittedMove.body).toMatchObject({ status: "QCQE_PROCESS" });
    const wrongStatus = await call(
      deleteRecord,
      `/api/metadata/${submitted.id}`,
      { id: submitted.id },
      {
        method: "DELETE",
        headers: { Cookie: await cookie("produsen") },
      },
    );
    expect(wrongStatus.status).toBe(409);
    expect(wrongStatus.body.error.details.statusDiizinkan).toEqual(["DRAFT"]);
  });

  it("refuses to submit an incomplete record, listing what is missing", async () => {
    const { body: draft } = await create({ judul: "Belum lengkap" });
    const refused = await move(draft.id, "produsen", "QCQE_PROCESS");
    expect(refused.status).toBe(422);
    const missing = refused.body.error.details.missing.map((m: { field: string }) => m.field);
    expect(missing).toEqual(expect.arrayContaining(["abstrak", "bbox", "kataKunci", "kontak.SUMBER_DAYA"]));
    expect(missing).not.toContain("judul");
  });

  it("runs a record through QC, QE and QA to PUBLISHED, with history, signatures and a certificate", async () => {
    const { db } = database();
    const { body: draft } = await create(await completeContent());
    const id = draft.id;
    const versionBefore = (await db.catalogueState.findUniqueOrThrow({ where: { id: 1 } })).version;

    const illegal = await move(id, "produsen", "PUBLISHED");
    expect(illegal.status).toBe(409);
    expect(illegal.body.error.details).toMatchObject({ status: "DRAFT", statusDiizinkan: ["QCQE_PROCESS"] });

    expect((await move(id, "produsen", "QCQE_PROCESS")).body).toMatchObject({
      dari: "DRAFT",
      status: "QCQE_PROCESS",
    });
    // Not the examiner's move, and QC/QE are not moved by hand.
    expect((await move(id, "pemeriksa", "REVIEW")).status).toBe(409);
    expect((await signAs(id, "qa", "walidata", true)).status).toBe(409);

    const qc = await signAs(id, "qc", "pemeriksa", true);
    expect(qc.status).toBe(201);
    expect(qc.body).toMatchObject({
      tipe: "QC",
      status: "SIGNED",
      signatureMethod: "PKI",
      statusMetadata: "QCQE_PROCESS",
    });
    expect(qc.body.signatureToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(qc.body.itemPemeriksaan.filter((i: { otomatis?: boolean }) => i.otomatis).length).toBeGreaterThan(
      10,
    );
    expect(qc.body.passed).toBe(qc.body.total);
    expect((await signAs(id, "qc", "pemeriksa", true)).status).toBe(409); // once per round

    const qe = await signAs(id, "qe", "pemeriksa", true, {
      itemPemeriksaan: [
        {
          kode: "DQ_CompletenessOmission",
          label: "Omisi objek",
          lulus: true,
          metodeEvaluasi: "directInternal",
        },
        { kode: "DQ_AbsoluteExternalPositionalAccuracy", label: "Akurasi posisi", lulus: true },
      ],
    });
    expect(qe.body).toMatchObject({ passed: 2, total: 2, statusMetadata: "REVIEW" });

    expect((await move(id, "walidata", "PUBLISHED")).status).toBe(422); // QA first
    expect((await signAs(id, "qa", "walidata", true)).status).toBe(201);
    expect((await move(id, "walidata", "PUBLISHED")).body).toMatchObject({ status: "PUBLISHED" });

    const history = await db.riwayatStatus.findMany({
      where: { metadataId: id },
      orderBy: { createdAt: "asc" },
    });
    expect(history.map((h) => `${h.dari ?? "-"}>${h.ke}`)).toEqual([
      "->DRAFT",
      "DRAFT>QCQE_PROCESS",
      "QCQE_PROCESS>REVIEW",
      "REVIEW>PUBLISHED",
    ]);
    // Time-ordered ids (UUID version 7): the workflow's entries (Prisma's default) as the editor's.
    for (const entry of history) expect(entry.id).toMatch(UUID_V7);
    const versionAfter = (await db.catalogueState.findUniqueOrThrow({ where: { id: 1 } })).version;
    expect(versionAfter).toBeGreaterThan(versionBefore);
    expect((await db.metadata.findUniqueOrThrow({ where: { id } })).publishedAt).not.toBeNull();

    for (const token of [qc.body.signatureToken, qe.body.signatureToken]) {
      expect(await verifyDocument(token)).toMatchObject({ valid: true, metadata: { id } });
    }

    const pdf = await certificatePdf(
      new Request(`http://localhost/api/metadata/${id}/kualitas/qc/dokumen`, {
        headers: { Cookie: await cookie("produsen") },
      }),
      { params: Promise.resolve({ id, tipe: "qc" }) },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    // Unpublishing and publishing again: the custodian's moves; the signatures still verify.
    expect((await move(id, "walidata", "PRIVATE")).body.status).toBe("PRIVATE");
    expect((await move(id, "walidata", "PUBLISHED")).body.status).toBe("PUBLISHED");
    expect(await verifyDocument(qc.body.signatureToken)).toMatchObject({ valid: true });
  });

  it("rejects on a non-conforming QC, lets the owner revise, and needs a note to reject from REVIEW", async () => {
    const { body: draft } = await create(await completeContent());
    const id = draft.id;
    await move(id, "produsen", "QCQE_PROCESS");
    const qc = await signAs(id, "qc", "pemeriksa", false, { catatan: "Abstrak kurang jelas" });
    expect(qc.body.statusMetadata).toBe("REJECTED");
    expect((await move(id, "produsen", "DRAFT")).body.status).toBe("DRAFT");
    await move(id, "produsen", "QCQE_PROCESS");
    // A new round: QC may be signed again.
    expect((await signAs(id, "qc", "pemeriksa", true)).body.statusMetadata).toBe("QCQE_PROCESS");
    expect(
      (
        await signAs(id, "qe", "pemeriksa", true, {
          itemPemeriksaan: [{ kode: "QE01", label: "Omisi", lulus: true }],
        })
      ).body.statusMetadata,
    ).toBe("REVIEW");
    const noNote = await move(id, "walidata", "REJECTED");
    expect(noNote.status).toBe(400);
    expect((await move(id, "walidata", "REJECTED", "Resolusi tidak sesuai")).body.status).toBe("REJECTED");
  });

  it("accepts a scanned hand-signed PDF instead of a PKI signature, and notices a replaced file", async () => {
    const { body: draft } = await create(await completeContent());
    const id = draft.id;
    await move(id, "produsen", "QCQE_PROCESS");
    const upload = async (bytes: Uint8Array, fields: Record<string, string> = { sesuai: "true" }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("dokumen", new Blob([Buffer.from(bytes)], { type: "application/pdf" }), "qc.pdf");
      return call(
        sign,
        `/api/metadata/${id}/kualitas/qc`,
        { id, tipe: "qc" },
        {
          method: "POST",
          headers: { Cookie: await cookie("pemeriksa") },
          body: form,
        },
      );
    };
    const notPdf = await upload(new TextEncoder().encode("<html>bukan pdf</html>"));
    expect(notPdf.status).toBe(400);
    expect(notPdf.body.error.details.fields[0].field).toBe("dokumen");
    expect((await upload(new Uint8Array(10 * 1024 * 1024 + 1).fill(0x25))).status).toBe(413);
    const badField = await upload(new TextEncoder().encode("%PDF-1.4 x"), { sesuai: "mungkin" });
    expect(badField.status).toBe(400);

    const scan = new TextEncoder().encode("%PDF-1.4\n% pindaian bertanda tangan basah\n%%EOF\n");
    const signed = await upload(scan);
    expect(signed.status).toBe(201);
    expect(signed.body).toMatchObject({ signatureMethod: "MANUAL", uploadedDoc: true, sertifikat: null });
    expect(await verifyDocument(signed.body.signatureToken)).toMatchObject({
      valid: true,
      signatureMethod: "MANUAL",
    });

    const download = await certificatePdf(
      new Request(`http://localhost/api/metadata/${id}/kualitas/qc/dokumen`, {
        headers: { Cookie: await cookie("produsen") },
      }),
      { params: Promise.resolve({ id, tipe: "qc" }) },
    );
    expect(Buffer.from(await download.arrayBuffer())).toEqual(Buffer.from(scan));

    const stored = await database().db.dokumenKualitas.findFirstOrThrow({
      where: { signatureToken: signed.body.signatureToken },
    });
    await objectStoreFor().putObject(
      stored.uploadedDocKey as string,
      new TextEncoder().encode("%PDF-1.4 lain"),
      "application/pdf",
    );
    expect(await verifyDocument(signed.body.signatureToken)).toStrictEqual({ valid: false });
  });

  it("does not let QC conform while an automatic check fails (a code outside its reference list)", async () => {
    const content = await completeContent();
    content.kontak[0].peran = "bos";
    content.batasan.pemakaian = ["license", "gratis"]; // MD_RestrictionCode has no "gratis"
    const { body: draft } = await create(content);
    await move(draft.id, "produsen", "QCQE_PROCESS");
    const refused = await signAs(draft.id, "qc", "pemeriksa", true);
    expect(refused.status).toBe(422);
    expect(refused.body.error.details).toMatchObject({
      reason: "AUTOMATIC_CHECKS_FAILED",
      gagal: ["AUTO-KODE"],
    });
    const notConforming = await signAs(draft.id, "qc", "pemeriksa", false);
    const codes = notConforming.body.itemPemeriksaan.find(
      (item: { kode: string }) => item.kode === "AUTO-KODE",
    );
    expect(codes).toMatchObject({ lulus: false });
    expect(codes.catatan).toContain("kontak.peran: bos");
    expect(codes.catatan).toContain("batasan.pemakaian: gratis");
    expect(notConforming.body.statusMetadata).toBe("REJECTED");
  });

  it("lets exactly one of two simultaneous moves of a record win", async () => {
    const { db } = database();
    const { body: draft } = await create(await completeContent());
    const results = await Promise.all([
      move(draft.id, "produsen", "QCQE_PROCESS"),
      move(draft.id, "produsen", "QCQE_PROCESS"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const history = await db.riwayatStatus.findMany({ where: { metadataId: draft.id, ke: "QCQE_PROCESS" } });
    expect(history).toHaveLength(1);
    expect((await db.metadata.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe("QCQE_PROCESS");
  });

  it("answers valid:false when a signed record's content or a signature byte is altered", async () => {
    const { db } = database();
    const signed = await db.dokumenKualitas.findMany({
      where: { status: "SIGNED", metadata: { status: "PUBLISHED" } },
      orderBy: { id: "asc" },
      take: 2,
    });
    const [content, signature] = signed.map((d) => d.signatureToken as string) as [string, string];
    expect(await verifyDocument(content)).toMatchObject({ valid: true });
    expect(await verifyDocument(signature)).toMatchObject({ valid: true });

    const record = signed[0]?.metadataId as string;
    const before = await db.metadata.findUniqueOrThrow({ where: { id: record } });
    await db.metadata.update({ where: { id: record }, data: { abstrak: `${before.abstrak} ` } });
    expect(await verifyDocument(content)).toStrictEqual({ valid: false });
    await db.metadata.update({ where: { id: record }, data: { abstrak: before.abstrak } });
    expect(await verifyDocument(content)).toMatchObject({ valid: true });

    const document = signed[1];
    const bytes = Buffer.from(document?.tandaTangan as string, "base64");
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] as number) ^ 1;
    await db.dokumenKualitas.update({
      where: { id: document?.id },
      data: { tandaTangan: bytes.toString("base64") },
    });
    expect(await verifyDocument(signature)).toStrictEqual({ valid: false });
    await db.dokumenKualitas.update({
      where: { id: document?.id },
      data: { passed: { decrement: 1 }, tandaTangan: document?.tandaTangan },
    });
    expect(await verifyDocument(signature)).toStrictEqual({ valid: false });
  });
});
