import { X509Certificate } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "@/lib/auth/password";
import { verifyHashSignature } from "@/lib/quality/pki";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { KODE_REFERENSI } from "./data/reference-codes";
import { DEMO_PASSWORDS } from "./data/users";
import { planSeed } from "./plan-seed";
import { prepareData, SEED_CHUNK } from "./seed-database";

const INDONESIA = { barat: 94.5, selatan: -11.5, timur: 141.5, utara: 6.5 };

describe(`demo seed on ${testEngine}`, () => {
  let database: TestDatabase;
  // The run's seeded template is seedDatabase's own output (test/support/database-templates.ts;
  // without the global setup, createTestDatabase runs seedDatabase here): cloned, not seeded again.
  beforeAll(async () => {
    database = await createTestDatabase({ from: "seeded" });
  });
  afterAll(() => database.close());

  it("has organisations and users of every role, with working demo passwords", async () => {
    const { db } = database;
    expect(await db.organisasi.count()).toBeGreaterThanOrEqual(10);
    for (const peran of ["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"] as const) {
      const user = await db.pengguna.findFirst({ where: { peran }, orderBy: { email: "asc" } });
      expect(user, peran).not.toBeNull();
      expect(await verifyPassword(DEMO_PASSWORDS[peran], user?.passwordHash ?? "")).toBe(true);
      expect(await verifyPassword("salah", user?.passwordHash ?? "")).toBe(false);
    }
  });

  it("has at least 300 records in all six statuses, most of them published", async () => {
    const byStatus = await database.db.metadata.groupBy({ by: ["status"], _count: { _all: true } });
    const counts = Object.fromEntries(byStatus.map((g) => [g.status, g._count._all]));
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(300);
    expect(Object.keys(counts).sort()).toEqual([
      "DRAFT",
      "PRIVATE",
      "PUBLISHED",
      "QCQE_PROCESS",
      "REJECTED",
      "REVIEW",
    ]);
    expect(counts.PUBLISHED).toBeGreaterThan(total / 2);
  });

  it("gives every published record plausible content and signed QC, QE and QA documents", async () => {
    const topics = new Set(KODE_REFERENSI.TOPIK_KATEGORI.map((c) => c.kode));
    const published = await database.db.metadata.findMany({
      where: { status: "PUBLISHED" },
      include: { dokumenKualitas: true, kataKunci: true, kontak: true, distribusi: true },
    });
    const tokens = new Set<string>();
    for (const record of published) {
      expect(record.publishedAt).not.toBeNull();
      expect(record.abstrak.length).toBeGreaterThan(80);
      expect(record.kataKunci.length).toBeGreaterThan(0);
      expect(record.kontak.length).toBeGreaterThan(0);
      expect(record.topikKategori.length).toBeGreaterThan(0);
      for (const topic of record.topikKategori) expect(topics).toContain(topic);
      expect(record.bboxBarat).toBeGreaterThanOrEqual(INDONESIA.barat);
      expect(record.bboxTimur).toBeLessThanOrEqual(INDONESIA.timur);
      expect(record.bboxSelatan).toBeGreaterThanOrEqual(INDONESIA.selatan);
      expect(record.bboxUtara).toBeLessThanOrEqual(INDONESIA.utara);
      expect(record.bboxBarat as number).toBeLessThan(record.bboxTimur as number);
      expect(record.bboxSelatan as number).toBeLessThan(record.bboxUtara as number);
      const signed = record.dokumenKualitas.filter((d) => d.status === "SIGNED");
      expect(signed.map((d) => d.tipe).sort()).toEqual(["QA", "QC", "QE"]);
      for (const doc of signed) {
        expect(doc.signatureToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(doc.signedAt).not.toBeNull();
        expect(doc.signatureMethod).not.toBeNull();
        expect(doc.total).toBeGreaterThan(0);
        tokens.add(doc.signatureToken as string);
      }
    }
    expect(tokens.size).toBe(published.length * 3);
    const protocols = new Set(published.flatMap((r) => r.distribusi.map((d) => d.protokol)));
    expect(protocols).toContain("OGC:WMS");
    expect(protocols).toContain("OGC:WFS");
  });

  it("writes all 13 reference code lists with Indonesian labels, and reference data only once", async () => {
    const lists = await database.db.kodeReferensi.groupBy({ by: ["jenis"], _count: { _all: true } });
    expect(lists).toHaveLength(13);
    expect(await database.db.kodeReferensi.count({ where: { jenis: "TOPIK_KATEGORI" } })).toBe(19);
    const farming = await database.db.kodeReferensi.findUnique({
      where: { jenis_kode: { jenis: "TOPIK_KATEGORI", kode: "farming" } },
    });
    expect(farming?.label).toBe("Pertanian");
    const before = await database.db.kodeReferensi.count();
    const authority = await database.db.sertifikat.findFirstOrThrow({ where: { jenis: "CA", aktif: true } });
    expect(await prepareData(database.db, { withDemoData: true })).toBe(false);
    expect(await database.db.kodeReferensi.count()).toBe(before);
    expect(await database.db.pengaturanCsw.count()).toBe(1);
    expect(await database.db.sertifikat.findMany({ where: { jenis: "CA" } })).toEqual([authority]);
  });

  it("creates the signing CA at setup, also without demo data, once even when instances start together", async () => {
    const empty = await createTestDatabase();
    try {
      const starts = [1, 2, 3].map(() => prepareData(empty.db, { withDemoData: false }));
      expect(await Promise.all(starts)).toEqual([false, false, false]);
      expect(await empty.db.sertifikat.count({ where: { jenis: "CA", aktif: true } })).toBe(1);
      expect(await empty.db.metadata.count()).toBe(0);
    } finally {
      await empty.close();
    }
  });

  // One database for both checks: a demo seed takes 10-15 s on PGlite.
  it("seeds the demo catalogue once when instances start together on an empty database, under a CA its past signatures verify against", async () => {
    const fresh = await createTestDatabase();
    try {
      const starts = await Promise.all([1, 2].map(() => prepareData(fresh.db, { withDemoData: true })));
      expect(starts.sort()).toEqual([false, true]);
      expect(await fresh.db.organisasi.count()).toBe(planSeed().organisasi.length);
      expect(await fresh.db.sertifikat.count({ where: { jenis: "CA", aktif: true } })).toBe(1);
      const ca = await fresh.db.sertifikat.findFirstOrThrow({ where: { jenis: "CA", aktif: true } });
      const earliest = await fresh.db.dokumenKualitas.findFirstOrThrow({
        where: { status: "SIGNED", signedAt: { not: null } },
        orderBy: { signedAt: "asc" },
        include: { sertifikat: true },
      });
      const signedAt = earliest.signedAt as Date;
      expect(new Date(new X509Certificate(ca.sertifikatPem).validFrom) <= signedAt).toBe(true);
      expect(
        verifyHashSignature(
          earliest.sertifikat?.sertifikatPem ?? "",
          ca.sertifikatPem,
          earliest.hashDokumen ?? "",
          earliest.tandaTangan ?? "",
          signedAt,
        ),
      ).toBe(true);
      // Signed a page at a time: more documents than a page, and every one of them signed.
      const signed = await fresh.db.dokumenKualitas.findMany({
        where: { status: "SIGNED" },
        include: { sertifikat: true },
      });
      expect(signed.length).toBeGreaterThan(SEED_CHUNK);
      const unverified = signed.filter(
        (document) =>
          !verifyHashSignature(
            document.sertifikat?.sertifikatPem ?? "",
            ca.sertifikatPem,
            document.hashDokumen ?? "",
            document.tandaTangan ?? "",
            document.signedAt as Date,
          ),
      );
      expect(unverified.map((document) => document.id)).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it("is deterministic: the same seed gives the same ids, titles and tokens", async () => {
    const again = planSeed();
    // Sorted in JavaScript: the database collation may order hyphens differently.
    const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const stored = await database.db.metadata.findMany({ select: { id: true, judul: true } });
    expect(stored.sort(byId)).toEqual(again.metadata.map((m) => ({ id: m.id, judul: m.judul })).sort(byId));
    const storedTokens = await database.db.dokumenKualitas.findMany({ select: { signatureToken: true } });
    expect(storedTokens.map((d) => d.signatureToken).sort()).toEqual(
      again.dokumenKualitas.map((d) => d.signatureToken ?? null).sort(),
    );
    expect(JSON.stringify(planSeed(7, 50))).toBe(JSON.stringify(planSeed(7, 50)));
    expect(JSON.stringify(planSeed(7, 50))).not.toBe(JSON.stringify(planSeed(8, 50)));
  });
});
