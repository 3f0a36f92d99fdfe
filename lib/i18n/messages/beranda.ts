import { defineMessages } from "../locale";

// The home page (beranda).

export const berandaMessages = defineMessages({
  id: {
    heroTitle: "Temukan data geospasial Indonesia",
    heroText:
      "Metadata resmi dari kementerian, lembaga, dan pemerintah daerah: diperiksa melalui QC, QE, dan QA sebelum diterbitkan.",
    statsLabel: "Angka utama",
    published: "metadata terbit",
    organisations: "organisasi penerbit",
    browseAll: "Jelajahi seluruh katalog",
    newest: "Terbaru diterbitkan",
    byTopic: "Telusuri menurut topik",
    byOrganisation: "Telusuri menurut organisasi",
    records: (n: number) => `${n.toLocaleString("id-ID")} metadata`,
    allOrganisations: "Lihat semua di katalog",
  },
  en: {
    heroTitle: "Find Indonesia's geospatial data",
    heroText:
      "Official metadata from ministries, agencies and local governments, checked through QC, QE and QA before publication.",
    statsLabel: "Key figures",
    published: "published records",
    organisations: "publishing organisations",
    browseAll: "Browse the whole catalogue",
    newest: "Newly published",
    byTopic: "Browse by topic",
    byOrganisation: "Browse by organisation",
    records: (n: number) => `${n.toLocaleString("en-GB")} records`,
    allOrganisations: "See all in the catalogue",
  },
});
