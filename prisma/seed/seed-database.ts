import { hashPassword } from "../../lib/auth/password";
import { fillSearchText } from "../../lib/catalogue/records/search-text";
import type { Db } from "../../lib/db/client";
import type { Prisma } from "../../lib/db/generated/client";
import { resolveSigningSecret } from "../../lib/env";
import { certificateAuthority, signerCertificate, signHash } from "../../lib/quality/pki";
import { documentHash, recordContentHash } from "../../lib/quality/signed-content";
import { DEFAULT_CSW_IDENTITY } from "./data/quality-checks";
import { KODE_REFERENSI } from "./data/reference-codes";
import { DEFAULT_RECORD_COUNT, DEFAULT_SEED, planSeed } from "./plan-seed";

export interface SeedSummary {
  organisasi: number;
  pengguna: number;
  metadata: number;
  dokumenKualitas: number;
  kodeReferensi: number;
}

/** Every application table, children first (for TRUNCATE ... CASCADE it does not matter, but it reads well). */
const APP_TABLES = [
  "Notifikasi",
  "AuditLog",
  "RiwayatStatus",
  "DokumenKualitas",
  "Sertifikat",
  "LaporanKualitasData",
  "MetadataDistribusi",
  "MetadataKontak",
  "MetadataKataKunci",
  "MetadataTanggal",
  "NilaiKueri",
  "Metadata",
  "Pengguna",
  "Organisasi",
  "KodeReferensi",
  "PengaturanCsw",
  "KataTeks",
];

/** pg_advisory_xact_lock key held while setup writes the demo data or the deployment's CA. */
const SETUP_LOCK_KEY = 7_143_001;

/**
 * Rows a seed statement writes, and documents it signs, at a time. One createMany of a large
 * catalogue's rows (or one read of all its signed documents with their records) held gigabytes
 * while the ORM built and sent it: `--records 5000` peaked at 2.7 GB, 20,000 at 4.6 GB; a chunk
 * at a time, 1.0 and 1.4 GB (the plan itself is about 190 MB of heap at 20,000). 200 rather than
 * 1,000: under a 384 MB heap cap, 5,000 records peaked at 426 MB against 562, in the same time.
 */
export const SEED_CHUNK = 200;

async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += SEED_CHUNK)
    await write(rows.slice(start, start + SEED_CHUNK));
}

/**
 * Writes the deterministic demo catalogue (organisations, users, records, quality documents)
 * in one transaction, all of it or nothing, plus the reference data.
 * Expects empty tables (see resetDatabase).
 */
export async function seedDatabase(
  db: Db,
  { seed = DEFAULT_SEED, recordCount = DEFAULT_RECORD_COUNT, onlyIntoEmpty = false } = {},
): Promise<SeedSummary | null> {
  const plan = planSeed(seed, recordCount);
  // Argon2 is slow on purpose; the demo accounts share a few passwords, so each is hashed once.
  const hashes = new Map<string, Promise<string>>();
  const hashOnce = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password) as Promise<string>;
  };
  const pengguna = await Promise.all(
    plan.pengguna.map(async ({ password, ...user }) => ({ ...user, passwordHash: await hashOnce(password) })),
  );
  const written = await db.$transaction(
    async (tx) => {
      if (onlyIntoEmpty) {
        // Instances starting together on an empty database: the first seeds, the others wait
        // for it here and then find organisations.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SETUP_LOCK_KEY})`;
        if ((await tx.organisasi.count()) > 0) return false;
      }
      await tx.organisasi.createMany({ data: plan.organisasi });
      await tx.pengguna.createMany({ data: pengguna });
      await inChunks(plan.metadata, (data) => tx.metadata.createMany({ data }));
      await inChunks(plan.tanggal, (data) => tx.metadataTanggal.createMany({ data }));
      await inChunks(plan.kataKunci, (data) => tx.metadataKataKunci.createMany({ data }));
      await inChunks(plan.kontak, (data) => tx.metadataKontak.createMany({ data }));
      await inChunks(plan.distribusi, (data) => tx.metadataDistribusi.createMany({ data }));
      await inChunks(plan.laporanKualitasData, (data) => tx.laporanKualitasData.createMany({ data }));
      await inChunks(plan.dokumenKualitas, (data) => tx.dokumenKualitas.createMany({ data }));
      await inChunks(plan.riwayatStatus, (data) => tx.riwayatStatus.createMany({ data }));
      await signSeededDocuments(tx);
      await fillSearchText(tx);
      return true;
    },
    { timeout: 300_000, maxWait: 30_000 },
  );
  if (!written) return null;
  return {
    organisasi: plan.organisasi.length,
    pengguna: pengguna.length,
    metadata: plan.metadata.length,
    dokumenKualitas: plan.dokumenKualitas.length,
    kodeReferensi: await seedReferenceData(db),
  };
}

/**
 * Signs the seeded SIGNED documents with the deployment's PKI, as the signing endpoint does
 * (lib/quality/sign-document.ts), so that every demo token verifies: a certificate for each
 * signer from the CA (created here when missing), and the hash of each document and its record.
 */
async function signSeededDocuments(tx: Prisma.TransactionClient): Promise<void> {
  const secret = resolveSigningSecret();
  const signed = { status: "SIGNED", signerId: { not: null } } satisfies Prisma.DokumenKualitasWhereInput;
  // The demo documents are dated in the past: the certificates must have been valid then.
  const earliest = await tx.dokumenKualitas.aggregate({ where: signed, _min: { signedAt: true } });
  const notBefore = earliest._min.signedAt ?? new Date();
  const certificates = new Map<string, Awaited<ReturnType<typeof signerCertificate>>>();
  let afterId: string | undefined;
  for (;;) {
    const documents = await tx.dokumenKualitas.findMany({
      where: { ...signed, ...(afterId === undefined ? {} : { id: { gt: afterId } }) },
      orderBy: { id: "asc" },
      take: SEED_CHUNK,
      include: {
        signer: {
          select: { id: true, namaLengkap: true, email: true, organisasi: { select: { nama: true } } },
        },
      },
    });
    if (documents.length === 0) return;
    afterId = documents[documents.length - 1]?.id;
    const records = await tx.metadata.findMany({
      where: { id: { in: [...new Set(documents.map((d) => d.metadataId))] } },
      include: { tanggal: true, kataKunci: true, kontak: true, distribusi: true, laporanKualitasData: true },
    });
    const contentHash = new Map(records.map((record) => [record.id, recordContentHash(record)]));
    for (const document of documents) {
      const signer = document.signer;
      if (!signer) continue;
      let certificate = certificates.get(signer.id);
      if (!certificate) {
        certificate = await signerCertificate(
          tx,
          secret,
          { ...signer, organisasi: signer.organisasi.nama },
          { notBefore },
        );
        certificates.set(signer.id, certificate);
      }
      const hash = documentHash(document, contentHash.get(document.metadataId) as string);
      await tx.dokumenKualitas.update({
        where: { id: document.id },
        data: {
          hashDokumen: hash,
          tandaTangan: signHash(certificate, secret, hash),
          sertifikatId: certificate.id,
        },
      });
    }
  }
}

/**
 * The product's own data, needed by every installation: the 13 reference code lists and
 * the default CSW service identity. Adds what is missing, never overwrites edits.
 * Returns the number of reference codes present.
 */
export async function seedReferenceData(db: Db): Promise<number> {
  const kodeReferensi = Object.entries(KODE_REFERENSI).flatMap(([jenis, codes]) =>
    codes.map((code, urutan) => ({ jenis: jenis as keyof typeof KODE_REFERENSI, ...code, urutan })),
  );
  await db.kodeReferensi.createMany({ data: kodeReferensi, skipDuplicates: true });
  // ON CONFLICT DO NOTHING: safe when instances start together (an upsert is not).
  await db.pengaturanCsw.createMany({ data: [{ id: 1, ...DEFAULT_CSW_IDENTITY }], skipDuplicates: true });
  return db.kodeReferensi.count();
}

/**
 * Brings a database to a usable state: reference data and the signing CA always; the demo
 * catalogue only when `withDemoData` and there are no organisations yet. Returns whether demo
 * data was written.
 */

export async function prepareData(db: Db, { withDemoData }: { withDemoData: boolean }): Promise<boolean> {
  await seedReferenceData(db);
  // The demo goes first: it creates the CA valid from its earliest (past) signature. A CA
  // created before it would start now, and none of the demo signatures would verify.
  const seeding =
    withDemoData &&
    (await db.organisasi.count()) === 0 &&
    (await seedDatabase(db, { onlyIntoEmpty: true })) !== null;
  // The deployment's signing CA exists from setup on (created once; kept across restarts).
  // Instances starting together on an empty database take turns under the lock, so the later
  // one finds the first one's CA instead of creating a second.
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SETUP_LOCK_KEY})`;
    await certificateAuthority(tx, resolveSigningSecret());
  });
  return seeding;
}

/** Empties every application table (migrations stay applied). */
export async function resetDatabase(db: Db): Promise<void> {
  await db.$executeRawUnsafe(`TRUNCATE ${APP_TABLES.map((t) => `"${t}"`).join(", ")} CASCADE`);
}
