import type { LoadRequest } from "./load";

// What `npm run bench` loads: the public REST API, the portal's search page, CSW, OGC API –
// Records and DCAT-AP.
// Each scenario repeats one request; it runs against a server with the response caches off
// ("cold": every request computed from the database) and one with them on ("cached").

export const SCENARIO_GROUPS = ["rest", "portal", "csw", "ogcapi", "dcat"] as const;
export type ScenarioGroup = (typeof SCENARIO_GROUPS)[number];

export interface Scenario {
  name: string;
  group: ScenarioGroup;
  request: LoadRequest;
  /**
   * The target for this scenario, when it has one: p95 in ms, checked in each of the
   * modes (the issue names "cold" where it means it; otherwise both are reported).
   */
  target?: {
    modes: ("cold" | "cached")[];
    p95Ms: number;
    /**
     * Clients of the target's own run, where the issue names them ("one client, every request
     * new": one request at a time, answered cold); otherwise the run's --connections.
     */
    clients?: number;
  };
}

/** Values taken from the benchmark database, so the requests hit real rows. */
export interface ScenarioData {
  /** A published record's id. */
  recordId: string;
  /** A word many titles carry. */
  word: string;
  /** A topic category many records have. */
  category: string;
}

const OGC_ITEMS = "/ogcapi/collections/katalog/items";

/** Java (Jawa) and its seas: a box with many records, as a map view of one island. */
const BOX = { north: -5.9, south: -8.9, east: 114.6, west: 105.1 };

const cswGet = (params: Record<string, string>): LoadRequest => ({
  path: `/csw?${new URLSearchParams({ service: "CSW", version: "2.0.2", ...params })}`,
});

const likeAnyText = (word: string) =>
  `<ogc:PropertyIsLike wildCard="%" singleChar="_" escapeChar="\\"><ogc:PropertyName>csw:AnyText</ogc:PropertyName><ogc:Literal>%${word}%</ogc:Literal></ogc:PropertyIsLike>`;
const bboxFilter = `<ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326"><gml:lowerCorner>${BOX.south} ${BOX.west}</gml:lowerCorner><gml:upperCorner>${BOX.north} ${BOX.east}</gml:upperCorner></gml:Envelope></ogc:BBOX>`;
const triangleFilter = `<ogc:Intersects><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Polygon><gml:exterior><gml:LinearRing><gml:posList>95.5 -10.5 114.5 -8.9 103.1 4.8 95.5 -10.5</gml:posList></gml:LinearRing></gml:exterior></gml:Polygon></ogc:Intersects>`;
const filter = (inner: string) =>
  `<ogc:Filter xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" xmlns:ows="http://www.opengis.net/ows" xmlns:csw="http://www.opengis.net/cat/csw/2.0.2">${inner}</ogc:Filter>`;

const getRecords = (params: Record<string, string>, constraint?: string) =>
  cswGet({
    request: "GetRecords",
    typeNames: "csw:Record",
    resultType: "results",
    ...params,
    ...(constraint ? { constraintLanguage: "FILTER", constraint_language_version: "1.1.0", constraint } : {}),
  });

export function scenarios({ recordId, word, category }: ScenarioData): Scenario[] {
  const bbox = `bboxN=${BOX.north}&bboxS=${BOX.south}&bboxE=${BOX.east}&bboxW=${BOX.west}`;
  const restSearch: Scenario["target"] = { modes: ["cold", "cached"], p95Ms: 30 };
  const brief = { elementSetName: "brief", maxRecords: "10" };
  const full50 = (outputSchema: string) => ({
    elementSetName: "full",
    maxRecords: "50",
    outputSchema,
  });
  return [
    { name: "REST list", group: "rest", request: { path: "/api/public/metadata" } },
    {
      name: "REST q",
      group: "rest",
      request: { path: `/api/public/metadata?q=${word}` },
      target: restSearch,
    },
    {
      name: "REST bbox",
      group: "rest",
      request: { path: `/api/public/metadata?${bbox}` },
      target: restSearch,
    },
    {
      name: "REST q+bbox+kategori",
      group: "rest",
      request: { path: `/api/public/metadata?q=${word}&${bbox}&kategori=${category}` },
      target: restSearch,
    },
    { name: "REST detail", group: "rest", request: { path: `/api/public/metadata/${recordId}` } },
    { name: "REST kualitas", group: "rest", request: { path: `/api/metadata/${recordId}/kualitas` } },
    ...(["mdb2016", "mdb2018", "gmd", "xslt"] as const).map(
      (format): Scenario => ({
        name: `REST xml ${format}`,
        group: "rest",
        request: { path: `/api/public/metadata/${recordId}/xml?format=${format}` },
      }),
    ),
    { name: "REST stats", group: "rest", request: { path: "/api/public/stats" } },
    { name: "Portal /katalog?q", group: "portal", request: { path: `/katalog?q=${word}` } },
    {
      name: "CSW GetCapabilities",
      group: "csw",
      request: cswGet({ request: "GetCapabilities" }),
    },
    { name: "CSW DC brief 10", group: "csw", request: getRecords(brief) },
    {
      name: "CSW DC brief 10 AnyText",
      group: "csw",
      request: getRecords(brief, filter(likeAnyText(word))),
      target: { modes: ["cold"], p95Ms: 50, clients: 1 },
    },
    // AnyText patterns as GIS clients send them: an agency's acronym (in a party's name, not
    // the title), a fragment inside words, a single-character wildcard.
    ...["BMKG", "utan", "s_ngai"].map(
      (fragment): Scenario => ({
        name: `CSW DC brief 10 AnyText %${fragment}%`,
        group: "csw",
        request: getRecords(brief, filter(likeAnyText(fragment))),
        target: { modes: ["cold"], p95Ms: 50, clients: 1 },
      }),
    ),
    { name: "CSW DC brief 10 BBOX", group: "csw", request: getRecords(brief, filter(bboxFilter)) },
    // A geometry tested itself (a triangle over Java and Sumatra, not its envelope).
    {
      name: "CSW DC brief 10 Intersects triangle",
      group: "csw",
      request: getRecords(brief, filter(triangleFilter)),
    },
    // A range on a date queryable read from the XML (typed rows, a B-tree range).
    {
      name: "CSW DC brief 10 TempExtent_begin >=",
      group: "csw",
      request: getRecords(
        brief,
        filter(
          "<ogc:PropertyIsGreaterThanOrEqualTo><ogc:PropertyName>apiso:TempExtent_begin</ogc:PropertyName><ogc:Literal>2023-01-01</ogc:Literal></ogc:PropertyIsGreaterThanOrEqualTo>",
        ),
      ),
    },
    {
      name: "CSW DC brief 10 AnyText+BBOX",
      group: "csw",
      request: getRecords(brief, filter(`<ogc:And>${likeAnyText(word)}${bboxFilter}</ogc:And>`)),
    },
    {
      name: "CSW GMD full 50",
      group: "csw",
      request: getRecords(full50("http://www.isotc211.org/2005/gmd")),
      target: { modes: ["cold", "cached"], p95Ms: 150 },
    },
    {
      name: "CSW ISO 19115-3 full 50",
      group: "csw",
      request: getRecords(full50("http://standards.iso.org/iso/19115/-3/mdb/2.0")),
    },
    {
      name: "CSW GetRecordById GMD",
      group: "csw",
      request: cswGet({
        request: "GetRecordById",
        id: recordId,
        elementSetName: "full",
        outputSchema: "http://www.isotc211.org/2005/gmd",
      }),
    },
    {
      name: "OGC API items q 10",
      group: "ogcapi",
      request: { path: `${OGC_ITEMS}?q=${word}&limit=10` },
    },
    {
      name: "OGC API items bbox 10",
      group: "ogcapi",
      request: { path: `${OGC_ITEMS}?bbox=${BOX.west},${BOX.south},${BOX.east},${BOX.north}&limit=10` },
    },
    { name: "OGC API items 50", group: "ogcapi", request: { path: `${OGC_ITEMS}?limit=50` } },
    { name: "OGC API item", group: "ogcapi", request: { path: `${OGC_ITEMS}/${recordId}` } },
    { name: "DCAT catalogue page (100, Turtle)", group: "dcat", request: { path: "/dcat" } },
    { name: "DCAT record (JSON-LD)", group: "dcat", request: { path: `/dcat/${recordId}?format=jsonld` } },
  ];
}
