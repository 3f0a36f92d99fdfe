import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listSamples, samplesUnavailable } from "@/test/support/shared-files";
import type { HarvestPage, HarvestQuery, RemoteFetch } from "../protocol";
import { RemoteError } from "../protocol";
import { wafProtocol } from "./waf";

// A Web Accessible Folder played by the test: listings and files served by URL (unknown URLs
// answer 404), every URL asked recorded. Record documents are the shared folder's real-world
// ISO 19139 samples, read at test time where that matters, small inline documents elsewhere.

const HOST = "https://data.example.id";
const TINY = (name: string) => `<?xml version="1.0"?>\n<gmd:MD_Metadata xmlns:gmd="urn:gmd" id="${name}"/>`;

type Served = string | Uint8Array | { status: number; body: string } | RemoteError;

function server(routes: Record<string, Served>, redirects: Record<string, string> = {}) {
  const asked: string[] = [];
  const fetch: RemoteFetch = async ({ url }) => {
    asked.push(url);
    const final = redirects[url] ?? url;
    const served = routes[final] ?? { status: 404, body: "<html>Not Found</html>" };
    if (served instanceof RemoteError) throw served;
    const { status, body } =
      typeof served === "string" || served instanceof Uint8Array ? { status: 200, body: served } : served;
    const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
    return { status, url: final, headers: {}, body: bytes };
  };
  return { fetch, asked };
}

/** An Apache 2.4 autoindex page around `links` (href, label). */
const apacheListing = (folder: string, links: string[]) =>
  `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">
<html><head><title>Index of ${folder}</title></head><body><h1>Index of ${folder}</h1>
<table><tr><th><a href="?C=N;O=D">Name</a></th><th><a href="?C=M;O=A">Last modified</a></th><th><a href="?C=S;O=A">Size</a></th></tr>
<tr><td><a href="${folder.replace(/[^/]+\/$/, "")}">Parent Directory</a></td><td>&nbsp;</td><td>-</td></tr>
${links.map((href) => `<tr><td><a href="${href}">${href}</a></td><td align="right">2024-05-01 10:22</td><td>12K</td></tr>`).join("\n")}
</table></body></html>`;

const query = (changes: Partial<HarvestQuery> = {}): HarvestQuery => ({
  url: `${HOST}/waf`,
  constraint: {},
  modifiedSince: null,
  cursor: null,
  ...changes,
});

async function collect(fetch: RemoteFetch, q = query()): Promise<HarvestPage[]> {
  const pages: HarvestPage[] = [];
  for await (const page of wafProtocol.pages(fetch, q)) pages.push(page);
  return pages;
}

const name = (index: number) => `f${String(index).padStart(3, "0")}.xml`;

describe.skipIf(samplesUnavailable)(`WAF listing of real-world records ${samplesUnavailable ?? ""}`, () => {
  const files = samplesUnavailable ? [] : listSamples("iso19139");
  const bytes = (file: string) => new Uint8Array(readFileSync(file));

  it("reads an Apache listing: files and a sub-folder under it, nothing else; each file byte for byte", async () => {
    const [first, second, third, ...rest] = files.map((file) => path.basename(file));
    const routes: Record<string, Served> = {
      [`${HOST}/waf/`]: apacheListing("/waf/", [
        first as string,
        `${(second as string).toUpperCase()}?download=1&amp;v=2#top`,
        "readme.txt",
        "metadata.json",
        "https://other.example.org/waf/elsewhere.xml",
        "/another-folder/x.xml",
        "mailto:admin@example.id",
        "sub/",
      ]),
      [`${HOST}/waf/sub/`]: apacheListing("/waf/sub/", [third as string, ...rest]),
    };
    const byUrl = new Map<string, string>();
    const serve = (url: string, file: string) => {
      routes[url] = bytes(file);
      byUrl.set(url, file);
    };
    serve(`${HOST}/waf/${first}`, files[0] as string);
    serve(`${HOST}/waf/${(second as string).toUpperCase()}?download=1&v=2`, files[1] as string);
    files.slice(2).forEach((file) => {
      serve(`${HOST}/waf/sub/${path.basename(file)}`, file);
    });
    const { fetch, asked } = server(routes);

    const pages = await collect(fetch);
    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page?.matched).toBe(files.length);
    expect(page?.cursor).toBeNull();
    expect(page?.items.map((item) => item.remoteId)).toEqual([...byUrl.keys()].sort());
    for (const item of page?.items ?? []) {
      if (item.kind !== "record") throw new Error(`${item.remoteId}: ${item.kind}`);
      expect(item.originalUrl).toBe(item.remoteId);
      expect(Buffer.from(item.document).equals(readFileSync(byUrl.get(item.remoteId) ?? ""))).toBe(true);
    }
    expect(asked.filter((url) => !byUrl.has(url))).toEqual([`${HOST}/waf/`, `${HOST}/waf/sub/`]);

    const description = await wafProtocol.describe(fetch, query());
    expect(description).toMatchObject({
      title: null,
      formats: ["application/xml"],
      chosenFormat: "application/xml",
      records: files.length,
    });
    expect(description.notes[0]).toContain("folders read: 2");
  });
});

describe("WAF paging, failures and walking", () => {
  const hundredTwenty = () => {
    const routes: Record<string, Served> = {
      [`${HOST}/waf/`]: apacheListing(
        "/waf/",
        Array.from({ length: 120 }, (_, i) => name(119 - i)),
      ),
    };
    for (let i = 0; i < 120; i++) routes[`${HOST}/waf/${name(i)}`] = TINY(name(i));
    return routes;
  };

  it("pages 120 files 50, 50 and 20, in a stable order, the next file's URL as cursor", async () => {
    const { fetch } = server(hundredTwenty());
    const pages = await collect(fetch);
    expect(pages.map((page) => [page.items.length, page.cursor, page.matched])).toEqual([
      [50, `${HOST}/waf/${name(50)}`, 120],
      [50, `${HOST}/waf/${name(100)}`, 120],
      [20, null, 120],
    ]);
    const ids = pages.flatMap((page) => page.items.map((item) => item.remoteId));
    expect(ids).toEqual(Array.from({ length: 120 }, (_, i) => `${HOST}/waf/${name(i)}`));
  });

  it("resumes from a cursor, fetching nothing before it (also when that file has gone)", async () => {
    const routes = hundredTwenty();
    const { fetch, asked } = server(routes);
    const pages = await collect(fetch, query({ cursor: `${HOST}/waf/${name(100)}` }));
    expect(pages.map((page) => [page.items.length, page.cursor])).toEqual([[20, null]]);
    expect(asked.slice(1)).toEqual(Array.from({ length: 20 }, (_, i) => `${HOST}/waf/${name(100 + i)}`));

    const gone = await collect(server(routes).fetch, query({ cursor: `${HOST}/waf/f099a.xml` }));
    expect(gone[0]?.items[0]?.remoteId).toBe(`${HOST}/waf/${name(100)}`);
  });

  it("takes a 404 and a timeout as failures of those files and goes on", async () => {
    const routes = hundredTwenty();
    delete routes[`${HOST}/waf/${name(3)}`];
    routes[`${HOST}/waf/${name(7)}`] = new RemoteError(
      "TIMEOUT",
      "no answer in 30 s",
      `${HOST}/waf/${name(7)}`,
    );
    const items = (await collect(server(routes).fetch)).flatMap((page) => page.items);
    expect(items).toHaveLength(120);
    expect(items.filter((item) => item.kind === "failure")).toEqual([
      {
        kind: "failure",
        remoteId: `${HOST}/waf/${name(3)}`,
        reason: "REMOTE_ERROR",
        message: expect.stringMatching(/404/),
      },
      {
        kind: "failure",
        remoteId: `${HOST}/waf/${name(7)}`,
        reason: "REMOTE_ERROR",
        message: expect.stringMatching(/TIMEOUT/),
      },
    ]);
    expect(items.filter((item) => item.kind === "record")).toHaveLength(118);
  });

  it("throws when the listing itself fails", async () => {
    const refused = server({ [`${HOST}/waf/`]: { status: 500, body: "<html>error</html>" } });
    await expect(collect(refused.fetch)).rejects.toMatchObject({ kind: "HTTP_STATUS" });
    const unreachable = server({ [`${HOST}/waf/`]: new RemoteError("NETWORK", "refused", `${HOST}/waf/`) });
    await expect(collect(unreachable.fetch)).rejects.toMatchObject({ kind: "NETWORK" });
    await expect(wafProtocol.describe(unreachable.fetch, query())).rejects.toBeInstanceOf(RemoteError);
  });

  it("lists each folder once, however folders link to themselves and each other", async () => {
    const { fetch, asked } = server({
      [`${HOST}/waf/`]: apacheListing("/waf/", ["a/", "./", `${HOST}/waf/`, "a/?C=M;O=A", "top.xml"]),
      [`${HOST}/waf/a/`]: apacheListing("/waf/a/", ["./", "../", "../a/", "/waf/", "b/", "a.xml"]),
      [`${HOST}/waf/a/b/`]: apacheListing("/waf/a/b/", ["../../", "../../a/", `${HOST}/waf/a/b/`, "b.xml"]),
      [`${HOST}/waf/top.xml`]: TINY("top"),
      [`${HOST}/waf/a/a.xml`]: TINY("a"),
      [`${HOST}/waf/a/b/b.xml`]: TINY("b"),
    });
    const pages = await collect(fetch);
    expect(pages[0]?.items.map((item) => item.remoteId)).toEqual([
      `${HOST}/waf/a/a.xml`,
      `${HOST}/waf/a/b/b.xml`,
      `${HOST}/waf/top.xml`,
    ]);
    expect(asked.filter((url) => url.endsWith("/"))).toEqual([
      `${HOST}/waf/`,
      `${HOST}/waf/a/`,
      `${HOST}/waf/a/b/`,
    ]);
  });

  it("goes at most 3 folders deep", async () => {
    const { fetch, asked } = server({
      [`${HOST}/waf/`]: apacheListing("/waf/", ["d1/"]),
      [`${HOST}/waf/d1/`]: apacheListing("/waf/d1/", ["d2/"]),
      [`${HOST}/waf/d1/d2/`]: apacheListing("/waf/d1/d2/", ["d3/"]),
      [`${HOST}/waf/d1/d2/d3/`]: apacheListing("/waf/d1/d2/d3/", ["d4/", "deep.xml"]),
      [`${HOST}/waf/d1/d2/d3/d4/`]: apacheListing("/waf/d1/d2/d3/d4/", ["deeper.xml"]),
    });
    const description = await wafProtocol.describe(fetch, query());
    expect(asked).toEqual([`${HOST}/waf/`, `${HOST}/waf/d1/`, `${HOST}/waf/d1/d2/`, `${HOST}/waf/d1/d2/d3/`]);
    expect(description.records).toBe(1);
    expect(description.notes.join("\n")).toMatch(/1 sub-folders left out/);
  });

  it("lists at most 200 folders", async () => {
    const routes: Record<string, Served> = {
      [`${HOST}/waf/`]: apacheListing(
        "/waf/",
        Array.from({ length: 250 }, (_, i) => `w${i}/`),
      ),
    };
    for (let i = 0; i < 250; i++) routes[`${HOST}/waf/w${i}/`] = apacheListing(`/waf/w${i}/`, [`w${i}.xml`]);
    const { fetch, asked } = server(routes);
    const description = await wafProtocol.describe(fetch, query());
    expect(asked).toHaveLength(200);
    expect(description.records).toBe(199);
    expect(description.notes.join("\n")).toMatch(/51 sub-folders left out/);
  });

  it("resolves links against the URL answered after a redirect, and yields an empty folder as one empty page", async () => {
    const { fetch } = server(
      {
        [`${HOST}/new/`]: `<html><body><ul><li><a href='x.xml'>x</a></li><li><A HREF=y.XML>y</A></li></ul></body></html>`,
        [`${HOST}/new/x.xml`]: TINY("x"),
        [`${HOST}/new/y.XML`]: TINY("y"),
        [`${HOST}/empty/`]: apacheListing("/empty/", ["notes.txt"]),
      },
      { [`${HOST}/old/`]: `${HOST}/new/` },
    );
    const [page] = await collect(fetch, query({ url: `${HOST}/old/` }));
    expect(page?.items.map((item) => [item.kind, item.remoteId])).toEqual([
      ["record", `${HOST}/new/x.xml`],
      ["record", `${HOST}/new/y.XML`],
    ]);
    expect(await collect(fetch, query({ url: `${HOST}/empty` }))).toEqual([
      { items: [], cursor: null, matched: 0 },
    ]);
  });
});
