import type { LoadRequest } from "./load";

// The soak run's mixed traffic (issue 10): what a day of real visitors, GIS clients and editors
// sends, drawn at random per request, so most answers are computed afresh (random ids, pages,
// words and boxes) while the popular ones come from the response store, as in production.

export interface SoakData {
  /** Published record ids to read. */
  recordIds: string[];
  /** Words the records carry, most frequent first. */
  words: string[];
  /** A signed-in producer's session cookie, for the signed-in list. */
  cookie: string;
}

interface TrafficKind {
  name: string;
  /** Relative frequency. */
  weight: number;
  request: (pick: Picker) => LoadRequest;
}

interface Picker {
  id(): string;
  word(): string;
  int(min: number, max: number): number;
  cookie: string;
}

/** A box of 2–10 degrees somewhere over Indonesia. */
function randomBox(pick: Picker) {
  const west = pick.int(95, 130);
  const south = pick.int(-10, 2);
  return { west, south, east: west + pick.int(2, 10), north: south + pick.int(2, 6) };
}

const csw = (params: Record<string, string>): LoadRequest => ({
  path: `/csw?${new URLSearchParams({ service: "CSW", version: "2.0.2", ...params })}`,
});

const getRecordsPost = (box: ReturnType<typeof randomBox>): LoadRequest => ({
  path: "/csw",
  method: "POST",
  headers: { "content-type": "application/xml" },
  body: `<csw:GetRecords xmlns:csw="http://www.opengis.net/cat/csw/2.0.2" xmlns:ogc="http://www.opengis.net/ogc" xmlns:gml="http://www.opengis.net/gml" xmlns:ows="http://www.opengis.net/ows" service="CSW" version="2.0.2" resultType="results" maxRecords="10"><csw:Query typeNames="csw:Record"><csw:ElementSetName>summary</csw:ElementSetName><csw:Constraint version="1.1.0"><ogc:Filter><ogc:BBOX><ogc:PropertyName>ows:BoundingBox</ogc:PropertyName><gml:Envelope srsName="urn:ogc:def:crs:EPSG::4326"><gml:lowerCorner>${box.south} ${box.west}</gml:lowerCorner><gml:upperCorner>${box.north} ${box.east}</gml:upperCorner></gml:Envelope></ogc:BBOX></ogc:Filter></csw:Constraint></csw:Query></csw:GetRecords>`,
});

const KINDS: TrafficKind[] = [
  {
    name: "REST list page",
    weight: 8,
    request: (p) => ({ path: `/api/public/metadata?page=${p.int(1, 50)}` }),
  },
  {
    name: "REST q",
    weight: 14,
    request: (p) => ({ path: `/api/public/metadata?q=${encodeURIComponent(p.word())}&page=${p.int(1, 3)}` }),
  },
  {
    name: "REST bbox",
    weight: 8,
    request: (p) => {
      const b = randomBox(p);
      return {
        path: `/api/public/metadata?bboxN=${b.north}&bboxS=${b.south}&bboxE=${b.east}&bboxW=${b.west}`,
      };
    },
  },
  { name: "REST detail", weight: 14, request: (p) => ({ path: `/api/public/metadata/${p.id()}` }) },
  {
    name: "REST xml",
    weight: 8,
    request: (p) => ({
      path: `/api/public/metadata/${p.id()}/xml?format=${["gmd", "mdb2016", "mdb2018"][p.int(0, 2)]}`,
    }),
  },
  { name: "REST kualitas", weight: 3, request: (p) => ({ path: `/api/metadata/${p.id()}/kualitas` }) },
  {
    name: "REST facets",
    weight: 3,
    request: (p) => ({ path: `/api/public/facets?q=${encodeURIComponent(p.word())}` }),
  },
  { name: "REST stats", weight: 2, request: () => ({ path: "/api/public/stats" }) },
  {
    name: "Portal /katalog?q",
    weight: 5,
    request: (p) => ({ path: `/katalog?q=${encodeURIComponent(p.word())}` }),
  },
  { name: "Portal record page", weight: 4, request: (p) => ({ path: `/katalog/${p.id()}` }) },
  { name: "CSW GetCapabilities", weight: 2, request: () => csw({ request: "GetCapabilities" }) },
  {
    name: "CSW GetRecords page",
    weight: 7,
    request: (p) =>
      csw({
        request: "GetRecords",
        typeNames: "csw:Record",
        resultType: "results",
        elementSetName: "brief",
        maxRecords: "10",
        startPosition: String(p.int(1, 2000)),
      }),
  },
  {
    name: "CSW GetRecords AnyText",
    weight: 6,
    request: (p) =>
      csw({
        request: "GetRecords",
        typeNames: "csw:Record",
        resultType: "results",
        elementSetName: "summary",
        constraintLanguage: "CQL_TEXT",
        constraint_language_version: "1.1.0",
        constraint: `AnyText LIKE '%${p.word()}%'`,
      }),
  },
  { name: "CSW GetRecords BBOX (POST)", weight: 3, request: (p) => getRecordsPost(randomBox(p)) },
  {
    name: "CSW GetRecordById GMD",
    weight: 5,
    request: (p) =>
      csw({
        request: "GetRecordById",
        id: p.id(),
        elementSetName: "full",
        outputSchema: "http://www.isotc211.org/2005/gmd",
      }),
  },
  {
    name: "Signed-in list q",
    weight: 4,
    request: (p) => ({
      path: `/api/metadata?q=${encodeURIComponent(p.word())}`,
      headers: { cookie: p.cookie },
    }),
  },
  { name: "Health", weight: 1, request: () => ({ path: "/api/health" }) },
];

export const TRAFFIC_KINDS = KINDS.map(({ name, weight }) => ({ name, weight }));

/** A function that draws the next request and its kind's name (Math.random: a load, not a test). */
export function trafficMix(data: SoakData): () => { name: string; request: LoadRequest } {
  const total = KINDS.reduce((sum, kind) => sum + kind.weight, 0);
  const int = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
  const picker: Picker = {
    id: () => data.recordIds[int(0, data.recordIds.length - 1)] as string,
    // Frequent words more often: the square skews the draw towards the start of the list.
    word: () => data.words[Math.floor(Math.random() ** 2 * data.words.length)] as string,
    int,
    cookie: data.cookie,
  };
  return () => {
    let roll = Math.random() * total;
    for (const kind of KINDS) {
      roll -= kind.weight;
      if (roll < 0) return { name: kind.name, request: kind.request(picker) };
    }
    const last = KINDS.at(-1) as TrafficKind;
    return { name: last.name, request: last.request(picker) };
  };
}
