import { describe, expect, it } from "vitest";
import { fullIsoRecord, seededIsoRecords } from "@/test/support/iso-records";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { xmlToString } from "../../xml/builder";
import { attribute, descend, descendAll, type XmlElement } from "../../xml/element";
import { CODE_LISTS, GML32, MDB_2016, MDB_2018, type MdbNamespaces } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import { isoDateOrDateTime, xsDecimal } from "../iso-values";
import type { IsoContact, IsoRecord } from "../record";
import { encodeMdb2016 } from "./mdb2016";
import { encodeMdb2018 } from "./mdb2018";

// The ISO 19115-3 encoders: schema validity of every seeded record in both editions (one
// validation per edition), then the encoding choices one by one on parsed output.

const EDITIONS = [
  { name: "mdb2016", encode: encodeMdb2016, ns: MDB_2016, kind: "mdb16" },
  { name: "mdb2018", encode: encodeMdb2018, ns: MDB_2018, kind: "mdb" },
] as const;

const base = (): IsoRecord => fullIsoRecord();

const contact = (overrides: Partial<IsoContact>): IsoContact => ({
  lingkup: "SUMBER_DAYA",
  peran: "pointOfContact",
  namaIndividu: null,
  namaOrganisasi: null,
  jabatan: null,
  email: null,
  telepon: null,
  alamat: null,
  kota: null,
  provinsi: null,
  kodePos: null,
  negara: null,
  url: null,
  ...overrides,
});

/** Records at the edges of the model: nothing optional, and the odd combinations. */
function edgeRecords(): IsoRecord[] {
  const full = base();
  const bare: IsoRecord = {
    ...full,
    parentIdentifier: null,
    judulAlternatif: null,
    abstrak: "",
    tujuan: null,
    topikKategori: [],
    edisi: null,
    tanggalEdisi: null,
    statusProgres: null,
    frekuensiPembaruan: null,
    representasiSpasial: null,
    skalaPenyebut: null,
    resolusiJarak: null,
    resolusiSatuan: null,
    sistemReferensi: null,
    batasanPenggunaan: null,
    batasanAkses: [],
    batasanPemakaian: [],
    batasanLain: null,
    klasifikasiKeamanan: null,
    bbox: null,
    deskripsiWilayah: null,
    tanggalMulai: null,
    tanggalSelesai: null,
    riwayatData: null,
    sumberData: null,
    langkahProses: null,
    gambarUrl: null,
    gambarDeskripsi: null,
    tanggal: [],
    kataKunci: [],
    kontak: [],
    distribusi: [],
    laporanKualitasData: [],
    organisasi: null,
  };
  return [
    bare,
    {
      ...bare,
      levelHierarki: "service",
      tanggalSelesai: new Date("2024-05-06T07:08:09.123Z"),
      bbox: { barat: -0.0000001, timur: 1e-7, selatan: -1.5, utara: 2 },
      gambarDeskripsi: "Only a description",
      sistemReferensi: "urn:ogc:def:crs:OGC:1.3:CRS84",
      kontak: [
        contact({ namaIndividu: "Only a person", email: "a@b.id" }),
        contact({ jabatan: "Only a position", lingkup: "METADATA", peran: "author" }),
        contact({ telepon: "123", peran: "owner" }),
      ],
      distribusi: [
        {
          protokol: "WWW:LINK",
          url: "https://a.id",
          nama: null,
          deskripsi: null,
          fungsi: null,
          formatNama: null,
          formatVersi: "2",
        },
      ],
      laporanKualitasData: [
        {
          elemen: "DQ_NonQuantitativeAttributeAccuracy",
          metodeEvaluasi: "indirect",
          deskripsi: null,
          nilai: null,
          satuan: "%",
          spesifikasi: null,
          lulus: true,
          penjelasan: null,
        },
        {
          elemen: "Unknown",
          metodeEvaluasi: null,
          deskripsi: null,
          nilai: null,
          satuan: null,
          spesifikasi: null,
          lulus: null,
          penjelasan: null,
        },
        {
          elemen: "DQ_TemporalValidity",
          metodeEvaluasi: null,
          deskripsi: null,
          nilai: "1",
          satuan: null,
          spesifikasi: "S",
          lulus: null,
          penjelasan: "E",
        },
      ],
      kataKunci: [
        { kataKunci: "k", tipe: null, thesaurus: null, thesaurusTanggal: new Date("2020-01-01T00:00:00Z") },
      ],
    },
    {
      ...bare,
      tanggalMulai: new Date("2020-01-01T00:00:00Z"),
      langkahProses: "Only a process step",
      organisasi: full.organisasi,
    },
  ];
}

const encodeToTree = (encode: (r: IsoRecord) => ReturnType<typeof encodeMdb2016>, record: IsoRecord) =>
  readXml(xmlToString(encode(record)));

function names(ns: MdbNamespaces) {
  return (name: string): readonly [string, string] => {
    const [prefix, local] = name.split(":") as [keyof MdbNamespaces | "gml", string];
    return [prefix === "gml" ? GML32 : ns[prefix], local];
  };
}

describe.skipIf(schemaValidationUnavailable)(
  `ISO 19115-3 schema validity ${schemaValidationUnavailable ?? "(official XSDs, xmllint)"}`,
  () => {
    const records = [fullIsoRecord(), ...edgeRecords(), ...seededIsoRecords()];
    it.each(EDITIONS)(
      "every seeded record, the full record and the edge records are valid $name",
      ({ encode, kind }) => {
        const documents = records.map((record, i) => ({
          name: `${i}-${record.fileIdentifier}`,
          xml: xmlToString(encode(record)),
        }));
        expect(validateDocuments(kind, documents)).toEqual([]);
      },
      // Some 320 documents, validated by one xmllint run that loads the schemas once.
      120_000,
    );
  },
);

describe.each(EDITIONS)("$name", ({ encode, ns }) => {
  const n = names(ns);

  it("writes the edition's namespaces and the full record for every element set", () => {
    const root = encodeToTree(encode, base());
    expect([root.ns, root.local]).toEqual([ns.mdb, "MD_Metadata"]);
    expect(descend(root, n("mdb:parentMetadata"), n("cit:CI_Citation"))?.ns).toBe(ns.cit);
    expect(descend(root, n("mdb:resourceLineage"), n("mrl:LI_Lineage"))?.ns).toBe(ns.mrl);
    const brief = xmlToString(encode(base(), "brief"));
    expect(brief).toBe(xmlToString(encode(base(), "full")));
  });

  it("is deterministic and leaves the record untouched", () => {
    const record = base();
    const copy = structuredClone(record);
    expect(xmlToString(encode(record))).toBe(xmlToString(encode(record)));
    expect(record).toEqual(copy);
  });

  it("writes code lists with the official URL, value and text", () => {
    const root = encodeToTree(encode, base());
    const role = descend(
      root,
      n("mdb:contact"),
      n("cit:CI_Responsibility"),
      n("cit:role"),
      n("cit:CI_RoleCode"),
    );
    expect(attribute(role, "codeList")).toBe(`${CODE_LISTS.iso19115_3}#CI_RoleCode`);
    expect(attribute(role, "codeListValue")).toBe("pointOfContact");
    expect(role?.text).toBe("pointOfContact");
  });

  it("writes midnight dates as gco:Date, other instants as gco:DateTime in UTC", () => {
    const root = encodeToTree(encode, base());
    const dates = descendAll(
      root,
      n("mdb:identificationInfo"),
      n("mri:MD_DataIdentification"),
      n("mri:citation"),
      n("cit:CI_Citation"),
      n("cit:date"),
      n("cit:CI_Date"),
      n("cit:date"),
    ).map((d) => `${d.children[0]?.local} ${d.children[0]?.text}`);
    expect(dates).toEqual(["Date 2024-03-01", "DateTime 2024-06-15T08:00:00Z", "Date 2025-01-10"]);
    const stamp = descend(root, n("mdb:dateInfo"), n("cit:CI_Date"), n("cit:date"), n("gco:DateTime"));
    expect(stamp?.text).toBe("2026-03-04T05:06:07Z");
    expect(isoDateOrDateTime(new Date("2024-05-06T07:08:09.120Z"))).toBe("2024-05-06T07:08:09.120Z");
  });

  it("groups keywords per type, thesaurus and thesaurus date, in order of first appearance", () => {
    const keyword = (kataKunci: string, thesaurus: string | null) => ({
      kataKunci,
      tipe: "theme",
      thesaurus,
      thesaurusTanggal: null,
    });
    const record = { ...base(), kataKunci: [keyword("a", "T"), keyword("b", null), keyword("c", "T")] };
    const groups = descendAll(
      encodeToTree(encode, record),
      n("mdb:identificationInfo"),
      n("mri:MD_DataIdentification"),
      n("mri:descriptiveKeywords"),
      n("mri:MD_Keywords"),
    );
    const words = (group: XmlElement) =>
      descendAll(group, n("mri:keyword"), n("gco:CharacterString")).map((k) => k.text);
    expect(groups.map(words)).toEqual([["a", "c"], ["b"]]);
  });

  it("falls back to the organisation, then to the first dataset contact, as the metadata contact", () => {
    const metadataContactNames = (record: IsoRecord) =>
      descendAll(
        encodeToTree(encode, record),
        n("mdb:contact"),
        n("cit:CI_Responsibility"),
        n("cit:party"),
        n("cit:CI_Organisation"),
        n("cit:name"),
      ).map((name) => name.children[0]?.text);
    const record = { ...base(), kontak: base().kontak.filter((c) => c.lingkup === "SUMBER_DAYA") };
    expect(metadataContactNames(record)).toEqual([record.organisasi?.nama]);
    const first = contact({ namaOrganisasi: "Dinas A" });
    expect(metadataContactNames({ ...record, organisasi: null, kontak: [first] })).toEqual(["Dinas A"]);
    const none = encodeToTree(encode, { ...record, organisasi: null, kontak: [] });
    expect(attribute(descend(none, n("mdb:contact")), "nilReason", ns.gco)).toBe("missing");
  });

  it("writes EPSG codes as code and code space, other reference systems as one code", () => {
    const identifier = (sistemReferensi: string) =>
      descend(
        encodeToTree(encode, { ...base(), sistemReferensi }),
        n("mdb:referenceSystemInfo"),
        n("mrs:MD_ReferenceSystem"),
        n("mrs:referenceSystemIdentifier"),
        n("mcc:MD_Identifier"),
      );
    const parts = (id: XmlElement | undefined) =>
      id?.children.map((c) => `${c.local}=${c.children[0]?.text}`);
    expect(parts(identifier("EPSG:4326"))).toEqual(["code=4326", "codeSpace=EPSG"]);
    expect(parts(identifier("WGS 84"))).toEqual(["code=WGS 84"]);
  });

  it("writes a quality report with its quantitative and conformance results", () => {
    const [report] = descendAll(
      encodeToTree(encode, base()),
      n("mdb:dataQualityInfo"),
      n("mdq:DQ_DataQuality"),
      n("mdq:report"),
    );
    const element = report?.children[0];
    expect(element?.local).toBe(base().laporanKualitasData[0]?.elemen);
    expect(element?.children.map((c) => c.local)).toEqual([
      "measure",
      "evaluationMethod",
      "result",
      "result",
    ]);
    const unit = descend(
      element,
      n("mdq:result"),
      n("mdq:DQ_QuantitativeResult"),
      n("mdq:valueUnit"),
      n("gml:UnitDefinition"),
    );
    expect(attribute(unit, "id", GML32)).toMatch(/^r[0-9a-f]{16}-unit-1$/);
  });

  it("writes unknown quality elements as usability elements and an unknown verdict as a nil pass", () => {
    const [, record] = edgeRecords();
    const reports = descendAll(
      encodeToTree(encode, record as IsoRecord),
      n("mdb:dataQualityInfo"),
      n("mdq:DQ_DataQuality"),
      n("mdq:report"),
    );
    expect(reports.map((r) => r.children[0]?.local)).toEqual([
      "DQ_NonQuantitativeAttributeCorrectness",
      "DQ_UsabilityElement",
      "DQ_TemporalValidity",
    ]);
    const [pass] = descendAll(
      reports[2],
      n("mdq:DQ_TemporalValidity"),
      n("mdq:result"),
      n("mdq:DQ_ConformanceResult"),
      n("mdq:pass"),
    );
    expect(attribute(pass, "nilReason", ns.gco)).toBe("missing");
  });

  it("writes a period with one known end as an indeterminate other end", () => {
    const [, record] = edgeRecords();
    const period = descend(
      encodeToTree(encode, record as IsoRecord),
      n("mdb:identificationInfo"),
      n("mri:MD_DataIdentification"),
      n("mri:extent"),
      n("gex:EX_Extent"),
      n("gex:temporalElement"),
      n("gex:EX_TemporalExtent"),
      n("gex:extent"),
      n("gml:TimePeriod"),
    );
    expect(period?.children.map((c) => [c.local, c.text, attribute(c, "indeterminatePosition")])).toEqual([
      ["beginPosition", "", "unknown"],
      ["endPosition", "2024-05-06T07:08:09.123Z", undefined],
    ]);
  });
});

describe("xsDecimal", () => {
  it("never uses exponent notation and reads back to the same number", () => {
    for (const value of [0, -0.0000001, 1.2345e-7, 95.01, -11.03, 1e21, 1.5e22, 123456789.125]) {
      const text = xsDecimal(value);
      expect(text).toMatch(/^-?\d+(\.\d+)?$/);
      expect(Number(text)).toBe(value);
    }
  });
});
