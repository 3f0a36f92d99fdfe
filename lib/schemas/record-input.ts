import { z } from "zod";
import { TOPIC_CATEGORIES } from "../iso/topic-categories";
import { type TImportedRecord, ZImportedRecord } from "./imported-record";

// The body of POST /api/metadata and PATCH /api/metadata/{id}: the shape GET /api/metadata/{id}
// returns (so a client can copy a record), checked field by field with the import's own rules
// (ZImportedRecord), so a record typed in and a record imported obey the same limits. Errors
// name the API's fields (batasan.akses, kontak.0.email, ...), not the columns behind them.

const rule = ZImportedRecord.shape;

/** Fields the server manages: accepted (a GET body may be sent back) and ignored. */
export const SERVER_MANAGED_FIELDS = [
  "id",
  "status",
  "createdAt",
  "updatedAt",
  "publishedAt",
  "pemilik",
  "createdBy",
  "organisasi",
  "kualitas",
  "version",
  "sumber",
  "rincianSumber",
  "sumberPanen",
] as const;

/** An absent optional field means null (for a new record). */
const orNull = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? null, schema);
const list = <T extends z.ZodType>(item: T) => z.preprocess((value) => value ?? [], z.array(item));

/** ISO 8601: a date (2024-05-01) or a date-time with offset; stored as a Date. */
const isoDate = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: "tanggal ISO 8601 (2024-05-01 atau 2024-05-01T00:00:00Z) / an ISO 8601 date",
  })
  .transform((value) => new Date(value));
const optionalDate = orNull(isoDate.nullable());

const item = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(shape).map(([key, schema]) => [
        key,
        (schema as z.ZodType).safeParse(null).success ? orNull(schema as z.ZodType) : schema,
      ]),
    ) as { [K in keyof T]: T[K] },
  );

const bboxCoordinate = (min: number, max: number) => orNull(z.number().min(min).max(max).nullable());

export const ZRecordContent = z
  .strictObject({
    fileIdentifier: orNull(rule.fileIdentifier).meta({
      description: "ISO fileIdentifier; unset: the record's id. Must be unique.",
    }),
    judul: rule.judul,
    judulAlternatif: orNull(rule.judulAlternatif),
    abstrak: z.preprocess((value) => value ?? "", rule.abstrak),
    tujuan: orNull(rule.tujuan),
    tipeData: z
      .preprocess((value) => value ?? "lainnya", rule.tipeData)
      .meta({
        description: "vector, raster, tabular or lainnya (default).",
      }),
    topikKategori: list(z.enum(TOPIC_CATEGORIES)).meta({ description: "ISO 19115 topic categories." }),
    bboxBarat: bboxCoordinate(-180, 180),
    bboxTimur: bboxCoordinate(-180, 180),
    bboxSelatan: bboxCoordinate(-90, 90),
    bboxUtara: bboxCoordinate(-90, 90),
    edisi: orNull(rule.edisi),
    tanggalEdisi: optionalDate,
    statusProgres: orNull(rule.statusProgres),
    frekuensiPembaruan: orNull(rule.frekuensiPembaruan),
    bahasa: z.preprocess((value) => value ?? "ind", rule.bahasa),
    bahasaMetadata: z.preprocess((value) => value ?? "ind", rule.bahasaMetadata),
    characterSet: z.preprocess((value) => value ?? "utf8", rule.characterSet),
    levelHierarki: z.preprocess((value) => value ?? "dataset", rule.levelHierarki),
    representasiSpasial: orNull(rule.representasiSpasial),
    skalaPenyebut: orNull(rule.skalaPenyebut),
    resolusi: orNull(
      z
        .strictObject({ jarak: z.number().finite().nonnegative(), satuan: orNull(rule.resolusiSatuan) })
        .nullable(),
    ),
    sistemReferensi: orNull(rule.sistemReferensi),
    parentIdentifier: orNull(rule.parentIdentifier),
    deskripsiWilayah: orNull(rule.deskripsiWilayah),
    temporal: z.preprocess(
      (value) => value ?? {},
      z.strictObject({ mulai: optionalDate, selesai: optionalDate }),
    ),
    tanggal: list(z.strictObject({ tipe: rule.tanggal.element.shape.tipe, tanggal: isoDate })),
    kataKunci: list(
      item({ ...rule.kataKunci.element.shape, thesaurusTanggal: optionalDate }).transform((keyword) => ({
        ...keyword,
        thesaurusTanggal: keyword.thesaurusTanggal ?? null,
      })),
    ),
    kontak: list(
      z.preprocess(
        (value) =>
          typeof value === "object" && value !== null && !("lingkup" in value)
            ? { ...value, lingkup: "SUMBER_DAYA" }
            : value,
        item({
          ...rule.kontak.element.shape,
          email: z
            .email({ error: "alamat e-mail tidak valid / not a valid e-mail address" })
            .max(4000)
            .nullable(),
        }),
      ),
    ).meta({ description: "lingkup defaults to SUMBER_DAYA (a contact of the dataset)." }),
    distribusi: list(item(rule.distribusi.element.shape)),
    batasan: z.preprocess(
      (value) => value ?? {},
      z.strictObject({
        penggunaan: orNull(rule.batasanPenggunaan),
        akses: list(z.string().max(64)),
        pemakaian: list(z.string().max(64)),
        lain: orNull(rule.batasanLain),
        klasifikasiKeamanan: orNull(rule.klasifikasiKeamanan),
      }),
    ),
    kualitasData: z.preprocess(
      (value) => value ?? {},
      z.strictObject({
        riwayat: orNull(rule.riwayatData),
        sumber: orNull(rule.sumberData),
        langkahProses: orNull(rule.langkahProses),
        laporan: list(item(rule.laporanKualitasData.element.shape)),
      }),
    ),
    gambar: orNull(
      z.strictObject({ url: z.string().min(1), deskripsi: orNull(rule.gambarDeskripsi) }).nullable(),
    ),
  })
  .superRefine((record, ctx) => {
    const bounds = [record.bboxBarat, record.bboxTimur, record.bboxSelatan, record.bboxUtara];
    const given = bounds.filter((b) => b !== null).length;
    if (given > 0 && given < 4) {
      ctx.addIssue({
        code: "custom",
        path: ["bboxBarat"],
        message:
          "bboxBarat, bboxTimur, bboxSelatan dan bboxUtara diisi bersama / all four bounds go together",
      });
    }
    if (record.bboxSelatan !== null && record.bboxUtara !== null && record.bboxSelatan > record.bboxUtara) {
      ctx.addIssue({
        code: "custom",
        path: ["bboxSelatan"],
        message: "bboxSelatan tidak boleh melebihi bboxUtara / south must not exceed north",
      });
    }
  })
  .meta({
    id: "RecordInput",
    description:
      "A record's content, in the shape GET /api/metadata/{id} returns. Only judul is required for a new record; absent fields are empty. Server-managed fields (id, status, version, timestamps, pemilik, createdBy, organisasi, kualitas) are ignored; any other unknown field is an error.",
  });
export type TRecordContent = z.output<typeof ZRecordContent>;

/** The content as the import's record, ready for the writer shared with the import. */
export function toImportedRecord(content: TRecordContent): TImportedRecord {
  const { bboxBarat, bboxTimur, bboxSelatan, bboxUtara } = content;
  const bbox =
    bboxBarat !== null && bboxTimur !== null && bboxSelatan !== null && bboxUtara !== null
      ? { barat: bboxBarat, timur: bboxTimur, selatan: bboxSelatan, utara: bboxUtara }
      : null;
  return {
    fileIdentifier: content.fileIdentifier,
    bahasaMetadata: content.bahasaMetadata,
    characterSet: content.characterSet,
    levelHierarki: content.levelHierarki,
    parentIdentifier: content.parentIdentifier,
    tanggalMetadata: new Date(),
    judul: content.judul,
    judulAlternatif: content.judulAlternatif,
    abstrak: content.abstrak,
    tujuan: content.tujuan,
    tipeData: content.tipeData,
    topikKategori: [...new Set(content.topikKategori)],
    edisi: content.edisi,
    tanggalEdisi: content.tanggalEdisi,
    statusProgres: content.statusProgres,
    frekuensiPembaruan: content.frekuensiPembaruan,
    bahasa: content.bahasa,
    representasiSpasial: content.representasiSpasial,
    skalaPenyebut: content.skalaPenyebut,
    resolusiJarak: content.resolusi?.jarak ?? null,
    resolusiSatuan: content.resolusi?.satuan ?? null,
    sistemReferensi: content.sistemReferensi,
    batasanPenggunaan: content.batasan.penggunaan,
    batasanAkses: content.batasan.akses,
    batasanPemakaian: content.batasan.pemakaian,
    batasanLain: content.batasan.lain,
    klasifikasiKeamanan: content.batasan.klasifikasiKeamanan,
    bbox,
    deskripsiWilayah: content.deskripsiWilayah,
    tanggalMulai: content.temporal.mulai,
    tanggalSelesai: content.temporal.selesai,
    riwayatData: content.kualitasData.riwayat,
    sumberData: content.kualitasData.sumber,
    langkahProses: content.kualitasData.langkahProses,
    gambarUrl: content.gambar?.url ?? null,
    gambarDeskripsi: content.gambar?.deskripsi ?? null,
    tanggal: content.tanggal,
    kataKunci: content.kataKunci,
    kontak: content.kontak,
    distribusi: content.distribusi,
    laporanKualitasData: content.kualitasData.laporan,
  };
}

/** Drops the server-managed fields of a body (a copied GET response, say). */
export function withoutServerFields(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const rest: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  for (const field of SERVER_MANAGED_FIELDS) delete rest[field];
  return rest;
}

/** PATCH body: any of the content fields, and optionally the version the client last read. */
export const ZRecordPatch = z
  .object({ version: z.number().int().positive().optional() })
  .catchall(z.unknown())
  .meta({
    id: "RecordPatch",
    description:
      "Only the fields to change, named as in RecordInput. The objects batasan, kualitasData and temporal are merged field by field; lists (kontak, distribusi, kataKunci, ...) are replaced whole. `version` (or the If-Match header) makes the write conditional: a stale one gets 409.",
  });
