import type { NamedNode } from "@rdfjs/types";
import { namedNode } from "./vocabulary";

// The ISO 19115 code lists and identifiers that have a counterpart in the vocabularies
// DCAT-AP expects (EU authority tables, INSPIRE registry, OGC definitions). A value without
// one is never guessed: the callers keep it as written instead.

const EU_AUTHORITY = "http://publications.europa.eu/resource/authority";

/** ISO 639-2/B codes whose terminology (/T) form is what the EU language table uses. */
const BIBLIOGRAPHIC_TO_TERMINOLOGY: Record<string, string> = {
  alb: "sqi",
  arm: "hye",
  baq: "eus",
  bur: "mya",
  chi: "zho",
  cze: "ces",
  dut: "nld",
  fre: "fra",
  geo: "kat",
  ger: "deu",
  gre: "ell",
  ice: "isl",
  mac: "mkd",
  mao: "mri",
  may: "msa",
  per: "fas",
  rum: "ron",
  slo: "slk",
  tib: "bod",
  wel: "cym",
};

/**
 * The EU language authority IRI of an ISO 639-2 code ("ind" -> .../language/IND); null for a
 * value that is not a three-letter code. ISO 19115-3 writes "ind; IDN": the country is dropped.
 */
export function languageIri(code: string): NamedNode | null {
  const match = /^\s*([a-z]{3})\s*(;.*)?$/i.exec(code);
  if (!match?.[1]) return null;
  const lower = match[1].toLowerCase();
  const terminology = BIBLIOGRAPHIC_TO_TERMINOLOGY[lower] ?? lower;
  return namedNode(`${EU_AUTHORITY}/language/${terminology.toUpperCase()}`);
}

/** MD_MaintenanceFrequencyCode -> EU frequency table (asNeeded and periodic have no match). */
const FREQUENCIES: Record<string, string> = {
  continual: "UPDATE_CONT",
  daily: "DAILY",
  weekly: "WEEKLY",
  fortnightly: "BIWEEKLY",
  semimonthly: "MONTHLY_2",
  monthly: "MONTHLY",
  quarterly: "QUARTERLY",
  biannually: "ANNUAL_2",
  annually: "ANNUAL",
  biennially: "BIENNIAL",
  irregular: "IRREG",
  notPlanned: "NEVER",
  unknown: "UNKNOWN",
};

/** The EU frequency IRI of a maintenance frequency code, or null where none matches. */
export function frequencyIri(code: string): NamedNode | null {
  const frequency = FREQUENCIES[code.trim()];
  return frequency ? namedNode(`${EU_AUTHORITY}/frequency/${frequency}`) : null;
}

/** The OGC definition IRI of an EPSG reference system written as "EPSG:4326", a URN or a URL. */
export function referenceSystemIri(value: string): NamedNode | null {
  const code =
    /^\s*EPSG\s*:+\s*(\d+)\s*$/i.exec(value)?.[1] ??
    /^\s*urn:ogc:def:crs:EPSG:[\d.]*:(\d+)\s*$/i.exec(value)?.[1] ??
    /^\s*https?:\/\/www\.opengis\.net\/def\/crs\/EPSG\/[^/]+\/(\d+)\s*$/i.exec(value)?.[1];
  return code ? namedNode(`http://www.opengis.net/def/crs/EPSG/0/${code}`) : null;
}

/** The OGC service type of a protocol such as OGC:WMS or OGC:WFS-1.1.0-http-get-feature. */
export function ogcServiceType(protocol: string): NamedNode | null {
  const service = /^\s*OGC:(WMS|WFS|WCS|WMTS|CSW|SOS|WPS)\b/i.exec(protocol)?.[1];
  return service ? namedNode(`http://www.opengis.net/def/serviceType/ogc/${service.toLowerCase()}`) : null;
}

/** The INSPIRE resource type of dataset, series and service; null for other MD_ScopeCodes. */
export function resourceTypeIri(scope: string): NamedNode | null {
  return ["dataset", "series", "service"].includes(scope)
    ? namedNode(`http://inspire.ec.europa.eu/metadata-codelist/ResourceType/${scope}`)
    : null;
}

export const TOPIC_CATEGORY_SCHEME = "http://inspire.ec.europa.eu/metadata-codelist/TopicCategory";

/**
 * A URL as an absolute IRI: characters an IRI cannot hold (spaces, quotes, angle brackets...)
 * percent-encoded; null for what is not absolute ("www.example.org", "N/A").
 */
export function absoluteIri(url: string | null | undefined): NamedNode | null {
  const trimmed = url?.trim() ?? "";
  if (!/^[a-z][a-z0-9+.-]*:[^\s]/i.test(trimmed) || /^https?:(?!\/\/[^/\s])/i.test(trimmed)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
  return namedNode(trimmed.replace(/[\u0000-\u0020<>"{}|\\^`\u007f]/g, (c) => encodeURIComponent(c)));
}
