import { describe, expect, it } from "vitest";
import { fullIsoRecord, seededIsoRecords } from "@/test/support/iso-records";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { xmlToString } from "../../xml/builder";
import { attribute, childrenNamed, descend, descendAll, textOf, type XmlElement } from "../../xml/element";
import { CODE_LISTS, GML32, ISO19139 } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import { xsDecimal as decimal } from "../iso-values";
import type { IsoContact, IsoKeyword, IsoQualityReport, IsoRecord } from "../record";
import { encodeGmd } from "./gmd";

// encodeGmd: schema validity for every seeded record and the awkward cases, and the encoding
// rules (code lists, dates, contact fallback, keyword groups, format pairing, nils).

const gmd = (local: string) => [ISO19139.gmd, local] as const;
const gco = (local: string) => [ISO19139.gco, local] as const;
const encode = (record: IsoRecord) => xmlToString(encodeGmd(record));
const tree = (record: IsoRecord) => readXml(encode(record));
const identification = (root: XmlElement) =>
  descend(root, gmd("identificationInfo"), gmd("MD_DataIdentification"));

const report = (fields: Partial<IsoQualityReport> & { elemen: string }): IsoQualityReport => ({
  metodeEvaluasi: null,
  deskripsi: null,
  nilai: null,
  satuan: null,
  spesifikasi: null,
  lulus: null,
  penjelasan: null,
  ...fields,
});

/** Empty, half-filled and unusual values: the nil and fallback paths of the encoder. */
function edgeRecord(): IsoRecord {
  return {
    ...fullIsoRecord(),
    fileIdentifier: "edge-case",
    judul: "",
    abstrak: "",
    organisasi: null,
    kontak: [],
    tanggal: [],
    tanggalMulai: null,
    bbox: { barat: -1e-7, timur: 2.5e-7, selatan: -90, utara: 1e-9 },
    resolusiSatuan: null,
    gambarUrl: null,
    kataKunci: [
      { kataKunci: "tanpa tesaurus", tipe: null, thesaurus: null, thesaurusTanggal: new Date("2020-01-01") },
    ],
    distribusi: [
      {
        protokol: "",
        url: "",
        nama: null,
        deskripsi: null,
        fungsi: null,
        formatNama: null,
        formatVersi: "1.0",
      },
    ],
    laporanKualitasData: [
      report({ elemen: "DQ_UsabilityElement" }),
      report({ elemen: "DQ_NonQuantitativeAttributeCorrectness", nilai: "3" }),
      report({ elemen: "DQ_BukanElemen", satuan: "m", penjelasan: "Hanya penjelasan." }),
    ],
    riwayatData: null,
    langkahProses: null,
  };
}

describe.skipIf(schemaValidationUnavailable)(
  `ISO 19139 schema validation ${schemaValidationUnavailable ?? "(xmllint)"}`,
  () => {
    it("every seeded record, the full record and the edge cases are valid gmd documents", () => {
      const records = [...seededIsoRecords(), fullIsoRecord(), edgeRecord()];
      const documents = records.map((record, i) => ({
        name: `${i}-${record.fileIdentifier}`,
        xml: encode(record),
      }));
      expect(validateDocuments("gmd", documents)).toEqual([]);
    }, 180_000);
  },
);

describe("encodeGmd", () => {
  it("writes code lists from the official register, the value as codeListValue and as text", () => {
    for (const record of [...seededIsoRecords().slice(0, 40), fullIsoRecord()]) {
      const codes: XmlElement[] = [];
      const collect = (element: XmlElement) => {
        if (attribute(element, "codeListValue") !== undefined && element.local !== "LanguageCode")
          codes.push(element);
        element.children.forEach(collect);
      };
      collect(tree(record));
      expect(codes.length).toBeGreaterThan(10);
      for (const code of codes) {
        expect(attribute(code, "codeList")).toBe(`${CODE_LISTS.iso19139}#${code.local}`);
        expect(code.text).toBe(attribute(code, "codeListValue"));
      }
    }
    const language = descend(tree(fullIsoRecord()), gmd("language"), gmd("LanguageCode"));
    expect(attribute(language, "codeListValue")).toBe("ind");
  });

  it("writes midnight UTC as gco:Date, other times as gco:DateTime, the date stamp always as a date-time", () => {
    const root = tree(fullIsoRecord());
    const citation = descend(identification(root), gmd("citation"), gmd("CI_Citation"));
    const dates = descendAll(citation, gmd("date"), gmd("CI_Date"), gmd("date")).map((d) => d.children[0]);
    expect(dates.map((d) => [d?.local, textOf(d)])).toEqual([
      ["Date", "2024-03-01"],
      ["DateTime", "2024-06-15T08:00:00Z"],
      ["Date", "2025-01-10"],
    ]);
    expect(textOf(descend(root, gmd("dateStamp"), gco("DateTime")))).toBe("2026-03-04T05:06:07Z");
    expect(textOf(descend(citation, gmd("editionDate"), gco("Date")))).toBe("2025-02-01");
    const period = descend(identification(root), gmd("extent"), gmd("EX_Extent"), gmd("temporalElement"));
    const positions = descend(period, gmd("EX_TemporalExtent"), gmd("extent"), [GML32, "TimePeriod"]);
    expect(positions?.children.map((p) => textOf(p))).toEqual(["2024-01-01", "2024-12-31T12:30:00Z"]);
    expect(attribute(positions, "id", GML32)).toMatch(/^r[0-9a-f]{16}-temporal-extent$/);
  });

  it("keeps an open end of the temporal extent as an unknown position", () => {
    const extent = descend(identification(tree({ ...fullIsoRecord(), tanggalMulai: null })), gmd("extent"));
    const temporal = descend(extent, gmd("EX_Extent"), gmd("temporalElement"), gmd("EX_TemporalExtent"));
    const [start] = descend(temporal, gmd("extent"), [GML32, "TimePeriod"])?.children ?? [];
    expect(start?.local).toBe("beginPosition");
    expect(attribute(start, "indeterminatePosition")).toBe("unknown");
  });

  it("writes the reference system as RS_Identifier code and codeSpace, normalising URN and URI forms", () => {
    const codeOf = (sistemReferensi: string) => {
      const rs = descend(
        tree({ ...fullIsoRecord(), sistemReferensi }),
        gmd("referenceSystemInfo"),
        gmd("MD_ReferenceSystem"),
        gmd("referenceSystemIdentifier"),
        gmd("RS_Identifier"),
      );
      return [textOf(descend(rs, gmd("code"))), textOf(descend(rs, gmd("codeSpace"))) ?? null];
    };
    expect(codeOf("EPSG:4326")).toEqual(["4326", "EPSG"]);
    expect(codeOf("urn:ogc:def:crs:EPSG::32750")).toEqual(["32750", "EPSG"]);
    expect(codeOf("http://www.opengis.net/def/crs/EPSG/0/23830")).toEqual(["23830", "EPSG"]);
    expect(codeOf("Sistem lokal")).toEqual(["Sistem lokal", null]);
  });

  describe("metadata contact", () => {
    const [seeded] = seededIsoRecords() as [IsoRecord];
    const contacts = (record: IsoRecord) => childrenNamed(tree(record), gmd("contact"));
    const party = (contact: XmlElement | undefined, local: string) =>
      textOf(descend(contact, gmd("CI_ResponsibleParty"), gmd(local)));

    it("is the record's METADATA contacts when it has some", () => {
      const own: IsoContact = {
        ...(seeded.kontak[0] as IsoContact),
        lingkup: "METADATA",
        namaIndividu: "Petugas Metadata",
      };
      const written = contacts({ ...seeded, kontak: [...seeded.kontak, own] });
      expect(written.map((c) => party(c, "individualName"))).toEqual(["Petugas Metadata"]);
    });

    it("falls back to the organisation as point of contact", () => {
      const [contact] = contacts({
        ...seeded,
        kontak: seeded.kontak.filter((c) => c.lingkup === "SUMBER_DAYA"),
      });
      expect(party(contact, "organisationName")).toBe(seeded.organisasi?.nama);
      expect(party(contact, "role")).toBe("pointOfContact");
    });

    it("falls back to the first dataset contact, then to a nil contact", () => {
      const datasetOnly = { ...seeded, organisasi: null, kontak: seeded.kontak.slice(0, 2) };
      const [contact] = contacts(datasetOnly);
      expect(party(contact, "individualName")).toBe(seeded.kontak[0]?.namaIndividu);
      const [none, ...rest] = contacts({ ...datasetOnly, kontak: [] });
      expect([attribute(none, "nilReason", ISO19139.gco), none?.children, rest]).toEqual(["missing", [], []]);
    });
  });

  it("groups keywords into one MD_Keywords per type, thesaurus and date, in order of first appearance", () => {
    const date = new Date("2018-01-01T00:00:00Z");
    const keyword = (
      kataKunci: string,
      tipe: string | null,
      thesaurus: string | null,
      at: Date | null = null,
    ) => ({ kataKunci, tipe, thesaurus, thesaurusTanggal: at }) satisfies IsoKeyword;
    const kataKunci = [
      keyword("a", "theme", null),
      keyword("b", "theme", "GEMET"),
      keyword("c", "theme", null),
      keyword("d", "place", null),
      keyword("e", "theme", "GEMET", date),
      keyword("f", "theme", "GEMET"),
    ];
    const groups = descendAll(
      identification(tree({ ...fullIsoRecord(), kataKunci })),
      gmd("descriptiveKeywords"),
    );
    const summary = groups.map((property) => {
      const group = descend(property, gmd("MD_Keywords"));
      const thesaurus = descend(group, gmd("thesaurusName"), gmd("CI_Citation"));
      const thesaurusDate = descend(thesaurus, gmd("date"));
      return {
        keywords: childrenNamed(group, gmd("keyword")).map((k) => textOf(k)),
        type: attribute(descend(group, gmd("type"), gmd("MD_KeywordTypeCode")), "codeListValue"),
        thesaurus: textOf(descend(thesaurus, gmd("title"))),
        date:
          attribute(thesaurusDate, "nilReason", ISO19139.gco) ??
          textOf(descend(thesaurusDate, gmd("CI_Date"), gmd("date"))),
        dateType: textOf(descend(thesaurusDate, gmd("CI_Date"), gmd("dateType"))),
      };
    });
    const none = { thesaurus: undefined, date: undefined, dateType: undefined };
    expect(summary).toEqual([
      { keywords: ["a", "c"], type: "theme", ...none },
      { keywords: ["b", "f"], type: "theme", thesaurus: "GEMET", date: "unknown", dateType: undefined },
      { keywords: ["d"], type: "place", ...none },
      { keywords: ["e"], type: "theme", thesaurus: "GEMET", date: "2018-01-01", dateType: "publication" },
    ]);
  });

  it("writes one distributionFormat per online resource, in the same order, nil where a link has none", () => {
    const record = fullIsoRecord();
    const distribution = descend(tree(record), gmd("distributionInfo"), gmd("MD_Distribution"));
    const formats = childrenNamed(distribution, gmd("distributionFormat")).map((property) => {
      const format = descend(property, gmd("MD_Format"));
      if (!format) return attribute(property, "nilReason", ISO19139.gco);
      const version = descend(format, gmd("version"));
      return `${textOf(descend(format, gmd("name")))} ${textOf(version) ?? attribute(version, "nilReason", ISO19139.gco)}`;
    });
    expect(formats).toEqual(["PNG unknown", "GML 3.2.1", "Shapefile unknown", "missing"]);
    const links = descendAll(
      distribution,
      gmd("transferOptions"),
      gmd("MD_DigitalTransferOptions"),
      gmd("onLine"),
    );
    const urls = links.map((link) =>
      textOf(descend(link, gmd("CI_OnlineResource"), gmd("linkage"), gmd("URL"))),
    );
    expect(urls).toEqual(record.distribusi.map((d) => d.url));
  });

  it("names each quality report by its element and writes both kinds of result", () => {
    const root = tree(edgeRecord());
    const quality = descend(root, gmd("dataQualityInfo"), gmd("DQ_DataQuality"));
    const reports = childrenNamed(quality, gmd("report")).map((property) => property.children[0]);
    expect(reports.map((r) => [r?.ns, r?.local])).toEqual([
      [ISO19139.gmi, "QE_Usability"],
      [ISO19139.gmd, "DQ_NonQuantitativeAttributeAccuracy"],
      [ISO19139.gmd, "DQ_DomainConsistency"],
    ]);
    expect(attribute(descend(reports[0], gmd("result")), "nilReason", ISO19139.gco)).toBe("missing");
    const [quantitative, conformance] = childrenNamed(reports[2], gmd("result")).map((r) => r.children[0]);
    const unit = descend(quantitative, gmd("valueUnit"), [GML32, "UnitDefinition"]);
    expect(textOf(descend(unit, [GML32, "catalogSymbol"]))).toBe("m");
    expect(attribute(unit, "id", GML32)).toMatch(/^r[0-9a-f]{16}-unit-3$/);
    expect(textOf(descend(conformance, gmd("explanation")))).toBe("Hanya penjelasan.");
    expect(attribute(descend(conformance, gmd("pass")), "nilReason", ISO19139.gco)).toBe("unknown");
  });

  it("escapes awkward characters and leaves empty optional elements out", () => {
    const xml = encode(fullIsoRecord());
    expect(xml).toContain("Judul alternatif &amp; &lt;khusus&gt;");
    const title = descend(
      identification(readXml(xml)),
      gmd("citation"),
      gmd("CI_Citation"),
      gmd("alternateTitle"),
    );
    expect(textOf(title)).toBe('Judul alternatif & <khusus> "kutip"');
    const [seeded] = seededIsoRecords() as [IsoRecord];
    const sparse = tree({
      ...seeded,
      parentIdentifier: null,
      tujuan: "  ",
      gambarUrl: null,
      gambarDeskripsi: null,
    });
    expect(descend(sparse, gmd("parentIdentifier"))).toBeUndefined();
    expect(descend(identification(sparse), gmd("purpose"))).toBeUndefined();
    expect(descend(identification(sparse), gmd("graphicOverview"))).toBeUndefined();
  });

  it("writes the edge cases with nil reasons instead of empty mandatory elements", () => {
    const root = tree(edgeRecord());
    const citation = descend(identification(root), gmd("citation"), gmd("CI_Citation"));
    for (const property of [descend(citation, gmd("title")), descend(citation, gmd("date"))]) {
      expect(attribute(property, "nilReason", ISO19139.gco)).toBe("missing");
    }
    const box = descend(identification(root), gmd("extent"), gmd("EX_Extent"), gmd("geographicElement"));
    const west = descend(box, gmd("EX_GeographicBoundingBox"), gmd("westBoundLongitude"));
    expect(textOf(west)).toBe("-0.0000001");
    const format = descend(root, gmd("distributionInfo"), gmd("MD_Distribution"), gmd("distributionFormat"));
    expect(textOf(descend(format, gmd("MD_Format"), gmd("version")))).toBe("1.0");
  });

  it("is deterministic and writes the full record for every element set", () => {
    const record = fullIsoRecord();
    const xml = encode(record);
    expect(encode(fullIsoRecord())).toBe(xml);
    expect(xmlToString(encodeGmd(record, "brief"))).toBe(xml);
  });
});

describe("decimal", () => {
  it("writes numbers without exponents, as xs:decimal requires", () => {
    expect([12.5, -7, 1e-7, -2.5e-7, 1.25e-10, 1e21].map(decimal)).toEqual([
      "12.5",
      "-7",
      "0.0000001",
      "-0.00000025",
      "0.000000000125",
      "1000000000000000000000",
    ]);
  });
});
