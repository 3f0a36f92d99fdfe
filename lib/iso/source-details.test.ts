import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listSamples, samplePath, samplesUnavailable } from "@/test/support/shared-files";
import { readXml } from "../xml/read-xml";
import { readSourceDetails, sourceDetailsOf } from "./source-details";

// The details of a source document, exactly as written: concrete values of the real-world
// samples (read from the files), and small documents for what the samples do not show.

const detailsOf = (...file: string[]) => readSourceDetails(readXml(readFileSync(samplePath(...file))));

const GMD = `xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco"
  xmlns:gmx="http://www.isotc211.org/2005/gmx" xmlns:srv="http://www.isotc211.org/2005/srv"
  xmlns:gml="http://www.opengis.net/gml/3.2" xmlns:xlink="http://www.w3.org/1999/xlink"`;

const gmdDocument = (identification: string, header = "") =>
  readSourceDetails(
    readXml(
      `<gmd:MD_Metadata ${GMD}>${header}<gmd:identificationInfo>${identification}</gmd:identificationInfo></gmd:MD_Metadata>`,
    ),
  );

const extent = (element: string) =>
  `<gmd:MD_DataIdentification><gmd:extent><gmd:EX_Extent>${element}</gmd:EX_Extent></gmd:extent></gmd:MD_DataIdentification>`;

describe("readSourceDetails on small documents", () => {
  it("turns GML polygons into GeoJSON: rings, holes, 3D posList, a latitude-first CRS, GML 3.1 coordinates", () => {
    const details = gmdDocument(
      extent(`<gmd:geographicElement><gmd:EX_BoundingPolygon>
        <gmd:extentTypeCode><gco:Boolean>0</gco:Boolean></gmd:extentTypeCode>
        <gmd:polygon><gml:Polygon gml:id="a" srsName="http://www.opengis.net/def/crs/EPSG/0/4326">
          <gml:exterior><gml:LinearRing><gml:posList srsDimension="3">-6 106 0 -6 107 0 -7 107 0 -6 106 0</gml:posList></gml:LinearRing></gml:exterior>
          <gml:interior><gml:LinearRing><gml:pos>-6.2 106.2</gml:pos><gml:pos>-6.2 106.4</gml:pos><gml:pos>-6.4 106.4</gml:pos><gml:pos>-6.2 106.2</gml:pos></gml:LinearRing></gml:interior>
        </gml:Polygon></gmd:polygon>
        <gmd:polygon><gml:Polygon xmlns:gml="http://www.opengis.net/gml"><gml:outerBoundaryIs><gml:LinearRing>
          <gml:coordinates>110,-8 111,-8 111,-7 110,-8</gml:coordinates></gml:LinearRing></gml:outerBoundaryIs></gml:Polygon></gmd:polygon>
        <gmd:polygon><gml:Polygon gml:id="b"><gml:exterior><gml:LinearRing><gml:posList>180</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></gmd:polygon>
      </gmd:EX_BoundingPolygon></gmd:geographicElement>`),
    );
    expect(details?.poligon).toEqual([
      {
        termasuk: false,
        srsName: "http://www.opengis.net/def/crs/EPSG/0/4326",
        geometri: {
          type: "Polygon",
          coordinates: [
            [
              [106, -6],
              [107, -6],
              [107, -7],
              [106, -6],
            ],
            [
              [106.2, -6.2],
              [106.4, -6.2],
              [106.4, -6.4],
              [106.2, -6.2],
            ],
          ],
        },
      },
      {
        termasuk: false,
        geometri: {
          type: "Polygon",
          coordinates: [
            [
              [110, -8],
              [111, -8],
              [111, -7],
              [110, -8],
            ],
          ],
        },
      },
    ]);
  });

  it("keeps temporal positions as written: instants, nested instants, indeterminate positions", () => {
    const details = gmdDocument(
      extent(`
        <gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent><gml:TimeInstant gml:id="i">
          <gml:timePosition>2020-02</gml:timePosition></gml:TimeInstant></gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement>
        <gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent><gml:TimePeriod gml:id="p">
          <gml:begin><gml:TimeInstant gml:id="b"><gml:timePosition indeterminatePosition="before">1990</gml:timePosition></gml:TimeInstant></gml:begin>
          <gml:end><gml:TimeInstant gml:id="e"><gml:timePosition indeterminatePosition="now"/></gml:TimeInstant></gml:end>
        </gml:TimePeriod></gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement>
        <gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent><gml:TimePeriod gml:id="q"/></gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement>`),
    );
    expect(details?.periode).toEqual([
      { mulai: "2020-02", selesai: "2020-02" },
      { mulai: "1990", mulaiIndeterminate: "before", selesaiIndeterminate: "now" },
    ]);
  });

  it("reads identifiers, anchored keywords without a thesaurus, and lists exact repeats once", () => {
    const section = `<gmd:MD_DataIdentification>
      <gmd:citation><gmd:CI_Citation>
        <gmd:identifier><gmd:RS_Identifier><gmd:code><gmx:Anchor xlink:href="https://doi.org/10.1/x">10.1/x</gmx:Anchor></gmd:code>
          <gmd:codeSpace><gco:CharacterString>doi</gco:CharacterString></gmd:codeSpace></gmd:RS_Identifier></gmd:identifier>
      </gmd:CI_Citation></gmd:citation>
      <gmd:descriptiveKeywords><gmd:MD_Keywords>
        <gmd:keyword><gmx:Anchor xlink:href="http://example.org/k/1">hutan</gmx:Anchor></gmd:keyword>
      </gmd:MD_Keywords></gmd:descriptiveKeywords>
      <gmd:descriptiveKeywords><gmd:MD_Keywords>
        <gmd:keyword><gco:CharacterString>tanpa tesaurus</gco:CharacterString></gmd:keyword>
      </gmd:MD_Keywords></gmd:descriptiveKeywords>
    </gmd:MD_DataIdentification>`;
    const details = gmdDocument(`${section}</gmd:identificationInfo><gmd:identificationInfo>${section}`);
    expect(details?.identifikasiSumberDaya).toEqual([
      { kode: "10.1/x", codeSpace: "doi", href: "https://doi.org/10.1/x" },
    ]);
    expect(details?.tesaurus).toEqual([{ kataKunci: [{ teks: "hutan", uri: "http://example.org/k/1" }] }]);
  });

  it("is null for Dublin Core and for text that is no document", () => {
    const record = `<csw:Record xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>x</dc:title></csw:Record>`;
    expect(readSourceDetails(readXml(record))).toBeNull();
    expect(sourceDetailsOf("DUBLIN_CORE", record)).toBeNull();
    expect(sourceDetailsOf("ISO19139", "<gmd:MD_Metadata")).toBeNull();
    expect(sourceDetailsOf("ISO19139", `<gmd:MD_Metadata ${GMD}/>`)).toEqual({
      identifikasiSumberDaya: [],
      layanan: [],
      tesaurus: [],
      sistemReferensi: [],
      distributor: [],
      periode: [],
      batas: [],
      poligon: [],
      pengenalWilayah: [],
    });
  });
});

describe.skipIf(samplesUnavailable)(
  `readSourceDetails on the real-world samples ${samplesUnavailable ?? ""}`,
  () => {
    it("reads every ISO sample, and no Dublin Core one", () => {
      const iso = [
        ...listSamples("iso19139"),
        ...listSamples("iso19139", "lenient"),
        ...listSamples("iso19115-3"),
        ...listSamples("iso19115-3", "lenient"),
      ];
      for (const file of iso)
        expect(readSourceDetails(readXml(readFileSync(file))), path.basename(file)).not.toBeNull();
      for (const file of listSamples("csw-records"))
        expect(readSourceDetails(readXml(readFileSync(file))), path.basename(file)).toBeNull();
    });

    it("ISO 19139 WFS service: type, version, coupling, every operation, coupled datasets, reference systems", () => {
      const details = detailsOf("iso19139", "ldbv-alkis-wfs-srv.xml");
      const [service] = details?.layanan ?? [];
      const url = "https://geoservices.bayern.de/wfs/v1/ogc_alkis_ave.cgi?";
      expect(service).toMatchObject({
        tipe: {
          nama: "download",
          codeSpace: "http://inspire.ec.europa.eu/metadata-codelist/SpatialDataServiceType",
        },
        versi: ["OGC:WFS 2.0"],
        couplingType: "tight",
      });
      expect(service?.operasi).toEqual(
        [
          "GetCapabilities",
          "DescribeFeatureType",
          "GetFeature",
          "GetPropertyValue",
          "ListStoredQueries",
          "DescribeStoredQueries",
        ].map((nama) => ({ nama, dcp: ["WebServices"], url: [url] })),
      );
      expect(service?.dataTerkait).toHaveLength(6);
      expect(service?.dataTerkait[0]).toEqual({
        unsur: "operatesOn",
        uuidref: "083f524b-7474-4e05-a937-1bac657f0344",
        href: "https://registry.gdi-de.org/id/de.by/083f524b-7474-4e05-a937-1bac657f0344",
        judul: "ave:Flurstueck",
      });
      expect(details?.sistemReferensi.map((system) => system.kode)).toEqual([
        "EPSG:25832",
        "EPSG:25833",
        "EPSG:4326",
        "EPSG:4258",
        "EPSG:3857",
      ]);
      expect(details?.sistemReferensi[0]).toEqual({
        kode: "EPSG:25832",
        versi: "7.8",
        href: "http://www.opengis.net/def/crs/EPSG/0/25832",
      });
      expect(details?.distributor[0]).toMatchObject({
        organisasi: "Landesamt für Digitalisierung, Breitband und Vermessung",
        email: "service@geodaten.bayern.de",
      });
    });

    it("ISO 19139 service template (Esri): coupled resource, a missing operation list, two boxes, a distributor", () => {
      const details = detailsOf("iso19139", "esri-pro-inspire-srv.xml");
      expect(details?.layanan).toEqual([
        {
          tipe: {
            nama: "Resource > Service Details > Service Type > Name",
            codeSpace: "Resource > Service Details > Service Type > Codespace",
          },
          versi: ["Resource > Service Details > Service Type Version"],
          couplingType: "loose",
          operasi: [],
          dataTerkait: [
            {
              unsur: "coupledResource",
              pengenal: "Resource > Service Details > Coupled Resource > Identifier",
              operasi: "Resource > Service Details > Coupled Resource > Operation Name",
            },
          ],
        },
      ]);
      expect(details?.batas).toEqual([
        { barat: -155, timur: -135, selatan: 35, utara: 42, termasuk: true },
        { barat: -180, timur: 180, selatan: -90, utara: 90, termasuk: true },
      ]);
      expect(details?.periode).toEqual([{ mulai: "2011-01-01T00:00:01", selesai: "2011-12-31T23:59:59" }]);
      expect(details?.distributor[0]?.tautan).toEqual([
        {
          url: "http://Resource_Distribution_Distributor_Digital_Transfer_Options_Online_Resource_Linkage",
          protokol:
            "Resource > Distribution > Distributor > Digital Transfer Options > Online Resource > Protocol",
          nama: "Resource > Distribution > Distributor > Digital Transfer Options > Online Resource > Name",
        },
      ]);
    });

    it("ISO 19115-3 view service: resource identifier, scoped service type, coupled records, thesaurus URIs", () => {
      const details = detailsOf("iso19115-3", "metawal-srv.xml");
      expect(details?.identifikasiSumberDaya).toEqual([
        { kode: "1714cd1e-6685-4dea-a6f4-b51612a15ed0", codeSpace: "http://geodata.wallonie.be/id/" },
      ]);
      const [service] = details?.layanan ?? [];
      expect(service?.tipe).toEqual({
        nama: "view",
        codeSpace: "http://inspire.ec.europa.eu/metadata-codelist/SpatialDataServiceType",
      });
      expect(service?.couplingType).toBe("tight");
      expect(service?.dataTerkait).toHaveLength(11);
      expect(service?.dataTerkait[10]).toEqual({
        unsur: "operatesOn",
        uuidref: "fcfee86f-e782-486b-9e3b-a6b0421fd08b",
        href: "https://metawal.wallonie.be/geonetwork/srv/api/records/fcfee86f-e782-486b-9e3b-a6b0421fd08b",
        judul:
          "INSPIRE - Niveau de bruit Lden des axes ferroviaires dans les grandes agglomérations en Wallonie (BE)",
      });
      expect(details?.tesaurus).toContainEqual({
        judul: "GEMET - INSPIRE themes, version 1.0",
        uri: "http://inspire.ec.europa.eu/theme",
        tanggal: "2008-01-01",
        tipe: "theme",
        kataKunci: [{ teks: "Santé et sécurité des personnes", uri: "http://inspire.ec.europa.eu/theme/hh" }],
      });
      expect(details?.sistemReferensi[0]).toEqual({
        kode: "EPSG:31370",
        href: "http://www.opengis.net/def/crs/EPSG/0/31370",
      });
    });

    it("ISO 19115-3 service skeleton: operated dataset, coupled citation and resource, a second service", () => {
      const details = detailsOf("iso19115-3", "tc211-srv-skeleton-2016.xml");
      expect(details?.layanan).toEqual([
        {
          tipe: { nama: "OGC:WPS", codeSpace: "https://github.com/OSGeo/Cat-Interop" },
          versi: ["1.0"],
          couplingType: "loose",
          operasi: [{ nama: "operationName", dcp: [], url: [] }],
          dataTerkait: [
            { unsur: "operatedDataset", uuidref: "MD01" },
            { unsur: "coupledResource", judul: "Reference" },
            { unsur: "coupledResource", uuidref: "MD02" },
          ],
        },
        { versi: [], operasi: [], dataTerkait: [{ unsur: "operatesOn", uuidref: "MD01" }] },
      ]);
    });

    it("anchors: thesaurus and keyword URIs, and a polygon written as a line in EPSG:3857", () => {
      const details = detailsOf("iso19139", "marine-ie-anchor.xml");
      const [thesaurus] = details?.tesaurus ?? [];
      expect(thesaurus).toMatchObject({
        judul: "AtlantOS Essential Variables",
        uri: "http://vocab.nerc.ac.uk/collection/A05/current/",
        tanggal: "2019-03-29",
      });
      expect(thesaurus?.kataKunci[0]).toEqual({
        teks: "Atmospheric pressure",
        uri: "http://vocab.nerc.ac.uk/collection/A05/current/EV_AIRPRESS/",
      });
      expect(thesaurus?.kataKunci).toHaveLength(6);
      const [polygon] = details?.poligon ?? [];
      expect(polygon).toMatchObject({ termasuk: true, srsName: "urn:ogc:def:crs:EPSG::3857" });
      expect(polygon?.geometri.type).toBe("LineString");
      expect(polygon?.geometri.coordinates[0]).toEqual([-8.4378123, 54.6287598]);
      expect(polygon?.geometri.coordinates).toHaveLength(19);
    });

    it("partial dates and indeterminate positions as written", () => {
      expect(detailsOf("iso19139", "census-necta-gmi.xml")?.periode).toEqual([
        { mulai: "2015-05", selesai: "2015-05" },
      ]);
      expect(detailsOf("iso19139", "census-series-nofid.xml")?.periode).toEqual([
        { mulai: "2012-06", selesai: "2013-05" },
      ]);
      expect(detailsOf("iso19139", "lenient", "s2-collection-nocontact.xml")?.periode).toEqual([
        { mulai: "2015-06-21", selesaiIndeterminate: "now" },
      ]);
      expect(detailsOf("iso19139", "wmo-dwd-ismd01.xml")?.periode).toEqual([
        { mulai: "2013-11-01Z", selesaiIndeterminate: "unknown" },
      ]);
    });

    it("a distributor given by reference keeps its link and title", () => {
      expect(detailsOf("iso19139", "census-necta-gmi.xml")?.distributor).toEqual([
        {
          kontakHref: "https://www.ngdc.noaa.gov/docucomp/f48e4893-a57f-4f2b-ad5d-0cca1b34ec62",
          kontakJudul:
            "U.S Department of Commerce, U.S Census Bureau, Geography Division, Geographic Products Branch (distributor)",
          format: [],
          tautan: [],
        },
      ]);
    });

    it("exclusions, a latitude-first polygon turned round, a MultiSurface, geographic identifiers", () => {
      const bonares = detailsOf("iso19139", "lenient", "bonares-default-ns.xml");
      expect(bonares?.batas).toEqual([
        { barat: 9.02, timur: 9.03, selatan: 52.76, utara: 52.76, termasuk: false },
      ]);
      // Written "52.76 9.00" in EPSG:4326 (latitude first).
      expect(bonares?.poligon[0]).toMatchObject({ termasuk: false, srsName: "EPSG:4326" });
      expect(bonares?.poligon[0]?.geometri).toEqual({
        type: "Polygon",
        coordinates: [
          [
            [9, 52.76],
            [9.02, 52.76],
            [9.02, 52.75],
            [9.03, 52.75],
            [9, 52.76],
          ],
        ],
      });
      expect(bonares?.pengenalWilayah).toEqual([{ kode: "A", codeSpace: "Asendorf" }]);
      const geocat = detailsOf("iso19139", "lenient", "geocat-che-profile.xml");
      expect(geocat?.poligon[0]?.geometri.type).toBe("MultiPolygon");
      const surfaces = geocat?.poligon[0]?.geometri.coordinates as [number, number][][][];
      expect(surfaces[0]?.[0]?.[0]).toEqual([8.522, 47.09]);
      expect(geocat?.pengenalWilayah).toEqual([{ kode: "ZG" }]);
      // ISO 19115-3: an exclusion box; the polygon's single number is no ring, so it is left out.
      const vmap = detailsOf("iso19115-3", "tc211-d2-vmap-2016.xml");
      expect(vmap?.batas).toEqual([{ barat: -180, timur: 180, selatan: -90, utara: 90, termasuk: false }]);
      expect(vmap?.poligon).toEqual([]);
    });
  },
);
