import { z } from "zod";
import { STATUS_METADATA } from "../workflow/statuses";
import { ZRecordSummary } from "./public-metadata";
import { ZQualityStatus } from "./quality-status";
import { ZSourceDetails } from "./source-details";

// The full public record (spec 2.2): the summary fields of 2.1, then the ISO 19115 content.

const nullableString = z.string().nullable();

export const ZRecordDetail = ZRecordSummary.extend({
  judulAlternatif: nullableString,
  tujuan: nullableString.meta({ description: "Purpose." }),
  status: z.literal("PUBLISHED"),
  edisi: nullableString,
  tanggalEdisi: z.iso.datetime().nullable(),
  statusProgres: nullableString.meta({ description: "MD_ProgressCode (reference list STATUS_PROGRES)." }),
  frekuensiPembaruan: nullableString.meta({ description: "MD_MaintenanceFrequencyCode." }),
  bahasa: z.string().meta({ description: "ISO 639-2/B code of the dataset language." }),
  bahasaMetadata: z.string(),
  characterSet: z.string(),
  levelHierarki: z.string().meta({ description: "MD_ScopeCode, e.g. dataset or series." }),
  representasiSpasial: nullableString.meta({ description: "MD_SpatialRepresentationTypeCode." }),
  skalaPenyebut: z.number().int().nullable().meta({ description: "Scale denominator (25000 for 1:25,000)." }),
  resolusi: z.object({ jarak: z.number(), satuan: nullableString }).nullable(),
  sistemReferensi: nullableString.meta({ description: "e.g. EPSG:4326" }),
  parentIdentifier: nullableString,
  deskripsiWilayah: nullableString,
  temporal: z.object({ mulai: z.iso.datetime().nullable(), selesai: z.iso.datetime().nullable() }),
  tanggal: z.array(
    z.object({ tipe: z.enum(["creation", "publication", "revision"]), tanggal: z.iso.datetime() }),
  ),
  kataKunci: z.array(
    z.object({
      kataKunci: z.string(),
      tipe: nullableString,
      thesaurus: nullableString,
      thesaurusTanggal: z.iso.datetime().nullable().meta({ description: "Date of the thesaurus." }),
    }),
  ),
  kontak: z.array(
    z.object({
      lingkup: z
        .enum(["METADATA", "SUMBER_DAYA"])
        .meta({ description: "Contact of the metadata or of the dataset." }),
      peran: z.string().meta({ description: "CI_RoleCode." }),
      namaIndividu: nullableString,
      namaOrganisasi: nullableString,
      jabatan: nullableString,
      email: nullableString,
      telepon: nullableString,
      alamat: nullableString,
      kota: nullableString,
      provinsi: nullableString,
      kodePos: nullableString,
      negara: nullableString,
      url: nullableString,
    }),
  ),
  distribusi: z.array(
    z.object({
      protokol: z.string().meta({ description: "e.g. OGC:WMS, OGC:WFS, WWW:DOWNLOAD-1.0-http--download" }),
      url: z.string(),
      nama: nullableString.meta({ description: "Layer or file name." }),
      deskripsi: nullableString,
      fungsi: nullableString.meta({ description: "CI_OnLineFunctionCode." }),
      formatNama: nullableString,
      formatVersi: nullableString,
    }),
  ),
  batasan: z.object({
    penggunaan: nullableString.meta({ description: "Use limitation." }),
    akses: z.array(z.string()).meta({ description: "MD_RestrictionCode access constraints." }),
    pemakaian: z.array(z.string()).meta({ description: "MD_RestrictionCode use constraints." }),
    lain: nullableString.meta({ description: "Other constraints, e.g. the licence." }),
    klasifikasiKeamanan: nullableString.meta({ description: "MD_ClassificationCode." }),
  }),
  kualitasData: z.object({
    riwayat: nullableString.meta({ description: "Lineage statement." }),
    sumber: nullableString,
    langkahProses: nullableString,
    laporan: z.array(
      z.object({
        elemen: z.string().meta({ description: "ISO 19157 element, e.g. DQ_CompletenessOmission." }),
        metodeEvaluasi: nullableString,
        deskripsi: nullableString,
        nilai: nullableString,
        satuan: nullableString,
        spesifikasi: nullableString,
        lulus: z.boolean().nullable(),
        penjelasan: nullableString,
      }),
    ),
  }),
  gambar: z
    .object({ url: z.string(), deskripsi: nullableString })
    .nullable()
    .meta({ description: "Graphic overview." }),
  organisasi: z.object({ kode: z.string(), nama: z.string(), singkatan: nullableString }),
  kualitas: ZQualityStatus,
  rincianSumber: ZSourceDetails.nullable().meta({
    description:
      "Rincian dokumen ISO yang diterima (pengenal sumber daya, layanan dan operasinya, tesaurus, semua sistem referensi, distributor, semua periode, kotak dan poligon), sebagaimana tertulis; null untuk rekaman yang dibuat di Simpul, rekaman Dublin Core, dan rekaman yang telah disunting di luar dokumennya / what the received ISO document says beyond these fields, as written; null for records made in Simpul, Dublin Core records, and records edited beyond their document.",
  }),
  sumberPanen: z
    .object({
      id: z.string(),
      nama: z.string(),
      url: z.string(),
      idRemote: z.string(),
      tautanAsli: nullableString,
    })
    .nullable()
    .meta({
      description:
        "Sumber panen rekaman yang dipanen dari katalog lain: nama dan alamatnya, pengenal rekaman di sana, dan tautan ke aslinya; null untuk yang lain / where a harvested record came from: the source's name and address, the record's identifier there and a link to the original; null otherwise.",
    }),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
}).meta({ id: "RecordDetail", description: "A published record with its ISO 19115 content (spec 2.2)." });

export type TRecordDetail = z.infer<typeof ZRecordDetail>;

/** GET /api/metadata/{id}: a record in any status the user may read, with what editing needs. */
export const ZRecordView = ZRecordDetail.extend({
  status: z.enum(STATUS_METADATA),
  publishedAt: z.iso.datetime().nullable(),
  version: z.number().int().meta({
    description: "Row version for optimistic locking; also the response's ETag.",
  }),
  pemilik: z.object({ id: z.string(), namaLengkap: z.string() }).meta({ description: "The record's owner." }),
  sumber: z
    .object({
      standar: z.enum(["ISO19139", "ISO19115_3_2016", "ISO19115_3_2018", "DUBLIN_CORE"]),
      diterimaPada: z.iso.datetime(),
      disuntingPada: z.iso.datetime().nullable(),
    })
    .nullable()
    .meta({
      description:
        "The document an imported record was received as, kept whole and served in its own standard; null for a record made in Simpul. Editing judul, judulAlternatif, abstrak, tujuan or edisi changes only that element in it; any other edit sets disuntingPada, and the record's fields are served from then on (the document stays stored).",
    }),
}).meta({ id: "RecordView", description: "A record as the signed-in user may see it." });
export type TRecordView = z.infer<typeof ZRecordView>;
