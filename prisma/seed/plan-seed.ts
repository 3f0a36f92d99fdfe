import type { Prisma } from "../../lib/db/generated/client";
import type { StatusMetadata, TipeDokumenKualitas } from "../../lib/db/generated/enums";
import { metadataColumns } from "../../lib/iso/stored-record";
import { buildRecord } from "./build-record";
import { ORGANISASI } from "./data/organisations";
import { ITEM_PEMERIKSAAN } from "./data/quality-checks";
import { PENGGUNA } from "./data/users";
import { Random } from "./random";
import type { SeedOrganisasi, SeedRecord } from "./types";

// The seed as plain rows with ids fixed by the seed number, so the same seed always
// produces the same catalogue (ids, tokens, timestamps), on every engine.

export const DEFAULT_SEED = 20261121;
export const DEFAULT_RECORD_COUNT = 320;

/** Share of each status among seeded records; most are published. */
const STATUS_WEIGHTS: [StatusMetadata, number][] = [
  ["PUBLISHED", 0.7],
  ["DRAFT", 0.08],
  ["QCQE_PROCESS", 0.06],
  ["REVIEW", 0.06],
  ["REJECTED", 0.05],
  ["PRIVATE", 0.05],
];

const WORKFLOW_PATH: Record<StatusMetadata, StatusMetadata[]> = {
  DRAFT: ["DRAFT"],
  QCQE_PROCESS: ["DRAFT", "QCQE_PROCESS"],
  REVIEW: ["DRAFT", "QCQE_PROCESS", "REVIEW"],
  PUBLISHED: ["DRAFT", "QCQE_PROCESS", "REVIEW", "PUBLISHED"],
  REJECTED: ["DRAFT", "QCQE_PROCESS", "REJECTED"],
  PRIVATE: ["DRAFT", "QCQE_PROCESS", "REVIEW", "PRIVATE"],
};

const DAY_MS = 86_400_000;
/** Latest seeded timestamp; records spread over the two years before it. */
const SEED_EPOCH = Date.UTC(2026, 9, 31, 9, 0, 0);

export interface SeedPlan {
  organisasi: (Prisma.OrganisasiCreateManyInput & { id: string })[];
  pengguna: (Omit<Prisma.PenggunaCreateManyInput, "passwordHash"> & { id: string; password: string })[];
  metadata: (Prisma.MetadataCreateManyInput & { id: string })[];
  tanggal: Prisma.MetadataTanggalCreateManyInput[];
  kataKunci: Prisma.MetadataKataKunciCreateManyInput[];
  kontak: Prisma.MetadataKontakCreateManyInput[];
  distribusi: Prisma.MetadataDistribusiCreateManyInput[];
  laporanKualitasData: Prisma.LaporanKualitasDataCreateManyInput[];
  dokumenKualitas: Prisma.DokumenKualitasCreateManyInput[];
  riwayatStatus: Prisma.RiwayatStatusCreateManyInput[];
}

type PlannedUser = SeedPlan["pengguna"][number];

export function planSeed(seed = DEFAULT_SEED, recordCount = DEFAULT_RECORD_COUNT): SeedPlan {
  const rng = new Random(seed);
  const plan: SeedPlan = {
    organisasi: [],
    pengguna: [],
    metadata: [],
    tanggal: [],
    kataKunci: [],
    kontak: [],
    distribusi: [],
    laporanKualitasData: [],
    dokumenKualitas: [],
    riwayatStatus: [],
  };
  const orgIds = new Map<string, string>();
  for (const { wilayah: _w, namaWilayah: _n, tema: _t, ...org } of ORGANISASI) {
    const id = rng.uuid();
    orgIds.set(org.kode, id);
    plan.organisasi.push({ ...org, id });
  }
  for (const { organisasiKode, ...user } of PENGGUNA) {
    const organisasiId = orgIds.get(organisasiKode);
    if (!organisasiId)
      throw new Error(`Seed user ${user.email} names unknown organisation ${organisasiKode}`);
    plan.pengguna.push({ ...user, id: rng.uuid(), organisasiId });
  }
  const publishers = ORGANISASI.filter((org) => usersOf(plan, orgIds.get(org.kode), "PRODUSEN").length > 0);
  for (let index = 0; index < recordCount; index++) {
    const org = publishers[index % publishers.length] as SeedOrganisasi;
    const status = index < STATUS_WEIGHTS.length ? STATUS_WEIGHTS[index]?.[0] : weightedStatus(rng);
    addRecord(plan, rng, index, org, orgIds.get(org.kode) as string, status as StatusMetadata);
  }
  return plan;
}

function weightedStatus(rng: Random): StatusMetadata {
  let roll = rng.next();
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return "PUBLISHED";
}

function usersOf(
  plan: SeedPlan,
  organisasiId: string | undefined,
  peran: PlannedUser["peran"],
): PlannedUser[] {
  return plan.pengguna.filter((u) => u.organisasiId === organisasiId && u.peran === peran);
}

/** Examiners of the record's organisation, or of any organisation when it accepts cross-organisation review. */
function examinerFor(
  plan: SeedPlan,
  rng: Random,
  org: SeedOrganisasi,
  organisasiId: string,
): PlannedUser | undefined {
  const own = usersOf(plan, organisasiId, "PEMERIKSA");
  const all = plan.pengguna.filter((u) => u.peran === "PEMERIKSA");
  if (org.allowLintasOrgReviewer && all.length > 0 && (own.length === 0 || rng.chance(0.35)))
    return rng.pick(all);
  return own.length > 0 ? rng.pick(own) : all.length > 0 ? rng.pick(all) : undefined;
}

function addRecord(
  plan: SeedPlan,
  rng: Random,
  index: number,
  org: SeedOrganisasi,
  organisasiId: string,
  status: StatusMetadata,
): void {
  const record = buildRecord(rng, index, org);
  const id = rng.uuid();
  const owner = rng.pick(usersOf(plan, organisasiId, "PRODUSEN"));
  const walidata =
    usersOf(plan, organisasiId, "WALIDATA")[0] ?? plan.pengguna.find((u) => u.peran === "ADMIN");
  const createdAt = new Date(SEED_EPOCH - rng.int(60, 730) * DAY_MS);
  const steps = WORKFLOW_PATH[status];
  const stepTimes = steps.map((_, i) => new Date(createdAt.getTime() + i * rng.int(2, 20) * DAY_MS));
  const lastChange = stepTimes[stepTimes.length - 1] as Date;
  const published = status === "PUBLISHED" || status === "PRIVATE";
  plan.metadata.push({
    ...metadataColumns(record),
    id,
    status,
    ownerId: owner.id,
    organisasiId,
    createdAt,
    updatedAt: lastChange,
    publishedAt: published ? lastChange : null,
  });
  addChildren(plan, id, record);
  steps.forEach((ke, i) => {
    plan.riwayatStatus.push({
      id: rng.uuid(),
      metadataId: id,
      actorId: i === 0 ? owner.id : (walidata?.id ?? owner.id),
      dari: i === 0 ? null : (steps[i - 1] ?? null),
      ke,
      catatan:
        i === 0
          ? "Metadata dibuat"
          : ke === "REJECTED"
            ? "Hasil QC belum sesuai; perbaiki abstrak dan kontak."
            : null,
      createdAt: stepTimes[i] as Date,
    });
  });
  if (status === "DRAFT") return;
  const examiner = examinerFor(plan, rng, org, organisasiId);
  const signedQcQe = status !== "QCQE_PROCESS";
  const qcTime = stepTimes[1] as Date;
  addDocument(
    plan,
    rng,
    id,
    "QC",
    signedQcQe ? "signed" : rng.pick(["DRAFT", "PENDING"] as const),
    examiner,
    qcTime,
    status !== "REJECTED",
  );
  addDocument(
    plan,
    rng,
    id,
    "QE",
    signedQcQe && status !== "REJECTED" ? "signed" : "DRAFT",
    examiner,
    qcTime,
    true,
  );
  if (status === "REVIEW") addDocument(plan, rng, id, "QA", "PENDING", walidata, lastChange, true);
  if (published) addDocument(plan, rng, id, "QA", "signed", walidata, lastChange, true);
}

function addDocument(
  plan: SeedPlan,
  rng: Random,
  metadataId: string,
  tipe: TipeDokumenKualitas,
  state: "signed" | "DRAFT" | "PENDING",
  examiner: PlannedUser | undefined,
  at: Date,
  sesuai: boolean,
): void {
  const items = ITEM_PEMERIKSAAN[tipe].map(([kode, label]) => ({
    kode,
    label,
    lulus: sesuai ? rng.chance(0.97) || kode.endsWith("01") : rng.chance(0.6),
    catatan: null as string | null,
  }));
  const passed = items.filter((item) => item.lulus).length;
  const signed = state === "signed";
  plan.dokumenKualitas.push({
    id: rng.uuid(),
    metadataId,
    tipe,
    status: signed ? "SIGNED" : state,
    sesuai: state === "DRAFT" ? null : sesuai && passed === items.length ? true : sesuai,
    passed,
    total: items.length,
    itemPemeriksaan: items,
    pemeriksaId: examiner?.id ?? null,
    signerId: signed ? (examiner?.id ?? null) : null,
    signedAt: signed ? at : null,
    // Seeded documents are really signed (seed-database.ts), so all of them with PKI. The draw
    // that once chose OTP for some stays, so the rest of the deterministic plan is unchanged.
    signatureMethod: signed && (rng.chance(0.8) || true) ? "PKI" : null,
    signatureToken: signed ? rng.token43() : null,
    uploadedDocKey: signed && rng.chance(0.5) ? `kualitas/${metadataId}/${tipe.toLowerCase()}.pdf` : null,
    createdAt: at,
    updatedAt: at,
  });
}

export function addChildren(
  plan: Pick<SeedPlan, "tanggal" | "kataKunci" | "kontak" | "distribusi" | "laporanKualitasData">,
  metadataId: string,
  record: SeedRecord,
): void {
  for (const tanggal of record.tanggal) plan.tanggal.push({ metadataId, ...tanggal });
  for (const [urutan, k] of record.kataKunci.entries()) plan.kataKunci.push({ metadataId, ...k, urutan });
  for (const [urutan, c] of record.kontak.entries()) plan.kontak.push({ metadataId, ...c, urutan });
  for (const [urutan, d] of record.distribusi.entries()) plan.distribusi.push({ metadataId, ...d, urutan });
  for (const [urutan, l] of record.laporanKualitasData.entries()) {
    plan.laporanKualitasData.push({ metadataId, ...l, urutan });
  }
}
