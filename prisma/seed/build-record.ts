import {
  INDONESIA,
  PROVINSI,
  PULAU,
  SUB_WILAYAH,
  TEMA,
  type Tema,
  type WilayahReferensi,
} from "./data/record-vocabulary";
import type { Random } from "./random";
import type { SeedBbox, SeedOrganisasi, SeedRecord } from "./types";

// Builds one plausible catalogue record for an organisation from the theme vocabulary.
// Deterministic: the output depends only on the state of `rng`, `index` and `org`.
// Called up to 100,000 times by the benchmark generator, so everything that can be is
// prepared once at module load (compiled templates, region lists, formatted scales).

// ---------------------------------------------------------------------------------------
// Templates: "{key}" placeholders compiled once into literal/key segments.

const TEMPLATE_KEYS = [
  "wilayah",
  "tahun",
  "tahunLalu",
  "tahunRencana",
  "skala",
  "resolusi",
  "org",
  "singkatan",
] as const;
type TemplateKey = (typeof TEMPLATE_KEYS)[number];
type TemplateValues = Record<TemplateKey, string>;

interface Template {
  /** Literal text; one more entry than `keys`. */
  parts: string[];
  keys: TemplateKey[];
}

function isTemplateKey(key: string): key is TemplateKey {
  return (TEMPLATE_KEYS as readonly string[]).includes(key);
}

function compile(text: string, context: string): Template {
  const parts: string[] = [];
  const keys: TemplateKey[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf("{", from);
    if (open < 0) break;
    const close = text.indexOf("}", open);
    if (close < 0) throw new Error(`Unclosed placeholder in ${context}: ${text}`);
    const key = text.slice(open + 1, close);
    if (!isTemplateKey(key)) throw new Error(`Unknown placeholder {${key}} in ${context}`);
    parts.push(text.slice(from, open));
    keys.push(key);
    from = close + 1;
  }
  parts.push(text.slice(from));
  return { parts, keys };
}

function fill(template: Template, values: TemplateValues): string {
  const { parts, keys } = template;
  let out = parts[0] ?? "";
  for (let i = 0; i < keys.length; i++) {
    out += values[keys[i] as TemplateKey] + (parts[i + 1] ?? "");
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// Data quality: which ISO 19157 elements fit which kind of data, and how values are drawn.

type DqKind =
  /** A percentage that must reach `ambang`. */
  | "min"
  /** A percentage that must stay at or below `ambang`. */
  | "max"
  /** Horizontal accuracy in metres, threshold from the scale (CE90) or the resolution (1 pixel). */
  | "posisi";

interface DqSpec {
  elemen: string;
  metode: string[];
  deskripsi: string;
  jenis: DqKind;
  /** Range of drawn values (min/max kinds). */
  dari: number;
  sampai: number;
  ambang: number;
  spesifikasi: string;
}

const DQ: Record<string, DqSpec> = {
  omisi: {
    elemen: "DQ_CompletenessOmission",
    metode: ["directExternal", "directInternal"],
    deskripsi: "Persentase objek di lapangan atau pada data acuan yang terwakili dalam dataset.",
    jenis: "min",
    dari: 94.3,
    sampai: 100,
    ambang: 95,
    spesifikasi: "Kelengkapan objek minimal 95% terhadap data acuan.",
  },
  komisi: {
    elemen: "DQ_CompletenessCommission",
    metode: ["directExternal", "directInternal"],
    deskripsi: "Persentase objek berlebih atau duplikat dalam dataset dibandingkan data acuan.",
    jenis: "max",
    dari: 0,
    sampai: 3.4,
    ambang: 3,
    spesifikasi: "Kelebihan objek (komisi) maksimal 3%.",
  },
  topologi: {
    elemen: "DQ_TopologicalConsistency",
    metode: ["directInternal"],
    deskripsi:
      "Persentase objek yang bebas kesalahan topologi (tumpang tindih, celah, dan garis menggantung).",
    jenis: "min",
    dari: 98.85,
    sampai: 100,
    ambang: 99,
    spesifikasi: "Objek bebas kesalahan topologi minimal 99%.",
  },
  posisiVektor: {
    elemen: "DQ_AbsoluteExternalPositionalAccuracy",
    metode: ["directExternal"],
    deskripsi:
      "Ketelitian posisi horizontal (CE90) diuji terhadap titik uji independen hasil pengukuran GNSS.",
    jenis: "posisi",
    dari: 0.35,
    sampai: 1.08,
    ambang: 0,
    spesifikasi: "SNI 8202:2019 Ketelitian Peta Dasar, kelas 2",
  },
  posisiGrid: {
    elemen: "DQ_GriddedDataPositionalAccuracy",
    metode: ["directExternal"],
    deskripsi: "Ketelitian posisi horizontal piksel (RMSE) diuji terhadap titik kontrol tanah independen.",
    jenis: "posisi",
    dari: 0.3,
    sampai: 1.08,
    ambang: 0,
    spesifikasi: "RMSE horizontal maksimal satu piksel",
  },
  tematik: {
    elemen: "DQ_ThematicClassificationCorrectness",
    metode: ["directExternal"],
    deskripsi:
      "Akurasi keseluruhan (overall accuracy) klasifikasi berdasarkan matriks kesalahan terhadap sampel uji lapangan.",
    jenis: "min",
    dari: 78,
    sampai: 96,
    ambang: 80,
    spesifikasi: "Akurasi keseluruhan minimal 80%.",
  },
  domain: {
    elemen: "DQ_DomainConsistency",
    metode: ["directInternal"],
    deskripsi: "Persentase nilai atribut yang sesuai dengan domain nilai dalam katalog unsur.",
    jenis: "min",
    dari: 97.7,
    sampai: 100,
    ambang: 98,
    spesifikasi: "Minimal 98% nilai atribut sesuai domain.",
  },
  kuantitatif: {
    elemen: "DQ_QuantitativeAttributeAccuracy",
    metode: ["directExternal", "indirect"],
    deskripsi: "Galat relatif rata-rata nilai kuantitatif dibandingkan data pembanding independen.",
    jenis: "max",
    dari: 0.3,
    sampai: 5.5,
    ambang: 5,
    spesifikasi: "Galat relatif maksimal 5%.",
  },
  format: {
    elemen: "DQ_FormatConsistency",
    metode: ["directInternal"],
    deskripsi: "Persentase berkas dan rekaman yang sesuai dengan struktur format yang ditetapkan.",
    jenis: "min",
    dari: 99.2,
    sampai: 100,
    ambang: 99,
    spesifikasi: "Minimal 99% rekaman sesuai spesifikasi format.",
  },
  validitasWaktu: {
    elemen: "DQ_TemporalValidity",
    metode: ["directInternal"],
    deskripsi: "Persentase rekaman dengan tanggal pengamatan dalam periode validitas dataset.",
    jenis: "min",
    dari: 96.5,
    sampai: 100,
    ambang: 97,
    spesifikasi: "Minimal 97% rekaman berada dalam periode validitas.",
  },
  konsistensiWaktu: {
    elemen: "DQ_TemporalConsistency",
    metode: ["directInternal"],
    deskripsi: "Persentase rekaman dengan urutan waktu kejadian yang konsisten.",
    jenis: "min",
    dari: 96.5,
    sampai: 100,
    ambang: 97,
    spesifikasi: "Minimal 97% rekaman konsisten secara temporal.",
  },
};

function dqList(...keys: string[]): DqSpec[] {
  return keys.map((key) => {
    const spec = DQ[key];
    if (!spec) throw new Error(`Unknown data quality spec ${key}`);
    return spec;
  });
}

const DQ_PER_TIPE: Record<Tema["tipeData"], DqSpec[]> = {
  vector: dqList("omisi", "komisi", "topologi", "posisiVektor", "tematik", "domain"),
  raster: dqList("posisiGrid", "omisi", "kuantitatif", "format", "validitasWaktu"),
  tabular: dqList("omisi", "domain", "kuantitatif", "konsistensiWaktu", "format"),
};

const PENJELASAN_LULUS = [
  "Hasil pengujian memenuhi spesifikasi yang ditetapkan.",
  "Nilai berada dalam ambang batas yang dipersyaratkan; data layak digunakan sesuai peruntukannya.",
  "Memenuhi spesifikasi berdasarkan pengujian pada sampel yang dipilih secara acak berstrata.",
];
const PENJELASAN_GAGAL = [
  "Hasil pengujian belum memenuhi spesifikasi; perbaikan dijadwalkan pada pemutakhiran berikutnya.",
  "Nilai melampaui ambang batas; pengguna disarankan berhati-hati saat memakai data pada skala detail.",
];

// ---------------------------------------------------------------------------------------
// Prepared themes.

interface PreparedTheme {
  key: string;
  tema: Tema;
  judul: Template[];
  /** Per title pattern: layer name stem (snake_case) and its kebab-case form for file names. */
  lapisan: { snake: string; kebab: string }[];
  abstrak: Template[];
  /** Per title pattern: index of its abstract. */
  abstrakJudul: number[];
  tujuan: Template[];
  riwayat: Template[];
  skala: { nilai: number; teks: string }[];
  resolusi: { nilai: number; teks: string }[];
  dq: DqSpec[];
}

/** "1:50.000" (Indonesian digit grouping). */
function skalaTeks(denominator: number): string {
  return `1:${String(denominator).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}

/** "1,5 meter", "5 kilometer" (Indonesian decimal comma). */
function resolusiTeks(metres: number): string {
  if (metres >= 1000 && metres % 1000 === 0) return `${metres / 1000} kilometer`;
  return `${String(metres).replace(".", ",")} meter`;
}

/** Words left out of layer names derived from title patterns. */
const LAYER_STOP_WORDS = new Set([
  "peta",
  "tahun",
  "skala",
  "periode",
  "resolusi",
  "rilis",
  "dan",
  "di",
  "per",
  "menurut",
  "berbasis",
]);

/** "Peta Kawasan Hutan {wilayah} Tahun {tahun}" -> "kawasan_hutan". */
function layerStem(pattern: string): { snake: string; kebab: string } {
  const words = pattern
    .replace(/\{[^}]*\}/g, " ")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !LAYER_STOP_WORDS.has(word))
    .slice(0, 5);
  if (words.length === 0) throw new Error(`Title pattern without words: ${pattern}`);
  return { snake: words.join("_"), kebab: words.join("-") };
}

function prepareTheme(key: string, tema: Tema): PreparedTheme {
  const compileAll = (texts: string[], field: string) => {
    if (texts.length === 0) throw new Error(`Theme ${key} has no ${field}`);
    return texts.map((text) => compile(text, `TEMA.${key}.${field}`));
  };
  if (tema.judul.length === 0) throw new Error(`Theme ${key} has no judul`);
  const prepared: PreparedTheme = {
    key,
    tema,
    judul: tema.judul.map(([pola]) => compile(pola, `TEMA.${key}.judul`)),
    lapisan: tema.judul.map(([pola]) => layerStem(pola)),
    abstrak: compileAll(tema.abstrak, "abstrak"),
    abstrakJudul: tema.judul.map(([pola, abstrak]) => {
      if (!Number.isInteger(abstrak) || abstrak < 0 || abstrak >= tema.abstrak.length) {
        throw new Error(`Title pattern "${pola}" of theme ${key} names missing abstract ${abstrak}`);
      }
      return abstrak;
    }),
    tujuan: compileAll(tema.tujuan, "tujuan"),
    riwayat: compileAll(tema.riwayatData, "riwayatData"),
    skala: tema.skalaPenyebut.map((nilai) => ({ nilai, teks: skalaTeks(nilai) })),
    resolusi: tema.resolusiMeter.map((nilai) => ({ nilai, teks: resolusiTeks(nilai) })),
    dq: DQ_PER_TIPE[tema.tipeData],
  };
  const all = [...prepared.judul, ...prepared.abstrak, ...prepared.tujuan, ...prepared.riwayat];
  if (prepared.skala.length === 0 && all.some((t) => t.keys.includes("skala"))) {
    throw new Error(`Theme ${key} uses {skala} but has no skalaPenyebut`);
  }
  if (prepared.resolusi.length === 0 && all.some((t) => t.keys.includes("resolusi"))) {
    throw new Error(`Theme ${key} uses {resolusi} but has no resolusiMeter`);
  }
  for (const list of ["kataKunci", "kataKunciEn", "sumberData", "langkahProses", "layanan"] as const) {
    if (tema[list].length === 0) throw new Error(`Theme ${key} has no ${list}`);
  }
  return prepared;
}

const THEMES = new Map<string, PreparedTheme>(
  Object.entries(TEMA).map(([key, tema]) => [key, prepareTheme(key, tema)]),
);

const PENUTUP_ABSTRAK = [
  "Metadata ini disusun mengikuti standar ISO 19115 sebagai bagian dari penyelenggaraan Jaringan Informasi Geospasial Nasional.",
  "Data dapat diakses melalui layanan web OGC yang dikelola oleh {org}.",
  "Pemutakhiran data dilakukan secara berkala sesuai ketersediaan sumber data terbaru.",
  "Data ini mendukung pelaksanaan Kebijakan Satu Peta dan Satu Data Indonesia.",
  "Pertanyaan mengenai data ini dapat disampaikan kepada walidata {singkatan}.",
].map((text) => compile(text, "PENUTUP_ABSTRAK"));

// ---------------------------------------------------------------------------------------
// Regions.

interface PreparedRegion {
  nama: string;
  kataKunci: string;
  deskripsi: string;
  pesisir: boolean;
  /** Extent clipped to the organisation's area and Indonesia. */
  bbox: SeedBbox;
  /** snake_case, for layer names. */
  slug: string;
  /** kebab-case, for file names. */
  kebab: string;
}

interface RegionChoice {
  semua: PreparedRegion[];
  pesisir: PreparedRegion[];
}

interface OrgContext {
  own: PreparedRegion;
  nasional: boolean;
  provinsi: RegionChoice;
  pulau: RegionChoice;
  sub: RegionChoice;
  /** Host-name-safe abbreviation, e.g. "kementan". */
  host: string;
  geoserver: string;
  situs: string;
}

const MIN_SPAN = 0.05;
const NON_ALNUM = /[^a-z0-9]+/g;

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(NON_ALNUM, "_")
    .replace(/^_+|_+$/g, "");
}

function intersect(a: SeedBbox, b: SeedBbox): SeedBbox | null {
  const box = {
    barat: Math.max(a.barat, b.barat),
    selatan: Math.max(a.selatan, b.selatan),
    timur: Math.min(a.timur, b.timur),
    utara: Math.min(a.utara, b.utara),
  };
  return box.timur - box.barat >= MIN_SPAN && box.utara - box.selatan >= MIN_SPAN ? box : null;
}

function prepareRegions(list: WilayahReferensi[], area: SeedBbox, induk: string): RegionChoice {
  const semua: PreparedRegion[] = [];
  for (const region of list) {
    const bbox = intersect(region.bbox, area);
    if (!bbox) continue;
    semua.push({
      nama: region.nama,
      kataKunci: region.kataKunci,
      deskripsi: `${region.nama}, ${induk}`,
      pesisir: region.pesisir,
      bbox,
      slug: slugify(region.kataKunci),
      kebab: slugify(region.kataKunci).replaceAll("_", "-"),
    });
  }
  return { semua, pesisir: semua.filter((r) => r.pesisir) };
}

const EMPTY_CHOICE: RegionChoice = { semua: [], pesisir: [] };
const contexts = new WeakMap<SeedOrganisasi, OrgContext>();

function contextFor(org: SeedOrganisasi): OrgContext {
  const cached = contexts.get(org);
  if (cached) return cached;
  const area = intersect(org.wilayah, INDONESIA);
  if (!area) throw new Error(`Organisation ${org.kode} has an area outside Indonesia`);
  const nasional = org.jenis === "KEMENTERIAN" || org.jenis === "LEMBAGA";
  const subs = SUB_WILAYAH[org.namaWilayah];
  const host = org.singkatan.toLowerCase().replace(/[^a-z0-9-]+/g, "");
  const context: OrgContext = {
    own: {
      nama: org.namaWilayah,
      kataKunci: org.namaWilayah.replace(/^Provinsi /, ""),
      deskripsi: nasional ? "Wilayah Negara Kesatuan Republik Indonesia" : `${org.namaWilayah}, Indonesia`,
      pesisir: true,
      bbox: area,
      slug: slugify(org.namaWilayah.replace(/^Provinsi /, "")),
      kebab: slugify(org.namaWilayah.replace(/^Provinsi /, "")).replaceAll("_", "-"),
    },
    nasional,
    provinsi: nasional ? prepareRegions(PROVINSI, area, "Indonesia") : EMPTY_CHOICE,
    pulau: nasional ? prepareRegions(PULAU, area, "Indonesia") : EMPTY_CHOICE,
    sub: subs ? prepareRegions(subs, area, org.namaWilayah) : EMPTY_CHOICE,
    host,
    geoserver: `https://geoservices.${host}.contoh.go.id/geoserver`,
    situs: `https://${host}.contoh.go.id`,
  };
  contexts.set(org, context);
  return context;
}

function pickRegion(rng: Random, ctx: OrgContext, pesisir: boolean): PreparedRegion {
  const roll = rng.next();
  let choice: RegionChoice = EMPTY_CHOICE;
  if (ctx.nasional) {
    // National bodies: all of Indonesia 20%, an island group 15%, a province 65%.
    if (roll >= 0.35) choice = ctx.provinsi;
    else if (roll >= 0.2) choice = ctx.pulau;
  } else if (roll >= 0.4) {
    // Provinces: the whole province 40%, one of its regencies or cities 60%.
    choice = ctx.sub;
  }
  const list = pesisir ? choice.pesisir : choice.semua;
  return list.length > 0 ? rng.pick(list) : ctx.own;
}

/**
 * A random sub-box of `area`, at least MIN_SPAN wide and high, rounded inwards to 4 decimals.
 * Mostly it covers most of the area (the dataset covers its region); sometimes only a part.
 */
function subBox(rng: Random, area: SeedBbox): SeedBbox {
  const width = area.timur - area.barat;
  const height = area.utara - area.selatan;
  const large = rng.chance(0.8);
  const fraction = large ? rng.float(0.7, 1) : rng.float(0.1, 0.7);
  const w = Math.max(Math.min(0.06, width), width * fraction);
  const h = Math.max(Math.min(0.06, height), height * (large ? rng.float(0.7, 1) : rng.float(0.1, 0.7)));
  const x = area.barat + rng.next() * (width - w);
  const y = area.selatan + rng.next() * (height - h);
  return {
    barat: Math.max(area.barat, Math.ceil(x * 1e4) / 1e4),
    selatan: Math.max(area.selatan, Math.ceil(y * 1e4) / 1e4),
    timur: Math.min(area.timur, Math.floor((x + w) * 1e4) / 1e4),
    utara: Math.min(area.utara, Math.floor((y + h) * 1e4) / 1e4),
  };
}

/** EPSG code of the WGS 84 / UTM zone or the DGN95 / Indonesia TM-3 zone at a point. */
function utmCode(lon: number, lat: number): string {
  const zone = Math.min(60, Math.max(1, Math.floor((lon + 180) / 6) + 1));
  return `EPSG:${(lat < 0 ? 32700 : 32600) + zone}`;
}

function tm3Code(lon: number): string {
  // EPSG:23830 is zone 46.2 (93–96°E); one code per 3° band up to EPSG:23845, zone 54.1.
  return `EPSG:${23830 + Math.min(15, Math.max(0, Math.floor((lon - 93) / 3)))}`;
}

// ---------------------------------------------------------------------------------------
// People and wording.

const NAMA_DEPAN = [
  "Adi",
  "Agung",
  "Ahmad",
  "Andi",
  "Anisa",
  "Arif",
  "Bayu",
  "Budi",
  "Citra",
  "Dedi",
  "Dewi",
  "Dian",
  "Dimas",
  "Eka",
  "Endah",
  "Fajar",
  "Fitri",
  "Galih",
  "Gita",
  "Hana",
  "Hendra",
  "Ika",
  "Indah",
  "Irfan",
  "Joko",
  "Kartika",
  "Lestari",
  "Made",
  "Maya",
  "Nanda",
  "Nur",
  "Putu",
  "Rani",
  "Reza",
  "Rina",
  "Rudi",
  "Sari",
  "Sekar",
  "Teguh",
  "Tri",
  "Wahyu",
  "Wulan",
  "Yogi",
  "Yuni",
];

const NAMA_BELAKANG = [
  "Hidayat",
  "Kurniawan",
  "Lestari",
  "Pratama",
  "Saputra",
  "Setiawan",
  "Wibowo",
  "Nugroho",
  "Rahmawati",
  "Permana",
  "Susanti",
  "Siregar",
  "Nasution",
  "Simanjuntak",
  "Wijaya",
  "Sitompul",
  "Mahendra",
  "Hutapea",
  "Purnamasari",
  "Ramadhan",
  "Anggraeni",
  "Syahputra",
  "Handayani",
  "Suryadi",
  "Maulana",
  "Kusuma",
  "Fauzi",
  "Hakim",
  "Sembiring",
  "Tanjung",
];

const GELAR = [", S.T.", ", S.Si.", ", S.Kom.", ", M.T.", ", M.Si.", ", M.Sc.", ", S.Hut.", ", S.P."];

const JABATAN_NARAHUBUNG = [
  "Analis Data Spasial Ahli Muda",
  "Surveyor Pemetaan Ahli Muda",
  "Pranata Komputer Ahli Pertama",
  "Statistisi Ahli Muda",
  "Penata Kelola Sistem dan Teknologi Informasi",
];

const JABATAN_PENGELOLA = [
  "Kepala Bidang Data dan Informasi",
  "Kepala Subbagian Pengelolaan Data",
  "Koordinator Kelompok Kerja Informasi Geospasial",
  "Kepala Seksi Pengolahan Data Spasial",
];

const BATASAN_TERBUKA = [
  "Data terbuka; dapat digunakan dengan mencantumkan sumber (CC BY 4.0).",
  "Data terbuka berlisensi CC BY 4.0; pengguna wajib mencantumkan sumber data.",
  "Dapat digunakan untuk keperluan nonkomersial maupun komersial dengan mencantumkan sumber (CC BY 4.0).",
  "Data terbuka sesuai Kebijakan Satu Peta; penggunaan wajib mencantumkan sumber (CC BY 4.0).",
];

const BATASAN_PENGGUNAAN_UMUM = [
  "Data tidak dapat digunakan sebagai dasar penetapan batas hukum.",
  "Tidak untuk keperluan navigasi.",
  "Data bersifat indikatif dan perlu diverifikasi di lapangan untuk keperluan teknis.",
];

interface FormatInfo {
  nama: string;
  versi: string | null;
  ekstensi: string;
}

const FORMAT_CSV: FormatInfo = { nama: "CSV", versi: null, ekstensi: "csv" };
const FORMAT: Record<string, FormatInfo> = {
  Shapefile: { nama: "Shapefile", versi: null, ekstensi: "zip" },
  GeoPackage: { nama: "GeoPackage", versi: "1.3", ekstensi: "gpkg" },
  GeoTIFF: { nama: "GeoTIFF", versi: "1.1", ekstensi: "tif" },
  NetCDF: { nama: "NetCDF", versi: "4", ekstensi: "nc" },
  CSV: FORMAT_CSV,
  XLSX: { nama: "XLSX", versi: null, ekstensi: "xlsx" },
};

const DOWNLOAD = "WWW:DOWNLOAD-1.0-http--download";
const DAY_MS = 86_400_000;
const LAST_DAY = Date.UTC(2025, 11, 31);
const LAST_CREATION = Date.UTC(2025, 8, 30);

type Kontak = SeedRecord["kontak"][number];
type Distribusi = SeedRecord["distribusi"][number];
type Laporan = SeedRecord["laporanKualitasData"][number];

function namaOrang(rng: Random): string {
  let nama = `${rng.pick(NAMA_DEPAN)} ${rng.pick(NAMA_BELAKANG)}`;
  const roll = rng.next();
  if (roll < 0.08) nama = `Dr. ${nama}`;
  else if (roll < 0.12) nama = `Ir. ${nama}`;
  if (rng.chance(0.6)) nama += rng.pick(GELAR);
  return nama;
}

function kontak(
  rng: Random,
  org: SeedOrganisasi,
  ctx: OrgContext,
  peran: string,
  lingkup: Kontak["lingkup"],
): Kontak {
  const distributor = peran === "distributor";
  const individu = !distributor || rng.chance(0.5);
  return {
    lingkup,
    peran,
    namaIndividu: individu ? namaOrang(rng) : null,
    namaOrganisasi: org.nama,
    jabatan: distributor
      ? "Pengelola Simpul Jaringan"
      : peran === "custodian"
        ? rng.pick(JABATAN_PENGELOLA)
        : rng.pick(JABATAN_NARAHUBUNG),
    email: org.kontakEmail,
    telepon: org.kontakTelepon,
    alamat: org.alamat,
    kota: org.kota,
    provinsi: org.provinsi,
    kodePos: org.kodePos,
    negara: "Indonesia",
    url: org.website || ctx.situs,
  };
}

function distribusi(
  rng: Random,
  protokol: string,
  ctx: OrgContext,
  tema: Tema,
  lapisan: string,
  judul: string,
): Distribusi {
  const ows = `${ctx.geoserver}/${tema.workspace}`;
  switch (protokol) {
    case "OGC:WMS":
      return {
        protokol,
        url: `${ows}/wms`,
        nama: lapisan,
        deskripsi: `Layanan WMS 1.3.0 untuk visualisasi ${judul}`,
        fungsi: "information",
        formatNama: "PNG",
        formatVersi: null,
      };
    case "OGC:WFS":
      return {
        protokol,
        url: `${ows}/wfs`,
        nama: lapisan,
        deskripsi: `Layanan WFS 2.0.0 untuk mengakses fitur ${judul}`,
        fungsi: "download",
        formatNama: "GML",
        formatVersi: "3.2.1",
      };
    case "OGC:WCS":
      return {
        protokol,
        url: `${ows}/wcs`,
        nama: lapisan,
        deskripsi: `Layanan WCS 2.0.1 untuk mengunduh grid ${judul}`,
        fungsi: "download",
        formatNama: "GeoTIFF",
        formatVersi: "1.1",
      };
    case "OGC:WMTS":
      return {
        protokol,
        url: `${ctx.geoserver}/gwc/service/wmts`,
        nama: `${tema.workspace}:${lapisan}`,
        deskripsi: `Layanan WMTS 1.0.0 berupa petak peta praterender ${judul}`,
        fungsi: "information",
        formatNama: "PNG",
        formatVersi: null,
      };
    case "WWW:LINK":
      return {
        protokol,
        url: `${ctx.situs}/data/${lapisan}`,
        nama: lapisan,
        deskripsi: `Halaman informasi dan tabel ${judul}`,
        fungsi: "information",
        formatNama: "HTML",
        formatVersi: null,
      };
    default: {
      const info = FORMAT[rng.pick(tema.formatUnduh)] ?? FORMAT_CSV;
      return {
        protokol: DOWNLOAD,
        url: `${ctx.situs}/unduh/${lapisan}.${info.ekstensi}`,
        nama: `${lapisan}.${info.ekstensi}`,
        deskripsi: `Unduhan berkas ${info.nama} ${judul}`,
        fungsi: "download",
        formatNama: info.nama,
        formatVersi: info.versi,
      };
    }
  }
}

function laporan(
  rng: Random,
  spec: DqSpec,
  skala: number | null,
  resolusi: number | null,
  teks: string,
): Laporan {
  let nilai: number;
  let lulus: boolean;
  let spesifikasi = spec.spesifikasi;
  let satuan: string | null = "%";
  if (spec.jenis === "posisi") {
    // CE90 class 2 of SNI 8202:2019 is 0.3 mm at map scale; gridded data allow one pixel.
    const ambang = skala !== null ? skala * 0.0003 : (resolusi ?? 30);
    nilai = ambang * rng.float(spec.dari, spec.sampai);
    lulus = nilai <= ambang;
    satuan = "m";
    spesifikasi = `${spec.spesifikasi} (${skala !== null ? "CE90" : "RMSE"} ≤ ${ambang.toFixed(2)} m untuk ${teks}).`;
  } else {
    nilai = rng.float(spec.dari, spec.sampai);
    lulus = spec.jenis === "min" ? nilai >= spec.ambang : nilai <= spec.ambang;
  }
  return {
    elemen: spec.elemen,
    metodeEvaluasi: rng.pick(spec.metode),
    deskripsi: spec.deskripsi,
    nilai: nilai.toFixed(spec.jenis === "posisi" ? 2 : 1),
    satuan,
    spesifikasi,
    lulus,
    penjelasan: lulus ? rng.pick(PENJELASAN_LULUS) : rng.pick(PENJELASAN_GAGAL),
  };
}

function statusProgres(rng: Random): string {
  const roll = rng.next();
  if (roll < 0.72) return "completed";
  if (roll < 0.92) return "onGoing";
  if (roll < 0.96) return "underDevelopment";
  if (roll < 0.98) return "planned";
  return "historicalArchive";
}

function klasifikasi(rng: Random): string {
  const roll = rng.next();
  if (roll < 0.9) return "unclassified";
  if (roll < 0.96) return "restricted";
  if (roll < 0.98) return "forOfficialUseOnly";
  return "limitedDistribution";
}

// ---------------------------------------------------------------------------------------

export function buildRecord(rng: Random, index: number, org: SeedOrganisasi): SeedRecord {
  const ctx = contextFor(org);
  const themeKey = rng.pick(org.tema);
  const theme = THEMES.get(themeKey);
  if (!theme) throw new Error(`Organisation ${org.kode} names unknown theme ${themeKey}`);
  const { tema } = theme;
  const region = pickRegion(rng, ctx, tema.wilayahPesisir === true);
  const tahun = rng.int(2015, 2025);
  const skala = theme.skala.length > 0 ? rng.pick(theme.skala) : null;
  const resolusi = theme.resolusi.length > 0 ? rng.pick(theme.resolusi) : null;
  const values: TemplateValues = {
    wilayah: region.nama,
    tahun: String(tahun),
    tahunLalu: String(tahun - 1),
    tahunRencana: String(tahun + 20),
    skala: skala?.teks ?? "",
    resolusi: resolusi?.teks ?? "",
    org: org.nama,
    singkatan: org.singkatan,
  };

  // Consecutive records of one organisation rotate through the title patterns.
  const pola = (index + rng.int(0, theme.judul.length - 1)) % theme.judul.length;
  const judul = fill(theme.judul[pola] as Template, values);
  let abstrak = fill(theme.abstrak[theme.abstrakJudul[pola] ?? 0] as Template, values);
  if (rng.chance(0.5)) abstrak += ` ${fill(rng.pick(PENUTUP_ABSTRAK), values)}`;

  // Extent and reference system.
  const bbox = subBox(rng, region.bbox);
  const crsRoll = rng.next();
  const lon = (bbox.barat + bbox.timur) / 2;
  const sistemReferensi =
    crsRoll < 0.6
      ? "EPSG:4326"
      : crsRoll < 0.85
        ? utmCode(lon, (bbox.selatan + bbox.utara) / 2)
        : tm3Code(lon);

  // Citation dates: creation in or after the data year, publication after it, maybe a revision.
  const awalTahun = Date.UTC(tahun, 0, 1);
  const dibuat = Math.min(awalTahun + rng.int(60, 420) * DAY_MS, LAST_CREATION);
  const terbit = Math.min(dibuat + rng.int(14, 200) * DAY_MS, LAST_DAY);
  const tanggal: SeedRecord["tanggal"] = [
    { tipe: "creation", tanggal: new Date(dibuat) },
    { tipe: "publication", tanggal: new Date(terbit) },
  ];
  if (rng.chance(0.3)) {
    const revisi = terbit + rng.int(30, 700) * DAY_MS;
    if (revisi <= LAST_DAY) tanggal.push({ tipe: "revision", tanggal: new Date(revisi) });
  }
  // Temporal extent: within the data year, ending before the dataset was created.
  let tanggalMulai: Date | null = null;
  let tanggalSelesai: Date | null = null;
  if (rng.chance(0.75)) {
    const selesai = Math.min(Date.UTC(tahun, 11, 31), dibuat - DAY_MS);
    const mulai = Date.UTC(tahun, rng.int(0, 5), 1);
    tanggalMulai = new Date(mulai < selesai ? mulai : awalTahun);
    tanggalSelesai = new Date(selesai);
  }

  // Keywords: Indonesian and English theme keywords, the place, sometimes the year.
  const kataKunci: SeedRecord["kataKunci"] = [];
  for (const kata of rng.sample(tema.kataKunci, rng.int(1, Math.min(4, tema.kataKunci.length)))) {
    kataKunci.push({ kataKunci: kata, tipe: "theme", thesaurus: rng.chance(0.4) ? "Tesaurus Simpul" : null });
  }
  for (const kata of rng.sample(tema.kataKunciEn, rng.int(1, Math.min(2, tema.kataKunciEn.length)))) {
    kataKunci.push({ kataKunci: kata, tipe: "theme", thesaurus: rng.chance(0.5) ? "GEMET" : null });
  }
  kataKunci.push({
    kataKunci: region.kataKunci,
    tipe: "place",
    thesaurus: rng.chance(0.3) ? "Gazeter Republik Indonesia" : null,
  });
  if (rng.chance(0.25)) kataKunci.push({ kataKunci: String(tahun), tipe: "temporal", thesaurus: null });

  // Contacts: always a point of contact for the dataset, then maybe a custodian and a distributor
  // or a point of contact for the metadata itself.
  const jumlahKontak = rng.int(1, 3);
  const kontakList: Kontak[] = [kontak(rng, org, ctx, "pointOfContact", "SUMBER_DAYA")];
  if (jumlahKontak >= 2) kontakList.push(kontak(rng, org, ctx, "custodian", "SUMBER_DAYA"));
  if (jumlahKontak >= 3) {
    kontakList.push(
      rng.chance(0.5)
        ? kontak(rng, org, ctx, "distributor", "SUMBER_DAYA")
        : kontak(rng, org, ctx, "pointOfContact", "METADATA"),
    );
  }

  // Distributions: the theme's services (the first always), then maybe a file download.
  const stem = theme.lapisan[pola] ?? { snake: theme.key, kebab: theme.key };
  const lapisan = `${stem.snake}_${region.slug}_${tahun}`;
  const distribusiList: Distribusi[] = [];
  for (let i = 0; i < tema.layanan.length && distribusiList.length < 3; i++) {
    if (i === 0 || rng.chance(0.75)) {
      distribusiList.push(distribusi(rng, tema.layanan[i] as string, ctx, tema, lapisan, judul));
    }
  }
  if (distribusiList.length < 3 && tema.layanan[0] !== DOWNLOAD && rng.chance(0.4)) {
    distribusiList.push(distribusi(rng, DOWNLOAD, ctx, tema, lapisan, judul));
  }

  // Data quality reports.
  const teksUkuran = skala ? `skala ${skala.teks}` : resolusi ? `resolusi ${resolusi.teks}` : "data ini";
  const laporanKualitasData = rng
    .sample(theme.dq, rng.int(1, 2))
    .map((spec) => laporan(rng, spec, skala?.nilai ?? null, resolusi?.nilai ?? null, teksUkuran));

  // Constraints.
  const klasifikasiKeamanan = klasifikasi(rng);
  const terbuka = klasifikasiKeamanan === "unclassified";
  const batasanLain = terbuka
    ? rng.pick(BATASAN_TERBUKA)
    : `Akses terbatas untuk instansi pemerintah; permohonan data diajukan melalui walidata ${org.singkatan}.`;
  const pemakaianRoll = rng.next();
  const batasanPemakaian =
    pemakaianRoll < 0.7 ? ["license"] : pemakaianRoll < 0.9 ? ["copyright", "license"] : [];
  let batasanPenggunaan: string | null = null;
  const penggunaanRoll = rng.next();
  if (penggunaanRoll < 0.25 && skala) {
    batasanPenggunaan = `Ketelitian data sesuai skala ${skala.teks}; tidak disarankan untuk analisis pada skala yang lebih besar.`;
  } else if (penggunaanRoll < 0.25 && resolusi) {
    batasanPenggunaan = `Resolusi spasial ${resolusi.teks}; tidak disarankan untuk analisis objek yang lebih kecil dari ukuran piksel.`;
  } else if (penggunaanRoll < 0.55) {
    batasanPenggunaan = rng.pick(BATASAN_PENGGUNAAN_UMUM);
  }

  const editionRoll = rng.next();
  const edisi = editionRoll < 0.4 ? null : editionRoll < 0.75 ? `Edisi ${rng.int(1, 3)}` : String(tahun);
  const sumberData = rng.sample(tema.sumberData, rng.int(1, 2)).join("; ");
  const gambar = rng.chance(0.55);

  return {
    judul,
    judulAlternatif: rng.chance(0.3) ? `${tema.nama} ${region.kataKunci} ${tahun}` : null,
    abstrak,
    tujuan: rng.chance(0.85) ? fill(rng.pick(theme.tujuan), values) : null,
    tipeData: tema.tipeData,
    topikKategori: [...tema.topikKategori],
    edisi,
    statusProgres: statusProgres(rng),
    frekuensiPembaruan: rng.pick(tema.frekuensiPembaruan),
    bahasa: "ind",
    representasiSpasial: tema.representasiSpasial,
    skalaPenyebut: skala?.nilai ?? null,
    resolusiJarak: resolusi?.nilai ?? null,
    resolusiSatuan: resolusi ? "m" : null,
    sistemReferensi,
    batasanPenggunaan,
    batasanAkses: ["otherRestrictions"],
    batasanPemakaian,
    batasanLain,
    klasifikasiKeamanan,
    bbox,
    deskripsiWilayah: region.deskripsi,
    tanggalMulai,
    tanggalSelesai,
    riwayatData: fill(rng.pick(theme.riwayat), values),
    sumberData,
    langkahProses: rng.pick(tema.langkahProses),
    gambarUrl: gambar ? `${ctx.situs}/thumbnail/${stem.kebab}-${region.kebab}-${tahun}.png` : null,
    gambarDeskripsi: gambar ? `Pratinjau peta ${judul}` : null,
    tanggal,
    kataKunci,
    kontak: kontakList,
    distribusi: distribusiList,
    laporanKualitasData,
  };
}
