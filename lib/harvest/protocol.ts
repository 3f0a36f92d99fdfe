// The one interface every harvesting protocol implements (CSW 2.0.2, OGC API – Records,
// OAI-PMH, a Web Accessible Folder): a protocol turns a source's address and constraint into
// pages of remote records, each record's document as the remote gave it (bytes, never
// re-serialised: the import keeps it as the record's source document). It knows nothing of
// the catalogue, the database or the run: run-harvest.ts imports what it yields.
//
// Protocols reach the network only through a RemoteFetch (remote-fetch.ts: timeouts, size
// limit, redirects, addresses a deployment allows), so tests hand them a fetch of their own.

export type HarvestProtocolName = "CSW" | "OGCAPI_RECORDS" | "OAI_PMH" | "WAF";

export interface RemoteRequest {
  url: string;
  method?: "GET" | "POST";
  /** For POST. */
  body?: string;
  headers?: Record<string, string>;
}

export interface RemoteResponse {
  status: number;
  /** The URL answered, after redirects. */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: Uint8Array;
}

/** Fetches a remote resource; throws a RemoteError for what the network or the limits refuse. */
export type RemoteFetch = (request: RemoteRequest) => Promise<RemoteResponse>;

export type RemoteErrorKind =
  /** No answer within the time allowed. */
  | "TIMEOUT"
  /** The answer is larger than the limit. */
  | "TOO_LARGE"
  /** More redirects than allowed, or a redirect loop. */
  | "REDIRECTS"
  /** The address resolves to loopback, private, link-local or metadata space, which is not allowed. */
  | "BLOCKED_ADDRESS"
  /** Not an http(s) URL, or one the fetcher cannot use. */
  | "BAD_URL"
  /** DNS, connection refused or reset, TLS. */
  | "NETWORK"
  /** A status other than 2xx. */
  | "HTTP_STATUS"
  /** An answer that is not what the protocol says (not XML, not JSON, an exception report). */
  | "PROTOCOL";

export class RemoteError extends Error {
  constructor(
    readonly kind: RemoteErrorKind,
    message: string,
    readonly url: string,
  ) {
    super(message);
    this.name = "RemoteError";
  }
}

/** Why one remote record could not be taken (the run's report says it per record). */
export type HarvestFailureReason =
  /** Not well-formed, not a metadata standard Simpul reads, or refused by its schema checks. */
  | "SCHEMA_ERROR"
  /** A code outside its code list. */
  | "UNKNOWN_CODE"
  /** A mandatory element is missing (title, identifier, ...). */
  | "MISSING_ELEMENT"
  /** The remote failed to give it (timeout, error status, oversized). */
  | "REMOTE_ERROR";

/** The source's optional constraint, as each protocol reads it (a source names only those its protocol reads: CONSTRAINTS_READ). */
export interface HarvestConstraint {
  /** CSW: an OGC Filter 1.1 (XML) or a CQL text; OGC API – Records: a CQL2 text filter. */
  filter?: string;
  /** OGC API – Records: free text. */
  q?: string;
  /** OGC API – Records: west, south, east, north (CRS84). */
  bbox?: [number, number, number, number];
  /** OAI-PMH: a set spec. */
  set?: string;
}

/** The constraint fields of a stored source (the API's names), and which of them each protocol reads. */
export type SourceConstraintField = "filter" | "q" | "bbox" | "setOai";
export const CONSTRAINTS_READ: Record<HarvestProtocolName, Record<SourceConstraintField, boolean>> = {
  CSW: { filter: true, q: false, bbox: false, setOai: false },
  OGCAPI_RECORDS: { filter: true, q: true, bbox: true, setOai: false },
  OAI_PMH: { filter: false, q: false, bbox: false, setOai: true },
  WAF: { filter: false, q: false, bbox: false, setOai: false },
};

/**
 * The constraint fields given (not null or empty) that the protocol does not read: refused, as
 * a harvest that silently dropped one would take (and perhaps publish) the whole remote.
 */
export function unreadConstraints(
  protocol: HarvestProtocolName,
  given: Partial<Record<SourceConstraintField, unknown>>,
): SourceConstraintField[] {
  return (Object.keys(CONSTRAINTS_READ[protocol]) as SourceConstraintField[]).filter(
    (field) => !CONSTRAINTS_READ[protocol][field] && given[field] != null && given[field] !== "",
  );
}

/** Why an unread constraint field is refused (for the API's and the command's errors). */
export const unreadConstraintMessage = (protocol: HarvestProtocolName) =>
  `tidak dipakai oleh protokol ${protocol}, sehingga semua rekaman akan dipanen / not read by the ${protocol} protocol, so every record would be harvested`;

export interface HarvestQuery {
  /** The source's address: the service endpoint (CSW, OAI-PMH), the landing page or collection (OGC API), the folder (WAF). */
  url: string;
  constraint: HarvestConstraint;
  /** Only records modified since (incremental run), where the protocol can ask; null: all. */
  modifiedSince: Date | null;
  /** Where an interrupted run stopped (a page's `cursor`); null: from the start. */
  cursor: string | null;
}

export type HarvestItem =
  | {
      kind: "record";
      /** The record's identifier at the remote (its file identifier where it has one). */
      remoteId: string;
      /** The record's document, as the remote gave it. */
      document: Uint8Array;
      /** Where a person or a client reads the original (the remote's record URL), when known. */
      originalUrl: string | null;
    }
  /** The remote says the record was deleted (OAI-PMH). */
  | { kind: "deleted"; remoteId: string }
  | { kind: "failure"; remoteId: string | null; reason: HarvestFailureReason; message: string };

export interface HarvestPage {
  items: HarvestItem[];
  /** Where the next page starts (kept by the run to resume after a crash); null: this was the last. */
  cursor: string | null;
  /** How many records the remote says the query matches (CSW numberOfRecordsMatched, OGC numberMatched), when it says. */
  matched: number | null;
}

/** What a remote offers, for "test connection". */
export interface RemoteDescription {
  /** The service's title, as it names itself. */
  title: string | null;
  /** Output schemas, metadata prefixes or media types offered. */
  formats: string[];
  /** The one this protocol will ask for. */
  chosenFormat: string | null;
  /** Records the remote holds (for the constraint), when it tells. */
  records: number | null;
  /** Anything the administrator should know (a missing capability, a quirk). */
  notes: string[];
}

export interface HarvestProtocol {
  readonly name: HarvestProtocolName;
  describe(fetch: RemoteFetch, query: HarvestQuery): Promise<RemoteDescription>;
  /** The remote's records for the query, page by page, from the query's cursor on. */
  pages(fetch: RemoteFetch, query: HarvestQuery): AsyncGenerator<HarvestPage>;
}
