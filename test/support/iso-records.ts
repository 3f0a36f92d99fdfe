import type { IsoRecord } from "@/lib/iso/record";
import { type StoredRecord, toIsoRecord } from "@/lib/iso/stored-record";
import { planSeed } from "@/prisma/seed/plan-seed";

// Records for encoder and decoder tests without a database: every seeded record (built from
// the seed plan exactly as the database holds it) and one record with every field filled in.

const orNull = <T>(value: T | undefined | null): T | null => value ?? null;

/** The seeded records (all statuses), as IsoRecords, in seed order. */
export function seededIsoRecords(): IsoRecord[] {
  const plan = planSeed();
  const childrenOf = <T extends { metadataId: string; urutan?: number }>(rows: T[]) => {
    const byRecord = new Map<string, T[]>();
    for (const row of rows) byRecord.set(row.metadataId, [...(byRecord.get(row.metadataId) ?? []), row]);
    return (id: string) => (byRecord.get(id) ?? []).sort((a, b) => (a.urutan ?? 0) - (b.urutan ?? 0));
  };
  const tanggal = childrenOf(plan.tanggal);
  const kataKunci = childrenOf(plan.kataKunci);
  const kontak = childrenOf(plan.kontak);
  const distribusi = childrenOf(plan.distribusi);
  const laporan = childrenOf(plan.laporanKualitasData);
  const organisasi = new Map(plan.organisasi.map((org) => [org.id, org]));

  return plan.metadata.map((m) => {
    const org = organisasi.get(m.organisasiId);
    if (!org) throw new Error(`seed plan: unknown organisation ${m.organisasiId}`);
    const stored: StoredRecord = {
      id: m.id,
      fileIdentifier: null,
      tanggalMetadata: null,
      updatedAt: new Date(m.updatedAt as Date),
      bahasaMetadata: m.bahasaMetadata ?? "ind",
      characterSet: m.characterSet ?? "utf8",
      levelHierarki: m.levelHierarki ?? "dataset",
      parentIdentifier: orNull(m.parentIdentifier),
      judul: m.judul,
      judulAlternatif: orNull(m.judulAlternatif),
      abstrak: m.abstrak,
      tujuan: orNull(m.tujuan),
      tipeData: m.tipeData,
      topikKategori: m.topikKategori as string[],
      edisi: orNull(m.edisi),
      tanggalEdisi: m.tanggalEdisi ? new Date(m.tanggalEdisi) : null,
      statusProgres: orNull(m.statusProgres),
      frekuensiPembaruan: orNull(m.frekuensiPembaruan),
      bahasa: m.bahasa ?? "ind",
      representasiSpasial: orNull(m.representasiSpasial),
      skalaPenyebut: orNull(m.skalaPenyebut),
      resolusiJarak: orNull(m.resolusiJarak),
      resolusiSatuan: orNull(m.resolusiSatuan),
      sistemReferensi: orNull(m.sistemReferensi),
      batasanPenggunaan: orNull(m.batasanPenggunaan),
      batasanAkses: (m.batasanAkses as string[] | undefined) ?? [],
      batasanPemakaian: (m.batasanPemakaian as string[] | undefined) ?? [],
      batasanLain: orNull(m.batasanLain),
      klasifikasiKeamanan: orNull(m.klasifikasiKeamanan),
      bboxBarat: orNull(m.bboxBarat),
      bboxTimur: orNull(m.bboxTimur),
      bboxSelatan: orNull(m.bboxSelatan),
      bboxUtara: orNull(m.bboxUtara),
      deskripsiWilayah: orNull(m.deskripsiWilayah),
      tanggalMulai: m.tanggalMulai ? new Date(m.tanggalMulai) : null,
      tanggalSelesai: m.tanggalSelesai ? new Date(m.tanggalSelesai) : null,
      riwayatData: orNull(m.riwayatData),
      sumberData: orNull(m.sumberData),
      langkahProses: orNull(m.langkahProses),
      gambarUrl: orNull(m.gambarUrl),
      gambarDeskripsi: orNull(m.gambarDeskripsi),
      tanggal: tanggal(m.id).map((t) => ({ tipe: t.tipe, tanggal: new Date(t.tanggal) })),
      kataKunci: kataKunci(m.id).map((k) => ({
        kataKunci: k.kataKunci,
        tipe: orNull(k.tipe),
        thesaurus: orNull(k.thesaurus),
        thesaurusTanggal: k.thesaurusTanggal ? new Date(k.thesaurusTanggal) : null,
      })),
      kontak: kontak(m.id).map(({ metadataId: _m, urutan: _u, id: _id, ...c }) => ({
        lingkup: c.lingkup ?? "SUMBER_DAYA",
        peran: c.peran,
        namaIndividu: orNull(c.namaIndividu),
        namaOrganisasi: orNull(c.namaOrganisasi),
        jabatan: orNull(c.jabatan),
        email: orNull(c.email),
        telepon: orNull(c.telepon),
        alamat: orNull(c.alamat),
        kota: orNull(c.kota),
        provinsi: orNull(c.provinsi),
        kodePos: orNull(c.kodePos),
        negara: orNull(c.negara),
        url: orNull(c.url),
      })),
      distribusi: distribusi(m.id).map((d) => ({
        protokol: d.protokol,
        url: d.url,
        nama: orNull(d.nama),
        deskripsi: orNull(d.deskripsi),
        fungsi: orNull(d.fungsi),
        formatNama: orNull(d.formatNama),
        formatVersi: orNull(d.formatVersi),
      })),
      laporanKualitasData: laporan(m.id).map((l) => ({
        elemen: l.elemen,
        metodeEvaluasi: orNull(l.metodeEvaluasi),
        deskripsi: orNull(l.deskripsi),
        nilai: orNull(l.nilai),
        satuan: orNull(l.satuan),
        spesifikasi: orNull(l.spesifikasi),
        lulus: orNull(l.lulus),
        penjelasan: orNull(l.penjelasan),
      })),
      organisasi: {
        nama: org.nama,
        kontakEmail: orNull(org.kontakEmail),
        kontakTelepon: orNull(org.kontakTelepon),
        alamat: orNull(org.alamat),
        kota: orNull(org.kota),
        provinsi: orNull(org.provinsi),
        kodePos: orNull(org.kodePos),
        website: orNull(org.website),
      },
    };
    return toIsoRecord(stored);
  });
}

/** A record with every field the model holds filled in, including the rarely used ones. */
export function fullIsoRecord(): IsoRecord {
  const [base] = seededIsoRecords();
  if (!base) throw new Error("the seed plan has no records");
  return {
    ...base,
    fileIdentifier: "a1b2c3d4-0000-4000-8000-000000000001",
    parentIdentifier: "seri-peta-rbi-25k",
    tanggalMetadata: new Date("2026-03-04T05:06:07.000Z"),
    judulAlternatif: 'Judul alternatif & <khusus> "kutip"',
    tujuan: "Tujuan pembuatan dataset.",
    edisi: "Edisi 2",
    tanggalEdisi: new Date("2025-02-01T00:00:00.000Z"),
    statusProgres: "completed",
    frekuensiPembaruan: "annually",
    representasiSpasial: "vector",
    skalaPenyebut: 25000,
    resolusiJarak: 12.5,
    resolusiSatuan: "m",
    sistemReferensi: "EPSG:23830",
    batasanPenggunaan: "Tidak untuk navigasi.",
    batasanAkses: ["otherRestrictions", "license"],
    batasanPemakaian: ["copyright", "license"],
    batasanLain: "Lisensi CC BY 4.0",
    klasifikasiKeamanan: "restricted",
    bbox: { barat: 95.01, timur: 141.02, selatan: -11.03, utara: 6.04 },
    deskripsiWilayah: "Seluruh wilayah Indonesia",
    tanggalMulai: new Date("2024-01-01T00:00:00.000Z"),
    tanggalSelesai: new Date("2024-12-31T12:30:00.000Z"),
    riwayatData: "Didigitasi dari peta RBI.",
    sumberData: "Peta RBI 1:25.000",
    langkahProses: "Digitasi, validasi topologi, pembersihan atribut.",
    gambarUrl: "https://contoh.go.id/pratinjau.png",
    gambarDeskripsi: "Pratinjau peta",
    tanggal: [
      { tipe: "creation", tanggal: new Date("2024-03-01T00:00:00.000Z") },
      { tipe: "publication", tanggal: new Date("2024-06-15T08:00:00.000Z") },
      { tipe: "revision", tanggal: new Date("2025-01-10T00:00:00.000Z") },
    ],
    kataKunci: [
      {
        kataKunci: "batas wilayah",
        tipe: "theme",
        thesaurus: "GEMET",
        thesaurusTanggal: new Date("2018-01-01T00:00:00.000Z"),
      },
      {
        kataKunci: "Indonesia",
        tipe: "place",
        thesaurus: "Gazeter Republik Indonesia",
        thesaurusTanggal: null,
      },
      { kataKunci: "2024", tipe: "temporal", thesaurus: null, thesaurusTanggal: null },
      { kataKunci: "tanpa tipe", tipe: null, thesaurus: null, thesaurusTanggal: null },
    ],
    distribusi: [
      ...base.distribusi,
      {
        protokol: "WWW:LINK",
        url: "https://contoh.go.id/info?a=1&b=2",
        nama: null,
        deskripsi: null,
        fungsi: null,
        formatNama: null,
        formatVersi: null,
      },
    ],
    laporanKualitasData: [
      ...base.laporanKualitasData,
      {
        elemen: "DQ_TopologicalConsistency",
        metodeEvaluasi: null,
        deskripsi: null,
        nilai: null,
        satuan: null,
        spesifikasi: "SNI 8202:2019",
        lulus: false,
        penjelasan: "Ada 3 poligon yang bertampalan.",
      },
    ],
  };
}

/** A small valid ISO 19139 record. */
export function minimalGmd(fileIdentifier: string, title: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco">
  <gmd:fileIdentifier><gco:CharacterString>${fileIdentifier}</gco:CharacterString></gmd:fileIdentifier>
  <gmd:contact><gmd:CI_ResponsibleParty><gmd:organisationName><gco:CharacterString>Badan Uji</gco:CharacterString></gmd:organisationName>
    <gmd:role><gmd:CI_RoleCode codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#CI_RoleCode" codeListValue="pointOfContact">pointOfContact</gmd:CI_RoleCode></gmd:role></gmd:CI_ResponsibleParty></gmd:contact>
  <gmd:dateStamp><gco:DateTime>2026-01-02T03:04:05Z</gco:DateTime></gmd:dateStamp>
  <gmd:identificationInfo><gmd:MD_DataIdentification>
    <gmd:citation><gmd:CI_Citation><gmd:title><gco:CharacterString>${title}</gco:CharacterString></gmd:title>
      <gmd:date><gmd:CI_Date><gmd:date><gco:Date>2025-01-01</gco:Date></gmd:date><gmd:dateType><gmd:CI_DateTypeCode codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#CI_DateTypeCode" codeListValue="publication">publication</gmd:CI_DateTypeCode></gmd:dateType></gmd:CI_Date></gmd:date>
    </gmd:CI_Citation></gmd:citation>
    <gmd:abstract><gco:CharacterString>Abstrak ${title}.</gco:CharacterString></gmd:abstract>
    <gmd:descriptiveKeywords><gmd:MD_Keywords><gmd:keyword><gco:CharacterString>uji</gco:CharacterString></gmd:keyword></gmd:MD_Keywords></gmd:descriptiveKeywords>
    <gmd:language><gco:CharacterString>ind</gco:CharacterString></gmd:language>
    <gmd:topicCategory><gmd:MD_TopicCategoryCode>boundaries</gmd:MD_TopicCategoryCode></gmd:topicCategory>
  </gmd:MD_DataIdentification></gmd:identificationInfo>
</gmd:MD_Metadata>`;
}
