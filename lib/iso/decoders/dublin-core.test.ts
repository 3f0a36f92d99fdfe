import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  listSamples,
  samplesUnavailable,
  schemaValidationUnavailable,
  validateDocuments,
} from "@/test/support/shared-files";
import { xmlToString } from "../../xml/builder";
import { CSW } from "../../xml/namespaces";
import { readXml } from "../../xml/read-xml";
import { prepareImport } from "../prepare-import";
import { decoderFor, XML_PROFILES } from "../registry";
import { decodeDublinCore } from "./dublin-core";

const record = (body: string, root = "csw:Record", ns: string = CSW.csw) =>
  `<${root} xmlns:csw="${ns}" xmlns:oai_dc="http://www.openarchives.org/OAI/2.0/oai_dc/" xmlns:dc="${CSW.dc}" xmlns:dct="${CSW.dct}" xmlns:ows="${CSW.ows}">${body}</${root}>`;
const decode = (xml: string) => decodeDublinCore(readXml(xml));

describe("decodeDublinCore", () => {
  it("reads what a csw:Record holds, and only that", () => {
    const { record: decoded, warnings } = decode(
      record(`<dc:identifier>urn:x:1</dc:identifier><dc:title>Peta &amp; data</dc:title><dct:alternative>Alt</dct:alternative>
        <dc:type>http://purl.org/dc/dcmitype/Service</dc:type><dc:subject>hutan</dc:subject><dc:subject>Aceh</dc:subject>
        <dc:format>image/png</dc:format><dct:references>https://example.org/wms</dct:references><dc:relation>urn:not-a-link</dc:relation>
        <dct:abstract>Abstrak</dct:abstract><dc:creator>Badan A</dc:creator><dc:publisher>Penerbit B</dc:publisher><dc:contributor>C</dc:contributor>
        <dct:modified>2015-05</dct:modified><dc:date>2014-01-02</dc:date><dc:rights>CC-BY</dc:rights><dct:spatial>Aceh</dct:spatial>
        <ows:BoundingBox crs="urn:x-ogc:def:crs:EPSG:6.11:4326"><ows:LowerCorner>-6 95</ows:LowerCorner><ows:UpperCorner>6 141</ows:UpperCorner></ows:BoundingBox>`),
    );
    expect(warnings).toEqual([]);
    expect(decoded).toMatchObject({
      fileIdentifier: "urn:x:1",
      judul: "Peta & data",
      judulAlternatif: "Alt",
      abstrak: "Abstrak",
      levelHierarki: "service",
      bbox: { barat: 95, timur: 141, selatan: -6, utara: 6 },
      deskripsiWilayah: "Aceh",
      batasanPenggunaan: "CC-BY",
      kataKunci: [
        { kataKunci: "hutan", tipe: null, thesaurus: null, thesaurusTanggal: null },
        { kataKunci: "Aceh", tipe: null, thesaurus: null, thesaurusTanggal: null },
      ],
      distribusi: [{ url: "https://example.org/wms", formatNama: "image/png" }],
      tanggal: [
        { tipe: "publication", tanggal: new Date("2014-01-02T00:00:00Z") },
        { tipe: "revision", tanggal: new Date("2015-05-01T00:00:00Z") },
      ],
      tanggalMetadata: new Date("2015-05-01T00:00:00Z"),
    });
    expect(decoded.kontak.map((c) => [c.peran, c.namaOrganisasi])).toEqual([
      ["originator", "Badan A"],
      ["publisher", "Penerbit B"],
      ["contributor", "C"],
    ]);
  });

  it("reads longitude first in a WGS84BoundingBox and in CRS84, latitude first in EPSG:4326", () => {
    const box = (element: string, crs: string) =>
      decode(
        record(
          `<dc:title>t</dc:title><ows:${element}${crs}><ows:LowerCorner>1 2</ows:LowerCorner><ows:UpperCorner>3 4</ows:UpperCorner></ows:${element}>`,
        ),
      ).record.bbox;
    expect(box("WGS84BoundingBox", "")).toEqual({ barat: 1, selatan: 2, timur: 3, utara: 4 });
    expect(box("BoundingBox", ' crs="urn:ogc:def:crs:OGC:1.3:CRS84"')).toEqual({
      barat: 1,
      selatan: 2,
      timur: 3,
      utara: 4,
    });
    expect(box("BoundingBox", ' crs="http://www.opengis.net/def/crs/EPSG/0/4326"')).toEqual({
      barat: 2,
      selatan: 1,
      timur: 4,
      utara: 3,
    });
  });

  it("reads OAI-PMH oai_dc records through the registry, and warns of what it cannot use", () => {
    const xml = record(
      `<dc:title>t</dc:title><dc:date>kemarin</dc:date>`,
      "oai_dc:dc",
      "http://www.openarchives.org/OAI/2.0/oai_dc/",
    );
    const root = readXml(xml);
    const { record: decoded, warnings } = decoderFor(root)(root);
    expect(decoded.judul).toBe("t");
    expect(warnings.join(" ")).toMatch(/kemarin.*not a date/);
    expect(warnings.join(" ")).toMatch(/no date/);
  });

  it("refuses other csw documents as unsupported", () => {
    expect(() => decode(record("", "csw:GetRecordsResponse"))).toThrow(/Dublin Core/);
  });

  describe.skipIf(samplesUnavailable ?? schemaValidationUnavailable)(
    `real csw:Record samples ${samplesUnavailable ?? schemaValidationUnavailable ?? ""}`,
    () => {
      it("every sample with a title passes the content check and gives schema-valid ISO documents", () => {
        const documents: Record<"gmd" | "mdb", { name: string; xml: string }[]> = { gmd: [], mdb: [] };
        let read = 0;
        for (const file of listSamples("csw-records")) {
          const root = readXml(readFileSync(file));
          const decoded = decoderFor(root)(root);
          if (!decoded.record.judul) continue; // two CITE records have no title: refused on import
          const { record: prepared } = prepareImport(decoded);
          const iso = {
            ...prepared,
            fileIdentifier: prepared.fileIdentifier ?? "x",
            organisasi: null,
            diimpor: true,
          };
          documents.gmd.push({ name: file, xml: xmlToString(XML_PROFILES.gmd.encode(iso)) });
          documents.mdb.push({ name: file, xml: xmlToString(XML_PROFILES.mdb2018.encode(iso)) });
          read++;
        }
        expect(read).toBe(7);
        expect(validateDocuments("gmd", documents.gmd)).toEqual([]);
        expect(validateDocuments("mdb", documents.mdb)).toEqual([]);
      });
    },
  );
});
