import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fullIsoRecord, seededIsoRecords } from "@/test/support/iso-records";
import {
  listSamples,
  samplePath,
  samplesUnavailable,
  schemaValidationUnavailable,
  validateDocuments,
} from "@/test/support/shared-files";
import { isAppError } from "../../errors";
import { xmlToString } from "../../xml/builder";
import { MDB_2016, MDB_2018 } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import type { DecodedRecord, DecodeResult } from "../decoder";
import { encodeMdb2016 } from "../encoders/mdb2016";
import { encodeMdb2018 } from "../encoders/mdb2018";
import { parseIsoDate } from "../iso-values";
import type { IsoContact, IsoKeyword, IsoRecord } from "../record";
import { decodeMdb } from "./mdb";

// decodeMdb: the exact inverse of both encoders over every seeded record, then the real-world
// samples (values read from the files themselves) and the lenient readings one by one.

const EDITIONS = [
  { name: "mdb2016", encode: encodeMdb2016 },
  { name: "mdb2018", encode: encodeMdb2018 },
] as const;

const decodeXml = (xml: string | Uint8Array): DecodeResult => decodeMdb(readXml(xml));

/** A decoded record as the encoders take it back (no organisation is known). */
const asIsoRecord = (record: DecodedRecord): IsoRecord => ({
  ...record,
  fileIdentifier: record.fileIdentifier ?? "sample",
  organisasi: null,
});

/** Keywords in the order the encoder groups them: per (type, thesaurus, date), groups by first appearance. */
function groupedKeywords(keywords: IsoKeyword[]): IsoKeyword[] {
  const key = (k: IsoKeyword) => `${k.tipe}|${k.thesaurus}|${k.thesaurusTanggal?.getTime()}`;
  const order = [...new Set(keywords.map(key))];
  return [...keywords].sort((a, b) => order.indexOf(key(a)) - order.indexOf(key(b)));
}

/**
 * What decoding the encoder's output gives back: the record without its organisation, with
 * two documented differences. A record without a metadata contact gains the one the encoder
 * wrote in its place (the organisation as point of contact, else the first dataset contact);
 * and keywords come back in MD_Keywords groups, which reorders records whose groups interleave.
 */
function expectedDecoding(record: IsoRecord): DecodedRecord {
  const { organisasi, ...rest } = record;
  const hasMetadataContact = record.kontak.some((c) => c.lingkup === "METADATA");
  const fallback: IsoContact[] = [];
  if (!hasMetadataContact && organisasi) {
    fallback.push({
      lingkup: "METADATA",
      peran: "pointOfContact",
      namaIndividu: null,
      namaOrganisasi: organisasi.nama,
      jabatan: null,
      email: organisasi.email,
      telepon: organisasi.telepon,
      alamat: organisasi.alamat,
      kota: organisasi.kota,
      provinsi: organisasi.provinsi,
      kodePos: organisasi.kodePos,
      negara: null,
      url: organisasi.website,
    });
  } else if (!hasMetadataContact && record.kontak[0])
    fallback.push({ ...record.kontak[0], lingkup: "METADATA" });
  return { ...rest, kataKunci: groupedKeywords(record.kataKunci), kontak: [...record.kontak, ...fallback] };
}

describe.each(EDITIONS)("decodeMdb of $name output", ({ encode }) => {
  const records = [fullIsoRecord(), ...seededIsoRecords()];

  it("gives back every seeded record and the full record, without warnings", () => {
    for (const record of records) {
      const { record: decoded, warnings } = decodeXml(xmlToString(encode(record)));
      expect(decoded, record.fileIdentifier).toEqual(expectedDecoding(record));
      expect(warnings, record.fileIdentifier).toEqual([]);
    }
  });

  it("is a fixed point: encoding the decoded record gives the same bytes", () => {
    for (const record of records) {
      const xml = xmlToString(encode(record));
      expect(xmlToString(encode(asIsoRecord(decodeXml(xml).record))), record.fileIdentifier).toBe(xml);
    }
  });

  it("keeps keyword order where the groups do not interleave, and lists dataset contacts first", () => {
    const record: IsoRecord = {
      ...fullIsoRecord(),
      kontak: [...fullIsoRecord().kontak]
        .reverse()
        .map((c, i) => ({ ...c, lingkup: i === 0 ? "METADATA" : c.lingkup })),
    };
    const decoded = decodeXml(xmlToString(encode(record))).record;
    expect(decoded.kataKunci).toEqual(record.kataKunci);
    expect(decoded.kontak).toEqual([...record.kontak.slice(1), record.kontak[0]]);
  });

  it("reads the same document with other prefixes and default namespaces", () => {
    const xml = xmlToString(encode(fullIsoRecord()))
      .replace(/(<\/?)mdb:/g, "$1")
      .replace("xmlns:mdb=", "xmlns=")
      .replace(/(<\/?)cit:/g, "$1c:")
      .replace("xmlns:cit=", "xmlns:c=")
      .replace(/(<\/?)gco:/g, "$1g:")
      .replace("xmlns:gco=", "xmlns:g=");
    expect(xml).toMatch(/<MD_Metadata xmlns=/);
    expect(decodeXml(xml).record).toEqual(expectedDecoding(fullIsoRecord()));
  });
});

describe("decodeMdb leniency", () => {
  const M = MDB_2018;
  const doc = (identification: string, header = "") => `<?xml version="1.0"?>
<m:MD_Metadata xmlns:m="${M.mdb}" xmlns:c="${MDB_2016.cit}" xmlns:o="${M.gco}" xmlns:x="${M.gcx}" xmlns:r="${M.mri}"
  xmlns:l="${M.lan}" xmlns:k="${M.mcc}" xmlns:e="${M.gex}" xmlns:g="http://www.opengis.net/gml/3.2" xmlns:s="${MDB_2016.srv}">
  ${header}
  <m:dateInfo><c:CI_Date><c:date><o:Date>2015-05</o:Date></c:date>
    <c:dateType><c:CI_DateTypeCode codeList="x">revision</c:CI_DateTypeCode></c:dateType></c:CI_Date></m:dateInfo>
  <m:identificationInfo>${identification}</m:identificationInfo>
</m:MD_Metadata>`;
  const citation = `<r:citation><c:CI_Citation><c:title><x:Anchor xlink:href="h" xmlns:xlink="http://www.w3.org/1999/xlink">  Judul  </x:Anchor></c:title></c:CI_Citation></r:citation>`;
  const abstract = `<r:abstract xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="l:PT_FreeText_PropertyType">
    <o:CharacterString>Abstrak</o:CharacterString>
    <l:PT_FreeText><l:textGroup><l:LocalisedCharacterString locale="#EN">Abstract</l:LocalisedCharacterString></l:textGroup></l:PT_FreeText>
  </r:abstract>`;
  const box = (
    w: number,
    e: number,
    s: number,
    n: number,
  ) => `<e:geographicElement><e:EX_GeographicBoundingBox>
    <e:westBoundLongitude><o:Decimal>${w}</o:Decimal></e:westBoundLongitude><e:eastBoundLongitude><o:Decimal>${e}</o:Decimal></e:eastBoundLongitude>
    <e:southBoundLatitude><o:Decimal>${s}</o:Decimal></e:southBoundLatitude><e:northBoundLatitude><o:Decimal>${n}</o:Decimal></e:northBoundLatitude>
  </e:EX_GeographicBoundingBox></e:geographicElement>`;
  // Periods that are still running: the end is the indeterminate "now".
  const period = (id: string, begin: string) => `<e:temporalElement><e:EX_TemporalExtent><e:extent>
    <g:TimePeriod g:id="${id}"><g:beginPosition>${begin}</g:beginPosition><g:endPosition indeterminatePosition="now"/></g:TimePeriod>
  </e:extent></e:EX_TemporalExtent></e:temporalElement>`;
  const extents = `<r:extent><e:EX_Extent>${box(95, 100, -5, 2)}${box(110, 120, -8, -1)}${period("a", "2010-03")}</e:EX_Extent></r:extent>
    <r:extent><e:EX_Extent>${period("b", "2012-01-01T10:00:00+07:00")}<e:verticalElement/></e:EX_Extent></r:extent>`;

  it("reads a service identification (srv/2.0 in an mdb/2.0 record), mixed editions, Anchors and free text", () => {
    const { record, warnings } = decodeXml(
      doc(`<s:SV_ServiceIdentification>${citation}${abstract}
      <r:spatialRepresentationType><k:MD_SpatialRepresentationTypeCode codeList="x">grid</k:MD_SpatialRepresentationTypeCode></r:spatialRepresentationType>
      ${extents}</s:SV_ServiceIdentification>`),
    );
    expect(record).toMatchObject({
      fileIdentifier: null,
      judul: "Judul",
      abstrak: "Abstrak",
      levelHierarki: "service",
      bahasa: "ind",
      bahasaMetadata: "ind",
      representasiSpasial: "grid",
      tipeData: "raster",
      tanggalMetadata: new Date("2015-05-01T00:00:00Z"),
      bbox: { barat: 95, timur: 120, selatan: -8, utara: 2 },
      tanggalMulai: new Date("2010-03-01T00:00:00Z"),
      tanggalSelesai: null,
      kontak: [],
    });
    expect(warnings).toEqual([
      "Rincian layanan (jenis layanan, operasi, sumber daya terkait) tidak disimpan / service details (service type, operations, coupled resources) were left out",
      "Versi bahasa lain dari abstrak tidak disimpan / other-language versions of the abstract were left out",
      "Dokumen memuat 2 cakupan waktu; yang disimpan tanggal mulai paling awal dan tanggal selesai paling akhir / the document has 2 temporal extents; the earliest begin and latest end were kept",
      "Cakupan vertikal tidak disimpan / the vertical extent was left out",
      "Dokumen memuat 2 kotak batas; gabungannya yang disimpan / the document has 2 bounding boxes; their union was kept",
    ]);
  });

  it("rejects other roots with UNSUPPORTED_DOCUMENT naming the namespaces", () => {
    const root = readXml(`<MD_Metadata xmlns="http://www.isotc211.org/2005/gmd"/>`);
    try {
      decodeMdb(root);
      expect.unreachable();
    } catch (error) {
      expect(isAppError(error) && error.code).toBe("VALIDATION_FAILED");
      expect(isAppError(error) && error.details.reason).toBe("UNSUPPORTED_DOCUMENT");
      expect((error as Error).message).toContain("http://www.isotc211.org/2005/gmd");
      expect((error as Error).message).toContain(MDB_2016.mdb);
      expect((error as Error).message).toContain(MDB_2018.mdb);
    }
  });

  it("parses every ISO 8601 precision the schemas allow", () => {
    expect(parseIsoDate("2015")).toEqual(new Date("2015-01-01T00:00:00Z"));
    expect(parseIsoDate("2015-05")).toEqual(new Date("2015-05-01T00:00:00Z"));
    expect(parseIsoDate(" 2015-05-06 ")).toEqual(new Date("2015-05-06T00:00:00Z"));
    expect(parseIsoDate("2004-03-12T12:00:00")).toEqual(new Date("2004-03-12T12:00:00Z"));
    expect(parseIsoDate("2023-08-08T07:34:11.366Z")).toEqual(new Date("2023-08-08T07:34:11.366Z"));
    expect(parseIsoDate("1992-04-01T00:00:00-00:00")).toEqual(new Date("1992-04-01T00:00:00Z"));
    expect(parseIsoDate("2012-01-01T10:00:00+0700")).toEqual(new Date("2012-01-01T03:00:00Z"));
    for (const bad of ["2005 - 2020", "2015-02-30", "2015-13", "", "now"])
      expect(parseIsoDate(bad)).toBeNull();
  });
});

describe.skipIf(samplesUnavailable)(`real-world ISO 19115-3 samples ${samplesUnavailable ?? ""}`, () => {
  const read = (...parts: string[]) => decodeXml(readFileSync(samplePath("iso19115-3", ...parts)));
  const files = () => [...listSamples("iso19115-3"), ...listSamples("iso19115-3", "lenient")];

  it("decodes every sample except the draft mdb/1.3 one, which is refused by namespace", () => {
    for (const file of files()) {
      if (path.basename(file) === "ga-soils-mdb13-draft.xml") {
        expect(() => decodeXml(readFileSync(file))).toThrow(
          /https:\/\/schemas\.isotc211\.org\/19115\/-1\/mdb\/1\.3/,
        );
        continue;
      }
      expect(() => decodeXml(readFileSync(file)), file).not.toThrow();
    }
  });

  it("reads metawal-catchments (mdb/2.0, series, French, Anchors)", () => {
    const { record, warnings } = read("metawal-catchments.xml");
    expect(record).toMatchObject({
      fileIdentifier: "74f81503-8d39-4ec8-a49a-c76e0cd74946",
      judul: "Protection des captages - Série",
      judulAlternatif: "PROTECT_CAPT",
      levelHierarki: "series",
      bahasaMetadata: "fre",
      bahasa: "fre",
      tanggalMetadata: new Date("2023-08-08T07:34:11.366Z"),
      sistemReferensi: "EPSG:31370",
      representasiSpasial: "vector",
      tipeData: "vector",
      skalaPenyebut: 10000,
      topikKategori: ["geoscientificInformation", "inlandWaters"],
      deskripsiWilayah: "Région wallonne",
      bbox: { barat: 2.75, timur: 6.5, selatan: 49.45, utara: 50.85 },
      batasanAkses: ["license"],
      batasanPemakaian: ["license"],
    });
    expect(record.tanggal).toEqual([
      { tipe: "creation", tanggal: new Date("2000-01-01T00:00:00Z") },
      { tipe: "revision", tanggal: new Date("2023-07-31T00:00:00Z") },
      { tipe: "publication", tanggal: new Date("2022-11-08T00:00:00Z") },
    ]);
    expect(record.kataKunci).toHaveLength(30);
    expect(record.kataKunci[0]).toEqual({
      kataKunci: "Sol et sous-sol",
      tipe: "theme",
      thesaurus: "Thèmes du géoportail wallon",
      thesaurusTanggal: new Date("2014-01-01T00:00:00Z"),
    });
    expect(
      record.kontak.map((c) => [c.lingkup, c.peran, c.namaOrganisasi?.split(" (")[0], c.namaIndividu]),
    ).toEqual([
      ["SUMBER_DAYA", "pointOfContact", "Helpdesk carto du SPW", null],
      ["SUMBER_DAYA", "custodian", "Direction des Eaux souterraines", "Véronique Willame"],
      ["SUMBER_DAYA", "owner", "Service public de Wallonie", null],
      ["SUMBER_DAYA", "distributor", "Service public de Wallonie", null],
      ["SUMBER_DAYA", "resourceProvider", "Cellule SIG de la DGARNE", null],
      ["METADATA", "pointOfContact", "Direction des Eaux souterraines", "Véronique Willame"],
    ]);
    expect(record.kontak[1]).toMatchObject({
      email: "veronique.willame@spw.wallonie.be",
      telepon: "+32 (0)81/335923",
    });
    expect(record.distribusi).toContainEqual({
      protokol: "OGC:WMS",
      url: "https://geoservices.wallonie.be/arcgis/services/EAU/PROTECT_CAPT/MapServer/WMSServer?request=GetCapabilities&service=WMS",
      nama: "Service de visualisation WMS",
      deskripsi: 'Ce service WMS permet de visualiser le jeu de données "Protection des captages"',
      fungsi: "browsing",
      formatNama: null,
      formatVersi: null,
    });
    expect(warnings).toContain(
      "2 format distribusi yang tidak menunjuk tautan tertentu tidak disimpan / 2 distribution formats that name no particular link were left out",
    );
  });

  it("reads metawal-srv (mdb/2.0 service, srv/2.1) with its conformance reports", () => {
    const { record, warnings } = read("metawal-srv.xml");
    expect(record).toMatchObject({
      fileIdentifier: "1714cd1e-6685-4dea-a6f4-b51612a15ed0",
      judul: "INSPIRE - Santé et sécurité des personnes en Wallonie (BE) - Service de visualisation WMS",
      levelHierarki: "service",
      tanggalMetadata: new Date("2023-12-11T13:33:59.133Z"),
      bbox: { barat: 2.75, timur: 6.51, selatan: 49.45, utara: 50.85 },
    });
    expect(record.kataKunci).toHaveLength(17);
    expect(record.laporanKualitasData).toHaveLength(2);
    expect(record.laporanKualitasData[0]).toMatchObject({ elemen: "DQ_DomainConsistency", lulus: true });
    expect(record.distribusi.map((d) => d.protokol)).toEqual(["OGC:WMS"]);
    expect(warnings).toContain(
      "Dari 6 sistem referensi, hanya yang pertama disimpan / only the first of 6 reference systems was kept",
    );
    expect(warnings).toContain(
      "Rincian layanan (jenis layanan, operasi, sumber daya terkait) tidak disimpan / service details (service type, operations, coupled resources) were left out",
    );
  });

  it("reads ga-ph-prelim-soil (Geoscience Australia, unindented)", () => {
    const { record, warnings } = read("ga-ph-prelim-soil.xml");
    expect(record).toMatchObject({
      fileIdentifier: "a05f7892-efb9-7506-e044-00144fdd4fa6",
      judul: "Preliminary Soil pH map of Australia",
      bahasa: "eng",
      tanggalMetadata: new Date("2018-04-20T06:19:51Z"),
      bbox: { barat: 112, timur: 156, selatan: -44, utara: -10 },
      frekuensiPembaruan: "asNeeded",
      klasifikasiKeamanan: "unclassified",
      tanggal: [{ tipe: "publication", tanggal: new Date("2010-01-01T00:00:00Z") }],
    });
    expect(record.kataKunci).toHaveLength(8);
    expect(record.kontak.find((c) => c.lingkup === "METADATA")).toMatchObject({
      namaOrganisasi: "Commonwealth of Australia (Geoscience Australia)",
      email: "clientservices@ga.gov.au",
      telepon: "1800 800 173",
      alamat: "Cnr Jerrabomberra Ave and Hindmarsh Dr, GPO Box 378",
      kota: "Canberra",
      negara: "Australia",
    });
    expect(record.distribusi[0]?.url).toBe("https://d28rz98at9flks.cloudfront.net/70105/70105_NGSA.zip");
    expect(warnings).toEqual([]);
  });

  it("reads the ISO 19115-1 annex examples (mdb/1.0, default namespaces)", () => {
    const minimal = read("tc211-d1-minimal-2016.xml").record;
    expect(minimal).toMatchObject({
      fileIdentifier: null,
      judul: "Exploration Licences for Minerals",
      tanggalMetadata: new Date("2004-03-12T12:00:00Z"),
      bbox: { barat: 129, timur: 141, selatan: -38.5, utara: -26 },
      bahasa: "eng",
      topikKategori: ["boundaries"],
    });
    expect(minimal.kontak).toEqual([
      expect.objectContaining({
        lingkup: "METADATA",
        peran: "custodian",
        namaOrganisasi: "Department of Primary Industries and Resources SA",
      }),
    ]);
    const { record: vmap, warnings } = read("tc211-d2-vmap-2016.xml");
    expect(vmap).toMatchObject({
      judul: "VMAPLV0",
      skalaPenyebut: 1000000,
      statusProgres: "completed",
      tanggalMulai: new Date("1992-04-01T00:00:00Z"),
      tanggalSelesai: new Date("2002-02-23T00:00:00Z"),
      bbox: { barat: -180, timur: 180, selatan: -90, utara: 90 },
    });
    expect(vmap.topikKategori).toHaveLength(8);
    expect(vmap.laporanKualitasData[0]).toMatchObject({
      elemen: "DQ_DomainConsistency",
      spesifikasi: "MIL-V-89039",
      lulus: true,
    });
    expect(warnings).toContain(
      "Poligon batas tidak disimpan (hanya kotak batas yang disimpan) / a bounding polygon was left out (only bounding boxes are kept)",
    );
  });

  it("reads the empty service skeleton as empty strings and nulls", () => {
    const { record, warnings } = read("tc211-srv-skeleton-2016.xml");
    expect(record).toMatchObject({
      judul: "",
      abstrak: "",
      fileIdentifier: null,
      levelHierarki: "service",
      kontak: [],
    });
    expect(record.tanggalMetadata).toEqual(new Date(0));
    expect(warnings).toContain(
      "Dari 2 deskripsi sumber daya, hanya yang pertama disimpan / only the first of 2 resource descriptions was kept",
    );
  });

  it("reads the lenient exports with warnings for what the model cannot hold", () => {
    const auscope = read("lenient", "auscope-3d-model.xml");
    expect(auscope.record.judul).toBe("3D geological model of the Otway and Torquay Basin 2011");
    expect(auscope.warnings).toContain(
      "Tanggal sitasi tanpa tipe tanggal tidak disimpan / a citation date without a date type was left out",
    );
    expect(auscope.warnings).toContain("Cakupan vertikal tidak disimpan / the vertical extent was left out");
    const esri = read("lenient", "esri-pro-19115-3-2016.xml");
    expect(esri.record).toMatchObject({ resolusiJarak: 0.001, resolusiSatuan: "m", skalaPenyebut: 24000 });
    expect(esri.warnings).toContain(
      "Dokumen memuat 2 kotak batas; gabungannya yang disimpan / the document has 2 bounding boxes; their union was kept",
    );
  });

  it.skipIf(schemaValidationUnavailable)(
    `re-encodes every decoded sample as a schema-valid document of its edition ${schemaValidationUnavailable ?? ""}`,
    () => {
      const byEdition = {
        mdb16: [] as { name: string; xml: string }[],
        mdb: [] as { name: string; xml: string }[],
      };
      for (const file of files()) {
        const root = readXml(readFileSync(file));
        const edition = root.ns === MDB_2016.mdb ? "mdb16" : root.ns === MDB_2018.mdb ? "mdb" : null;
        if (!edition) continue;
        const encode = edition === "mdb16" ? encodeMdb2016 : encodeMdb2018;
        byEdition[edition].push({
          name: path.basename(file),
          xml: xmlToString(encode(asIsoRecord(decodeMdb(root).record))),
        });
      }
      expect(byEdition.mdb16.map((d) => d.name)).toEqual([
        "tc211-d1-minimal-2016.xml",
        "tc211-d2-vmap-2016.xml",
        "tc211-srv-skeleton-2016.xml",
        "esri-pro-19115-3-2016.xml",
      ]);
      expect(byEdition.mdb).toHaveLength(4);
      expect(validateDocuments("mdb16", byEdition.mdb16)).toEqual([]);
      expect(validateDocuments("mdb", byEdition.mdb)).toEqual([]);
    },
  );
});
