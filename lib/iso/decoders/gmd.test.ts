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
import { AppError } from "../../errors";
import { xmlToString } from "../../xml/builder";
import { GML31, GML32, ISO19139, XLINK } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import type { DecodedRecord } from "../decoder";
import { encodeGmd } from "../encoders/gmd";
import type { IsoContact, IsoKeyword, IsoQualityReport, IsoRecord } from "../record";
import { decodeGmd } from "./gmd";

// decodeGmd: the exact inverse of encodeGmd on every seeded record, lenient reading of
// hand-made edge cases, and concrete values from the real-world samples.

const decode = (xml: string | Uint8Array) => decodeGmd(readXml(xml));
const reencode = (record: DecodedRecord) =>
  xmlToString(encodeGmd({ ...record, fileIdentifier: record.fileIdentifier ?? "", organisasi: null }));

/**
 * What decoding the encoded record gives back: the record without its organisation, with the
 * keywords in MD_Keywords group order, and with the organisation as METADATA contact where the
 * encoder had to fall back to it (the record named no metadata contact).
 */
function expectedDecoded(record: IsoRecord): DecodedRecord {
  const { organisasi, ...rest } = record;
  const groupOf = (k: IsoKeyword) => JSON.stringify([k.tipe, k.thesaurus, k.thesaurusTanggal]);
  const groups = [...new Set(record.kataKunci.map(groupOf))];
  const kataKunci = [...record.kataKunci].sort(
    (a, b) => groups.indexOf(groupOf(a)) - groups.indexOf(groupOf(b)),
  );
  const hasOwn = record.kontak.some((c) => c.lingkup === "METADATA");
  const fallback: IsoContact[] =
    hasOwn || !organisasi
      ? []
      : [
          {
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
          },
        ];
  return { ...rest, kataKunci, kontak: [...record.kontak, ...fallback] };
}

describe("decodeGmd inverts encodeGmd", () => {
  const records = [...seededIsoRecords(), fullIsoRecord()];

  it("reads every seeded record and the full record back, without warnings", () => {
    for (const record of records) {
      const { record: decoded, warnings } = decode(xmlToString(encodeGmd(record)));
      expect(decoded, record.fileIdentifier).toEqual(expectedDecoded(record));
      expect(warnings, record.fileIdentifier).toEqual([]);
    }
  });

  it("reaches a fixed point: encoding the decoded record gives the same bytes", () => {
    for (const record of records) {
      const xml = xmlToString(encodeGmd(record));
      expect(reencode(decode(xml).record), record.fileIdentifier).toBe(xml);
    }
  });
});

describe("decodeGmd reads the encoder's nil and fallback forms back", () => {
  it("empty mandatory texts, undated keywords' thesaurus dates, version-only formats, result-less reports", () => {
    const base = fullIsoRecord();
    const report = (elemen: string, fields: Partial<IsoQualityReport> = {}): IsoQualityReport => ({
      elemen,
      metodeEvaluasi: null,
      deskripsi: null,
      nilai: null,
      satuan: null,
      spesifikasi: null,
      lulus: null,
      penjelasan: null,
      ...fields,
    });
    const record: IsoRecord = {
      ...base,
      judul: "",
      abstrak: "",
      tanggal: [],
      tanggalMulai: null,
      organisasi: null,
      kontak: [{ ...(base.kontak[0] as IsoContact), lingkup: "METADATA" }],
      kataKunci: [{ kataKunci: "x", tipe: null, thesaurus: null, thesaurusTanggal: new Date("2020-01-01") }],
      distribusi: [
        {
          protokol: "OGC:WMS",
          url: "https://a.id/wms",
          nama: null,
          deskripsi: null,
          fungsi: null,
          formatNama: null,
          formatVersi: "1.3.0",
        },
      ],
      laporanKualitasData: [
        report("DQ_UsabilityElement"),
        report("DQ_NonQuantitativeAttributeCorrectness", { nilai: "3" }),
        report("DQ_TemporalValidity", { satuan: "hari", penjelasan: "Tanpa kelulusan." }),
      ],
      gambarUrl: null,
      riwayatData: null,
      langkahProses: null,
    };
    const { record: decoded, warnings } = decode(xmlToString(encodeGmd(record)));
    expect(decoded).toEqual(expectedDecoded(record));
    expect(warnings).toEqual([]);
  });
});

const NS = [
  `xmlns:gmd="${ISO19139.gmd}"`,
  `xmlns:gco="${ISO19139.gco}"`,
  `xmlns:gmx="${ISO19139.gmx}"`,
  `xmlns:srv="${ISO19139.srv}"`,
  `xmlns:gml="${GML32}"`,
  `xmlns:gml31="${GML31}"`,
  `xmlns:xlink="${XLINK}"`,
].join(" ");

const cs = (text: string) => `<gco:CharacterString>${text}</gco:CharacterString>`;
const box = (w: number | string, e: number | string, s: number | string, n: number | string) =>
  `<gmd:geographicElement><gmd:EX_GeographicBoundingBox>
    <gmd:westBoundLongitude><gco:Decimal>${w}</gco:Decimal></gmd:westBoundLongitude>
    <gmd:eastBoundLongitude><gco:Decimal>${e}</gco:Decimal></gmd:eastBoundLongitude>
    <gmd:southBoundLatitude><gco:Decimal>${s}</gco:Decimal></gmd:southBoundLatitude>
    <gmd:northBoundLatitude><gco:Decimal>${n}</gco:Decimal></gmd:northBoundLatitude>
  </gmd:EX_GeographicBoundingBox></gmd:geographicElement>`;

const STAMP = "<gmd:dateStamp><gco:DateTime>2024-01-02T03:04:05Z</gco:DateTime></gmd:dateStamp>";

/** A small hand-written gmd document: header elements, then the identification content. */
function document(header: string, identification = "", after = ""): string {
  const stamp = header.includes("dateStamp") ? "" : STAMP;
  return `<gmd:MD_Metadata ${NS}>${header}${stamp}<gmd:identificationInfo><gmd:MD_DataIdentification>
    <gmd:citation><gmd:CI_Citation><gmd:title>${cs("Judul")}</gmd:title></gmd:CI_Citation></gmd:citation>
    <gmd:abstract>${cs("Abstrak")}</gmd:abstract>${identification}
  </gmd:MD_DataIdentification></gmd:identificationInfo>${after}</gmd:MD_Metadata>`;
}

describe("decodeGmd on unusual documents", () => {
  it("refuses a root it cannot read, naming it", () => {
    const roots = [
      `<mdb:MD_Metadata xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/2.0"/>`,
      `<csw:Record xmlns:csw="http://www.opengis.net/cat/csw/2.0.2"/>`,
      `<gmd:CI_Citation xmlns:gmd="${ISO19139.gmd}"/>`,
      "<MD_Metadata/>",
    ];
    for (const xml of roots) {
      const error = (() => {
        try {
          decode(xml);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "VALIDATION_FAILED", details: { reason: "UNSUPPORTED_DOCUMENT" } });
      expect((error as AppError).message).toContain(readXml(xml).local);
    }
  });

  it("reads gmi:MI_Metadata like gmd:MD_Metadata", () => {
    const gmi = document("", "")
      .replace("<gmd:MD_Metadata ", `<gmi:MI_Metadata xmlns:gmi="${ISO19139.gmi}" `)
      .replace("</gmd:MD_Metadata>", "</gmi:MI_Metadata>");
    expect(decode(gmi)).toEqual(decode(document("", "")));
  });

  it("reads the default namespace and namespaces declared on inner elements", () => {
    const xml = `<MD_Metadata xmlns="${ISO19139.gmd}">
      <fileIdentifier><g:CharacterString xmlns:g="${ISO19139.gco}"> abc-123 </g:CharacterString></fileIdentifier>
      <identificationInfo><MD_DataIdentification><citation><CI_Citation>
        <title><CharacterString xmlns="${ISO19139.gco}">Judul tanpa awalan</CharacterString></title>
      </CI_Citation></citation></MD_DataIdentification></identificationInfo></MD_Metadata>`;
    const { record } = decode(xml);
    expect([record.fileIdentifier, record.judul]).toEqual(["abc-123", "Judul tanpa awalan"]);
  });

  it("takes text from CharacterString, gmx:Anchor and PT_FreeText, and codes from codeListValue or text", () => {
    const free = (main: string) => `<gmd:purpose>${cs(main)}<gmd:PT_FreeText><gmd:textGroup>
      <gmd:LocalisedCharacterString locale="#EN">English purpose</gmd:LocalisedCharacterString>
      </gmd:textGroup></gmd:PT_FreeText></gmd:purpose>`;
    const keywords = `<gmd:descriptiveKeywords><gmd:MD_Keywords>
      <gmd:keyword><gmx:Anchor xlink:href="http://example.org/k/1"> Banjir </gmx:Anchor></gmd:keyword>
      <gmd:type><gmd:MD_KeywordTypeCode codeList="x">theme</gmd:MD_KeywordTypeCode></gmd:type>
      </gmd:MD_Keywords></gmd:descriptiveKeywords>`;
    const level = `<gmd:hierarchyLevel><gmd:MD_ScopeCode codeList="x"> series </gmd:MD_ScopeCode></gmd:hierarchyLevel>`;
    const { record } = decode(document(level, free("") + keywords));
    expect(record.tujuan).toBe("English purpose");
    expect(record.levelHierarki).toBe("series");
    expect(record.kataKunci).toEqual([
      { kataKunci: "Banjir", tipe: "theme", thesaurus: null, thesaurusTanggal: null },
    ]);
    expect(decode(document("", free("Tujuan utama"))).record.tujuan).toBe("Tujuan utama");
  });

  it("merges several bounding boxes and temporal extents (GML 3.2 and 3.1), with warnings", () => {
    const period32 = `<gml:TimePeriod gml:id="t1"><gml:beginPosition>2010-05-01</gml:beginPosition>
      <gml:endPosition>2012-01-01T10:00:00Z</gml:endPosition></gml:TimePeriod>`;
    const period31 = `<gml31:TimePeriod><gml31:begin><gml31:TimeInstant><gml31:timePosition>2001-02</gml31:timePosition>
      </gml31:TimeInstant></gml31:begin><gml31:end><gml31:TimeInstant><gml31:timePosition>2011</gml31:timePosition>
      </gml31:TimeInstant></gml31:end></gml31:TimePeriod>`;
    const temporal = (period: string) =>
      `<gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent>${period}</gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement>`;
    const extent = `<gmd:extent><gmd:EX_Extent>${box(100, 110, -5, 2)}${box(" 95.5 ", 105, -11, 1)}
      ${temporal(period32)}</gmd:EX_Extent></gmd:extent>
      <gmd:extent><gmd:EX_Extent>${box(120, 141, -8, 6)}${temporal(period31)}</gmd:EX_Extent></gmd:extent>`;
    const { record, warnings } = decode(document("", extent));
    expect(record.bbox).toEqual({ barat: 95.5, timur: 141, selatan: -11, utara: 6 });
    expect(record.tanggalMulai).toEqual(new Date("2001-02-01T00:00:00Z"));
    expect(record.tanggalSelesai).toEqual(new Date("2012-01-01T10:00:00Z"));
    expect(warnings).toEqual([
      "3 kotak batas digabung menjadi satu yang mencakup semuanya / 3 bounding boxes were merged into one that covers them all",
      "2 cakupan waktu digabung menjadi satu yang meliputi semuanya / 2 temporal extents were merged into one that spans them all",
    ]);
  });

  it("skips a bounding box without coordinates and an unreadable date, with warnings", () => {
    const date = (text: string, type: string) =>
      `<gmd:date><gmd:CI_Date><gmd:date><gco:Date>${text}</gco:Date></gmd:date>
      <gmd:dateType><gmd:CI_DateTypeCode codeList="x" codeListValue="${type}"/></gmd:dateType></gmd:CI_Date></gmd:date>`;
    const xml = document(
      `<gmd:dateStamp><gco:Date>2015-05</gco:Date></gmd:dateStamp>`,
      `<gmd:extent><gmd:EX_Extent><gmd:geographicElement><gmd:EX_GeographicBoundingBox/></gmd:geographicElement>
      </gmd:EX_Extent></gmd:extent>`,
    ).replace(
      "</gmd:title>",
      `</gmd:title>${date("2005 - 2020", "creation")}${date("2019-02-30", "revision")}`,
    );
    const { record, warnings } = decode(xml);
    expect(record.bbox).toBeNull();
    expect(record.tanggal).toEqual([]);
    expect(record.tanggalMetadata).toEqual(new Date("2015-05-01T00:00:00Z"));
    expect(warnings).toEqual([
      'Tanggal sumber daya (creation): "2005 - 2020" bukan tanggal; dikosongkan / resource date (creation): "2005 - 2020" is not a date; left empty',
      'Tanggal sumber daya (revision): "2019-02-30" bukan tanggal; dikosongkan / resource date (revision): "2019-02-30" is not a date; left empty',
      "Kotak batas tanpa keempat koordinatnya dilewati / a bounding box without all four coordinates was skipped",
    ]);
  });

  it("stands in the latest resource date for a missing date stamp, with a warning", () => {
    const dated = document("")
      .replace(STAMP, "")
      .replace(
        "</gmd:title>",
        `</gmd:title><gmd:date><gmd:CI_Date><gmd:date><gco:Date>2020-06-01</gco:Date></gmd:date><gmd:dateType>
      <gmd:CI_DateTypeCode codeList="x" codeListValue="publication"/></gmd:dateType></gmd:CI_Date></gmd:date>`,
      );
    const { record, warnings } = decode(dated);
    expect(record.tanggalMetadata).toEqual(new Date("2020-06-01T00:00:00Z"));
    expect(warnings).toEqual([
      "Tanggal metadata tidak ada atau tidak terbaca; 2020-06-01 yang digunakan / the metadata date stamp is missing or unreadable; 2020-06-01 was used",
    ]);
  });

  it("skips contacts given only by reference and accepts a document without gmd:contact", () => {
    const linked = `<gmd:contact xlink:href="https://example.org/contacts/1" xlink:title="Pusat Data"/>`;
    const { record, warnings } = decode(document(linked));
    expect(record.kontak).toEqual([]);
    expect(warnings).toEqual([
      'Kontak yang hanya berupa tautan ("Pusat Data", https://example.org/contacts/1) dilewati / a contact given only as a link ("Pusat Data", https://example.org/contacts/1) was skipped',
    ]);
    expect(decode(document("")).record.kontak).toEqual([]);
  });

  it("normalises the usual reference system spellings to EPSG:code", () => {
    const system = (code: string, codeSpace = "") =>
      document(`<gmd:referenceSystemInfo><gmd:MD_ReferenceSystem><gmd:referenceSystemIdentifier><gmd:RS_Identifier>
        <gmd:code>${code}</gmd:code>${codeSpace}</gmd:RS_Identifier></gmd:referenceSystemIdentifier>
        </gmd:MD_ReferenceSystem></gmd:referenceSystemInfo>`);
    const forms = [
      system(cs("EPSG:4326")),
      system(cs("4326"), `<gmd:codeSpace>${cs("EPSG")}</gmd:codeSpace>`),
      system(cs("urn:ogc:def:crs:EPSG::4326")),
      system(cs("urn:ogc:def:crs:EPSG:6.11:4326")),
      system(cs("http://www.opengis.net/def/crs/EPSG/0/4326")),
      system(
        `<gmx:Anchor xlink:href="http://www.opengis.net/def/crs/EPSG/0/4326">WGS 84 geografis</gmx:Anchor>`,
      ),
    ];
    expect(forms.map((xml) => decode(xml).record.sistemReferensi)).toEqual(
      Array(forms.length).fill("EPSG:4326"),
    );
  });

  it("derives tipeData from the spatial representation and defaults the languages", () => {
    const representation = `<gmd:spatialRepresentationType><gmd:MD_SpatialRepresentationTypeCode codeList="x"
      codeListValue="grid">grid</gmd:MD_SpatialRepresentationTypeCode></gmd:spatialRepresentationType>`;
    const english = `<gmd:language><gmd:LanguageCode codeList="x" codeListValue="en"/></gmd:language>`;
    const grid = decode(document(english, representation)).record;
    expect([grid.representasiSpasial, grid.tipeData, grid.bahasaMetadata, grid.bahasa]).toEqual([
      "grid",
      "raster",
      "eng",
      "eng",
    ]);
    const bare = decode(document("")).record;
    expect([bare.tipeData, bare.bahasaMetadata, bare.bahasa, bare.characterSet]).toEqual([
      "lainnya",
      "ind",
      "ind",
      "utf8",
    ]);
    const both = decode(document(english, `<gmd:language>${cs("fra")}</gmd:language>`)).record;
    expect([both.bahasaMetadata, both.bahasa]).toEqual(["eng", "fre"]);
  });

  it("reads a service identification with its extent under srv:extent or, wrongly, gmd:extent", () => {
    for (const property of ["srv:extent", "gmd:extent"]) {
      const xml = `<gmd:MD_Metadata ${NS}>${STAMP}<gmd:identificationInfo><srv:SV_ServiceIdentification>
        <gmd:citation><gmd:CI_Citation><gmd:title>${cs("Layanan WMS")}</gmd:title></gmd:CI_Citation></gmd:citation>
        <${property}><gmd:EX_Extent>${box(95, 141, -11, 6)}</gmd:EX_Extent></${property}>
        </srv:SV_ServiceIdentification></gmd:identificationInfo></gmd:MD_Metadata>`;
      const { record, warnings } = decode(xml);
      expect([record.judul, record.bbox]).toEqual([
        "Layanan WMS",
        { barat: 95, timur: 141, selatan: -11, utara: 6 },
      ]);
      expect(warnings).toEqual([
        "Deskripsi layanan (jenis layanan, operasi, data terkait) tidak disimpan / the service description (service type, operations, coupled data) is not kept",
      ]);
    }
  });

  it("reports what the model cannot hold instead of dropping it silently", () => {
    const polygon = `<gmd:geographicElement><gmd:EX_BoundingPolygon><gmd:polygon/></gmd:EX_BoundingPolygon></gmd:geographicElement>`;
    const vertical = `<gmd:verticalElement><gmd:EX_VerticalExtent/></gmd:verticalElement>`;
    const second = `<gmd:identificationInfo><srv:SV_ServiceIdentification/></gmd:identificationInfo>`;
    const locale = `<gmd:locale><gmd:PT_Locale/></gmd:locale>`;
    const xml = document(
      locale,
      `<gmd:extent><gmd:EX_Extent>${polygon}${vertical}</gmd:EX_Extent></gmd:extent>`,
      second,
    );
    expect(decode(xml).warnings).toEqual([
      "Ditemukan 2 bagian identifikasi; MD_DataIdentification yang dibaca dan cakupan seluruhnya digabung / 2 identification sections found; the MD_DataIdentification was read and the extents of all of them were merged",
      "Terjemahan ke bahasa lain (gmd:locale, PT_FreeText) tidak disimpan / translations into other languages (gmd:locale, PT_FreeText) were not kept",
      "Tidak disimpan (rekaman hanya memuat satu kotak batas, satu periode, dan satu deskripsi): poligon batas, cakupan vertikal / not kept (the record holds one box, period and description): bounding polygons, vertical extents",
    ]);
  });

  it("pairs distribution formats with online resources only when their counts match", () => {
    const format = (name: string) =>
      `<gmd:distributionFormat><gmd:MD_Format><gmd:name>${cs(name)}</gmd:name>
      <gmd:version gco:nilReason="unknown"/></gmd:MD_Format></gmd:distributionFormat>`;
    const link = (url: string) =>
      `<gmd:transferOptions><gmd:MD_DigitalTransferOptions><gmd:onLine><gmd:CI_OnlineResource>
      <gmd:linkage><gmd:URL>${url}</gmd:URL></gmd:linkage></gmd:CI_OnlineResource></gmd:onLine>
      </gmd:MD_DigitalTransferOptions></gmd:transferOptions>`;
    const distribution = (content: string) =>
      document(
        "",
        "",
        `<gmd:distributionInfo><gmd:MD_Distribution>${content}</gmd:MD_Distribution></gmd:distributionInfo>`,
      );
    const paired = decode(
      distribution(format("CSV") + format("PDF") + link("https://a.id") + link("https://b.id")),
    );
    expect(paired.record.distribusi.map((d) => [d.url, d.protokol, d.formatNama, d.formatVersi])).toEqual([
      ["https://a.id", "WWW:LINK", "CSV", null],
      ["https://b.id", "WWW:LINK", "PDF", null],
    ]);
    const unpaired = decode(distribution(format("CSV") + link("https://a.id") + link("https://b.id")));
    expect(unpaired.record.distribusi.map((d) => d.formatNama)).toEqual([null, null]);
    expect(unpaired.warnings).toEqual([
      "1 format distribusi (CSV) tidak dapat dipasangkan dengan 2 sumber daya daring, sehingga tautan diimpor tanpa format / 1 distribution formats (CSV) could not be matched to the 2 online resources, so the links were imported without a format",
    ]);
  });
});

describe.skipIf(samplesUnavailable)(`real-world ISO 19139 samples ${samplesUnavailable ?? ""}`, () => {
  const valid = listSamples("iso19139");
  const lenient = listSamples("iso19139", "lenient");
  const read = (...parts: string[]) => decode(readFileSync(samplePath(...parts)));

  it.each([...valid, ...lenient].map((file) => [path.relative(samplePath(), file), file]))(
    "decodes %s without throwing",
    (_, file) => {
      const { record } = decode(readFileSync(file as string));
      expect(record.judul).not.toBe("");
    },
  );

  it("decodes ISO-8859-1 documents by their XML declaration", () => {
    const { record } = read("iso19139", "ec-allspecies-latin1.xml");
    expect(record.judul).toBe("ALLSPECIES");
    expect(record.kontak.find((c) => c.lingkup === "METADATA")?.namaOrganisasi).toBe("Environment Canada");
    // The sample itself is plain ASCII; the same bytes with Latin-1 letters show they decode right.
    const latin1 = Buffer.from(
      readFileSync(samplePath("iso19139", "ec-allspecies-latin1.xml"))
        .toString("latin1")
        .replace("<gco:CharacterString>ALLSPECIES<", "<gco:CharacterString>Espèces du Québec (données)<"),
      "latin1",
    );
    expect(latin1.includes(Buffer.from("Qu\u00e9bec", "utf8"))).toBe(false);
    expect(decode(latin1).record.judul).toBe("Espèces du Québec (données)");
  });

  it("keeps odd identifiers verbatim and a missing one as null", () => {
    expect(read("iso19139", "ioos-fileid-dotdot.xml").record.fileIdentifier).toBe(
      "../../../I'm Trying to go back a few directories/../..",
    );
    const series = read("iso19139", "census-series-nofid.xml").record;
    expect(series.fileIdentifier).toBeNull();
    expect(series.judul).toBe(
      "TIGER/Line Shapefile, 2013, Series Information File for the Current county and Equivalent National Shapefile",
    );
    expect(series.distribusi[0]?.url).toBe("http://www2.census.gov/geo/tiger/TIGER2013/COUNTY");
    expect(read("iso19139", "maracoos-avhrr-gmi.xml").record.fileIdentifier).toBe("org.maracoos:avhrr.sst");
  });

  it("merges the three bounding boxes and temporal extents of the THREDDS record", () => {
    const { record, warnings } = read("iso19139", "prism-thredds-gml32-prefix.xml");
    expect(record.bbox).toEqual({
      barat: -125.02083587646484,
      timur: -66.52082824707031,
      selatan: 24.10416603088379,
      utara: 49.937503814697266,
    });
    expect([record.tanggalMulai, record.tanggalSelesai]).toEqual([
      new Date("1895-01-01T00:00:00Z"),
      new Date("2013-12-01T00:00:00Z"),
    ]);
    expect(warnings).toContain(
      "3 kotak batas digabung menjadi satu yang mencakup semuanya / 3 bounding boxes were merged into one that covers them all",
    );
    expect(warnings).toContain(
      "Ditemukan 3 bagian identifikasi; MD_DataIdentification yang dibaca dan cakupan seluruhnya digabung / 3 identification sections found; the MD_DataIdentification was read and the extents of all of them were merged",
    );
  });

  it("reads keywords and a thesaurus given as gmx:Anchor", () => {
    const { record } = read("iso19139", "marine-ie-anchor.xml");
    expect(record.kataKunci.slice(0, 2)).toEqual([
      {
        kataKunci: "Atmospheric pressure",
        tipe: null,
        thesaurus: "AtlantOS Essential Variables",
        thesaurusTanggal: new Date("2019-03-29"),
      },
      {
        kataKunci: "Air temperature",
        tipe: null,
        thesaurus: "AtlantOS Essential Variables",
        thesaurusTanggal: new Date("2019-03-29"),
      },
    ]);
    expect(record.judul).toBe("CE0911 Climate Change Survey");
    expect(record.sistemReferensi).toBe("EPSG:3857");
    expect(record.distribusi[0]).toMatchObject({
      url: "http://www.marine.ie",
      protokol: "WWW:LINK-1.0-http--link",
    });
  });

  it("reads a year-month date stamp and reports contacts given only by reference", () => {
    const { record, warnings } = read("iso19139", "census-necta-gmi.xml");
    expect(record.tanggalMetadata).toEqual(new Date("2015-05-01T00:00:00Z"));
    expect(record.characterSet).toBe("8859part1");
    expect(record.kontak).toEqual([]);
    expect(warnings.filter((w) => w.startsWith("Kontak yang hanya berupa tautan ("))).toHaveLength(4);
  });

  it("reads service records, namespaces and languages of European catalogues", () => {
    const alkis = read("iso19139", "ldbv-alkis-wfs-srv.xml").record;
    expect(alkis.judul).toBe("ALKIS®-vereinfacht ohne Eigentümer - Web Feature Service");
    expect([alkis.levelHierarki, alkis.bahasa, alkis.sistemReferensi]).toEqual([
      "service",
      "ger",
      "EPSG:25832",
    ]);
    expect(alkis.distribusi[0]?.url).toBe("https://geoservices.bayern.de/wfs/v1/ogc_alkis_ave.cgi?");
    const ipma = read("iso19139", "ipma-air-temperature.xml").record;
    expect(ipma.kontak.find((c) => c.lingkup === "METADATA")?.namaOrganisasi).toBe(
      "Instituto Português do Mar e da Atmosfera",
    );
    expect([ipma.bahasaMetadata, ipma.bahasa, ipma.characterSet]).toEqual(["eng", "por", "utf8"]);
    const bretagne = read("iso19139", "geobretagne-cadastre.xml").record;
    expect([bretagne.judul, bretagne.bahasa, bretagne.sistemReferensi]).toEqual([
      "Cadastre 2018 en Bretagne",
      "fre",
      "EPSG:3948",
    ]);
    const esri = read("iso19139", "esri-pro-inspire-srv.xml").record;
    expect(esri.fileIdentifier).toBe("Metadata > Details > File Identifier");
    const wmo = read("iso19139", "wmo-dwd-ismd01.xml").record;
    expect([wmo.fileIdentifier, wmo.kataKunci.length]).toEqual(["urn:x-wmo:md:int.wmo.wis::ISMD01EDZW", 83]);
  });

  it("reads the lenient documents: bad dates, empty boxes, GML 3.1, misplaced extents, no contact", () => {
    const sismap = read("iso19139", "lenient", "sismap-bad-date.xml");
    expect(sismap.warnings).toContain(
      'Tanggal sumber daya (creation): "2005 - 2020" bukan tanggal; dikosongkan / resource date (creation): "2005 - 2020" is not a date; left empty',
    );
    expect(sismap.warnings).toContain(
      "Kotak batas tanpa keempat koordinatnya dilewati / a bounding box without all four coordinates was skipped",
    );
    expect(sismap.record.bbox).toEqual({
      barat: 21.0558004086,
      timur: 28.1767094256,
      selatan: 55.61510692,
      utara: 57.9701569688,
    });
    expect([sismap.record.tanggalMulai, sismap.record.tanggalSelesai]).toEqual([
      new Date("2005-01-01"),
      new Date("2008-05-12"),
    ]);
    const ortho = read("iso19139", "lenient", "ypaat-ortho-gml31.xml").record;
    expect([ortho.tanggalMulai, ortho.tanggalSelesai]).toEqual([
      new Date("1997-01-01"),
      new Date("1999-01-01"),
    ]);
    const ntua = read("iso19139", "lenient", "ntua-srv-bad-extent.xml").record;
    expect(ntua.bbox).toEqual({ barat: 19.37, timur: 29.61, selatan: 34.8, utara: 41.75 });
    const s2 = read("iso19139", "lenient", "s2-collection-nocontact.xml").record;
    expect(s2.kontak.filter((c) => c.lingkup === "METADATA")).toEqual([]);
    expect([s2.judul, s2.sistemReferensi]).toEqual(["Sentinel-2 MSI Level 1C", "EPSG:4326"]);
  });

  it("reads the geocat.ch profile as gmd, with a warning about its extensions", () => {
    const { record, warnings } = read("iso19139", "lenient", "geocat-che-profile.xml");
    expect(record.judul).toBe("Gewässerschutzkarte");
    expect(record.kontak.map((c) => [c.lingkup, c.namaOrganisasi])).toEqual([
      ["SUMBER_DAYA", "Amt für Umweltschutz"],
      ["METADATA", "Grundbuch- und Vermessungsamt"],
    ]);
    expect(record.kontak[1]?.url).toBe("http://www.zg.ch/gva");
    expect(record.topikKategori).toEqual(["environment", "economy", "planningCadastre"]);
    expect(warnings[0]).toBe(
      "Profil geocat.ch (che:CHE_MD_Metadata) dibaca sebagai ISO 19139; elemen ekstensi Swiss-nya diabaikan / geocat.ch profile (che:CHE_MD_Metadata) read as ISO 19139; its Swiss extension elements were ignored",
    );
  });

  it.skipIf(schemaValidationUnavailable)(
    `re-encodes every decoded valid sample as a schema-valid gmd document ${schemaValidationUnavailable ?? ""}`,
    () => {
      const documents = valid.map((file) => ({
        name: path.basename(file),
        xml: reencode(decode(readFileSync(file)).record),
      }));
      expect(validateDocuments("gmd", documents)).toEqual([]);
    },
    60_000,
  );
});
