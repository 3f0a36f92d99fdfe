// The record as the ISO encoders and decoders see it: plain data, no database ids, no
// workflow state. lib/catalogue maps stored rows to and from this shape.

/** WGS84 bounding box in decimal degrees. */
export interface IsoBbox {
  barat: number;
  timur: number;
  selatan: number;
  utara: number;
}

/** CI_Date of the resource citation (CI_DateTypeCode). */
export interface IsoCitationDate {
  tipe: "creation" | "publication" | "revision";
  tanggal: Date;
}

export interface IsoKeyword {
  kataKunci: string;
  /** MD_KeywordTypeCode value, e.g. theme or place. */
  tipe: string | null;
  /** Title of the thesaurus citation. */
  thesaurus: string | null;
  /** Date of the thesaurus citation (written as its publication date). */
  thesaurusTanggal: Date | null;
}

export interface IsoContact {
  /** METADATA: contact of the record itself (mdb:contact / gmd:contact); SUMBER_DAYA: of the dataset. */
  lingkup: "METADATA" | "SUMBER_DAYA";
  /** CI_RoleCode value. */
  peran: string;
  namaIndividu: string | null;
  namaOrganisasi: string | null;
  jabatan: string | null;
  email: string | null;
  telepon: string | null;
  alamat: string | null;
  kota: string | null;
  provinsi: string | null;
  kodePos: string | null;
  negara: string | null;
  url: string | null;
}

/** One online resource, with the format it is delivered in. */
export interface IsoDistribution {
  protokol: string;
  url: string;
  nama: string | null;
  deskripsi: string | null;
  /** CI_OnLineFunctionCode value. */
  fungsi: string | null;
  formatNama: string | null;
  formatVersi: string | null;
}

/** ISO 19157 report: one element with one quantitative or conformance result. */
export interface IsoQualityReport {
  /** DQ element class name, e.g. DQ_CompletenessOmission. */
  elemen: string;
  /** DQ_EvaluationMethodTypeCode value. */
  metodeEvaluasi: string | null;
  /** Measure description. */
  deskripsi: string | null;
  /** Quantitative result value. */
  nilai: string | null;
  /** Unit of the value, e.g. m or %. */
  satuan: string | null;
  /** Title of the specification a conformance result refers to. */
  spesifikasi: string | null;
  /** Conformance result pass. */
  lulus: boolean | null;
  /** Conformance result explanation. */
  penjelasan: string | null;
}

/** The publishing organisation: the fallback contact of the record when it names none. */
export interface IsoOrganisation {
  nama: string;
  email: string | null;
  telepon: string | null;
  alamat: string | null;
  kota: string | null;
  provinsi: string | null;
  kodePos: string | null;
  website: string | null;
}

export interface IsoRecord {
  fileIdentifier: string;
  /** ISO 639-2/B code of the metadata language. */
  bahasaMetadata: string;
  /** MD_CharacterSetCode value, e.g. utf8. */
  characterSet: string;
  /** MD_ScopeCode value, e.g. dataset or service. */
  levelHierarki: string;
  parentIdentifier: string | null;
  /** Date stamp of the metadata record. */
  tanggalMetadata: Date;

  judul: string;
  judulAlternatif: string | null;
  abstrak: string;
  tujuan: string | null;
  /** vector, raster, tabular or lainnya: derived from the spatial representation on import. */
  tipeData: string;
  /** MD_TopicCategoryCode values. */
  topikKategori: string[];
  edisi: string | null;
  tanggalEdisi: Date | null;
  /** MD_ProgressCode value. */
  statusProgres: string | null;
  /** MD_MaintenanceFrequencyCode value. */
  frekuensiPembaruan: string | null;
  /** ISO 639-2/B code of the dataset language. */
  bahasa: string;
  /** MD_SpatialRepresentationTypeCode value. */
  representasiSpasial: string | null;
  skalaPenyebut: number | null;
  resolusiJarak: number | null;
  resolusiSatuan: string | null;
  /** Reference system code, e.g. EPSG:4326. */
  sistemReferensi: string | null;

  /** Use limitation (free text). */
  batasanPenggunaan: string | null;
  /** MD_RestrictionCode values of access constraints. */
  batasanAkses: string[];
  /** MD_RestrictionCode values of use constraints. */
  batasanPemakaian: string[];
  /** Other constraints (free text). */
  batasanLain: string | null;
  /** MD_ClassificationCode value. */
  klasifikasiKeamanan: string | null;

  bbox: IsoBbox | null;
  deskripsiWilayah: string | null;
  tanggalMulai: Date | null;
  tanggalSelesai: Date | null;

  /** Lineage statement. */
  riwayatData: string | null;
  /** Source description. */
  sumberData: string | null;
  /** Process step description. */
  langkahProses: string | null;
  gambarUrl: string | null;
  gambarDeskripsi: string | null;

  tanggal: IsoCitationDate[];
  kataKunci: IsoKeyword[];
  kontak: IsoContact[];
  distribusi: IsoDistribution[];
  laporanKualitasData: IsoQualityReport[];
  /** The publishing organisation; null when unknown (e.g. a record being imported). */
  organisasi: IsoOrganisation | null;
  /**
   * The record was imported: the encoders then write only what it holds. Records made in
   * Simpul follow the SNI ISO 19115-3 profile (country Indonesia, the profile's name as the
   * metadata standard, the organisation as metadata contact when the record names none).
   */
  diimpor?: boolean;
}
