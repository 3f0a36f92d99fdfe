import "server-only";
import dns from "node:dns";
import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import type { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import {
  RemoteError,
  type RemoteErrorKind,
  type RemoteFetch,
  type RemoteRequest,
  type RemoteResponse,
} from "./protocol";

// The only way harvesting reaches the network. A source's address is typed by an administrator
// and redirects are chosen by the remote, so every connection is checked where it is made: the
// lookup handed to the socket refuses private space, which a check before the request could not
// (DNS may answer differently the second time). Bodies are counted as they are decoded, so a
// small gzip bomb is stopped as surely as a large body.

export interface RemoteFetchOptions {
  /** Per request, from connecting to the last byte of the body. */
  timeoutMs: number;
  /** Largest body accepted (after gzip/deflate decoding). */
  maxBytes: number;
  /** Redirects followed per request (301, 302, 303, 307, 308); more, or a loop, is a RemoteError "REDIRECTS". */
  maxRedirects: number;
  /** Loopback, private, link-local, CGNAT, unique-local and cloud-metadata addresses are refused unless true (tests, or a deployment that harvests its own network). */
  allowPrivateAddresses: boolean;
  /** Ends every request of a run at once (cancel, or the run's own deadline). */
  signal?: AbortSignal;
  /** HTTP Basic credentials, sent only to the source's own origin (the first request's), never to an origin a redirect leads to. */
  credentials?: { username: string; password: string } | null;
  userAgent?: string;
}

const blockList = (type: "ipv4" | "ipv6", subnets: string) => {
  const list = new BlockList();
  for (const [network = "", prefix] of subnets.split(" ").map((s) => s.split("/")))
    list.addSubnet(network, Number(prefix), type);
  return list;
};
// 224.0.0.0/3: multicast, reserved and broadcast. 169.254.0.0/16 holds the cloud metadata address.
const BLOCKED_V4 = blockList(
  "ipv4",
  "0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.168.0.0/16 " +
    "198.18.0.0/15 224.0.0.0/3",
);
const BLOCKED_V6 = blockList("ipv6", "::/128 ::1/128 fc00::/7 fe80::/10 ff00::/8");
// IPv4-mapped, NAT64 and (deprecated) IPv4-compatible addresses reach the IPv4 address in their last 32 bits.
const EMBEDS_V4 = blockList("ipv6", "::ffff:0:0/96 64:ff9b::/96 ::/96");

/** The eight 16-bit groups of a valid IPv6 address (zone removed), a dotted IPv4 tail included. */
function ipv6Groups(address: string): number[] {
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(":"),
  );
  const [head = "", tail] = text.split("::");
  const groups = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const start = groups(head);
  const end = tail === undefined ? [] : groups(tail);
  return [...start, ...new Array<number>(8 - start.length - end.length).fill(0), ...end];
}

/** Whether an IP address is one harvesting must not connect to; anything not an IP address is. */
export function isBlockedAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIP(bare) === 4) return BLOCKED_V4.check(bare, "ipv4");
  if (isIP(bare) !== 6) return true;
  if (BLOCKED_V6.check(bare, "ipv6")) return true;
  if (!EMBEDS_V4.check(bare, "ipv6")) return false;
  const [high = 0, low = 0] = ipv6Groups(bare).slice(6);
  return BLOCKED_V4.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, "ipv4");
}

/** A RemoteError whose message says it in Indonesian, then English, then names the URL. */
const fail = (kind: RemoteErrorKind, indonesian: string, english: string, url: URL | string) =>
  new RemoteError(kind, `${indonesian} / ${english}: ${url}`, String(url));

const blocked = (url: URL, address: string) =>
  fail(
    "BLOCKED_ADDRESS",
    `Alamat ${address} dari ${url.hostname} tidak diizinkan (jaringan lokal atau privat)`,
    `address ${address} of ${url.hostname} is not allowed (loopback, private or metadata network)`,
    url,
  );

/** A lookup that refuses the host when any of its addresses is blocked, so the socket connects only to checked ones. */
function guardedLookup(url: URL): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => isBlockedAddress(entry.address));
      if (refused) return callback(blocked(url, refused.address), []);
      const first = addresses[0];
      if (options.all || !first) return callback(null, addresses);
      callback(null, first.address, first.family);
    });
  };
}

function parseUrl(text: string, base?: URL): URL {
  const url = URL.parse(text, base);
  if (!url) throw fail("BAD_URL", "URL tidak sah", "not a valid URL", text);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw fail("BAD_URL", "Hanya URL http(s)", "only http(s) URLs", url);
  // Credentials come from the source's settings, sent to its origin only; a URL's own would go anywhere.
  if (url.username || url.password)
    throw fail("BAD_URL", "URL tidak boleh memuat kredensial", "no credentials in the URL", url);
  url.hash = "";
  return url;
}

const NETWORK_REASONS: Record<string, [string, string]> = {
  ECONNREFUSED: ["koneksi ditolak", "connection refused"],
  ECONNRESET: ["koneksi terputus", "connection reset"],
  ENOTFOUND: ["nama host tidak dikenal", "host name not found"],
  EAI_AGAIN: ["DNS tidak menjawab", "DNS lookup failed"],
  EHOSTUNREACH: ["host tidak terjangkau", "host unreachable"],
  ENETUNREACH: ["jaringan tidak terjangkau", "network unreachable"],
};

function networkError(error: unknown, url: URL): RemoteError {
  if (error instanceof RemoteError) return error;
  const code = (error as NodeJS.ErrnoException).code ?? "";
  const tls = /CERT|TLS|SSL|SELF_SIGNED|UNABLE_TO_VERIFY/.test(code);
  const [id, en] =
    NETWORK_REASONS[code] ?? (tls ? ["TLS gagal", "TLS failed"] : ["galat jaringan", "network error"]);
  const detail = error instanceof Error ? error.message : String(error);
  return fail(
    "NETWORK",
    `Gagal menghubungi ${url.host}: ${id}`,
    `could not reach ${url.host}: ${en} (${detail})`,
    url,
  );
}

interface Hop {
  url: URL;
  method: "GET" | "POST";
  body: string | undefined;
}

interface Call {
  options: RemoteFetchOptions;
  controller: AbortController;
  agents: Record<string, http.Agent>;
  headers: Record<string, string>;
  origin: string;
  /** The URL being fetched (after redirects so far), for the timeout's message. */
  current: URL;
}

const CROSS_ORIGIN_DROPPED = ["authorization", "proxy-authorization", "cookie"];

function hopHeaders(hop: Hop, call: Call): Record<string, string> {
  const headers = { ...call.headers };
  const credentials = call.options.credentials;
  if (hop.url.origin !== call.origin) for (const name of CROSS_ORIGIN_DROPPED) delete headers[name];
  else if (credentials)
    headers.authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;
  if (hop.method === "POST") headers["content-length"] = String(Buffer.byteLength(hop.body ?? ""));
  else for (const name of ["content-type", "content-length"]) delete headers[name];
  return headers;
}

function send(hop: Hop, call: Call): Promise<IncomingMessage> {
  const { url } = hop;
  const { signal } = call.controller;
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (!call.options.allowPrivateAddresses && isIP(literal) && isBlockedAddress(literal))
    return Promise.reject(blocked(url, literal));
  return new Promise((resolve, reject) => {
    const client = url.protocol === "https:" ? https : http;
    const request = client.request(url, {
      method: hop.method,
      headers: hopHeaders(hop, call),
      agent: call.agents[url.protocol],
      lookup: call.options.allowPrivateAddresses ? undefined : guardedLookup(url),
    });
    const onAbort = () => request.destroy(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    request.once("close", () => signal.removeEventListener("abort", onAbort));
    request.on("error", (error) => reject(signal.aborted ? signal.reason : networkError(error, url)));
    request.on("response", resolve);
    request.end(hop.body);
  });
}

const tooLarge = ({ options: { maxBytes } }: Call, url: URL) =>
  fail("TOO_LARGE", `Jawaban melebihi ${maxBytes} byte`, `the answer exceeds ${maxBytes} bytes`, url);

// Sync flush, as browsers do: a stream cut short after the last byte of content still reads.
const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
// A Map, not an object: the encoding is the remote's text ("constructor" must find nothing).
const DECODERS = new Map<string, () => Transform>([
  ["gzip", () => zlib.createGunzip(flush)],
  ["x-gzip", () => zlib.createGunzip(flush)],
  ["deflate", () => zlib.createInflate(flush)],
  ["br", () => zlib.createBrotliDecompress()],
]);

async function readBody(response: IncomingMessage, call: Call, url: URL): Promise<Uint8Array> {
  if (Number(response.headers["content-length"]) > call.options.maxBytes) {
    response.destroy();
    throw tooLarge(call, url);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > call.options.maxBytes) throw tooLarge(call, url);
      chunks.push(chunk);
    }
  };
  const noBody = response.statusCode === 204 || response.statusCode === 304;
  const encoding = response.headers["content-encoding"]?.trim().toLowerCase() ?? "";
  const decoder = noBody ? undefined : DECODERS.get(encoding)?.();
  try {
    await (decoder ? pipeline(response, decoder, collect) : pipeline(response, collect));
  } catch (error) {
    throw call.controller.signal.aborted ? call.controller.signal.reason : networkError(error, url);
  }
  return new Uint8Array(Buffer.concat(chunks, size));
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The next hop of a redirect: 303, and 301/302 after POST, become a GET without body; 307/308 repeat the request. */
function redirected(hop: Hop, status: number, url: URL): Hop {
  const asGet = status === 303 || (hop.method === "POST" && (status === 301 || status === 302));
  return asGet ? { url, method: "GET", body: undefined } : { ...hop, url };
}

const joinedHeaders = (response: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(response.headersDistinct).map(([name, all]) => [name, all?.join(", ") ?? ""]),
  );

async function follow(first: Hop, call: Call): Promise<RemoteResponse> {
  const seen = new Set([first.url.href]);
  for (let hop = first, redirects = 0; ; redirects++) {
    call.current = hop.url;
    const response = await send(hop, call);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!REDIRECTS.has(status) || !location) {
      const body = await readBody(response, call, hop.url);
      return { status, url: hop.url.href, headers: joinedHeaders(response), body };
    }
    // Not drained: a redirect's body is of no use, and an endless one would outlive the call.
    response.destroy();
    const next = parseUrl(location, hop.url);
    const most = call.options.maxRedirects;
    if (seen.has(next.href)) throw fail("REDIRECTS", "Pengalihan berputar", "redirect loop", next);
    if (redirects >= most)
      throw fail("REDIRECTS", `Lebih dari ${most} pengalihan`, `over ${most} redirects`, next);
    seen.add(next.href);
    hop = redirected(hop, status, next);
  }
}

function headersOf(request: RemoteRequest, options: RemoteFetchOptions): Record<string, string> {
  const headers: Record<string, string> = { "accept-encoding": "gzip, deflate" };
  if (options.userAgent) headers["user-agent"] = options.userAgent;
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value;
  return headers;
}

/** Aborts the call when its time is up or the run ends (both "TIMEOUT"); returns what disarms it. */
function armDeadline(call: Call): () => void {
  const { timeoutMs, signal } = call.options;
  const abort = (indonesian: string, english: string) =>
    call.controller.abort(fail("TIMEOUT", indonesian, english, call.current));
  const s = timeoutMs / 1000;
  const timer = setTimeout(() => abort(`Waktu habis setelah ${s} s`, `timed out after ${s} s`), timeoutMs);
  // The run's signal ends its requests too; protocol.ts has no kind of its own for that.
  const cancel = () => abort("Pemanenan dihentikan", "the run was cancelled or its time ran out");
  if (signal?.aborted) cancel();
  signal?.addEventListener("abort", cancel, { once: true });
  return () => {
    clearTimeout(timer);
    signal?.removeEventListener("abort", cancel);
  };
}

/** A RemoteFetch bound to a run's limits: see RemoteFetchOptions. Keeps connections alive between its requests. */
export function createRemoteFetch(options: RemoteFetchOptions): RemoteFetch {
  // Its own agents, so no connection made under another fetcher's address policy is reused.
  const keepAlive = { keepAlive: true };
  const agents = { "http:": new http.Agent(keepAlive), "https:": new https.Agent(keepAlive) };
  return async (request: RemoteRequest) => {
    const url = parseUrl(request.url);
    const headers = headersOf(request, options);
    const controller = new AbortController();
    const call: Call = { options, controller, agents, headers, origin: url.origin, current: url };
    const disarm = armDeadline(call);
    try {
      if (controller.signal.aborted) throw controller.signal.reason;
      return await follow({ url, method: request.method ?? "GET", body: request.body }, call);
    } finally {
      disarm();
    }
  };
}
