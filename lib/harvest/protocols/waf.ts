import type { HarvestItem, HarvestPage, HarvestProtocol, RemoteFetch } from "../protocol";
import { RemoteError } from "../protocol";

// A Web Accessible Folder: an HTTP directory listing (Apache or nginx autoindex, or a plain
// HTML page of links) of XML metadata files. The listing is read for links, not parsed as
// HTML: a regular expression over `<a href>` is enough for every autoindex flavour and does not
// choke on the tag soup hand-written pages have. Sub-folders are walked breadth-first, within
// the source's folder only, to a bounded depth and number. Files are fetched 50 to a page.
//
// `modifiedSince` is ignored: autoindex dates are in the server's local time with no zone
// (Apache "2024-05-01 10:22", nginx "01-May-2024 10:22") and hand-written pages have none, so
// no date is reliable; every run fetches every file and the run recognises unchanged documents.

const PAGE_SIZE = 50;
const MAX_DEPTH = 3;
const MAX_FOLDERS = 200;
/** Files fetched at once: quicker than one by one, gentle enough for a small server. */
const PARALLEL = 4;

const isOk = (status: number) => status >= 200 && status < 300;

/** The URL as a folder: a trailing slash for a last segment that does not look like a file. */
function asFolder(address: string): URL {
  const url = new URL(address);
  url.hash = "";
  const last = url.pathname.slice(url.pathname.lastIndexOf("/") + 1);
  if (last !== "" && !last.includes(".")) url.pathname += "/";
  return url;
}

const folderKey = (url: URL) => `${url.origin}${url.pathname}`;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

const decodeEntities = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    if (ref[0] !== "#") return ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

function hrefsOf(html: string): string[] {
  const links = html.matchAll(/<a\s[^>]*?\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi);
  return [...links].map((match) => decodeEntities((match[1] ?? match[2] ?? match[3] ?? "").trim()));
}

/** The link resolved, when it lies under the source's folder (same origin, path below it). */
function linkUnder(href: string, base: URL, scope: URL): URL | null {
  let link: URL;
  try {
    link = new URL(href, base);
  } catch {
    return null;
  }
  link.hash = "";
  return link.origin === scope.origin && link.pathname.startsWith(scope.pathname) ? link : null;
}

async function readListing(fetch: RemoteFetch, folder: URL) {
  const response = await fetch({ url: folder.href });
  if (!isOk(response.status))
    throw new RemoteError(
      "HTTP_STATUS",
      `Daftar folder menjawab HTTP ${response.status} / the folder listing answered HTTP ${response.status}`,
      folder.href,
    );
  // Links resolve against the URL answered: a server redirects "/waf" to "/waf/".
  return { base: asFolder(response.url || folder.href), html: new TextDecoder().decode(response.body) };
}

interface Listing {
  /** The .xml files found, sorted. */
  files: string[];
  folders: number;
  /** Sub-folders left out by the depth or folder limit. */
  skipped: number;
}

/** The .xml files in the folder and its sub-folders; a listing that cannot be read is a RemoteError. */
async function crawl(fetch: RemoteFetch, address: string): Promise<Listing> {
  const queue = [{ folder: asFolder(address), depth: 0 }];
  const seen = new Set([folderKey(asFolder(address))]);
  const files = new Set<string>();
  let scope: URL | null = null;
  let skipped = 0;
  for (let at = 0; at < queue.length; at++) {
    const { folder, depth } = queue[at] as (typeof queue)[number];
    const { base, html } = await readListing(fetch, folder);
    scope ??= new URL("./", base);
    seen.add(folderKey(base)).add(folderKey(scope));
    for (const href of hrefsOf(html)) {
      const link = linkUnder(href, base, scope);
      if (!link) continue;
      if (link.pathname.endsWith("/")) {
        // Sort links ("?C=N;O=D") are the folder itself with a query.
        link.search = "";
        if (seen.has(folderKey(link))) continue;
        seen.add(folderKey(link));
        if (depth >= MAX_DEPTH || queue.length >= MAX_FOLDERS) skipped++;
        else queue.push({ folder: link, depth: depth + 1 });
      } else if (link.pathname.toLowerCase().endsWith(".xml")) files.add(link.href);
    }
  }
  // Code-unit order, the same on every machine and locale; a cursor compares the same way.
  return { files: [...files].sort(), folders: queue.length, skipped };
}

/** One file: its bytes as a record, or a failure that does not stop the run. */
async function fetchFile(fetch: RemoteFetch, url: string): Promise<HarvestItem> {
  const failure = (message: string): HarvestItem => ({
    kind: "failure",
    remoteId: url,
    reason: "REMOTE_ERROR",
    message,
  });
  try {
    const response = await fetch({ url });
    if (isOk(response.status))
      return { kind: "record", remoteId: url, document: response.body, originalUrl: url };
    return failure(`Berkas menjawab HTTP ${response.status} / the file answered HTTP ${response.status}`);
  } catch (error) {
    if (!(error instanceof RemoteError)) throw error;
    return failure(`${error.kind}: ${error.message}`);
  }
}

async function mapLimited<T, R>(items: T[], limit: number, map: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await map(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export const wafProtocol: HarvestProtocol = {
  name: "WAF",

  async describe(fetch, query) {
    const { files, folders, skipped } = await crawl(fetch, query.url);
    const notes = [
      `Folder dibaca: ${folders} (termasuk sub-folder) / folders read: ${folders} (sub-folders included)`,
    ];
    if (skipped > 0)
      notes.push(
        `${skipped} sub-folder dilewati (lebih dari ${MAX_DEPTH} tingkat atau ${MAX_FOLDERS} folder) / ${skipped} sub-folders left out (deeper than ${MAX_DEPTH} levels or over ${MAX_FOLDERS} folders)`,
      );
    if (files.length === 0) notes.push("Tidak ada berkas .xml / no .xml files found");
    notes.push(
      "Setiap panen mengambil semua berkas (daftar folder tidak memberi tanggal yang andal) / every run fetches every file (the listing gives no reliable dates)",
    );
    return {
      title: null,
      formats: ["application/xml"],
      chosenFormat: "application/xml",
      records: files.length,
      notes,
    };
  },

  async *pages(fetch, query): AsyncGenerator<HarvestPage> {
    const { files } = await crawl(fetch, query.url);
    // The cursor is the next file's URL, not an index: a file added or removed since does not shift it.
    const cursor = query.cursor;
    const todo = cursor ? files.filter((file) => file >= cursor) : files;
    if (todo.length === 0) {
      yield { items: [], cursor: null, matched: files.length };
      return;
    }
    for (let at = 0; at < todo.length; at += PAGE_SIZE) {
      const items = await mapLimited(todo.slice(at, at + PAGE_SIZE), PARALLEL, (url) =>
        fetchFile(fetch, url),
      );
      yield { items, cursor: todo[at + PAGE_SIZE] ?? null, matched: files.length };
    }
  },
};
