import { type BulkColumn, bulkInsert } from "../../lib/db/bulk-insert";
import type { SqlExecutor } from "../../lib/db/sql-executor";
import { metadataColumns } from "../../lib/iso/stored-record";
import { timeOrderedId } from "../../lib/time-ordered-id";
import { buildRecord } from "./build-record";
import { ORGANISASI } from "./data/organisations";
import { addChildren, type SeedPlan } from "./plan-seed";
import { Random } from "./random";
import type { SeedOrganisasi } from "./types";

// Synthetic PUBLISHED records in bulk, for benchmarks and index tests. Content is
// reproducible from the seed; ids are fresh UUIDs so the command can run repeatedly.

const METADATA_COLUMNS: BulkColumn[] = [
  ["id", "text"],
  ["status", '"StatusMetadata"'],
  ["judul", "text"],
  ["judulAlternatif", "text"],
  ["abstrak", "text"],
  ["tujuan", "text"],
  ["tipeData", "text"],
  ["topikKategori", "text[]"],
  ["edisi", "text"],
  ["statusProgres", "text"],
  ["frekuensiPembaruan", "text"],
  ["bahasa", "text"],
  ["representasiSpasial", "text"],
  ["skalaPenyebut", "int4"],
  ["resolusiJarak", "float8"],
  ["resolusiSatuan", "text"],
  ["sistemReferensi", "text"],
  ["batasanPenggunaan", "text"],
  ["batasanAkses", "text[]"],
  ["batasanPemakaian", "text[]"],
  ["batasanLain", "text"],
  ["klasifikasiKeamanan", "text"],
  ["bboxBarat", "float8"],
  ["bboxSelatan", "float8"],
  ["bboxTimur", "float8"],
  ["bboxUtara", "float8"],
  ["deskripsiWilayah", "text"],
  ["tanggalMulai", "timestamp"],
  ["tanggalSelesai", "timestamp"],
  ["riwayatData", "text"],
  ["sumberData", "text"],
  ["langkahProses", "text"],
  ["gambarUrl", "text"],
  ["gambarDeskripsi", "text"],
  ["ownerId", "text"],
  ["organisasiId", "text"],
  ["createdAt", "timestamp"],
  ["updatedAt", "timestamp"],
  ["publishedAt", "timestamp"],
].map(([name, type]) => ({ name, type }) as BulkColumn);
// The keyword text travels in the searchVector slot and becomes the vector in the same INSERT
// (see the simpul.bulk_load note in the search_storage migration).
METADATA_COLUMNS.push({
  name: "searchVector",
  type: "text",
  select: `simpul_metadata_vector(u."judul", u."judulAlternatif", u."abstrak", u."searchVector")`,
});

/** Child tables: their columns, in the order the plan's rows list them. */
const CHILD_TABLES = {
  tanggal: [
    "MetadataTanggal",
    [
      ["metadataId", "text"],
      ["tipe", '"TipeTanggal"'],
      ["tanggal", "timestamp"],
    ],
  ],
  kataKunci: [
    "MetadataKataKunci",
    [
      ["metadataId", "text"],
      ["kataKunci", "text"],
      ["tipe", "text"],
      ["thesaurus", "text"],
      ["urutan", "int4"],
    ],
  ],
  kontak: [
    "MetadataKontak",
    [
      ["metadataId", "text"],
      ["lingkup", '"LingkupKontak"'],
      ["peran", "text"],
      ["namaIndividu", "text"],
      ["namaOrganisasi", "text"],
      ["jabatan", "text"],
      ["email", "text"],
      ["telepon", "text"],
      ["alamat", "text"],
      ["kota", "text"],
      ["provinsi", "text"],
      ["kodePos", "text"],
      ["negara", "text"],
      ["url", "text"],
      ["urutan", "int4"],
    ],
  ],
  distribusi: [
    "MetadataDistribusi",
    [
      ["metadataId", "text"],
      ["protokol", "text"],
      ["url", "text"],
      ["nama", "text"],
      ["deskripsi", "text"],
      ["fungsi", "text"],
      ["formatNama", "text"],
      ["formatVersi", "text"],
      ["urutan", "int4"],
    ],
  ],
  laporanKualitasData: [
    "LaporanKualitasData",
    [
      ["metadataId", "text"],
      ["elemen", "text"],
      ["metodeEvaluasi", "text"],
      ["deskripsi", "text"],
      ["nilai", "text"],
      ["satuan", "text"],
      ["spesifikasi", "text"],
      ["lulus", "bool"],
      ["penjelasan", "text"],
      ["urutan", "int4"],
    ],
  ],
} as const;

type ChildKey = keyof typeof CHILD_TABLES;

interface Publisher {
  org: SeedOrganisasi;
  organisasiId: string;
  ownerIds: string[];
}

/** Seeded organisations that have producers, with their database ids. */
async function loadPublishers(sql: SqlExecutor): Promise<Publisher[]> {
  const rows = await sql.query<{ kode: string; organisasiId: string; ownerIds: string[] }>(
    `SELECT o."kode", o."id" AS "organisasiId", array_agg(p."id" ORDER BY p."email") AS "ownerIds"
       FROM "Organisasi" o JOIN "Pengguna" p ON p."organisasiId" = o."id" AND p."peran" = 'PRODUSEN'
      GROUP BY o."kode", o."id" ORDER BY o."kode"`,
  );
  const byKode = new Map(ORGANISASI.map((org) => [org.kode, org]));
  return rows.flatMap((row) => {
    const org = byKode.get(row.kode);
    return org ? [{ org, organisasiId: row.organisasiId, ownerIds: row.ownerIds }] : [];
  });
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  batchSize?: number;
  onProgress?: (done: number) => void;
}

/** Adds `count` PUBLISHED records (with keywords, contacts, distributions, quality reports). */
export async function generatePublishedRecords(sql: SqlExecutor, options: GenerateOptions): Promise<number> {
  const { count, seed = 1, batchSize = 2_000, onProgress } = options;
  const publishers = await loadPublishers(sql);
  if (publishers.length === 0) {
    throw new Error("No seeded organisations with producers found: run `npm run db:seed` first.");
  }
  const rng = new Random(seed);
  const now = Date.now();
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const metadataRows: unknown[][] = [];
    const children: Pick<SeedPlan, ChildKey> = {
      tanggal: [],
      kataKunci: [],
      kontak: [],
      distribusi: [],
      laporanKualitasData: [],
    };
    for (let i = 0; i < size; i++) {
      const publisher = publishers[(start + i) % publishers.length] as Publisher;
      const record = buildRecord(rng, start + i, publisher.org);
      const id = timeOrderedId();
      const publishedAt = new Date(now - rng.int(0, 1_000) * 86_400_000);
      const row: Record<string, unknown> = {
        ...metadataColumns(record),
        id,
        status: "PUBLISHED",
        ownerId: rng.pick(publisher.ownerIds),
        organisasiId: publisher.organisasiId,
        createdAt: publishedAt,
        updatedAt: publishedAt,
        publishedAt,
        searchVector: record.kataKunci.map((k) => k.kataKunci).join(" "),
      };
      metadataRows.push(METADATA_COLUMNS.map((column) => row[column.name]));
      addChildren(children, id, record);
    }
    await sql.exec("BEGIN");
    try {
      await sql.query("SELECT set_config('simpul.bulk_load', 'on', true)");
      await bulkInsert(sql, "Metadata", METADATA_COLUMNS, metadataRows);
      for (const [key, [table, columns]] of Object.entries(CHILD_TABLES)) {
        const names = columns.map(([name]) => name);
        const rows = (children[key as ChildKey] as unknown as Record<string, unknown>[]).map((child) =>
          names.map((name) => child[name]),
        );
        const bulkColumns = columns.map(([name, type]) => ({ name, type }));
        await bulkInsert(
          sql,
          table,
          [{ name: "id", type: "text" }, ...bulkColumns],
          rows.map((r) => [timeOrderedId(), ...r]),
        );
      }
      await sql.exec("COMMIT");
    } catch (error) {
      await sql.exec("ROLLBACK");
      throw error;
    }
    onProgress?.(start + size);
  }
  return count;
}
