import type { SeedBbox } from "../types";

// Vocabulary for generated catalogue records: themes (title and abstract templates, keywords,
// ISO topic categories, typical scales and services) and the regions records can cover.
//
// Templates may use these placeholders, filled in by build-record:
//   {wilayah}       region name, e.g. "Provinsi Jawa Barat" or "Kabupaten Garut"
//   {tahun}         data year (2015–2025); {tahunLalu} the year before; {tahunRencana} twenty years on
//   {skala}         scale, e.g. "1:50.000" (only in themes with skalaPenyebut)
//   {resolusi}      spatial resolution, e.g. "8 meter" (only in themes with resolusiMeter)
//   {org}           full name of the publishing organisation; {singkatan} its abbreviation

export type TipeDataTema = "vector" | "raster" | "tabular";

export interface Tema {
  /** Display name of the theme. */
  nama: string;
  /** GeoServer workspace the theme's layers are published in. */
  workspace: string;
  /**
   * Title patterns, each with the index of the abstract template that describes it. Layer
   * names are derived from the pattern (e.g. "kawasan_hutan_jawa_barat_2020").
   */
  judul: [pola: string, abstrak: number][];
  /** Abstract templates (two to four), each two or three sentences. */
  abstrak: string[];
  /** Indonesian theme keywords. */
  kataKunci: string[];
  /** English theme keywords, so English searches find the record too. */
  kataKunciEn: string[];
  /** MD_TopicCategoryCode values. */
  topikKategori: string[];
  tipeData: TipeDataTema;
  /** MD_SpatialRepresentationTypeCode. */
  representasiSpasial: "vector" | "grid" | "textTable";
  /** Typical scale denominators (vector themes); empty when not applicable. */
  skalaPenyebut: number[];
  /** Typical ground resolutions in metres (raster themes); empty when not applicable. */
  resolusiMeter: number[];
  /** MD_MaintenanceFrequencyCode values that fit the theme. */
  frekuensiPembaruan: string[];
  /** Purpose sentences. */
  tujuan: string[];
  /** Lineage statement templates. */
  riwayatData: string[];
  /** Typical source data. */
  sumberData: string[];
  /** Process step descriptions. */
  langkahProses: string[];
  /** Protocols (PROTOKOL_DISTRIBUSI codes) the theme is distributed with, main one first. */
  layanan: string[];
  /** Download formats: Shapefile, GeoPackage, GeoTIFF, NetCDF, CSV or XLSX. */
  formatUnduh: string[];
  /** Only meaningful for coastal regions (mangroves, reefs). */
  wilayahPesisir?: boolean;
}

export const TEMA: Record<string, Tema> = {
  hutan: {
    nama: "Kawasan dan Tutupan Hutan",
    workspace: "kehutanan",
    judul: [
      ["Peta Kawasan Hutan {wilayah} Tahun {tahun}", 0],
      ["Peta Penutupan Lahan Hutan {wilayah} Tahun {tahun}", 1],
      ["Deforestasi {wilayah} Periode {tahunLalu}–{tahun}", 2],
      ["Peta Kawasan Hutan {wilayah} Skala {skala} Tahun {tahun}", 0],
      ["Sebaran Hutan Primer dan Sekunder {wilayah} Tahun {tahun}", 1],
      ["Peta Indikatif Areal Perhutanan Sosial {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini menyajikan batas kawasan hutan di {wilayah} berdasarkan fungsinya, yaitu hutan konservasi, hutan lindung, hutan produksi terbatas, hutan produksi tetap, dan hutan produksi yang dapat dikonversi, dengan kondisi hingga tahun {tahun}. Batas kawasan dihimpun dari surat keputusan penunjukan dan penetapan kawasan hutan, berita acara tata batas, serta digitasi ulang pada skala {skala}. Data ini menjadi rujukan dalam proses perizinan, penyelesaian konflik tenurial, dan penyusunan rencana kehutanan.",
      "Data penutupan lahan hutan {wilayah} tahun {tahun} dihasilkan melalui interpretasi visual citra Landsat 8 OLI dan Sentinel-2 dengan unit pemetaan minimum 6,25 hektare. Kelas penutupan meliputi hutan lahan kering primer dan sekunder, hutan rawa primer dan sekunder, hutan mangrove, serta hutan tanaman, mengacu pada SNI 7645-1:2014 tentang klasifikasi penutup lahan. Hasil interpretasi diverifikasi melalui pengecekan lapangan pada titik sampel terpilih dan disajikan pada skala {skala}.",
      "Dataset ini memuat poligon kehilangan tutupan hutan (deforestasi) di {wilayah} yang teridentifikasi antara tahun {tahunLalu} dan {tahun}. Perubahan dideteksi dengan membandingkan mosaik citra satelit bebas awan dari dua periode, kemudian diperiksa secara manual oleh penafsir citra berpengalaman. Informasi ini digunakan untuk pemantauan emisi gas rumah kaca sektor kehutanan dan mendukung pelaporan program REDD+.",
      "Peta indikatif areal perhutanan sosial {wilayah} tahun {tahun} menyajikan areal kawasan hutan yang dicadangkan untuk skema hutan desa, hutan kemasyarakatan, hutan tanaman rakyat, kemitraan kehutanan, dan hutan adat. Areal ditentukan dari tumpang susun kawasan hutan, perizinan pemanfaatan hutan, dan usulan masyarakat pada skala {skala}, kemudian direvisi secara berkala.",
    ],
    kataKunci: [
      "kawasan hutan",
      "kehutanan",
      "tutupan hutan",
      "hutan lindung",
      "hutan produksi",
      "hutan konservasi",
      "deforestasi",
      "perhutanan sosial",
    ],
    kataKunciEn: ["forest", "forest cover", "deforestation", "forestry"],
    topikKategori: ["environment", "biota"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [50000, 100000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "asNeeded"],
    tujuan: [
      "Menyediakan informasi kawasan dan tutupan hutan {wilayah} yang mutakhir sebagai dasar perencanaan, pengendalian, dan pemantauan pengelolaan hutan lestari.",
      "Mendukung pemantauan deforestasi, pelaporan emisi sektor kehutanan, dan penyusunan kebijakan kehutanan di {wilayah}.",
    ],
    riwayatData: [
      "Data disusun dari hasil interpretasi citra satelit tahun {tahun} yang dipadukan dengan batas kawasan hutan dari surat keputusan penetapan, kemudian diverifikasi oleh balai pemantapan kawasan hutan setempat.",
      "Poligon hasil digitasi layar pada skala {skala} diperbaiki topologinya, diberi atribut fungsi kawasan, dan diperiksa silang dengan data tahun {tahunLalu} sebelum dipublikasikan.",
    ],
    sumberData: [
      "Citra Landsat 8 OLI",
      "Citra Sentinel-2 MSI",
      "Surat keputusan penetapan kawasan hutan",
      "Berita acara tata batas kawasan hutan",
    ],
    langkahProses: [
      "1) Pengumpulan dan koreksi citra; 2) interpretasi visual kelas penutupan hutan; 3) integrasi dengan batas kawasan hutan; 4) validasi lapangan; 5) pemeriksaan topologi dan atribut.",
      "1) Mosaik citra bebas awan dua periode; 2) deteksi perubahan tutupan hutan; 3) koreksi manual oleh penafsir; 4) uji akurasi dengan titik sampel; 5) penyajian luas per fungsi kawasan.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  mangrove: {
    nama: "Mangrove",
    workspace: "pesisir",
    judul: [
      ["Peta Sebaran Mangrove {wilayah} Tahun {tahun}", 0],
      ["Peta Mangrove {wilayah} Skala {skala} Tahun {tahun}", 0],
      ["Kerapatan Tajuk Mangrove {wilayah} Tahun {tahun}", 2],
      ["Potensi Habitat Mangrove {wilayah} Tahun {tahun}", 1],
      ["Kondisi Ekosistem Mangrove {wilayah} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset ini menyajikan sebaran ekosistem mangrove eksisting di {wilayah} pada tahun {tahun} yang dikelompokkan menurut kerapatan tajuk menjadi mangrove lebat, mangrove sedang, dan mangrove jarang. Pemetaan dilakukan melalui klasifikasi citra Sentinel-2 dan Landsat 8 yang dipadukan dengan interpretasi visual citra resolusi tinggi pada skala {skala}. Validasi dilakukan dengan survei lapangan di sejumlah lokasi sampel untuk memastikan ketepatan batas dan kelas kerapatan.",
      "Data mangrove {wilayah} tahun {tahun} disusun untuk mendukung program rehabilitasi mangrove nasional dan perencanaan pengelolaan wilayah pesisir. Selain sebaran mangrove eksisting, dataset ini memuat area potensi habitat mangrove, yaitu tambak, lahan terbuka, dan area abrasi yang secara biofisik dapat direhabilitasi. Seluruh poligon telah melalui pemeriksaan topologi dan dilengkapi atribut luas dalam hektare.",
      "Dataset kerapatan tajuk mangrove {wilayah} diturunkan dari indeks vegetasi citra satelit tahun {tahun} yang diklasifikasikan berdasarkan ambang nilai hasil kalibrasi lapangan. Informasi kerapatan digunakan untuk menilai kondisi kesehatan ekosistem mangrove serta menentukan prioritas lokasi rehabilitasi pada skala {skala}.",
    ],
    kataKunci: [
      "mangrove",
      "ekosistem mangrove",
      "hutan mangrove",
      "bakau",
      "rehabilitasi mangrove",
      "kerapatan tajuk",
      "wilayah pesisir",
    ],
    kataKunciEn: ["mangroves", "mangrove forest", "coastal ecosystem"],
    topikKategori: ["environment", "oceans", "biota"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "biennially"],
    tujuan: [
      "Menyediakan data sebaran dan kondisi mangrove {wilayah} sebagai dasar perencanaan rehabilitasi, konservasi, dan pengelolaan wilayah pesisir.",
    ],
    riwayatData: [
      "Data diturunkan dari klasifikasi terbimbing citra Sentinel-2 tahun {tahun}, disempurnakan dengan interpretasi visual, lalu divalidasi melalui survei lapangan.",
      "Peta mangrove tahun {tahunLalu} digunakan sebagai acuan awal; perubahan luasan diperbarui berdasarkan citra terbaru tahun {tahun} dan laporan kegiatan rehabilitasi.",
    ],
    sumberData: [
      "Citra Sentinel-2 MSI Level-2A",
      "Citra Landsat 8 OLI",
      "Citra SPOT 6/7",
      "Survei lapangan ekosistem mangrove",
    ],
    langkahProses: [
      "1) Koreksi atmosferik citra; 2) klasifikasi mangrove dan nonmangrove; 3) penentuan kelas kerapatan tajuk; 4) validasi lapangan; 5) penyuntingan dan pemeriksaan topologi.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
    wilayahPesisir: true,
  },

  "tutupan-lahan": {
    nama: "Tutupan dan Penggunaan Lahan",
    workspace: "lahan",
    judul: [
      ["Peta Tutupan Lahan {wilayah} Tahun {tahun}", 0],
      ["Penutup Lahan {wilayah} Skala {skala} Tahun {tahun}", 0],
      ["Perubahan Tutupan Lahan {wilayah} Periode {tahunLalu}–{tahun}", 1],
      ["Penggunaan Lahan Eksisting {wilayah} Tahun {tahun}", 2],
      ["Klasifikasi Penutup Lahan {wilayah} Tahun {tahun}", 0],
    ],
    abstrak: [
      "Dataset tutupan lahan {wilayah} tahun {tahun} memuat kelas penutup lahan seperti hutan, perkebunan, sawah, ladang, permukiman, semak belukar, lahan terbuka, dan tubuh air. Klasifikasi mengacu pada SNI 7645-1:2014 dan dihasilkan dari interpretasi citra satelit multispektral pada skala {skala}. Data ini menjadi masukan utama bagi neraca penatagunaan tanah dan evaluasi pemanfaatan ruang.",
      "Data perubahan tutupan lahan {wilayah} menggambarkan peralihan kelas penutup lahan antara tahun {tahunLalu} dan {tahun}. Perubahan diidentifikasi melalui teknik deteksi perubahan pascaklasifikasi terhadap dua mosaik citra bebas awan pada skala {skala}. Informasi ini digunakan untuk memantau alih fungsi lahan pertanian, perluasan permukiman, dan degradasi lahan.",
      "Penggunaan lahan eksisting {wilayah} tahun {tahun} dipetakan dari citra satelit resolusi tinggi yang diperkaya dengan hasil survei lapangan dan data instansi sektoral. Setiap poligon dilengkapi atribut kelas penggunaan lahan, luas, dan tanggal perekaman citra sumber.",
    ],
    kataKunci: [
      "tutupan lahan",
      "penutup lahan",
      "penggunaan lahan",
      "perubahan lahan",
      "klasifikasi lahan",
      "neraca penatagunaan tanah",
    ],
    kataKunciEn: ["land cover", "land use", "land cover change"],
    topikKategori: ["imageryBaseMapsEarthCover", "environment", "planningCadastre"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "biennially"],
    tujuan: [
      "Menyediakan informasi tutupan dan penggunaan lahan {wilayah} untuk mendukung perencanaan tata ruang, evaluasi pemanfaatan lahan, dan pemantauan lingkungan.",
    ],
    riwayatData: [
      "Tutupan lahan diklasifikasikan dari mosaik citra satelit tahun {tahun} menggunakan kombinasi klasifikasi berbasis objek dan interpretasi visual, kemudian diuji akurasinya dengan titik sampel lapangan.",
      "Data merupakan pemutakhiran peta tutupan lahan tahun {tahunLalu} dengan memperbaiki poligon yang berubah berdasarkan citra terbaru dan hasil verifikasi lapangan.",
    ],
    sumberData: ["Citra Sentinel-2 MSI", "Citra Landsat 8/9 OLI", "Citra SPOT 6/7", "Data survei lapangan"],
    langkahProses: [
      "1) Prapengolahan citra; 2) segmentasi dan klasifikasi; 3) interpretasi visual dan penyuntingan; 4) uji akurasi; 5) generalisasi sesuai skala.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "batas-administrasi": {
    nama: "Batas Wilayah Administrasi",
    workspace: "batas",
    judul: [
      ["Batas Wilayah Administrasi {wilayah} Tahun {tahun}", 0],
      ["Peta Batas Desa dan Kelurahan {wilayah} Tahun {tahun}", 0],
      ["Batas Administrasi Kecamatan {wilayah} Skala {skala} Tahun {tahun}", 0],
      ["Segmen Batas Daerah {wilayah} Tahun {tahun}", 1],
      ["Titik Pilar Batas Daerah {wilayah} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset ini memuat batas wilayah administrasi pemerintahan {wilayah} hingga tingkat desa dan kelurahan dengan kondisi tahun {tahun}. Garis batas disusun dari dokumen penegasan batas daerah, peraturan menteri dalam negeri tentang batas daerah, serta hasil delineasi kartometrik pada peta dasar skala {skala}. Setiap unit wilayah dilengkapi kode wilayah administrasi pemerintahan sesuai ketentuan Kementerian Dalam Negeri.",
      "Data segmen batas daerah {wilayah} tahun {tahun} menyajikan status setiap segmen batas, yaitu definitif, indikatif, atau dalam proses penegasan. Informasi diperoleh dari berita acara kesepakatan batas antardaerah dan hasil pelacakan batas di lapangan menggunakan GNSS, kemudian disajikan pada skala {skala}.",
      "Dataset ini memuat lokasi pilar batas acuan dan pilar batas utama di {wilayah} hasil pemasangan dan pengukuran GNSS geodetik hingga tahun {tahun}. Setiap pilar dilengkapi koordinat, nomor pilar, jenis pilar, dan dokumentasi foto, dengan ketelitian posisi yang memenuhi ketentuan penegasan batas daerah pada skala {skala}.",
    ],
    kataKunci: [
      "batas administrasi",
      "batas wilayah",
      "batas desa",
      "batas kecamatan",
      "wilayah administrasi",
      "kode wilayah",
      "penegasan batas",
    ],
    kataKunciEn: ["administrative boundaries", "boundary", "administrative units"],
    topikKategori: ["boundaries", "location"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [10000, 25000, 50000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "asNeeded"],
    tujuan: [
      "Menyediakan batas wilayah administrasi {wilayah} yang konsisten sebagai kerangka acuan penyajian data statistik, perencanaan pembangunan, dan pelayanan publik.",
    ],
    riwayatData: [
      "Garis batas dikompilasi dari dokumen penegasan batas daerah dan hasil delineasi kartometrik, kemudian diselaraskan dengan garis pantai dan jaringan sungai pada peta dasar skala {skala}.",
      "Data tahun {tahun} merupakan pemutakhiran edisi {tahunLalu} dengan memasukkan pemekaran desa dan perubahan segmen batas yang telah disepakati.",
    ],
    sumberData: [
      "Peta Rupabumi Indonesia",
      "Peraturan menteri dalam negeri tentang batas daerah",
      "Berita acara penegasan batas",
      "Survei GNSS lapangan",
    ],
    langkahProses: [
      "1) Kompilasi dokumen batas; 2) delineasi kartometrik; 3) penyelarasan dengan unsur rupabumi; 4) pembentukan topologi poligon; 5) pengisian kode wilayah.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "jaringan-jalan": {
    nama: "Jaringan Jalan",
    workspace: "transportasi",
    judul: [
      ["Jaringan Jalan {wilayah} Tahun {tahun}", 0],
      ["Peta Status dan Fungsi Jalan {wilayah} Tahun {tahun}", 0],
      ["Kondisi Permukaan Jalan {wilayah} Tahun {tahun}", 1],
      ["Ruas Jalan {wilayah} Skala {skala} Tahun {tahun}", 0],
      ["Jembatan pada Ruas Jalan {wilayah} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset jaringan jalan {wilayah} tahun {tahun} memuat ruas jalan nasional, provinsi, kabupaten, dan jalan lingkungan beserta atribut status, fungsi, lebar perkerasan, dan jenis permukaan. Geometri ruas didigitasi dari citra satelit resolusi tinggi dan diselaraskan dengan hasil survei jejak GNSS pada skala {skala}. Topologi jaringan telah diperiksa sehingga dapat digunakan untuk analisis rute dan aksesibilitas.",
      "Data kondisi jalan {wilayah} tahun {tahun} berisi nilai International Roughness Index (IRI) dan kategori kondisi baik, sedang, rusak ringan, serta rusak berat untuk setiap segmen 100 meter. Pengukuran dilakukan dengan kendaraan survei yang dilengkapi sensor kekasaran dan kamera, kemudian dipetakan pada sumbu jalan skala {skala}.",
      "Dataset ini menyajikan lokasi jembatan dan ruas jalan {wilayah} dengan atribut nomor ruas, panjang, dan kondisi struktur berdasarkan inventarisasi tahun {tahun}. Data dikumpulkan dari sistem manajemen jalan dan jembatan yang dikelola penyelenggara jalan dan disajikan pada skala {skala}.",
    ],
    kataKunci: [
      "jaringan jalan",
      "ruas jalan",
      "kondisi jalan",
      "jalan nasional",
      "jalan provinsi",
      "jembatan",
      "transportasi darat",
    ],
    kataKunciEn: ["road network", "roads", "transportation"],
    topikKategori: ["transportation"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [10000, 25000, 50000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "biannually"],
    tujuan: [
      "Menyediakan data jaringan dan kondisi jalan {wilayah} untuk perencanaan pemeliharaan, peningkatan konektivitas, dan analisis aksesibilitas wilayah.",
    ],
    riwayatData: [
      "Sumbu jalan didigitasi dari citra satelit resolusi tinggi, dilengkapi survei jejak GNSS, dan diberi atribut dari data inventaris jalan tahun {tahun}.",
      "Pemutakhiran dilakukan terhadap data tahun {tahunLalu} dengan menambahkan ruas baru dan memperbarui kondisi perkerasan hasil survei tahunan.",
    ],
    sumberData: [
      "Citra satelit resolusi tinggi",
      "Survei kondisi jalan (IRI)",
      "Data inventaris jalan dan jembatan",
      "Survei jejak GNSS",
    ],
    langkahProses: [
      "1) Digitasi sumbu jalan; 2) survei lapangan dan kondisi; 3) pengisian atribut; 4) pembentukan topologi jaringan; 5) validasi bersama penyelenggara jalan.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "sungai-das": {
    nama: "Sungai dan Daerah Aliran Sungai",
    workspace: "sumberdayaair",
    judul: [
      ["Batas Daerah Aliran Sungai {wilayah} Tahun {tahun}", 0],
      ["Jaringan Sungai {wilayah} Skala {skala} Tahun {tahun}", 1],
      ["Peta Sub-DAS dan Jaringan Sungai {wilayah} Tahun {tahun}", 0],
      ["Peta Lahan Kritis DAS {wilayah} Tahun {tahun}", 2],
      ["Tubuh Air Danau dan Waduk {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini menyajikan batas daerah aliran sungai (DAS) dan sub-DAS di {wilayah} yang diturunkan dari model elevasi digital dan jaringan sungai pada skala {skala}. Delineasi dilakukan secara otomatis berdasarkan arah aliran, kemudian disunting secara manual pada daerah datar dan rawa dengan kondisi tahun {tahun}. Data digunakan sebagai unit perencanaan pengelolaan DAS dan sumber daya air.",
      "Data jaringan sungai {wilayah} tahun {tahun} memuat garis sungai, kanal, dan saluran utama beserta atribut nama, orde sungai, dan sifat aliran. Geometri berasal dari peta dasar skala {skala} yang diperbarui dengan interpretasi citra satelit terbaru.",
      "Peta lahan kritis DAS {wilayah} tahun {tahun} mengklasifikasikan lahan menjadi tidak kritis, potensial kritis, agak kritis, kritis, dan sangat kritis. Penilaian menggunakan parameter tutupan lahan, kemiringan lereng, tingkat bahaya erosi, dan manajemen lahan yang ditumpangsusunkan pada skala {skala}.",
      "Dataset tubuh air {wilayah} tahun {tahun} memuat poligon danau, waduk, embung, dan rawa permanen beserta atribut nama, luas, dan status pengelolaan. Batas tubuh air diekstraksi dari citra Sentinel-2 menggunakan indeks air ternormalisasi dan disunting secara manual pada skala {skala}.",
    ],
    kataKunci: [
      "daerah aliran sungai",
      "DAS",
      "sub-DAS",
      "jaringan sungai",
      "hidrografi",
      "lahan kritis",
      "sumber daya air",
    ],
    kataKunciEn: ["watershed", "river network", "hydrography"],
    topikKategori: ["inlandWaters", "environment"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["irregular", "asNeeded"],
    tujuan: [
      "Menyediakan kerangka unit hidrologis {wilayah} untuk perencanaan pengelolaan daerah aliran sungai, konservasi tanah dan air, serta pengendalian banjir.",
    ],
    riwayatData: [
      "Batas DAS didelineasi dari DEMNAS dan jaringan sungai Peta Rupabumi Indonesia, lalu disempurnakan dengan interpretasi citra dan pembahasan bersama balai wilayah sungai.",
      "Data tahun {tahun} memperbarui edisi {tahunLalu} pada segmen sungai yang berpindah alur serta menambahkan waduk dan embung baru.",
    ],
    sumberData: ["DEMNAS", "Peta Rupabumi Indonesia", "Citra Sentinel-2 MSI", "Data balai wilayah sungai"],
    langkahProses: [
      "1) Pengisian cekungan DEM; 2) penghitungan arah dan akumulasi aliran; 3) delineasi DAS dan sub-DAS; 4) penyuntingan manual; 5) penomoran dan penamaan DAS.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  banjir: {
    nama: "Bencana Banjir",
    workspace: "kebencanaan",
    judul: [
      ["Peta Kawasan Rawan Banjir {wilayah} Tahun {tahun}", 0],
      ["Indeks Risiko Bencana Banjir {wilayah} Tahun {tahun}", 2],
      ["Kejadian Banjir {wilayah} Tahun {tahun}", 1],
      ["Peta Bahaya Banjir {wilayah} Skala {skala} Tahun {tahun}", 0],
      ["Sebaran Genangan Banjir {wilayah} Tahun {tahun}", 1],
    ],
    abstrak: [
      "Dataset ini menyajikan tingkat bahaya banjir di {wilayah} dalam kelas rendah, sedang, dan tinggi berdasarkan kondisi tahun {tahun}. Analisis menggunakan model elevasi digital, jarak terhadap sungai, curah hujan, jenis tanah, dan tutupan lahan yang dibobotkan dan ditumpangsusunkan pada skala {skala}. Data ini menjadi dasar penyusunan kajian risiko bencana dan rencana kontinjensi daerah.",
      "Data kejadian banjir {wilayah} tahun {tahun} memuat lokasi, tanggal, luas genangan, dan dampak banjir yang dilaporkan oleh badan penanggulangan bencana daerah. Luas genangan dipetakan dari citra radar Sentinel-1 yang direkam pada saat atau segera setelah kejadian, lalu disajikan pada skala {skala}.",
      "Indeks risiko bencana banjir {wilayah} tahun {tahun} dihitung dari komponen bahaya, kerentanan, dan kapasitas sesuai pedoman umum pengkajian risiko bencana. Hasilnya disajikan per desa sehingga dapat dipakai untuk memprioritaskan program pengurangan risiko bencana.",
    ],
    kataKunci: [
      "banjir",
      "rawan banjir",
      "bahaya banjir",
      "risiko bencana",
      "genangan",
      "kebencanaan",
      "mitigasi bencana",
    ],
    kataKunciEn: ["flood", "flood hazard", "flood risk"],
    topikKategori: ["inlandWaters", "environment"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "asNeeded"],
    tujuan: [
      "Menyediakan informasi bahaya dan risiko banjir {wilayah} untuk mendukung mitigasi, kesiapsiagaan, dan pengendalian pemanfaatan ruang di kawasan rawan bencana.",
    ],
    riwayatData: [
      "Peta bahaya disusun melalui analisis multikriteria terhadap data elevasi, jaringan sungai, curah hujan, dan tutupan lahan tahun {tahun}, kemudian divalidasi dengan catatan kejadian banjir historis.",
      "Genangan banjir dipetakan dari citra Sentinel-1 dengan metode ambang nilai hamburan balik dan dikoreksi menggunakan laporan lapangan badan penanggulangan bencana daerah.",
    ],
    sumberData: [
      "DEMNAS",
      "Citra radar Sentinel-1",
      "Data kejadian bencana BPBD",
      "Data curah hujan stasiun meteorologi",
    ],
    langkahProses: [
      "1) Penyiapan parameter bahaya; 2) pembobotan dan tumpang susun; 3) klasifikasi tingkat bahaya; 4) validasi dengan kejadian historis; 5) penyajian per desa.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  longsor: {
    nama: "Rawan Tanah Longsor",
    workspace: "kebencanaan",
    judul: [
      ["Peta Zona Kerentanan Gerakan Tanah {wilayah} Tahun {tahun}", 0],
      ["Peta Kawasan Rawan Longsor {wilayah} Tahun {tahun}", 0],
      ["Kejadian Tanah Longsor {wilayah} Tahun {tahun}", 1],
      ["Bahaya Tanah Longsor {wilayah} Skala {skala} Tahun {tahun}", 2],
      ["Peta Bahaya Tanah Longsor {wilayah} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset zona kerentanan gerakan tanah {wilayah} membagi wilayah ke dalam kelas kerentanan sangat rendah, rendah, menengah, dan tinggi. Penilaian didasarkan pada kemiringan lereng, litologi, struktur geologi, curah hujan, dan tutupan lahan yang dianalisis pada skala {skala} dengan kondisi tahun {tahun}. Peta ini digunakan sebagai acuan pengendalian pemanfaatan ruang dan peringatan dini gerakan tanah.",
      "Data kejadian tanah longsor {wilayah} tahun {tahun} memuat titik lokasi, waktu kejadian, tipe gerakan tanah, dan dampak yang ditimbulkan. Informasi dihimpun dari laporan tanggap darurat, verifikasi lapangan, dan interpretasi citra satelit pascakejadian.",
      "Peta bahaya tanah longsor {wilayah} disusun menggunakan metode indeks statistik yang dikalibrasi dengan inventarisasi longsor historis hingga tahun {tahun}. Hasilnya divalidasi dengan kurva keberhasilan dan disajikan pada skala {skala} sehingga dapat dipakai untuk kajian risiko bencana daerah.",
    ],
    kataKunci: [
      "tanah longsor",
      "gerakan tanah",
      "kerentanan gerakan tanah",
      "rawan longsor",
      "bahaya geologi",
      "kebencanaan",
    ],
    kataKunciEn: ["landslide", "landslide susceptibility", "mass movement"],
    topikKategori: ["geoscientificInformation", "environment"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 100000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "asNeeded"],
    tujuan: [
      "Menyediakan informasi kerentanan dan kejadian tanah longsor {wilayah} sebagai dasar mitigasi bencana, peringatan dini, dan pengendalian pemanfaatan ruang.",
    ],
    riwayatData: [
      "Zona kerentanan dianalisis dari peta geologi, kemiringan lereng turunan DEMNAS, curah hujan, dan tutupan lahan tahun {tahun}, kemudian dicek di lapangan pada lereng-lereng kritis.",
      "Inventarisasi longsor tahun {tahun} dihimpun dari laporan badan penanggulangan bencana daerah dan diverifikasi dengan interpretasi citra sebelum dan sesudah kejadian.",
    ],
    sumberData: [
      "Peta geologi lembar skala 1:100.000",
      "DEMNAS",
      "Data kejadian bencana BPBD",
      "Citra satelit resolusi tinggi",
    ],
    langkahProses: [
      "1) Inventarisasi kejadian longsor; 2) penyiapan parameter pengontrol; 3) pemodelan kerentanan; 4) validasi dengan data kejadian; 5) pengecekan lapangan dan penyuntingan.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "gempa-sesar": {
    nama: "Gempa Bumi dan Sesar Aktif",
    workspace: "geologi",
    judul: [
      ["Peta Sesar Aktif {wilayah} Tahun {tahun}", 0],
      ["Katalog Episenter Gempa Bumi {wilayah} Tahun {tahun}", 1],
      ["Peta Kawasan Rawan Bencana Gempa Bumi {wilayah} Skala {skala} Tahun {tahun}", 2],
      ["Percepatan Getaran Tanah Maksimum {wilayah} Tahun {tahun}", 2],
      ["Peta Guncangan Gempa Bumi Signifikan {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini memuat jejak sesar aktif dan sesar terindikasi aktif di {wilayah} beserta atribut nama segmen, jenis pergerakan, laju geser, dan magnitudo maksimum yang mungkin terjadi. Jejak sesar dipetakan dari analisis morfotektonik model elevasi digital, citra satelit, dan penelitian paleoseismologi. Data disajikan pada skala {skala} dengan pemutakhiran hingga tahun {tahun}.",
      "Katalog episenter gempa bumi {wilayah} tahun {tahun} berisi lokasi, kedalaman, waktu asal, dan magnitudo setiap kejadian gempa yang tercatat oleh jaringan seismograf nasional. Parameter gempa telah melalui proses relokasi dan pemeriksaan ulang oleh analis sehingga konsisten untuk analisis seismisitas.",
      "Peta kawasan rawan bencana gempa bumi {wilayah} membagi wilayah menjadi zona rendah, menengah, dan tinggi berdasarkan nilai percepatan getaran tanah maksimum, kondisi geologi permukaan, dan keberadaan sesar aktif. Peta ini disusun pada skala {skala} dengan data hingga tahun {tahun} sebagai acuan perencanaan bangunan tahan gempa dan tata ruang.",
      "Dataset ini menyajikan peta guncangan (shakemap) gempa bumi signifikan yang terjadi di {wilayah} sepanjang tahun {tahun}, berupa kontur intensitas dalam skala MMI dan nilai percepatan tanah puncak. Peta dihasilkan secara otomatis dari rekaman akselerograf dan model atenuasi, kemudian ditinjau ulang oleh analis setelah kejadian.",
    ],
    kataKunci: [
      "gempa bumi",
      "sesar aktif",
      "seismisitas",
      "episenter",
      "bahaya gempa",
      "percepatan tanah",
      "tektonik",
    ],
    kataKunciEn: ["earthquake", "active fault", "seismic hazard"],
    topikKategori: ["geoscientificInformation"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [50000, 250000, 1000000],
    resolusiMeter: [],
    frekuensiPembaruan: ["continual", "annually", "asNeeded"],
    tujuan: [
      "Menyediakan informasi sumber dan bahaya gempa bumi {wilayah} untuk mendukung mitigasi bencana, perencanaan tata ruang, dan penerapan standar bangunan tahan gempa.",
    ],
    riwayatData: [
      "Jejak sesar didelineasi dari analisis kelurusan pada DEMNAS dan citra satelit, kemudian diverifikasi melalui survei geologi lapangan dan data kegempaan hingga tahun {tahun}.",
      "Parameter gempa dihimpun dari jaringan seismograf, direlokasi dengan model kecepatan tiga dimensi, dan dikompilasi menjadi katalog tahun {tahun}.",
    ],
    sumberData: [
      "Jaringan seismograf nasional",
      "DEMNAS",
      "Peta geologi",
      "Hasil penelitian paleoseismologi",
    ],
    langkahProses: [
      "1) Analisis kelurusan morfotektonik; 2) survei geologi lapangan; 3) kompilasi data kegempaan; 4) penentuan parameter segmen sesar; 5) penyajian dan pemeriksaan topologi.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "curah-hujan": {
    nama: "Curah Hujan",
    workspace: "iklim",
    judul: [
      ["Curah Hujan Bulanan {wilayah} Tahun {tahun}", 0],
      ["Akumulasi Curah Hujan Bulanan {wilayah} Resolusi {resolusi} Tahun {tahun}", 0],
      ["Prakiraan Curah Hujan Dasarian {wilayah} Tahun {tahun}", 1],
      ["Grid Curah Hujan Harian {wilayah} Resolusi {resolusi} Tahun {tahun}", 2],
      ["Curah Hujan Harian Hasil Interpolasi {wilayah} Tahun {tahun}", 2],
      ["Hari Tanpa Hujan Berturut-turut {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini menyajikan akumulasi curah hujan bulanan {wilayah} sepanjang tahun {tahun} dalam format grid dengan resolusi spasial {resolusi}. Nilai curah hujan diperoleh dari penggabungan data pos hujan dan stasiun meteorologi dengan estimasi satelit, kemudian dikoreksi bias menggunakan pengamatan permukaan. Data ini digunakan untuk analisis iklim, perencanaan pertanian, dan pengelolaan sumber daya air.",
      "Data prakiraan curah hujan dasarian {wilayah} tahun {tahun} merupakan keluaran model prakiraan iklim yang diperbarui setiap sepuluh hari. Nilai prakiraan disajikan dalam kategori rendah, menengah, tinggi, dan sangat tinggi pada grid beresolusi {resolusi} untuk mendukung peringatan dini cuaca ekstrem.",
      "Grid curah hujan {wilayah} tahun {tahun} dihasilkan melalui interpolasi data pengamatan harian dari jaringan pos hujan menggunakan metode kriging dengan kovariat elevasi. Validasi silang menunjukkan kesalahan yang dapat diterima untuk analisis pada resolusi {resolusi}.",
      "Data hari tanpa hujan berturut-turut {wilayah} tahun {tahun} menyajikan jumlah hari kering berurutan hingga akhir setiap dasarian berdasarkan pengamatan pos hujan. Nilai dikelompokkan menjadi kategori pendek, menengah, panjang, sangat panjang, dan kekeringan ekstrem, kemudian diinterpolasi ke grid beresolusi {resolusi} untuk peringatan dini kekeringan.",
    ],
    kataKunci: [
      "curah hujan",
      "presipitasi",
      "iklim",
      "klimatologi",
      "prakiraan iklim",
      "hari tanpa hujan",
      "kekeringan",
    ],
    kataKunciEn: ["rainfall", "precipitation", "climate"],
    topikKategori: ["climatologyMeteorologyAtmosphere"],
    tipeData: "raster",
    representasiSpasial: "grid",
    skalaPenyebut: [],
    resolusiMeter: [1000, 5000, 25000],
    frekuensiPembaruan: ["monthly", "daily", "annually"],
    tujuan: [
      "Menyediakan informasi curah hujan spasial {wilayah} untuk analisis iklim, peringatan dini kekeringan dan banjir, serta perencanaan kalender tanam.",
    ],
    riwayatData: [
      "Data pengamatan pos hujan dan stasiun meteorologi tahun {tahun} diperiksa kualitasnya, digabungkan dengan estimasi curah hujan satelit, lalu diinterpolasi ke grid berukuran {resolusi}.",
      "Keluaran model iklim dikoreksi bias menggunakan data pengamatan periode acuan dan dipotong sesuai batas {wilayah}.",
    ],
    sumberData: [
      "Jaringan pos hujan dan stasiun meteorologi",
      "Estimasi curah hujan satelit (CHIRPS, GSMaP)",
      "Model prakiraan iklim",
    ],
    langkahProses: [
      "1) Kendali mutu data pengamatan; 2) penggabungan dengan estimasi satelit; 3) interpolasi spasial; 4) koreksi bias; 5) validasi silang.",
    ],
    layanan: ["OGC:WMS", "OGC:WCS"],
    formatUnduh: ["GeoTIFF", "NetCDF"],
  },

  kependudukan: {
    nama: "Kependudukan",
    workspace: "statistik",
    judul: [
      ["Jumlah Penduduk per Desa {wilayah} Tahun {tahun}", 0],
      ["Kepadatan Penduduk {wilayah} Tahun {tahun}", 1],
      ["Proyeksi Penduduk {wilayah} Tahun {tahun}", 2],
      ["Penduduk Menurut Kelompok Umur dan Jenis Kelamin {wilayah} Tahun {tahun}", 0],
      ["Laju Pertumbuhan Penduduk {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini berisi jumlah penduduk {wilayah} tahun {tahun} yang dirinci menurut desa atau kelurahan, jenis kelamin, dan kelompok umur. Data bersumber dari hasil sensus dan survei kependudukan serta administrasi kependudukan yang telah dipadankan dengan kode wilayah administrasi pemerintahan. Tabel dapat digabungkan dengan batas wilayah administrasi untuk analisis spasial.",
      "Data kepadatan penduduk {wilayah} tahun {tahun} dihitung dari jumlah penduduk dibagi luas wilayah daratan setiap unit administrasi. Luas wilayah diukur dari batas administrasi resmi sehingga angka kepadatan konsisten antarwilayah dan antartahun.",
      "Proyeksi penduduk {wilayah} tahun {tahun} disusun dengan metode komponen berdasarkan asumsi fertilitas, mortalitas, dan migrasi hasil sensus penduduk terakhir. Angka proyeksi disajikan menurut jenis kelamin dan kelompok umur lima tahunan.",
      "Data laju pertumbuhan penduduk {wilayah} tahun {tahun} menyajikan rata-rata pertumbuhan penduduk per tahun menurut kabupaten/kota yang dihitung dari dua titik data kependudukan dengan rumus eksponensial. Tabel dilengkapi jumlah penduduk awal dan akhir periode serta kode wilayah administrasi pemerintahan.",
    ],
    kataKunci: [
      "kependudukan",
      "jumlah penduduk",
      "kepadatan penduduk",
      "demografi",
      "sensus penduduk",
      "proyeksi penduduk",
    ],
    kataKunciEn: ["population", "demography", "census"],
    topikKategori: ["society"],
    tipeData: "tabular",
    representasiSpasial: "textTable",
    skalaPenyebut: [],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually"],
    tujuan: [
      "Menyediakan data kependudukan {wilayah} yang terstandar untuk perencanaan pembangunan, alokasi anggaran, dan analisis keterpaparan bencana.",
    ],
    riwayatData: [
      "Data dihimpun dari hasil sensus dan survei kependudukan tahun {tahun}, dipadankan dengan kode wilayah, lalu diperiksa konsistensinya terhadap angka agregat tingkat kabupaten/kota.",
      "Angka tahun {tahun} merupakan pemutakhiran publikasi {tahunLalu} dengan memasukkan hasil registrasi penduduk terbaru.",
    ],
    sumberData: ["Sensus Penduduk", "Survei Penduduk Antar Sensus", "Data administrasi kependudukan"],
    langkahProses: [
      "1) Pengumpulan data sensus dan registrasi; 2) pemadanan kode wilayah; 3) pemeriksaan konsistensi; 4) penghitungan indikator; 5) penyusunan tabel rilis.",
    ],
    layanan: ["WWW:DOWNLOAD-1.0-http--download", "WWW:LINK"],
    formatUnduh: ["CSV", "XLSX"],
  },

  "fasilitas-kesehatan": {
    nama: "Fasilitas Kesehatan",
    workspace: "kesehatan",
    judul: [
      ["Sebaran Fasilitas Pelayanan Kesehatan {wilayah} Tahun {tahun}", 0],
      ["Lokasi Puskesmas dan Rumah Sakit {wilayah} Tahun {tahun}", 2],
      ["Jangkauan Layanan Puskesmas {wilayah} Tahun {tahun}", 1],
      ["Titik Fasilitas Kesehatan {wilayah} Skala {skala} Tahun {tahun}", 2],
      ["Sebaran Posyandu {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini memuat lokasi fasilitas pelayanan kesehatan di {wilayah} pada tahun {tahun}, meliputi rumah sakit, puskesmas, klinik, laboratorium kesehatan, dan apotek. Koordinat setiap fasilitas diperoleh dari pengukuran GNSS genggam dan diverifikasi terhadap citra satelit resolusi tinggi, sedangkan atribut kapasitas dan jenis layanan berasal dari registrasi fasilitas kesehatan.",
      "Data jangkauan layanan puskesmas {wilayah} tahun {tahun} menyajikan area yang dapat dicapai dalam waktu tempuh 30 dan 60 menit dari setiap puskesmas. Analisis jaringan dilakukan menggunakan data jalan skala {skala} dan kecepatan rata-rata menurut kelas jalan.",
      "Titik fasilitas kesehatan {wilayah} disajikan pada skala {skala} dengan atribut nama, kode fasilitas, jenis, kelas, dan alamat. Data diperbarui setiap tahun berdasarkan laporan dinas kesehatan dan hasil verifikasi lapangan tahun {tahun}.",
      "Dataset ini memuat lokasi pos pelayanan terpadu (posyandu) di {wilayah} tahun {tahun} beserta atribut desa, strata posyandu, dan jumlah kader aktif. Koordinat dikumpulkan oleh petugas puskesmas menggunakan aplikasi seluler berbasis GNSS dan diverifikasi terhadap batas desa skala {skala}.",
    ],
    kataKunci: [
      "fasilitas kesehatan",
      "puskesmas",
      "rumah sakit",
      "pelayanan kesehatan",
      "posyandu",
      "kesehatan masyarakat",
    ],
    kataKunciEn: ["health facilities", "hospital", "primary health care"],
    topikKategori: ["health", "structure"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [10000, 25000, 50000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually"],
    tujuan: [
      "Menyediakan informasi sebaran dan jangkauan fasilitas kesehatan {wilayah} untuk perencanaan pemerataan layanan kesehatan dan penanganan kedaruratan.",
    ],
    riwayatData: [
      "Koordinat fasilitas dikumpulkan melalui survei GNSS oleh petugas dinas kesehatan tahun {tahun}, lalu dipadankan dengan kode registrasi fasilitas dan diperiksa duplikasinya.",
      "Data tahun {tahun} memutakhirkan edisi {tahunLalu} dengan menambahkan fasilitas baru dan menonaktifkan fasilitas yang telah tutup.",
    ],
    sumberData: [
      "Registrasi fasilitas pelayanan kesehatan",
      "Survei GNSS lapangan",
      "Citra satelit resolusi tinggi",
    ],
    langkahProses: [
      "1) Pengumpulan koordinat dan atribut; 2) pemadanan dengan kode registrasi; 3) penghapusan duplikasi; 4) verifikasi terhadap citra; 5) analisis jangkauan layanan.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage", "CSV"],
  },

  "pertanian-sawah": {
    nama: "Pertanian dan Lahan Sawah",
    workspace: "pertanian",
    judul: [
      ["Peta Lahan Baku Sawah {wilayah} Tahun {tahun}", 0],
      ["Lahan Sawah Dilindungi {wilayah} Tahun {tahun}", 3],
      ["Luas Panen Padi {wilayah} Tahun {tahun}", 1],
      ["Indeks Pertanaman Padi {wilayah} Tahun {tahun}", 1],
      ["Kesesuaian Lahan Tanaman Pangan {wilayah} Skala {skala} Tahun {tahun}", 2],
      ["Fase Tumbuh Padi Berbasis Kerangka Sampel Area {wilayah} Tahun {tahun}", 1],
    ],
    abstrak: [
      "Dataset lahan baku sawah {wilayah} tahun {tahun} memuat poligon sawah irigasi dan nonirigasi hasil delineasi citra satelit resolusi tinggi pada skala {skala}. Hasil delineasi diverifikasi bersama dinas pertanian dan kantor pertanahan setempat, kemudian ditetapkan sebagai acuan luas baku sawah nasional.",
      "Data luas panen padi {wilayah} tahun {tahun} diperoleh dari survei kerangka sampel area, yaitu pengamatan fase tumbuh padi setiap bulan pada segmen sampel berukuran 300 × 300 meter. Estimasi luas panen disajikan menurut kabupaten/kota dan subround sehingga dapat dibandingkan antarperiode.",
      "Peta kesesuaian lahan tanaman pangan {wilayah} mengklasifikasikan lahan menjadi sangat sesuai, cukup sesuai, sesuai marginal, dan tidak sesuai untuk padi, jagung, dan kedelai. Penilaian menggunakan data tanah, iklim, dan topografi pada skala {skala} dengan mengacu pada kriteria kesesuaian lahan nasional.",
      "Peta lahan sawah dilindungi {wilayah} tahun {tahun} menyajikan lahan sawah yang ditetapkan untuk dipertahankan fungsinya guna mendukung ketahanan pangan nasional. Delineasi berasal dari lahan baku sawah yang diverifikasi bersama pemerintah daerah dan diselaraskan dengan rencana tata ruang pada skala {skala}.",
    ],
    kataKunci: [
      "lahan baku sawah",
      "sawah",
      "padi",
      "pertanian",
      "tanaman pangan",
      "lahan sawah dilindungi",
      "kesesuaian lahan",
    ],
    kataKunciEn: ["paddy field", "rice", "agriculture"],
    topikKategori: ["farming", "planningCadastre"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [5000, 10000, 25000, 50000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually"],
    tujuan: [
      "Menyediakan data lahan pertanian pangan {wilayah} untuk menjaga ketahanan pangan, mengendalikan alih fungsi lahan sawah, dan mendukung perencanaan produksi padi.",
    ],
    riwayatData: [
      "Poligon sawah didelineasi dari citra satelit resolusi tinggi tahun {tahun}, diverifikasi di lapangan bersama penyuluh pertanian, dan diselaraskan dengan data pertanahan.",
      "Data tahun {tahun} merupakan pemutakhiran lahan baku sawah tahun {tahunLalu} dengan memperhitungkan alih fungsi lahan dan pencetakan sawah baru.",
    ],
    sumberData: [
      "Citra satelit resolusi tinggi (Pleiades, SPOT 6/7)",
      "Survei kerangka sampel area",
      "Data dinas pertanian",
    ],
    langkahProses: [
      "1) Delineasi sawah dari citra resolusi tinggi; 2) verifikasi lapangan; 3) sinkronisasi dengan data pertanahan; 4) penghitungan luas; 5) penetapan dan publikasi.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "perkebunan-sawit": {
    nama: "Perkebunan Kelapa Sawit",
    workspace: "perkebunan",
    judul: [
      ["Peta Sebaran Perkebunan Kelapa Sawit {wilayah} Tahun {tahun}", 0],
      ["Tutupan Kelapa Sawit {wilayah} Tahun {tahun}", 0],
      ["Perkebunan Sawit Rakyat {wilayah} Tahun {tahun}", 1],
      ["Izin Usaha Perkebunan Kelapa Sawit {wilayah} Skala {skala} Tahun {tahun}", 2],
      ["Umur Tanaman Kelapa Sawit {wilayah} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini menyajikan sebaran tutupan perkebunan kelapa sawit di {wilayah} tahun {tahun}, yang dibedakan antara perkebunan besar negara, perkebunan besar swasta, dan perkebunan rakyat. Delineasi dilakukan dengan interpretasi citra Sentinel-2 dan citra resolusi tinggi pada skala {skala}, kemudian dipadukan dengan data perizinan perkebunan.",
      "Data perkebunan sawit rakyat {wilayah} tahun {tahun} memuat poligon kebun pekebun swadaya beserta atribut luas, tahun tanam, dan status legalitas lahan. Data dikumpulkan melalui pemetaan partisipatif menggunakan GNSS dan diverifikasi terhadap citra satelit pada skala {skala}.",
      "Peta izin usaha perkebunan kelapa sawit {wilayah} menyajikan batas areal izin usaha perkebunan dan hak guna usaha yang telah diterbitkan hingga tahun {tahun}. Batas areal didigitasi dari lampiran peta izin dan diselaraskan pada skala {skala} untuk keperluan evaluasi perizinan.",
      "Data umur tanaman kelapa sawit {wilayah} tahun {tahun} mengelompokkan blok kebun menjadi tanaman belum menghasilkan, tanaman menghasilkan, dan tanaman tua atau rusak berdasarkan tahun tanam. Tahun tanam diperkirakan dari analisis deret waktu citra Landsat sejak pembukaan lahan dan dikalibrasi dengan data kebun contoh pada skala {skala}.",
    ],
    kataKunci: [
      "kelapa sawit",
      "perkebunan",
      "sawit rakyat",
      "izin usaha perkebunan",
      "komoditas perkebunan",
      "tutupan sawit",
    ],
    kataKunciEn: ["oil palm", "plantation", "palm oil"],
    topikKategori: ["farming", "economy"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually"],
    tujuan: [
      "Menyediakan informasi sebaran dan legalitas perkebunan kelapa sawit {wilayah} untuk mendukung tata kelola perkebunan berkelanjutan dan penyelesaian ketidaksesuaian perizinan.",
    ],
    riwayatData: [
      "Tutupan sawit diinterpretasi dari citra Sentinel-2 tahun {tahun}, dibedakan menurut pengelola berdasarkan data perizinan, lalu diverifikasi melalui pengecekan lapangan.",
      "Data tahun {tahun} memperbarui edisi {tahunLalu} dengan menambahkan areal tanam baru dan memperbaiki batas izin yang telah direvisi.",
    ],
    sumberData: [
      "Citra Sentinel-2 MSI",
      "Citra SPOT 6/7",
      "Data perizinan perkebunan",
      "Pemetaan partisipatif GNSS",
    ],
    langkahProses: [
      "1) Interpretasi tutupan sawit; 2) tumpang susun dengan data perizinan; 3) klasifikasi pengelola; 4) verifikasi lapangan; 5) penghitungan luas dan pemeriksaan topologi.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  "pesisir-terumbu": {
    nama: "Pesisir dan Terumbu Karang",
    workspace: "kelautan",
    judul: [
      ["Peta Sebaran Terumbu Karang {wilayah} Tahun {tahun}", 0],
      ["Habitat Dasar Perairan Laut Dangkal {wilayah} Tahun {tahun}", 0],
      ["Peta Lingkungan Pantai {wilayah} Skala {skala} Tahun {tahun}", 1],
      ["Kawasan Konservasi Perairan {wilayah} Tahun {tahun}", 2],
      ["Sebaran Padang Lamun {wilayah} Tahun {tahun}", 0],
      ["Garis Pantai {wilayah} Tahun {tahun}", 1],
    ],
    abstrak: [
      "Dataset ini menyajikan sebaran habitat dasar perairan laut dangkal di {wilayah}, meliputi terumbu karang hidup, karang mati, padang lamun, makroalga, dan substrat pasir, dengan kondisi tahun {tahun}. Klasifikasi dilakukan pada citra Sentinel-2 yang telah dikoreksi kolom air, dipadukan dengan data transek foto bawah air sebagai sampel latih dan uji. Hasilnya disajikan pada skala {skala}.",
      "Peta lingkungan pantai {wilayah} skala {skala} memuat garis pantai, kedalaman laut dangkal, jenis pantai, serta unsur lingkungan pesisir seperti mangrove, terumbu karang, dan permukiman pesisir. Garis pantai ditentukan berdasarkan kedudukan air tinggi rata-rata dari data pasang surut dan citra satelit tahun {tahun}.",
      "Data kawasan konservasi perairan {wilayah} tahun {tahun} menyajikan batas kawasan beserta zona inti, zona pemanfaatan terbatas, dan zona lainnya sesuai keputusan penetapan. Batas zonasi didigitasi dari lampiran dokumen penetapan dan diselaraskan dengan garis pantai terbaru.",
    ],
    kataKunci: [
      "terumbu karang",
      "padang lamun",
      "pesisir",
      "kawasan konservasi perairan",
      "garis pantai",
      "ekosistem laut",
      "laut dangkal",
    ],
    kataKunciEn: ["coral reef", "seagrass", "coastal zone", "marine protected area"],
    topikKategori: ["oceans", "biota", "environment"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["biennially", "asNeeded"],
    tujuan: [
      "Menyediakan informasi ekosistem pesisir dan laut {wilayah} untuk pengelolaan kawasan konservasi, rencana zonasi wilayah pesisir, dan pemantauan kesehatan terumbu karang.",
    ],
    riwayatData: [
      "Habitat dasar diklasifikasikan dari citra Sentinel-2 tahun {tahun} yang dikoreksi kolom air, kemudian diuji dengan data transek foto bawah air dan pengamatan lapangan.",
      "Garis pantai dan unsur pesisir tahun {tahun} diperbarui dari edisi {tahunLalu} menggunakan citra terbaru dan data pasang surut stasiun terdekat.",
    ],
    sumberData: [
      "Citra Sentinel-2 MSI",
      "Transek foto bawah air",
      "Data pasang surut",
      "Keputusan penetapan kawasan konservasi perairan",
    ],
    langkahProses: [
      "1) Koreksi atmosferik dan kolom air; 2) klasifikasi habitat dasar; 3) uji akurasi dengan data transek; 4) penyuntingan poligon; 5) penyelarasan dengan garis pantai.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
    wilayahPesisir: true,
  },

  "tata-ruang": {
    nama: "Rencana Tata Ruang",
    workspace: "tataruang",
    judul: [
      ["Rencana Pola Ruang RTRW {wilayah} Tahun {tahun}–{tahunRencana}", 0],
      ["Rencana Struktur Ruang RTRW {wilayah} Tahun {tahun}–{tahunRencana}", 1],
      ["Peta Rencana Detail Tata Ruang {wilayah} Tahun {tahun}", 2],
      ["Kawasan Strategis {wilayah} Skala {skala} Tahun {tahun}", 3],
    ],
    abstrak: [
      "Dataset ini memuat rencana pola ruang {wilayah} sebagaimana ditetapkan dalam peraturan daerah tentang rencana tata ruang wilayah periode {tahun}–{tahunRencana}. Rencana pola ruang membagi wilayah ke dalam kawasan lindung dan kawasan budi daya beserta rinciannya, disajikan pada skala {skala} di atas peta dasar resmi. Data digunakan sebagai acuan penerbitan kesesuaian kegiatan pemanfaatan ruang.",
      "Data rencana struktur ruang {wilayah} memuat sistem pusat permukiman, jaringan transportasi, jaringan energi, jaringan telekomunikasi, dan jaringan sumber daya air yang direncanakan untuk periode {tahun}–{tahunRencana}. Unsur rencana didigitasi dari album peta lampiran peraturan daerah pada skala {skala}.",
      "Peta rencana detail tata ruang {wilayah} tahun {tahun} menyajikan zona dan subzona pada tingkat persil untuk kawasan perkotaan prioritas. Data disusun di atas peta dasar skala {skala} dan telah memperoleh persetujuan substansi sebelum diintegrasikan ke sistem perizinan berusaha berbasis risiko.",
      "Dataset kawasan strategis {wilayah} menyajikan delineasi kawasan yang penataan ruangnya diprioritaskan karena pengaruhnya yang sangat penting terhadap ekonomi, sosial budaya, atau lingkungan hidup. Batas kawasan disusun dari lampiran peraturan tentang rencana tata ruang yang berlaku hingga tahun {tahun} pada skala {skala}.",
    ],
    kataKunci: [
      "tata ruang",
      "RTRW",
      "pola ruang",
      "struktur ruang",
      "rencana detail tata ruang",
      "zonasi",
      "pemanfaatan ruang",
    ],
    kataKunciEn: ["spatial plan", "land use planning", "zoning"],
    topikKategori: ["planningCadastre"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [5000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["asNeeded", "irregular"],
    tujuan: [
      "Menyediakan data rencana tata ruang {wilayah} yang terintegrasi sebagai acuan pemberian kesesuaian kegiatan pemanfaatan ruang dan pengendalian pembangunan.",
    ],
    riwayatData: [
      "Data didigitasi dari album peta lampiran peraturan daerah tentang rencana tata ruang wilayah, disesuaikan dengan peta dasar resmi, dan diverifikasi oleh tim teknis penataan ruang.",
      "Rencana tata ruang hasil revisi tahun {tahun} diintegrasikan dengan data sebelumnya; perbedaan delineasi dicatat dalam berita acara sinkronisasi.",
    ],
    sumberData: [
      "Peraturan daerah tentang RTRW",
      "Album peta rencana tata ruang",
      "Peta dasar rupabumi skala besar",
    ],
    langkahProses: [
      "1) Digitasi album peta rencana; 2) penyesuaian dengan peta dasar; 3) pemeriksaan konsistensi kode zona; 4) verifikasi tim teknis; 5) integrasi ke basis data tata ruang.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  pertambangan: {
    nama: "Pertambangan",
    workspace: "minerba",
    judul: [
      ["Peta Wilayah Izin Usaha Pertambangan {wilayah} Tahun {tahun}", 0],
      ["Wilayah Pertambangan {wilayah} Tahun {tahun}", 2],
      ["Sebaran Lahan Bekas Tambang {wilayah} Tahun {tahun}", 1],
      ["Potensi Sumber Daya Mineral dan Batubara {wilayah} Skala {skala} Tahun {tahun}", 2],
      ["Bukaan Lahan Tambang {wilayah} Tahun {tahun}", 1],
    ],
    abstrak: [
      "Dataset ini menyajikan batas wilayah izin usaha pertambangan mineral dan batubara di {wilayah} yang berlaku pada tahun {tahun}, lengkap dengan atribut komoditas, tahap kegiatan, luas, dan masa berlaku izin. Koordinat batas berasal dari lampiran keputusan izin dan divalidasi terhadap sistem informasi perizinan pertambangan.",
      "Data bukaan lahan tambang {wilayah} tahun {tahun} memetakan area terganggu akibat kegiatan penambangan, termasuk lubang tambang, timbunan, dan area reklamasi. Delineasi dilakukan melalui interpretasi citra Sentinel-2 dan citra resolusi tinggi pada skala {skala}.",
      "Peta potensi sumber daya mineral dan batubara {wilayah} memuat sebaran endapan, jenis komoditas, dan status penyelidikan berdasarkan hasil eksplorasi hingga tahun {tahun}. Data disusun pada skala {skala} untuk mendukung penetapan wilayah pertambangan.",
    ],
    kataKunci: [
      "pertambangan",
      "izin usaha pertambangan",
      "mineral",
      "batubara",
      "reklamasi",
      "wilayah pertambangan",
      "lahan bekas tambang",
    ],
    kataKunciEn: ["mining", "mining concession", "mineral resources"],
    topikKategori: ["economy", "geoscientificInformation"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [25000, 50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["quarterly", "annually"],
    tujuan: [
      "Menyediakan informasi wilayah dan kegiatan pertambangan {wilayah} untuk pengawasan perizinan, evaluasi reklamasi, dan perencanaan pengelolaan sumber daya mineral.",
    ],
    riwayatData: [
      "Batas wilayah izin dikompilasi dari lampiran keputusan izin yang berlaku pada tahun {tahun}, dikonversi ke sistem koordinat geografis, dan diperiksa tumpang tindihnya.",
      "Bukaan lahan tambang diinterpretasi dari citra tahun {tahun} dan dibandingkan dengan data tahun {tahunLalu} untuk mengidentifikasi area reklamasi.",
    ],
    sumberData: [
      "Keputusan izin usaha pertambangan",
      "Citra Sentinel-2 MSI",
      "Laporan eksplorasi",
      "Sistem informasi perizinan pertambangan",
    ],
    langkahProses: [
      "1) Kompilasi koordinat izin; 2) konversi dan validasi geometri; 3) pemeriksaan tumpang tindih; 4) interpretasi bukaan lahan; 5) verifikasi bersama dinas terkait.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  pariwisata: {
    nama: "Pariwisata",
    workspace: "pariwisata",
    judul: [
      ["Sebaran Daya Tarik Wisata {wilayah} Tahun {tahun}", 0],
      ["Peta Destinasi Pariwisata {wilayah} Tahun {tahun}", 0],
      ["Lokasi Hotel dan Penginapan {wilayah} Tahun {tahun}", 3],
      ["Desa Wisata {wilayah} Tahun {tahun}", 1],
      ["Kawasan Strategis Pariwisata {wilayah} Skala {skala} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset ini memuat lokasi daya tarik wisata alam, budaya, dan buatan di {wilayah} pada tahun {tahun} beserta atribut nama, jenis, pengelola, fasilitas pendukung, dan jumlah kunjungan. Koordinat objek dikumpulkan melalui survei lapangan dan diverifikasi terhadap citra satelit resolusi tinggi.",
      "Data desa wisata {wilayah} tahun {tahun} menyajikan desa yang telah ditetapkan sebagai desa wisata beserta klasifikasinya, yaitu rintisan, berkembang, maju, dan mandiri. Batas desa mengacu pada batas administrasi skala {skala}, sedangkan atribut potensi wisata diperoleh dari pendataan dinas pariwisata.",
      "Peta kawasan strategis pariwisata {wilayah} menyajikan delineasi kawasan yang diprioritaskan untuk pengembangan pariwisata berdasarkan rencana induk pembangunan kepariwisataan hingga tahun {tahun}. Data disusun pada skala {skala} untuk mendukung sinkronisasi rencana investasi dan infrastruktur.",
      "Dataset ini memuat lokasi usaha akomodasi di {wilayah} tahun {tahun}, meliputi hotel berbintang, hotel nonbintang, vila, pondok wisata, dan homestay, beserta atribut kelas, jumlah kamar, dan status perizinan. Koordinat diperoleh dari pendataan dinas pariwisata dan dipadankan dengan data perizinan berusaha.",
    ],
    kataKunci: [
      "pariwisata",
      "daya tarik wisata",
      "destinasi wisata",
      "desa wisata",
      "akomodasi",
      "ekowisata",
    ],
    kataKunciEn: ["tourism", "tourist attraction", "tourism village"],
    topikKategori: ["economy", "society", "location"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [10000, 25000, 50000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually"],
    tujuan: [
      "Menyediakan informasi sebaran potensi dan sarana pariwisata {wilayah} untuk promosi destinasi, perencanaan investasi, dan pengembangan ekonomi lokal.",
    ],
    riwayatData: [
      "Titik daya tarik wisata dikumpulkan melalui survei lapangan tahun {tahun} oleh dinas pariwisata, kemudian dipadankan dengan data registrasi usaha pariwisata.",
      "Data tahun {tahun} memutakhirkan edisi {tahunLalu} dengan menambahkan destinasi dan desa wisata yang baru ditetapkan.",
    ],
    sumberData: [
      "Survei lapangan dinas pariwisata",
      "Data registrasi usaha pariwisata",
      "Citra satelit resolusi tinggi",
    ],
    langkahProses: [
      "1) Pendataan objek wisata; 2) pengukuran koordinat; 3) pengisian atribut; 4) verifikasi terhadap citra; 5) validasi bersama pengelola destinasi.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage", "CSV"],
  },

  elevasi: {
    nama: "Elevasi dan Topografi",
    workspace: "dem",
    judul: [
      ["Model Elevasi Digital {wilayah} Resolusi {resolusi} Tahun {tahun}", 0],
      ["Data Ketinggian Permukaan (DEM) {wilayah} Tahun {tahun}", 0],
      ["Model Permukaan Digital {wilayah} Tahun {tahun}", 1],
      ["Peta Kemiringan Lereng {wilayah} Tahun {tahun}", 2],
      ["Model Elevasi Digital Terrain {wilayah} Tahun {tahun}", 0],
    ],
    abstrak: [
      "Dataset model elevasi digital {wilayah} tahun {tahun} disajikan dalam format grid dengan resolusi spasial {resolusi} dan referensi tinggi terhadap geoid nasional. Model dibangun dari gabungan data IFSAR, TerraSAR-X, dan ALOS PALSAR yang diperbaiki menggunakan titik kontrol tinggi hasil pengukuran GNSS. Data ini menjadi dasar pembuatan kontur, analisis hidrologi, dan pemodelan bahaya bencana.",
      "Model permukaan digital {wilayah} tahun {tahun} dihasilkan dari stereo citra satelit resolusi tinggi melalui proses pencocokan citra otomatis dengan resolusi grid {resolusi}. Model permukaan masih memuat tinggi bangunan dan vegetasi, sehingga cocok untuk analisis garis pandang dan perencanaan telekomunikasi.",
      "Data kemiringan lereng {wilayah} diturunkan dari model elevasi digital beresolusi {resolusi} dan diklasifikasikan menjadi datar, landai, agak curam, curam, dan sangat curam. Kelas lereng digunakan dalam analisis kesesuaian lahan, kajian kerentanan gerakan tanah, dan penyusunan rencana tata ruang hingga tahun {tahun}.",
    ],
    kataKunci: [
      "model elevasi digital",
      "DEM",
      "DEMNAS",
      "ketinggian",
      "topografi",
      "kemiringan lereng",
      "model permukaan digital",
    ],
    kataKunciEn: ["digital elevation model", "elevation", "terrain"],
    topikKategori: ["elevation", "imageryBaseMapsEarthCover"],
    tipeData: "raster",
    representasiSpasial: "grid",
    skalaPenyebut: [],
    resolusiMeter: [5, 8, 30],
    frekuensiPembaruan: ["irregular", "asNeeded"],
    tujuan: [
      "Menyediakan data ketinggian permukaan bumi {wilayah} yang seragam dan akurat untuk analisis topografi, hidrologi, kebencanaan, dan perencanaan infrastruktur.",
    ],
    riwayatData: [
      "Data elevasi dari berbagai sumber digabungkan melalui proses mosaik berbobot, diselaraskan ke geoid nasional, dan dikoreksi menggunakan titik kontrol tinggi hasil survei GNSS tahun {tahun}.",
      "Grid elevasi diresampel ke resolusi {resolusi}, diisi bagian kosongnya, dan diperiksa anomali ketinggiannya sebelum dipublikasikan.",
    ],
    sumberData: ["Data IFSAR", "TerraSAR-X", "ALOS PALSAR", "Titik kontrol tinggi GNSS"],
    langkahProses: [
      "1) Penyiapan data elevasi sumber; 2) mosaik berbobot; 3) koreksi geoid; 4) koreksi dengan titik kontrol tinggi; 5) pengisian kekosongan data dan uji akurasi vertikal.",
    ],
    layanan: ["OGC:WMS", "OGC:WCS"],
    formatUnduh: ["GeoTIFF"],
  },

  "citra-satelit": {
    nama: "Citra Satelit",
    workspace: "citra",
    judul: [
      ["Mosaik Citra Satelit Terortorektifikasi {wilayah} Tahun {tahun}", 0],
      ["Mosaik Citra Satelit Bebas Awan {wilayah} Tahun {tahun}", 1],
      ["Citra Satelit Terkoreksi Ortho {wilayah} Tahun {tahun}", 0],
      ["Citra Tegak Satelit {wilayah} Resolusi {resolusi} Tahun {tahun}", 0],
      ["Indeks Vegetasi NDVI {wilayah} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset ini berupa mosaik citra satelit {wilayah} tahun {tahun} dengan resolusi spasial {resolusi} yang telah dikoreksi radiometrik, diortorektifikasi, dan diseimbangkan warnanya. Titik kontrol tanah dan model elevasi digital digunakan dalam ortorektifikasi sehingga citra dapat ditumpangsusunkan dengan peta dasar.",
      "Mosaik citra bebas awan {wilayah} tahun {tahun} disusun dari akuisisi citra satelit multispektral sepanjang tahun dengan memilih piksel berkualitas terbaik berdasarkan masker awan dan bayangan awan. Mosaik dengan resolusi {resolusi} ini menjadi bahan dasar pemetaan tutupan lahan dan pemantauan perubahan lingkungan.",
      "Data indeks vegetasi NDVI {wilayah} tahun {tahun} dihitung dari kanal merah dan inframerah dekat citra satelit multispektral terkoreksi atmosferik dengan resolusi {resolusi}. Nilai NDVI disajikan sebagai komposit nilai maksimum bulanan untuk memantau kondisi kehijauan vegetasi.",
    ],
    kataKunci: [
      "citra satelit",
      "penginderaan jauh",
      "mosaik citra",
      "ortorektifikasi",
      "citra resolusi tinggi",
      "NDVI",
    ],
    kataKunciEn: ["satellite imagery", "remote sensing", "orthoimagery"],
    topikKategori: ["imageryBaseMapsEarthCover"],
    tipeData: "raster",
    representasiSpasial: "grid",
    skalaPenyebut: [],
    resolusiMeter: [0.5, 1.5, 10, 30],
    frekuensiPembaruan: ["annually", "asNeeded"],
    tujuan: [
      "Menyediakan citra satelit {wilayah} yang terkoreksi dan siap pakai sebagai data dasar pemetaan tematik, pemantauan perubahan lahan, dan perencanaan pembangunan.",
    ],
    riwayatData: [
      "Citra tahun {tahun} dikoreksi radiometrik, diortorektifikasi dengan titik kontrol tanah dan DEMNAS, lalu dimosaik dan diseimbangkan warnanya.",
      "Piksel bebas awan dipilih dari seluruh akuisisi tahun {tahun} berdasarkan masker awan, kemudian dikomposit menjadi mosaik beresolusi {resolusi}.",
    ],
    sumberData: ["Citra SPOT 6/7", "Citra Pleiades", "Citra Sentinel-2 MSI", "Citra Landsat 8/9 OLI"],
    langkahProses: [
      "1) Pemilihan dan pemesanan citra; 2) koreksi radiometrik; 3) ortorektifikasi; 4) mosaik dan penyeimbangan warna; 5) uji akurasi geometrik.",
    ],
    layanan: ["OGC:WMS", "OGC:WMTS", "OGC:WCS"],
    formatUnduh: ["GeoTIFF"],
  },

  "lahan-gambut": {
    nama: "Ekosistem Gambut",
    workspace: "gambut",
    judul: [
      ["Peta Kesatuan Hidrologis Gambut {wilayah} Tahun {tahun}", 0],
      ["Sebaran Lahan Gambut {wilayah} Skala {skala} Tahun {tahun}", 1],
      ["Peta Fungsi Ekosistem Gambut {wilayah} Tahun {tahun}", 0],
      ["Area Terbakar di Lahan Gambut {wilayah} Tahun {tahun}", 2],
      ["Kedalaman Gambut {wilayah} Tahun {tahun}", 1],
    ],
    abstrak: [
      "Dataset ini menyajikan batas kesatuan hidrologis gambut (KHG) di {wilayah} beserta fungsi ekosistemnya, yaitu fungsi lindung dan fungsi budi daya, dengan kondisi tahun {tahun}. Batas KHG ditentukan dari analisis topografi, jaringan sungai, dan sebaran tanah gambut pada skala {skala}. Data digunakan sebagai dasar perlindungan dan pengelolaan ekosistem gambut.",
      "Data sebaran dan kedalaman gambut {wilayah} disusun dari hasil survei pemboran tanah gambut yang diinterpolasi dan diselaraskan dengan interpretasi citra satelit. Ketebalan gambut diklasifikasikan menjadi dangkal, sedang, dalam, dan sangat dalam pada skala {skala} dengan pemutakhiran tahun {tahun}.",
      "Dataset area terbakar di lahan gambut {wilayah} tahun {tahun} memuat poligon bekas kebakaran hutan dan lahan yang dipetakan dari citra Landsat dan Sentinel-2 menggunakan indeks rasio pembakaran normal. Titik panas dari satelit digunakan sebagai petunjuk awal lokasi kebakaran, dan hasilnya disajikan pada skala {skala}.",
    ],
    kataKunci: [
      "lahan gambut",
      "ekosistem gambut",
      "kesatuan hidrologis gambut",
      "kedalaman gambut",
      "kebakaran hutan dan lahan",
      "restorasi gambut",
    ],
    kataKunciEn: ["peatland", "peat", "burned area"],
    topikKategori: ["environment", "geoscientificInformation"],
    tipeData: "vector",
    representasiSpasial: "vector",
    skalaPenyebut: [50000, 250000],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "asNeeded"],
    tujuan: [
      "Menyediakan informasi ekosistem gambut {wilayah} untuk mendukung perlindungan, restorasi, dan pencegahan kebakaran hutan dan lahan gambut.",
    ],
    riwayatData: [
      "Batas KHG didelineasi dari DEMNAS, jaringan sungai, dan peta tanah gambut, lalu diselaraskan dengan hasil survei pemboran gambut hingga tahun {tahun}.",
      "Area terbakar tahun {tahun} dipetakan dari selisih indeks rasio pembakaran normal citra sebelum dan sesudah kebakaran, kemudian diverifikasi dengan data titik panas.",
    ],
    sumberData: [
      "Survei pemboran tanah gambut",
      "DEMNAS",
      "Citra Landsat 8 OLI",
      "Citra Sentinel-2 MSI",
      "Data titik panas satelit",
    ],
    langkahProses: [
      "1) Kompilasi data tanah dan topografi; 2) delineasi kubah gambut dan KHG; 3) penentuan fungsi ekosistem; 4) verifikasi lapangan; 5) pemeriksaan topologi.",
    ],
    layanan: ["OGC:WMS", "OGC:WFS"],
    formatUnduh: ["Shapefile", "GeoPackage"],
  },

  kemiskinan: {
    nama: "Kemiskinan dan Kesejahteraan",
    workspace: "statistik",
    judul: [
      ["Persentase Penduduk Miskin {wilayah} Tahun {tahun}", 0],
      ["Indeks Kedalaman Kemiskinan {wilayah} Tahun {tahun}", 0],
      ["Garis Kemiskinan {wilayah} Tahun {tahun}", 0],
      ["Indeks Pembangunan Manusia {wilayah} Tahun {tahun}", 1],
      ["Rumah Tangga Sasaran Perlindungan Sosial {wilayah} Tahun {tahun}", 2],
    ],
    abstrak: [
      "Dataset ini menyajikan jumlah dan persentase penduduk miskin {wilayah} tahun {tahun} beserta garis kemiskinan, indeks kedalaman kemiskinan, dan indeks keparahan kemiskinan. Angka diestimasi dari survei sosial ekonomi nasional dengan pendekatan kebutuhan dasar dan disajikan menurut kabupaten/kota.",
      "Data indeks pembangunan manusia {wilayah} tahun {tahun} memuat komponen umur harapan hidup, harapan lama sekolah, rata-rata lama sekolah, dan pengeluaran per kapita yang disesuaikan. Tabel dilengkapi kode wilayah sehingga dapat dipetakan dengan batas administrasi resmi.",
      "Dataset rumah tangga sasaran {wilayah} tahun {tahun} berisi agregat jumlah rumah tangga menurut desil kesejahteraan pada tingkat desa. Data tidak memuat informasi individu dan telah dianonimkan sesuai ketentuan pelindungan data pribadi.",
    ],
    kataKunci: [
      "kemiskinan",
      "penduduk miskin",
      "kesejahteraan sosial",
      "indeks pembangunan manusia",
      "garis kemiskinan",
      "perlindungan sosial",
    ],
    kataKunciEn: ["poverty", "welfare", "human development index"],
    topikKategori: ["society", "economy"],
    tipeData: "tabular",
    representasiSpasial: "textTable",
    skalaPenyebut: [],
    resolusiMeter: [],
    frekuensiPembaruan: ["annually", "biannually"],
    tujuan: [
      "Menyediakan indikator kemiskinan dan kesejahteraan {wilayah} untuk penentuan sasaran program perlindungan sosial dan evaluasi pembangunan daerah.",
    ],
    riwayatData: [
      "Indikator dihitung dari hasil survei sosial ekonomi nasional tahun {tahun}, ditimbang dengan proyeksi penduduk, dan diperiksa konsistensinya terhadap angka tingkat nasional.",
      "Data agregat tahun {tahun} disusun dari basis data kesejahteraan sosial yang dianonimkan dan dipadankan dengan kode wilayah administrasi.",
    ],
    sumberData: [
      "Survei Sosial Ekonomi Nasional (Susenas)",
      "Proyeksi penduduk",
      "Basis data kesejahteraan sosial",
    ],
    langkahProses: [
      "1) Pengolahan data survei; 2) penghitungan garis kemiskinan; 3) estimasi indikator; 4) pemeriksaan konsistensi antarwilayah; 5) penyusunan tabel rilis.",
    ],
    layanan: ["WWW:DOWNLOAD-1.0-http--download", "WWW:LINK"],
    formatUnduh: ["CSV", "XLSX"],
  },
};

/** A region a record can cover, with its real approximate WGS84 extent. */
export interface WilayahReferensi {
  /** Name used in titles, e.g. "Provinsi Jawa Barat", "Pulau Sumatera", "Kabupaten Garut". */
  nama: string;
  /** Place keyword, e.g. "Jawa Barat", "Sumatera", "Kabupaten Garut". */
  kataKunci: string;
  /** Whether the region has a sea coast. */
  pesisir: boolean;
  bbox: SeedBbox;
}

/** Approximate extent of Indonesia. */
export const INDONESIA: SeedBbox = { barat: 95.0, selatan: -11.0, timur: 141.0, utara: 6.1 };

function w(
  nama: string,
  kataKunci: string,
  barat: number,
  selatan: number,
  timur: number,
  utara: number,
  pesisir = true,
): WilayahReferensi {
  return { nama, kataKunci, pesisir, bbox: { barat, selatan, timur, utara } };
}

/** The 38 provinces, with approximate extents (2022 boundaries for the Papuan provinces). */
export const PROVINSI: WilayahReferensi[] = [
  w("Provinsi Aceh", "Aceh", 95.01, 1.98, 98.29, 6.08),
  w("Provinsi Sumatera Utara", "Sumatera Utara", 97.05, -0.65, 100.43, 4.31),
  w("Provinsi Sumatera Barat", "Sumatera Barat", 98.59, -3.35, 101.9, 0.91),
  w("Provinsi Riau", "Riau", 100.02, -1.13, 103.82, 2.55),
  w("Provinsi Kepulauan Riau", "Kepulauan Riau", 103.28, -1.2, 109.17, 4.79),
  w("Provinsi Jambi", "Jambi", 101.13, -2.77, 104.55, -0.73),
  w("Provinsi Sumatera Selatan", "Sumatera Selatan", 102.07, -4.93, 106.19, -1.63),
  w("Provinsi Kepulauan Bangka Belitung", "Bangka Belitung", 105.1, -3.42, 108.85, -1.5),
  w("Provinsi Bengkulu", "Bengkulu", 101.02, -5.44, 103.78, -2.28),
  w("Provinsi Lampung", "Lampung", 103.6, -6.17, 106.0, -3.72),
  w("Provinsi DKI Jakarta", "DKI Jakarta", 106.3, -6.38, 106.98, -5.18),
  w("Provinsi Jawa Barat", "Jawa Barat", 106.37, -7.83, 108.85, -5.9),
  w("Provinsi Banten", "Banten", 105.1, -7.02, 106.8, -5.8),
  w("Provinsi Jawa Tengah", "Jawa Tengah", 108.55, -8.21, 111.69, -5.73),
  w("Provinsi DI Yogyakarta", "DI Yogyakarta", 110.0, -8.21, 110.85, -7.54),
  w("Provinsi Jawa Timur", "Jawa Timur", 110.9, -8.78, 116.27, -5.04),
  w("Provinsi Bali", "Bali", 114.43, -8.85, 115.72, -8.06),
  w("Provinsi Nusa Tenggara Barat", "Nusa Tenggara Barat", 115.82, -9.11, 119.35, -8.08),
  w("Provinsi Nusa Tenggara Timur", "Nusa Tenggara Timur", 118.92, -11.0, 125.2, -8.05),
  w("Provinsi Kalimantan Barat", "Kalimantan Barat", 108.6, -3.08, 114.2, 2.08),
  w("Provinsi Kalimantan Tengah", "Kalimantan Tengah", 110.73, -3.55, 115.85, 0.8),
  w("Provinsi Kalimantan Selatan", "Kalimantan Selatan", 114.35, -4.17, 116.55, -1.31),
  w("Provinsi Kalimantan Timur", "Kalimantan Timur", 113.83, -2.41, 119.04, 2.57),
  w("Provinsi Kalimantan Utara", "Kalimantan Utara", 114.57, 1.15, 118.0, 4.4),
  w("Provinsi Sulawesi Utara", "Sulawesi Utara", 123.1, 0.29, 127.18, 5.57),
  w("Provinsi Gorontalo", "Gorontalo", 121.17, 0.31, 123.55, 1.06),
  w("Provinsi Sulawesi Tengah", "Sulawesi Tengah", 119.42, -3.65, 124.2, 1.38),
  w("Provinsi Sulawesi Barat", "Sulawesi Barat", 118.77, -3.57, 119.88, -0.85),
  w("Provinsi Sulawesi Selatan", "Sulawesi Selatan", 117.04, -7.76, 121.82, -1.89),
  w("Provinsi Sulawesi Tenggara", "Sulawesi Tenggara", 120.85, -6.21, 124.65, -2.77),
  w("Provinsi Maluku", "Maluku", 125.7, -8.35, 134.9, -2.75),
  w("Provinsi Maluku Utara", "Maluku Utara", 124.28, -2.47, 129.65, 2.64),
  w("Provinsi Papua Barat", "Papua Barat", 131.9, -4.35, 135.2, -0.72),
  w("Provinsi Papua Barat Daya", "Papua Barat Daya", 129.3, -2.3, 132.95, 1.08),
  w("Provinsi Papua", "Papua", 134.75, -3.95, 141.0, -0.7),
  w("Provinsi Papua Tengah", "Papua Tengah", 134.2, -5.25, 138.9, -2.75),
  w("Provinsi Papua Pegunungan", "Papua Pegunungan", 137.8, -5.25, 141.0, -3.2, false),
  w("Provinsi Papua Selatan", "Papua Selatan", 137.7, -9.2, 141.0, -4.6),
];

/** Main islands and island groups (Indonesian parts only). */
export const PULAU: WilayahReferensi[] = [
  w("Pulau Sumatera", "Sumatera", 95.01, -6.0, 106.1, 6.08),
  w("Pulau Jawa", "Jawa", 105.1, -8.8, 114.6, -5.8),
  w("Pulau Kalimantan", "Kalimantan", 108.8, -4.2, 119.0, 4.4),
  w("Pulau Sulawesi", "Sulawesi", 118.8, -5.7, 125.3, 1.9),
  w("Kepulauan Nusa Tenggara", "Nusa Tenggara", 114.4, -11.0, 125.2, -8.0),
  w("Kepulauan Maluku", "Maluku", 124.3, -8.4, 134.9, 2.7),
  w("Tanah Papua", "Papua", 129.3, -9.2, 141.0, 1.1),
];

/** Regencies and cities inside the provinces that have a provincial organisation, keyed by its namaWilayah. */
export const SUB_WILAYAH: Record<string, WilayahReferensi[]> = {
  "Provinsi Jawa Barat": [
    w("Kota Bandung", "Kota Bandung", 107.54, -6.97, 107.74, -6.84, false),
    w("Kabupaten Bogor", "Kabupaten Bogor", 106.4, -6.78, 107.16, -6.3, false),
    w("Kabupaten Garut", "Kabupaten Garut", 107.41, -7.75, 108.13, -6.95),
    w("Kabupaten Cianjur", "Kabupaten Cianjur", 106.7, -7.5, 107.42, -6.7),
    w("Kabupaten Indramayu", "Kabupaten Indramayu", 107.85, -6.66, 108.55, -6.22),
    w("Kabupaten Sukabumi", "Kabupaten Sukabumi", 106.37, -7.44, 107.07, -6.73),
    w("Kabupaten Pangandaran", "Kabupaten Pangandaran", 108.3, -7.83, 108.8, -7.45),
  ],
  "Provinsi Bali": [
    w("Kota Denpasar", "Kota Denpasar", 115.17, -8.74, 115.27, -8.58),
    w("Kabupaten Badung", "Kabupaten Badung", 115.05, -8.85, 115.28, -8.3),
    w("Kabupaten Buleleng", "Kabupaten Buleleng", 114.43, -8.4, 115.45, -8.06),
    w("Kabupaten Gianyar", "Kabupaten Gianyar", 115.22, -8.63, 115.38, -8.35),
    w("Kabupaten Karangasem", "Kabupaten Karangasem", 115.35, -8.55, 115.72, -8.1),
    w("Kabupaten Klungkung", "Kabupaten Klungkung", 115.37, -8.85, 115.62, -8.48),
    w("Kabupaten Tabanan", "Kabupaten Tabanan", 114.93, -8.65, 115.25, -8.25),
  ],
  "Provinsi Kalimantan Timur": [
    w("Kota Samarinda", "Kota Samarinda", 117.03, -0.61, 117.3, -0.35, false),
    w("Kota Balikpapan", "Kota Balikpapan", 116.8, -1.3, 117.1, -1.02),
    w("Kabupaten Kutai Kartanegara", "Kabupaten Kutai Kartanegara", 115.9, -1.1, 117.6, 1.1),
    w("Kabupaten Berau", "Kabupaten Berau", 116.9, 1.0, 119.04, 2.57),
    w("Kabupaten Penajam Paser Utara", "Kabupaten Penajam Paser Utara", 116.4, -1.45, 116.95, -0.85),
    w("Kabupaten Kutai Barat", "Kabupaten Kutai Barat", 114.0, -1.0, 116.5, 1.2, false),
    w("Kabupaten Paser", "Kabupaten Paser", 115.6, -2.41, 116.7, -1.1),
  ],
  "Provinsi Sulawesi Selatan": [
    w("Kota Makassar", "Kota Makassar", 119.37, -5.23, 119.55, -5.05),
    w("Kabupaten Gowa", "Kabupaten Gowa", 119.37, -5.57, 120.04, -5.08, false),
    w("Kabupaten Bone", "Kabupaten Bone", 119.7, -5.1, 120.5, -4.2),
    w("Kabupaten Luwu Utara", "Kabupaten Luwu Utara", 119.7, -3.1, 120.7, -1.89),
    w("Kabupaten Kepulauan Selayar", "Kabupaten Kepulauan Selayar", 120.3, -7.76, 121.82, -5.75),
    w("Kabupaten Tana Toraja", "Kabupaten Tana Toraja", 119.55, -3.4, 120.1, -2.85, false),
    w("Kabupaten Maros", "Kabupaten Maros", 119.45, -5.2, 120.0, -4.75),
  ],
  "Provinsi Papua": [
    w("Kota Jayapura", "Kota Jayapura", 140.5, -2.85, 141.0, -2.45),
    w("Kabupaten Jayapura", "Kabupaten Jayapura", 139.2, -3.45, 140.75, -2.2),
    w("Kabupaten Keerom", "Kabupaten Keerom", 140.0, -3.95, 141.0, -2.7, false),
    w("Kabupaten Biak Numfor", "Kabupaten Biak Numfor", 134.75, -1.3, 136.35, -0.85),
    w("Kabupaten Sarmi", "Kabupaten Sarmi", 137.8, -3.1, 139.5, -1.8),
    w("Kabupaten Kepulauan Yapen", "Kabupaten Kepulauan Yapen", 135.3, -2.05, 137.1, -1.5),
  ],
  "Provinsi Nusa Tenggara Timur": [
    w("Kota Kupang", "Kota Kupang", 123.52, -10.24, 123.67, -10.13),
    w("Kabupaten Manggarai Barat", "Kabupaten Manggarai Barat", 119.2, -8.95, 120.15, -8.3),
    w("Kabupaten Sumba Timur", "Kabupaten Sumba Timur", 119.7, -10.35, 120.85, -9.4),
    w("Kabupaten Ende", "Kabupaten Ende", 121.45, -8.95, 122.05, -8.35),
    w("Kabupaten Sikka", "Kabupaten Sikka", 121.95, -8.85, 122.6, -8.3),
    w("Kabupaten Alor", "Kabupaten Alor", 123.85, -8.5, 125.2, -8.05),
    w("Kabupaten Rote Ndao", "Kabupaten Rote Ndao", 122.8, -11.0, 123.45, -10.45),
  ],
  "Provinsi Riau": [
    w("Kota Pekanbaru", "Kota Pekanbaru", 101.35, 0.4, 101.55, 0.62, false),
    w("Kabupaten Siak", "Kabupaten Siak", 101.3, 0.3, 102.5, 1.3),
    w("Kabupaten Pelalawan", "Kabupaten Pelalawan", 101.3, -0.4, 103.1, 0.6),
    w("Kabupaten Indragiri Hilir", "Kabupaten Indragiri Hilir", 102.5, -1.13, 103.82, 0.05),
    w("Kabupaten Bengkalis", "Kabupaten Bengkalis", 101.0, 0.9, 102.5, 2.1),
    w("Kabupaten Kampar", "Kabupaten Kampar", 100.4, -0.4, 101.6, 0.8, false),
    w("Kabupaten Rokan Hilir", "Kabupaten Rokan Hilir", 100.3, 1.1, 101.3, 2.55),
  ],
  "Provinsi DI Yogyakarta": [
    w("Kota Yogyakarta", "Kota Yogyakarta", 110.34, -7.84, 110.41, -7.76, false),
    w("Kabupaten Sleman", "Kabupaten Sleman", 110.2, -7.85, 110.55, -7.54, false),
    w("Kabupaten Bantul", "Kabupaten Bantul", 110.15, -8.05, 110.5, -7.75),
    w("Kabupaten Gunungkidul", "Kabupaten Gunungkidul", 110.35, -8.21, 110.85, -7.8),
    w("Kabupaten Kulon Progo", "Kabupaten Kulon Progo", 110.0, -8.0, 110.3, -7.65),
  ],
  "Provinsi Aceh": [
    w("Kota Banda Aceh", "Kota Banda Aceh", 95.25, 5.5, 95.37, 5.6),
    w("Kabupaten Aceh Besar", "Kabupaten Aceh Besar", 95.01, 5.0, 95.95, 5.95),
    w("Kabupaten Aceh Tengah", "Kabupaten Aceh Tengah", 96.4, 4.2, 97.2, 4.9, false),
    w("Kabupaten Simeulue", "Kabupaten Simeulue", 95.7, 2.3, 96.7, 3.0),
    w("Kabupaten Aceh Utara", "Kabupaten Aceh Utara", 96.6, 4.7, 97.5, 5.3),
    w("Kabupaten Aceh Tamiang", "Kabupaten Aceh Tamiang", 97.7, 3.9, 98.3, 4.5),
    w("Kabupaten Aceh Singkil", "Kabupaten Aceh Singkil", 97.05, 2.0, 98.0, 2.6),
  ],
};
