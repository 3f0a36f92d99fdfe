import { defineMessages } from "../locale";

// The page that explains how GIS software connects to the catalogue (layanan-csw).

export const layananCswMessages = defineMessages({
  id: {
    title: "Layanan CSW",
    intro:
      "Seluruh metadata yang terbit tersedia melalui OGC Catalogue Service for the Web (CSW) 2.0.2, sehingga dapat dicari langsung dari perangkat lunak SIG dan dipanen oleh katalog lain.",
    endpoint: "Alamat layanan",
    copy: "Salin alamat",
    copied: "Tersalin",
    copyFailed: "Gagal menyalin; pilih teksnya",
    clients: "Menghubungkan perangkat lunak",
    qgis: "QGIS (MetaSearch)",
    qgisSteps: [
      "Buka menu Web → MetaSearch → MetaSearch.",
      "Pada tab Services, klik New, isi nama (mis. Simpul) dan alamat layanan di atas, lalu OK.",
      "Pada tab Search, pilih layanan tersebut, isi kata kunci atau batas peta, lalu klik Search.",
      "Pilih hasil dan klik Add Data untuk menambahkan layanan WMS/WFS ke peta.",
    ],
    arcgis: "ArcGIS Pro",
    arcgisSteps: [
      "Pada tab Insert, pilih Connections → New CSW Connection (ArcGIS Pro 3.x), atau pasang Geoportal Server CSW Clients untuk versi sebelumnya.",
      "Isi alamat layanan di atas dan beri nama koneksi.",
      "Cari metadata dari panel Catalog, lalu tambahkan layanannya ke peta.",
    ],
    gdal: "GDAL/OGR",
    gdalText: "Driver CSW GDAL membaca katalog sebagai lapisan vektor:",
    examples: "Contoh permintaan",
    getCapabilities: "GetCapabilities: kemampuan dan identitas layanan",
    getRecords: "GetRecords: 10 metadata pertama (Dublin Core)",
    getRecordsIso: "GetRecords: 5 metadata dalam ISO 19139",
    schemas: "Skema keluaran: Dublin Core (bawaan), ISO 19139 (gmd) dan ISO 19115-3 (mdb/2.0).",
    api: "Untuk integrasi sistem, tersedia juga REST API.",
    apiLink: "Referensi API",
  },
  en: {
    title: "CSW service",
    intro:
      "Every published record is available through the OGC Catalogue Service for the Web (CSW) 2.0.2, so it can be searched straight from GIS software and harvested by other catalogues.",
    endpoint: "Service address",
    copy: "Copy address",
    copied: "Copied",
    copyFailed: "Copy failed; select the text",
    clients: "Connecting your software",
    qgis: "QGIS (MetaSearch)",
    qgisSteps: [
      "Open Web → MetaSearch → MetaSearch.",
      "On the Services tab, click New, enter a name (e.g. Simpul) and the service address above, then OK.",
      "On the Search tab, choose that service, enter keywords or the map extent, and click Search.",
      "Select a result and click Add Data to add its WMS/WFS service to the map.",
    ],
    arcgis: "ArcGIS Pro",
    arcgisSteps: [
      "On the Insert tab, choose Connections → New CSW Connection (ArcGIS Pro 3.x), or install the Geoportal Server CSW Clients for earlier versions.",
      "Enter the service address above and name the connection.",
      "Search the records from the Catalog pane, then add their services to the map.",
    ],
    gdal: "GDAL/OGR",
    gdalText: "GDAL's CSW driver reads the catalogue as a vector layer:",
    examples: "Example requests",
    getCapabilities: "GetCapabilities: the service's capabilities and identity",
    getRecords: "GetRecords: the first 10 records (Dublin Core)",
    getRecordsIso: "GetRecords: 5 records in ISO 19139",
    schemas: "Output schemas: Dublin Core (default), ISO 19139 (gmd) and ISO 19115-3 (mdb/2.0).",
    api: "For system integration there is also a REST API.",
    apiLink: "API reference",
  },
});
