import type { SeedKodeReferensi, SeedReferenceCodes } from "../types";

// Reference code lists: ISO 19115 / 19115-1 / 19157 code list values (kode) with Indonesian
// and English labels, in the order the standards list them.

type Entri = [kode: string, label: string, labelEn: string];

const daftar = (entri: Entri[]): SeedKodeReferensi[] =>
  entri.map(([kode, label, labelEn]) => ({ kode, label, labelEn }));

export const KODE_REFERENSI: SeedReferenceCodes = {
  // CI_RoleCode (ISO 19115, then the ISO 19115-1 additions).
  PERAN_KONTAK: daftar([
    ["resourceProvider", "Penyedia Sumber Daya", "Resource provider"],
    ["custodian", "Pengelola (Kustodian)", "Custodian"],
    ["owner", "Pemilik", "Owner"],
    ["user", "Pengguna", "User"],
    ["distributor", "Distributor", "Distributor"],
    ["originator", "Pembuat Asal", "Originator"],
    ["pointOfContact", "Narahubung", "Point of contact"],
    ["principalInvestigator", "Peneliti Utama", "Principal investigator"],
    ["processor", "Pengolah", "Processor"],
    ["publisher", "Penerbit", "Publisher"],
    ["author", "Penulis", "Author"],
    ["sponsor", "Sponsor", "Sponsor"],
    ["coAuthor", "Penulis Pendamping", "Co-author"],
    ["collaborator", "Kolaborator", "Collaborator"],
    ["editor", "Penyunting", "Editor"],
    ["mediator", "Mediator", "Mediator"],
    ["rightsHolder", "Pemegang Hak", "Rights holder"],
    ["contributor", "Kontributor", "Contributor"],
    ["funder", "Penyandang Dana", "Funder"],
    ["stakeholder", "Pemangku Kepentingan", "Stakeholder"],
  ]),

  // MD_ProgressCode.
  STATUS_PROGRES: daftar([
    ["completed", "Selesai", "Completed"],
    ["historicalArchive", "Arsip Historis", "Historical archive"],
    ["obsolete", "Usang", "Obsolete"],
    ["onGoing", "Sedang Berjalan", "On going"],
    ["planned", "Direncanakan", "Planned"],
    ["required", "Diperlukan", "Required"],
    ["underDevelopment", "Dalam Pengembangan", "Under development"],
    ["final", "Final", "Final"],
    ["pending", "Tertunda", "Pending"],
    ["retired", "Tidak Digunakan Lagi", "Retired"],
    ["superseded", "Digantikan", "Superseded"],
    ["tentative", "Sementara", "Tentative"],
    ["valid", "Sah", "Valid"],
    ["accepted", "Diterima", "Accepted"],
    ["notAccepted", "Tidak Diterima", "Not accepted"],
    ["withdrawn", "Ditarik", "Withdrawn"],
    ["proposed", "Diusulkan", "Proposed"],
    ["deprecated", "Tidak Dianjurkan", "Deprecated"],
  ]),

  // MD_SpatialRepresentationTypeCode.
  REPRESENTASI_SPASIAL: daftar([
    ["vector", "Vektor", "Vector"],
    ["grid", "Grid (Raster)", "Grid"],
    ["textTable", "Tabel Teks", "Text table"],
    ["tin", "Jaringan Segitiga Tak Beraturan (TIN)", "Triangulated irregular network"],
    ["stereoModel", "Model Stereo", "Stereo model"],
    ["video", "Video", "Video"],
  ]),

  // MD_MaintenanceFrequencyCode.
  FREKUENSI_PEMBARUAN: daftar([
    ["continual", "Terus-menerus", "Continual"],
    ["daily", "Harian", "Daily"],
    ["weekly", "Mingguan", "Weekly"],
    ["fortnightly", "Dua Mingguan", "Fortnightly"],
    ["monthly", "Bulanan", "Monthly"],
    ["quarterly", "Triwulanan", "Quarterly"],
    ["biannually", "Semesteran (Dua Kali Setahun)", "Biannually"],
    ["annually", "Tahunan", "Annually"],
    ["asNeeded", "Sesuai Kebutuhan", "As needed"],
    ["irregular", "Tidak Teratur", "Irregular"],
    ["notPlanned", "Tidak Direncanakan", "Not planned"],
    ["unknown", "Tidak Diketahui", "Unknown"],
    ["periodic", "Berkala", "Periodic"],
    ["semimonthly", "Dua Kali Sebulan", "Semimonthly"],
    ["biennially", "Dua Tahunan", "Biennially"],
  ]),

  // MD_ScopeCode.
  LEVEL_HIERARKI: daftar([
    ["attribute", "Atribut", "Attribute"],
    ["attributeType", "Tipe Atribut", "Attribute type"],
    ["collectionHardware", "Perangkat Keras Pengumpulan", "Collection hardware"],
    ["collectionSession", "Sesi Pengumpulan", "Collection session"],
    ["dataset", "Dataset", "Dataset"],
    ["series", "Seri", "Series"],
    ["nonGeographicDataset", "Dataset Nongeografis", "Non-geographic dataset"],
    ["dimensionGroup", "Kelompok Dimensi", "Dimension group"],
    ["feature", "Fitur", "Feature"],
    ["featureType", "Tipe Fitur", "Feature type"],
    ["propertyType", "Tipe Properti", "Property type"],
    ["fieldSession", "Sesi Lapangan", "Field session"],
    ["software", "Perangkat Lunak", "Software"],
    ["service", "Layanan", "Service"],
    ["model", "Model", "Model"],
    ["tile", "Petak (Tile)", "Tile"],
    ["initiative", "Inisiatif", "Initiative"],
    ["stereomate", "Pasangan Stereo", "Stereomate"],
    ["sensor", "Sensor", "Sensor"],
    ["platformSeries", "Seri Wahana", "Platform series"],
    ["sensorSeries", "Seri Sensor", "Sensor series"],
    ["productionSeries", "Seri Produksi", "Production series"],
    ["transferAggregate", "Agregat Transfer", "Transfer aggregate"],
    ["otherAggregate", "Agregat Lainnya", "Other aggregate"],
  ]),

  // Customary online resource protocol identifiers (GeoNetwork / CSW practice).
  PROTOKOL_DISTRIBUSI: daftar([
    ["OGC:WMS", "Layanan Peta Web (WMS)", "OGC Web Map Service"],
    ["OGC:WFS", "Layanan Fitur Web (WFS)", "OGC Web Feature Service"],
    ["OGC:WCS", "Layanan Cakupan Web (WCS)", "OGC Web Coverage Service"],
    ["OGC:WMTS", "Layanan Petak Peta Web (WMTS)", "OGC Web Map Tile Service"],
    ["OGC:CSW", "Layanan Katalog Web (CSW)", "OGC Catalogue Service for the Web"],
    ["OGC:SOS", "Layanan Observasi Sensor (SOS)", "OGC Sensor Observation Service"],
    ["OGC:API-Features", "OGC API – Fitur", "OGC API – Features"],
    ["ESRI:REST", "Layanan REST ArcGIS", "Esri ArcGIS REST service"],
    ["WWW:LINK", "Tautan Web", "Web link"],
    ["WWW:DOWNLOAD-1.0-http--download", "Unduhan Berkas (HTTP)", "File download (HTTP)"],
    ["FILE:GEO", "Berkas Data Geospasial", "Geospatial data file"],
    ["DB:POSTGIS", "Basis Data PostGIS", "PostGIS database"],
  ]),

  // MD_RestrictionCode (ISO 19115, then the ISO 19115-1 additions): access and use constraints.
  BATASAN: daftar([
    ["copyright", "Hak Cipta", "Copyright"],
    ["patent", "Paten", "Patent"],
    ["patentPending", "Paten dalam Proses", "Patent pending"],
    ["trademark", "Merek Dagang", "Trademark"],
    ["license", "Lisensi", "Licence"],
    ["intellectualPropertyRights", "Hak Kekayaan Intelektual", "Intellectual property rights"],
    ["restricted", "Terbatas", "Restricted"],
    ["otherRestrictions", "Batasan Lain", "Other restrictions"],
    ["unrestricted", "Tanpa Batasan", "Unrestricted"],
    ["licenceUnrestricted", "Lisensi Tanpa Batasan", "Licence unrestricted"],
    ["licenceEndUser", "Lisensi Pengguna Akhir", "Licence end user"],
    ["licenceDistributor", "Lisensi Distributor", "Licence distributor"],
    ["private", "Pribadi", "Private"],
    ["statutory", "Menurut Undang-Undang", "Statutory"],
    ["confidential", "Rahasia", "Confidential"],
    ["sensitiveButUnclassified", "Sensitif tetapi Tidak Terklasifikasi", "Sensitive but unclassified"],
    ["in-confidence", "Dalam Kepercayaan", "In confidence"],
  ]),

  // MD_ClassificationCode (ISO 19115, then the ISO 19115-1 additions).
  KLASIFIKASI_KEAMANAN: daftar([
    ["unclassified", "Tidak Terklasifikasi / Terbuka", "Unclassified"],
    ["restricted", "Terbatas", "Restricted"],
    ["confidential", "Rahasia", "Confidential"],
    ["secret", "Sangat Rahasia", "Secret"],
    ["topSecret", "Rahasia Tertinggi", "Top secret"],
    ["sensitiveButUnclassified", "Sensitif tetapi Tidak Terklasifikasi", "Sensitive but unclassified"],
    ["forOfficialUseOnly", "Hanya untuk Keperluan Dinas", "For official use only"],
    ["protected", "Dilindungi", "Protected"],
    ["limitedDistribution", "Distribusi Terbatas", "Limited distribution"],
  ]),

  // ISO 639-2/B language codes. Banjar has no ISO 639-2 code; "bjn" is its ISO 639-3 code.
  BAHASA: daftar([
    ["ind", "Bahasa Indonesia", "Indonesian"],
    ["eng", "Inggris", "English"],
    ["jav", "Jawa", "Javanese"],
    ["sun", "Sunda", "Sundanese"],
    ["may", "Melayu", "Malay"],
    ["ban", "Bali", "Balinese"],
    ["bug", "Bugis", "Buginese"],
    ["mak", "Makassar", "Makasar"],
    ["min", "Minangkabau", "Minangkabau"],
    ["mad", "Madura", "Madurese"],
    ["ace", "Aceh", "Achinese"],
    ["sas", "Sasak", "Sasak"],
    ["bjn", "Banjar", "Banjar"],
    ["chi", "Tionghoa (Mandarin)", "Chinese"],
    ["ara", "Arab", "Arabic"],
    ["dut", "Belanda", "Dutch"],
    ["jpn", "Jepang", "Japanese"],
    ["fre", "Prancis", "French"],
    ["ger", "Jerman", "German"],
  ]),

  // MD_KeywordTypeCode (ISO 19115, then the ISO 19115-1 additions).
  JENIS_KATAKUNCI: daftar([
    ["discipline", "Disiplin Ilmu", "Discipline"],
    ["place", "Tempat", "Place"],
    ["stratum", "Strata", "Stratum"],
    ["temporal", "Waktu", "Temporal"],
    ["theme", "Tema", "Theme"],
    ["dataCentre", "Pusat Data", "Data centre"],
    ["featureType", "Tipe Fitur", "Feature type"],
    ["instrument", "Instrumen", "Instrument"],
    ["platform", "Wahana", "Platform"],
    ["process", "Proses", "Process"],
    ["project", "Proyek", "Project"],
    ["service", "Layanan", "Service"],
    ["product", "Produk", "Product"],
    ["subTopicCategory", "Subkategori Topik", "Sub-topic category"],
    ["taxon", "Takson", "Taxon"],
  ]),

  // ISO 19157 data quality elements.
  DQ_ELEMEN: daftar([
    ["DQ_CompletenessCommission", "Kelengkapan – Kelebihan Data (Komisi)", "Completeness commission"],
    ["DQ_CompletenessOmission", "Kelengkapan – Kekurangan Data (Omisi)", "Completeness omission"],
    ["DQ_ConceptualConsistency", "Konsistensi Konseptual", "Conceptual consistency"],
    ["DQ_DomainConsistency", "Konsistensi Domain", "Domain consistency"],
    ["DQ_FormatConsistency", "Konsistensi Format", "Format consistency"],
    ["DQ_TopologicalConsistency", "Konsistensi Topologi", "Topological consistency"],
    [
      "DQ_AbsoluteExternalPositionalAccuracy",
      "Akurasi Posisi Absolut",
      "Absolute external positional accuracy",
    ],
    ["DQ_GriddedDataPositionalAccuracy", "Akurasi Posisi Data Grid", "Gridded data positional accuracy"],
    [
      "DQ_RelativeInternalPositionalAccuracy",
      "Akurasi Posisi Relatif Internal",
      "Relative internal positional accuracy",
    ],
    [
      "DQ_ThematicClassificationCorrectness",
      "Ketepatan Klasifikasi Tematik",
      "Thematic classification correctness",
    ],
    [
      "DQ_NonQuantitativeAttributeCorrectness",
      "Ketepatan Atribut Nonkuantitatif",
      "Non-quantitative attribute correctness",
    ],
    ["DQ_QuantitativeAttributeAccuracy", "Akurasi Atribut Kuantitatif", "Quantitative attribute accuracy"],
    ["DQ_AccuracyOfATimeMeasurement", "Akurasi Pengukuran Waktu", "Accuracy of a time measurement"],
    ["DQ_TemporalConsistency", "Konsistensi Temporal", "Temporal consistency"],
    ["DQ_TemporalValidity", "Validitas Temporal", "Temporal validity"],
    ["DQ_UsabilityElement", "Kebergunaan", "Usability element"],
  ]),

  // DQ_EvaluationMethodTypeCode.
  METOD_EVALUASI: daftar([
    ["directInternal", "Langsung Internal", "Direct internal"],
    ["directExternal", "Langsung Eksternal", "Direct external"],
    ["indirect", "Tidak Langsung", "Indirect"],
  ]),

  // MD_TopicCategoryCode.
  TOPIK_KATEGORI: daftar([
    ["farming", "Pertanian", "Farming"],
    ["biota", "Biota", "Biota"],
    ["boundaries", "Batas Wilayah", "Boundaries"],
    [
      "climatologyMeteorologyAtmosphere",
      "Klimatologi, Meteorologi, dan Atmosfer",
      "Climatology, meteorology, atmosphere",
    ],
    ["economy", "Ekonomi", "Economy"],
    ["elevation", "Ketinggian (Elevasi)", "Elevation"],
    ["environment", "Lingkungan Hidup", "Environment"],
    ["geoscientificInformation", "Informasi Geosains", "Geoscientific information"],
    ["health", "Kesehatan", "Health"],
    ["imageryBaseMapsEarthCover", "Citra, Peta Dasar, dan Tutupan Bumi", "Imagery, base maps, earth cover"],
    ["intelligenceMilitary", "Intelijen dan Militer", "Intelligence, military"],
    ["inlandWaters", "Perairan Darat", "Inland waters"],
    ["location", "Lokasi", "Location"],
    ["oceans", "Kelautan", "Oceans"],
    ["planningCadastre", "Perencanaan dan Kadaster", "Planning, cadastre"],
    ["society", "Kemasyarakatan", "Society"],
    ["structure", "Bangunan dan Struktur", "Structure"],
    ["transportation", "Transportasi", "Transportation"],
    ["utilitiesCommunication", "Utilitas dan Komunikasi", "Utilities, communication"],
  ]),
};
