/** Check items of the quality documents: QC (metadata completeness), QE (data evaluation), QA (final assurance). */
export const ITEM_PEMERIKSAAN = {
  QC: [
    ["QC01", "Judul menggambarkan isi, wilayah, dan tahun data"],
    ["QC02", "Abstrak menjelaskan isi, sumber, dan metode"],
    ["QC03", "Kategori topik ISO 19115 sesuai"],
    ["QC04", "Kata kunci tematik dan tempat terisi"],
    ["QC05", "Batas wilayah (bounding box) dalam WGS84 dan sesuai data"],
    ["QC06", "Sistem referensi spasial tercantum"],
    ["QC07", "Kontak penanggung jawab lengkap dan dapat dihubungi"],
    ["QC08", "Tautan distribusi (WMS/WFS/unduhan) dapat diakses"],
    ["QC09", "Batasan akses dan penggunaan dinyatakan"],
    ["QC10", "Riwayat data (lineage) terisi"],
  ],
  QE: [
    ["QE01", "Kelengkapan objek (omisi) sesuai spesifikasi"],
    ["QE02", "Kelebihan objek (komisi) sesuai spesifikasi"],
    ["QE03", "Konsistensi topologi (tanpa celah dan tumpang tindih)"],
    ["QE04", "Akurasi posisi absolut memenuhi skala"],
    ["QE05", "Ketepatan klasifikasi tematik"],
    ["QE06", "Konsistensi format dan struktur atribut"],
    ["QE07", "Validitas temporal data"],
    ["QE08", "Layanan OGC menampilkan data dengan benar"],
  ],
  QA: [
    ["QA01", "Hasil QC dan QE telah ditandatangani"],
    ["QA02", "Metadata sesuai profil nasional ISO 19115"],
    ["QA03", "Tidak ada informasi yang dikecualikan dalam data terbuka"],
    ["QA04", "Klasifikasi keamanan sesuai ketentuan"],
    ["QA05", "Layak dipublikasikan pada katalog nasional"],
  ],
} as const satisfies Record<"QC" | "QE" | "QA", readonly (readonly [string, string])[]>;

export const DEFAULT_CSW_IDENTITY = {
  judul: "Simpul – Katalog Metadata Geospasial Nasional (CSW)",
  abstrak:
    "Layanan katalog OGC CSW 2.0.2 untuk metadata data geospasial yang telah melalui pemeriksaan kualitas (QC, QE, QA) dan dipublikasikan oleh simpul jaringan Infrastruktur Data Spasial.",
  kataKunci: ["katalog", "metadata", "geospasial", "ISO 19115", "CSW", "Indonesia"],
  namaOrganisasi: "Sekretariat Simpul Jaringan Informasi Geospasial",
  situsOrganisasi: "https://simpul.contoh.go.id",
  namaKontak: "Pengelola Katalog Simpul",
  jabatan: "Administrator Katalog",
  telepon: "+62 21 8790 1234",
  email: "katalog@simpul.contoh.go.id",
  alamat: "Jl. Raya Jakarta–Bogor Km. 46",
  kota: "Cibinong",
  provinsi: "Jawa Barat",
  kodePos: "16911",
  negara: "Indonesia",
  jamLayanan: "Senin–Jumat, 08.00–16.00 WIB",
  instruksiKontak: "Hubungi melalui surel; pertanyaan dijawab dalam dua hari kerja.",
  peranKontak: "pointOfContact",
};
