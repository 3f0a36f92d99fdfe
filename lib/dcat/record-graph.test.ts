import type { Quad_Object, Quad_Subject } from "@rdfjs/types";
import { DataFactory, Store } from "n3";
import { describe, expect, it } from "vitest";
import { BASE_URL, fullRecord } from "@/test/dcat/full-record";
import { recordGraph } from "./record-graph";
import { PREFIXES } from "./vocabulary";

const { namedNode } = DataFactory;
const iri = (curie: string) => {
  const [prefix, local] = curie.split(":") as [keyof typeof PREFIXES, string];
  return namedNode(PREFIXES[prefix] + local);
};

/** The graph as a store, with a helper to read the objects of (subject, curie). */
function read(quads: ReturnType<typeof recordGraph>) {
  const store = new Store(quads);
  const objects = (subject: Quad_Subject | Quad_Object, predicate: string) =>
    store.getObjects(subject as Quad_Subject, iri(predicate), null);
  const values = (subject: Quad_Subject | Quad_Object, predicate: string) =>
    objects(subject, predicate).map((o) => o.value);
  const one = (subject: Quad_Subject | Quad_Object, predicate: string) => {
    const found = objects(subject, predicate);
    expect(found, predicate).toHaveLength(1);
    return found[0] as Quad_Object;
  };
  return { store, objects, values, one };
}

const RECORD = `${BASE_URL}/dcat/rec-1`;
const RESOURCE = namedNode(`${RECORD}#resource`);

describe("recordGraph", () => {
  it("maps every field of a full record, as written", () => {
    const { values, one, objects } = read(recordGraph(fullRecord(), BASE_URL));
    const r = RESOURCE;
    expect(values(r, "rdf:type")).toEqual([`${PREFIXES.dcat}Dataset`]);
    expect(values(r, "dct:title")).toEqual(["Peta Rupabumi Indonesia 1:25.000"]);
    expect(values(r, "dct:alternative")).toEqual(["RBI 25K"]);
    expect(values(r, "dct:description")).toEqual(["Peta dasar skala 1:25.000."]);
    expect(values(r, "dct:identifier")).toEqual(["big-rbi-25k"]);
    expect(values(one(r, "adms:identifier"), "skos:notation")).toEqual(["big-rbi-25k"]);
    expect(values(r, "dcat:version")).toEqual(["Edisi 2"]);
    expect(values(r, "dcat:keyword")).toEqual(["rupabumi"]);
    const themes = objects(r, "dcat:theme");
    const labels = themes.map((t) => values(t, "skos:prefLabel")[0]);
    expect(labels.sort()).toEqual(["Administrative units", "Elevation", "boundaries", "elevation"]);
    const gemet = themes.filter((t) => t.termType === "BlankNode").map((t) => one(t, "skos:inScheme"));
    expect(new Set(gemet.map((s) => s.value)).size).toBe(1);
    expect(values(gemet[0] as Quad_Object, "dct:title")).toEqual(["GEMET - INSPIRE themes"]);
    expect(values(gemet[0] as Quad_Object, "rdf:type")).toEqual([`${PREFIXES.skos}ConceptScheme`]);
    expect(values(r, "dct:issued")).toEqual(["2020-02-02T00:00:00.000Z"]);
    expect(values(r, "dct:modified")).toEqual(["2023-04-04T00:00:00.000Z"]);
    expect(values(r, "dct:language")).toEqual([
      "http://publications.europa.eu/resource/authority/language/IND",
    ]);
    expect(values(r, "dcat:landingPage")).toEqual([`${BASE_URL}/katalog/rec-1`]);

    const location = one(r, "dct:spatial");
    const wkt = "POLYGON((95 -11, 141.25 -11, 141.25 6.5, 95 6.5, 95 -11))";
    expect(one(location, "dcat:bbox")).toMatchObject({ value: wkt, datatype: iri("gsp:wktLiteral") });
    expect(values(one(location, "locn:geometry"), "gsp:asWKT")).toEqual([wkt]);
    expect(values(location, "locn:geographicName")).toEqual(["Indonesia"]);
    const period = one(r, "dct:temporal");
    expect(one(period, "dcat:startDate")).toMatchObject({ value: "2020-01-01", datatype: iri("xsd:date") });
    expect(one(period, "dcat:endDate")).toMatchObject({
      value: "2022-12-31T12:30:00.000Z",
      datatype: iri("xsd:dateTime"),
    });

    const contact = one(r, "dcat:contactPoint");
    expect(values(contact, "rdf:type").sort()).toEqual([
      `${PREFIXES.vcard}Kind`,
      `${PREFIXES.vcard}Organization`,
    ]);
    expect(values(contact, "vcard:fn")).toEqual(["Budi Santoso"]);
    expect(values(contact, "vcard:organization-name")).toEqual(["Badan Informasi Geospasial"]);
    expect(values(contact, "vcard:hasEmail")).toEqual(["mailto:budi@big.go.id"]);
    expect(values(contact, "vcard:hasTelephone")).toEqual(["tel:+62218752062"]);
    expect(values(contact, "vcard:role")).toEqual(["pointOfContact"]);
    expect(values(one(contact, "vcard:hasAddress"), "vcard:locality")).toEqual(["Cibinong"]);
    const metadataContact = one(namedNode(RECORD), "dcat:contactPoint");
    expect(values(metadataContact, "vcard:note")).toEqual(["Email: bukan alamat\nTelepon / Phone: ext. 12"]);
    expect(values(one(r, "dct:publisher"), "foaf:name")).toEqual(["Badan Informasi Geospasial"]);
    expect(values(one(r, "dct:provenance"), "rdfs:label")).toEqual(["Digitasi dari citra 2020"]);
    expect(values(r, "dct:accrualPeriodicity")).toEqual([
      "http://publications.europa.eu/resource/authority/frequency/ANNUAL",
    ]);
    expect(values(r, "dct:conformsTo")).toEqual(["http://www.opengis.net/def/crs/EPSG/0/4326"]);
    expect(values(r, "dcat:spatialResolutionInMeters")).toEqual(["12.5"]);
    expect(values(one(r, "dct:accessRights"), "rdfs:label").sort()).toEqual([
      "accessConstraints: otherRestrictions",
      "classification: unclassified",
    ]);
    expect(values(r, "dct:license")).toEqual(["https://creativecommons.org/licenses/by/4.0/"]);
    expect(values(one(r, "dct:rights"), "rdfs:label").sort()).toEqual([
      "Cantumkan sumber",
      "useConstraints: license",
    ]);

    const distributions = objects(r, "dcat:distribution");
    expect(distributions).toHaveLength(5); // two online resources and three ISO encodings
    const wms = namedNode(`${RECORD}#distribution-1`);
    expect(values(wms, "dcat:accessURL")).toEqual(["https://geoservices.big.go.id/wms"]);
    expect(values(wms, "dcat:downloadURL")).toEqual([]);
    expect(values(one(wms, "dct:format"), "rdfs:label")).toEqual(["image/png"]);
    const service = one(wms, "dcat:accessService");
    expect(values(service, "dcat:endpointURL")).toEqual(["https://geoservices.big.go.id/wms"]);
    expect(values(service, "dct:conformsTo")).toEqual(["http://www.opengis.net/def/serviceType/ogc/wms"]);
    expect(values(wms, "dct:license")).toEqual(["https://creativecommons.org/licenses/by/4.0/"]);
    const download = namedNode(`${RECORD}#distribution-2`);
    expect(values(download, "dcat:downloadURL")).toEqual(["https://big.go.id/rbi.zip"]);
    expect(values(download, "dct:title")).toEqual(["rbi.zip"]);
    expect(values(one(download, "dct:format"), "owl:versionInfo")).toEqual(["1.0"]);
    expect(values(namedNode(`${RECORD}#xml-gmd`), "dcat:downloadURL")).toEqual([
      `${BASE_URL}/api/public/metadata/rec-1/xml?format=gmd`,
    ]);

    const annotations = objects(r, "dqv:hasQualityAnnotation");
    expect(annotations.map((a) => a.value).sort()).toEqual([`${RECORD}#quality-qc`, `${RECORD}#quality-qe`]);
    const qc = namedNode(`${RECORD}#quality-qc`);
    expect(values(qc, "oa:motivatedBy")).toEqual([`${PREFIXES.dqv}qualityAssessment`]);
    expect(values(qc, "oa:hasTarget")).toEqual([RESOURCE.value]);
    const bodies = values(qc, "oa:hasBody");
    expect(bodies).toContain(`${BASE_URL}/verifikasi/${"qc".padEnd(43, "x")}`);
    const text = objects(qc, "oa:hasBody").find((b) => b.termType === "BlankNode") as Quad_Object;
    expect(values(text, "rdf:value")).toEqual(["QC: sesuai / conforms, 9/10"]);

    const catalogRecord = namedNode(RECORD);
    expect(values(catalogRecord, "foaf:primaryTopic")).toEqual([RESOURCE.value]);
    expect(values(catalogRecord, "dct:modified")).toEqual(["2024-03-06T01:02:03.000Z"]);
    expect(values(catalogRecord, "dct:issued")).toEqual(["2024-03-06T01:02:03.000Z"]);
    expect(values(catalogRecord, "dct:language")).toEqual([
      "http://publications.europa.eu/resource/authority/language/ENG",
    ]);
    expect(objects(catalogRecord, "dct:conformsTo")).toHaveLength(1);
  });

  it("describes a service as a dcat:DataService with its endpoints, a series as a dcat:DatasetSeries", () => {
    const service = read(recordGraph(fullRecord({ levelHierarki: "service" }), BASE_URL));
    expect(service.values(RESOURCE, "rdf:type")).toEqual([`${PREFIXES.dcat}DataService`]);
    expect(service.values(RESOURCE, "dcat:endpointURL")).toEqual([
      "https://geoservices.big.go.id/wms",
      "https://big.go.id/rbi.zip",
    ]);
    expect(service.values(RESOURCE, "dcat:distribution")).toEqual([]);
    expect(service.values(RESOURCE, "foaf:page")).toHaveLength(3);
    const series = read(recordGraph(fullRecord({ levelHierarki: "series" }), BASE_URL));
    expect(series.values(RESOURCE, "rdf:type")).toEqual([`${PREFIXES.dcat}DatasetSeries`]);
    expect(series.values(RESOURCE, "dct:type")).toEqual([
      "http://inspire.ec.europa.eu/metadata-codelist/ResourceType/series",
    ]);
    const other = read(recordGraph(fullRecord({ levelHierarki: "nonGeographicDataset" }), BASE_URL));
    expect(other.values(RESOURCE, "rdf:type")).toEqual([`${PREFIXES.dcat}Dataset`]);
    expect(other.values(other.one(RESOURCE, "dct:type"), "skos:prefLabel")).toEqual(["nonGeographicDataset"]);
  });

  it("invents nothing for a record without box, period, contacts, constraints or links", () => {
    const bare = fullRecord({
      bboxUtara: null,
      bboxSelatan: null,
      bboxTimur: null,
      bboxBarat: null,
      deskripsiWilayah: null,
      temporal: { mulai: null, selesai: null },
      kontak: [],
      distribusi: [],
      tanggal: [],
      kataKunci: [],
      topikKategori: [],
      frekuensiPembaruan: null,
      sistemReferensi: null,
      resolusi: null,
      gambar: null,
      batasan: { penggunaan: null, akses: [], pemakaian: [], lain: null, klasifikasiKeamanan: null },
      kualitasData: { riwayat: null, sumber: null, langkahProses: null },
      kualitas: { qc: null, qe: null, qa: null },
      fileIdentifier: null,
      judulAlternatif: null,
      edisi: null,
      tanggalEdisi: null,
    });
    const { values, objects } = read(recordGraph(bare, BASE_URL));
    for (const property of [
      "dct:spatial",
      "dct:temporal",
      "dcat:contactPoint",
      "dct:issued",
      "dcat:theme",
      "dcat:keyword",
      "dct:accrualPeriodicity",
      "dct:conformsTo",
      "dct:accessRights",
      "dct:license",
      "dct:rights",
      "dct:provenance",
      "dqv:hasQualityAnnotation",
      "dcat:version",
      "foaf:depiction",
    ])
      expect(objects(RESOURCE, property), property).toEqual([]);
    expect(values(RESOURCE, "dct:identifier")).toEqual(["rec-1"]);
    expect(values(RESOURCE, "dct:modified")).toEqual(["2024-03-06T01:02:03.000Z"]);
    expect(objects(RESOURCE, "dcat:distribution")).toHaveLength(3);
  });

  it("keeps codes without an EU counterpart as written", () => {
    const odd = fullRecord({
      frekuensiPembaruan: "asNeeded",
      bahasa: "Bahasa",
      sistemReferensi: "DGN95 / UTM 48S",
    });
    const { values, one } = read(recordGraph(odd, BASE_URL));
    expect(values(RESOURCE, "dct:accrualPeriodicity")).toEqual([]);
    expect(values(RESOURCE, "rdfs:comment")).toEqual(["MD_MaintenanceFrequencyCode: asNeeded"]);
    expect(values(one(RESOURCE, "dct:language"), "rdfs:label")).toEqual(["Bahasa"]);
    expect(values(one(RESOURCE, "dct:conformsTo"), "rdfs:label")).toEqual(["DGN95 / UTM 48S"]);
    const german = read(recordGraph(fullRecord({ bahasa: "ger" }), BASE_URL));
    expect(german.values(RESOURCE, "dct:language")).toEqual([
      "http://publications.europa.eu/resource/authority/language/DEU",
    ]);
  });
});
