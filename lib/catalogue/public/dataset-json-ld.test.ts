import { describe, expect, it } from "vitest";
import type { TRecordDetail } from "../../schemas/record-detail";
import { protocolLabel } from "../records/protocol-label";
import { datasetJsonLd, jsonLdScript } from "./dataset-json-ld";

const RECORD: TRecordDetail = {
  id: "rec-1",
  judul: "Tutupan Lahan Sleman 2025",
  abstrak: "Tutupan lahan skala 1:25.000.",
  tipeData: "vector",
  topikKategori: ["imageryBaseMapsEarthCover"],
  bboxBarat: 110.2,
  bboxTimur: 110.5,
  bboxSelatan: -7.85,
  bboxUtara: -7.55,
  publishedAt: "2026-01-02T00:00:00.000Z",
  createdBy: { namaLengkap: "Produsen Satu", organisasi: "Badan Informasi Geospasial" },
  judulAlternatif: null,
  tujuan: null,
  status: "PUBLISHED",
  edisi: null,
  tanggalEdisi: null,
  statusProgres: null,
  frekuensiPembaruan: null,
  bahasa: "ind",
  bahasaMetadata: "ind",
  characterSet: "utf8",
  levelHierarki: "dataset",
  representasiSpasial: "vector",
  skalaPenyebut: 25000,
  resolusi: null,
  sistemReferensi: "EPSG:4326",
  parentIdentifier: null,
  deskripsiWilayah: "Kabupaten Sleman",
  temporal: { mulai: "2025-01-01T00:00:00.000Z", selesai: null },
  tanggal: [],
  kataKunci: [
    { kataKunci: "tutupan lahan", tipe: "theme", thesaurus: null, thesaurusTanggal: null },
    { kataKunci: "tutupan lahan", tipe: "place", thesaurus: null, thesaurusTanggal: null },
    { kataKunci: "Sleman", tipe: "place", thesaurus: null, thesaurusTanggal: null },
  ],
  kontak: [],
  distribusi: [
    {
      protokol: "OGC:WMS",
      url: "https://geo.example.go.id/wms",
      nama: "tutupan_lahan",
      deskripsi: null,
      fungsi: null,
      formatNama: null,
      formatVersi: null,
    },
  ],
  batasan: { penggunaan: null, akses: [], pemakaian: [], lain: "CC-BY 4.0", klasifikasiKeamanan: null },
  kualitasData: { riwayat: null, sumber: null, langkahProses: null, laporan: [] },
  gambar: null,
  organisasi: { kode: "BIG", nama: "Badan Informasi Geospasial", singkatan: "BIG" },
  kualitas: { qc: null, qe: null, qa: null },
  rincianSumber: null,
  sumberPanen: null,
  createdAt: "2025-12-01T00:00:00.000Z",
  updatedAt: "2026-01-03T00:00:00.000Z",
};

describe("datasetJsonLd", () => {
  const json = datasetJsonLd(RECORD, "https://katalog.example.go.id", [{ format: "gmd", name: "ISO 19139" }]);

  it("describes the record as a schema.org Dataset at its page", () => {
    expect(json).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Dataset",
      url: "https://katalog.example.go.id/katalog/rec-1",
      identifier: "rec-1",
      name: RECORD.judul,
      description: RECORD.abstrak,
      keywords: ["tutupan lahan", "Sleman"],
      datePublished: RECORD.publishedAt,
      dateModified: RECORD.updatedAt,
      publisher: { "@type": "Organization", name: "Badan Informasi Geospasial" },
      license: { "@type": "CreativeWork", name: "CC-BY 4.0" },
      temporalCoverage: "2025-01-01/..",
    });
  });

  it("writes the box as south west north east", () => {
    expect(json.spatialCoverage).toEqual({
      "@type": "Place",
      name: "Kabupaten Sleman",
      geo: { "@type": "GeoShape", box: "-7.85 110.2 -7.55 110.5" },
    });
  });

  it("lists the XML downloads and the service links", () => {
    expect(json.distribution).toEqual([
      expect.objectContaining({
        contentUrl: "https://katalog.example.go.id/api/public/metadata/rec-1/xml?format=gmd",
        encodingFormat: "application/xml",
      }),
      expect.objectContaining({ name: "tutupan_lahan", contentUrl: "https://geo.example.go.id/wms" }),
    ]);
  });

  it("leaves out what the record does not have", () => {
    const bare = datasetJsonLd(
      {
        ...RECORD,
        bboxBarat: null,
        temporal: { mulai: null, selesai: null },
        batasan: { ...RECORD.batasan, lain: "https://creativecommons.org/licenses/by/4.0/" },
      },
      "https://x",
      [],
    );
    expect(bare.spatialCoverage).toBeUndefined();
    expect(bare.temporalCoverage).toBeUndefined();
    expect(bare.license).toBe("https://creativecommons.org/licenses/by/4.0/");
  });

  it("escapes < so the script cannot be closed by record text", () => {
    const script = jsonLdScript(datasetJsonLd({ ...RECORD, judul: "</script><b>" }, "https://x", []));
    expect(script).not.toContain("</script>");
    expect(JSON.parse(script).name).toBe("</script><b>");
  });
});

describe("protocolLabel", () => {
  it("names services, downloads and other links", () => {
    expect(protocolLabel("OGC:WMS")).toEqual({ label: "WMS", kind: "service" });
    expect(protocolLabel("OGC:WMTS-1.0.0")).toEqual({ label: "WMTS", kind: "service" });
    expect(protocolLabel("OGC:WFS")).toEqual({ label: "WFS", kind: "service" });
    expect(protocolLabel("OGC:WCS")).toEqual({ label: "WCS", kind: "service" });
    expect(protocolLabel("WWW:DOWNLOAD-1.0-http--download")).toEqual({ label: "Download", kind: "download" });
    expect(protocolLabel("WWW:LINK")).toEqual({ label: "LINK", kind: "link" });
  });
});
