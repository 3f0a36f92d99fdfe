import { defineMessages } from "../locale";

// The frame of every public page: header, navigation, footer, language switch, error pages.

export const commonMessages = defineMessages({
  id: {
    siteName: "Simpul",
    tagline: "Katalog Metadata Geospasial Nasional",
    skipToContent: "Langsung ke konten",
    nav: { beranda: "Beranda", katalog: "Katalog", csw: "Layanan CSW", api: "API", masuk: "Masuk" },
    navLabel: "Navigasi utama",
    switchLanguage: "English",
    switchLanguageLabel: "Switch to English",
    footer:
      "Simpul menghimpun metadata ISO 19115 dari simpul jaringan; setiap metadata yang terbit telah melalui QC, QE, dan QA yang dapat diverifikasi.",
    notFoundTitle: "Halaman tidak ditemukan",
    notFoundText: "Alamat ini tidak ada atau metadata belum diterbitkan.",
    errorTitle: "Terjadi kesalahan",
    errorText: "Maaf, halaman ini tidak dapat ditampilkan sekarang. Coba lagi sebentar lagi.",
    tryAgain: "Coba lagi",
    backHome: "Kembali ke beranda",
  },
  en: {
    siteName: "Simpul",
    tagline: "National Geospatial Metadata Catalogue",
    skipToContent: "Skip to content",
    nav: { beranda: "Home", katalog: "Catalogue", csw: "CSW service", api: "API", masuk: "Sign in" },
    navLabel: "Main navigation",
    switchLanguage: "Bahasa Indonesia",
    switchLanguageLabel: "Ganti ke Bahasa Indonesia",
    footer:
      "Simpul gathers ISO 19115 metadata from the network's nodes; every published record has passed verifiable QC, QE and QA.",
    notFoundTitle: "Page not found",
    notFoundText: "This address does not exist, or the record is not published.",
    errorTitle: "Something went wrong",
    errorText: "Sorry, this page cannot be shown right now. Please try again shortly.",
    tryAgain: "Try again",
    backHome: "Back to the home page",
  },
});
