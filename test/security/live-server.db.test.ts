import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OUTPUT_SCHEMAS } from "@/lib/csw/capabilities-model";
import type { Db } from "@/lib/db/client";
import {
  API_CONTENT_SECURITY_POLICY,
  DOCS_CONTENT_SECURITY_POLICY,
  STATIC_SECURITY_HEADERS,
} from "@/lib/http/security-headers";
import { PUBLIC_XML_FORMATS } from "@/lib/iso/formats";
import type { XmlElement } from "@/lib/xml/element";
import { readXml } from "@/lib/xml/read-xml";
// @ts-expect-error next.config.mjs is plain JavaScript without types
import nextConfig from "@/next.config.mjs";
import { seedDatabase } from "@/prisma/seed/seed-database";
import {
  builtRoute,
  INSTANCE_SESSION_SECRET,
  type Instance,
  sharedDatabase,
  startInstances,
} from "@/test/support/instances";
import { DEMO } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";
import { leaked, type Planted, plantRecords, SHARED } from "./planted-records";
import { plantXssRecord, XSS_TEXT } from "./xss-record";

// One real server (`npm start`'s scripts/serve.ts on the production build), for what only it
// shows (issue 10): the security headers of pages, API, /csw (also from the fast path) and
// static files; pages, sitemap and cached answers never showing unpublished records, also
// right after a record is unpublished; stored markup in every XML output and in the JSON-LD
// escaped.

const built = builtRoute("(publik)/katalog/[id]/page.js") && builtRoute("sitemap.xml/route.js");
const CSW_QUERY = `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=full&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent(`AnyText LIKE '%${SHARED.word}%'`)}`;

const hasXsltproc = spawnSync("xsltproc", ["--version"]).status === 0;
const IDENTITY_XSLT = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:template match="@*|node()"><xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy></xsl:template>
</xsl:stylesheet>`;

/** Every text node of a parsed document, joined: what a reader of the XML sees. */
const textsOf = (element: XmlElement): string =>
  [element.text, ...Object.values(element.attrs), ...element.children.map(textsOf)].join("\n");

describe.skipIf(!built)(
  built ? `security over a live server on ${testEngine}` : "security over a live server (skipped: no build)",
  () => {
    const cleanups: (() => unknown)[] = [];
    let server: Instance;
    let db: Db;
    let planted: Planted;
    let xssId: string;
    let adminCookie = "";
    let verifyToken = "";
    const get = (url: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${url}`, { headers, redirect: "manual" });
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers);
      return { response, html: await response.text() };
    };

    beforeAll(async () => {
      const shared = await sharedDatabase(cleanups);
      db = shared.db;
      await seedDatabase(db, { recordCount: 80 });
      planted = await plantRecords(db);
      xssId = await plantXssRecord(db);
      const document = await db.dokumenKualitas.findFirstOrThrow({
        where: { status: "SIGNED", metadata: { status: "PUBLISHED" } },
      });
      verifyToken = document.signatureToken as string;
      const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-security-"));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      [server] = (await startInstances(1, shared.url, dataDir, cleanups, { TRUST_PROXY: "1" })) as [Instance];
      const login = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ email: DEMO.admin[0], password: DEMO.admin[1] }),
      });
      expect(login.status).toBe(200);
      adminCookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
    }, 240_000);

    afterAll(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    }, 60_000);

    const expectStaticHeaders = (response: Response, label: string) => {
      for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS))
        expect(response.headers.get(name), `${label} ${name}`).toBe(value);
    };

    it("next.config.mjs sends the same static headers as lib/http/security-headers.ts says", async () => {
      const rules = await (
        nextConfig.headers as () => Promise<{ source: string; headers: { key: string; value: string }[] }[]>
      )();
      const all = rules.find((r) => r.source === "/:path*");
      expect(Object.fromEntries(all?.headers.map((h) => [h.key, h.value]) ?? [])).toEqual(
        STATIC_SECURITY_HEADERS,
      );
      for (const rule of rules.filter((r) => r.source !== "/:path*"))
        expect(rule.headers).toEqual([
          { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY },
        ]);
    });

    it("gives every page a nonce policy that its scripts carry, and no inline script without it", async () => {
      const pages = [
        "/",
        "/katalog",
        `/katalog?q=${SHARED.word}`,
        `/katalog/${planted.control.id}`,
        "/layanan-csw",
        "/masuk",
        `/verifikasi/${verifyToken}`,
        "/no-such-page",
      ];
      const editor = [
        "/dasbor",
        "/metadata/baru",
        `/metadata/${planted.control.id}`,
        "/pemeriksaan",
        "/tinjauan",
        "/admin",
        "/admin/pengguna",
        "/admin/csw",
      ];
      const nonces = new Set<string>();
      for (const url of [...pages, ...editor]) {
        const { response, html } = await page(url, editor.includes(url) ? { cookie: adminCookie } : {});
        expect([200, 404], url).toContain(response.status);
        expectStaticHeaders(response, url);
        const policy = response.headers.get("content-security-policy") ?? "";
        const nonce = /script-src 'self' 'nonce-([A-Za-z0-9+/=]+)' 'strict-dynamic'/.exec(policy)?.[1];
        expect(nonce, `${url}: ${policy}`).toBeDefined();
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(policy).not.toMatch(/'unsafe-eval'/);
        expect(policy).toContain("frame-ancestors 'none'");
        expect(policy).toContain("object-src 'none'");
        nonces.add(nonce as string);
        const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] as string);
        expect(scripts.length, url).toBeGreaterThan(0);
        for (const attributes of scripts) {
          if (attributes.includes('type="application/ld+json"')) continue; // data, never run
          expect(attributes, `${url}: <script${attributes}>`).toContain(`nonce="${nonce}"`);
        }
        expect(response.headers.get("strict-transport-security"), url).toBeNull();
      }
      expect(nonces.size).toBe(pages.length + editor.length);
    });

    it("sends HSTS only when a trusted proxy says the visitor came over HTTPS", async () => {
      const secure = await get("/katalog", { "X-Forwarded-Proto": "https" });
      expect(secure.headers.get("strict-transport-security")).toMatch(
        /^max-age=63072000; includeSubDomains$/,
      );
      const plain = await get("/katalog", { "X-Forwarded-Proto": "http" });
      expect(plain.headers.get("strict-transport-security")).toBeNull();
    });

    it("logs each request as one JSON line with its id, route, status, duration, bytes and cache status, and never a password or cookie", async () => {
      const proxyId = "proxy-9f3c.17:42";
      const listing = await get("/api/public/metadata?limit=1", { "X-Request-Id": proxyId });
      expect(listing.headers.get("x-request-id")).toBe(proxyId);
      // An unusable id from the (trusted) proxy is replaced by one of the server's own.
      const long = await get("/api/public/metadata?limit=2", { "X-Request-Id": "x".repeat(200) });
      const ownId = long.headers.get("x-request-id") ?? "";
      expect(ownId).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
      const cswIds = ["csw-first", "csw-second"];
      for (const id of cswIds) expect((await get(CSW_QUERY, { "X-Request-Id": id })).status).toBe(200);

      const lines = (): Record<string, unknown>[] => {
        const text = server.stdout.join("");
        return text
          .slice(0, text.lastIndexOf("\n") + 1)
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>); // every line is JSON
      };
      const byId = (id: string) => lines().find((line) => line.requestId === id && line.msg === "request");
      const deadline = Date.now() + 5_000; // written asynchronously
      while (Date.now() < deadline && !byId(cswIds[1] as string)) await new Promise((r) => setTimeout(r, 50));

      const line = byId(proxyId);
      expect(line).toMatchObject({
        level: "info",
        method: "GET",
        route: "/api/public/metadata",
        status: 200,
        cache: expect.stringMatching(/hit|miss/),
      });
      expect(Date.parse(line?.time as string)).toBeGreaterThan(Date.now() - 120_000);
      expect(line?.durationMs).toBeGreaterThan(0);
      expect(line?.bytes).toBeGreaterThan(Number(listing.headers.get("content-length") ?? 1));
      expect(byId(ownId)).toMatchObject({ status: 200 });
      // The second CSW request was answered before Next, from the stored response, and logged too.
      expect(byId(cswIds[0] as string)).toMatchObject({ route: "/csw", status: 200 });
      expect(byId(cswIds[1] as string)).toMatchObject({ route: "/csw", cache: "hit; detail=server" });

      const log = server.stdout.join("");
      expect(log).not.toContain(DEMO.admin[1]);
      expect(log).not.toContain(adminCookie.split("=")[1]);
      expect(log).not.toContain(INSTANCE_SESSION_SECRET);
    });

    it("keeps the editor redirect, with the headers", async () => {
      const response = await get("/dasbor?status=DRAFT");
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toMatch(/\/masuk\?kembali=%2Fdasbor%3Fstatus%3DDRAFT$/);
      expectStaticHeaders(response, "redirect");
    });

    it("gives API answers, /csw (from Next and from the fast path), the sitemap and static files the data policy", async () => {
      const urls = [
        "/api/public/metadata",
        "/api/public/facets",
        "/api/public/stats",
        `/api/public/metadata/${planted.control.id}`,
        `/api/public/metadata/${planted.control.id}/xml`,
        "/api/health",
        "/api/openapi.json",
        "/api/no-such-endpoint",
        "/api/auth/me",
        "/csw?service=CSW&request=GetCapabilities",
        "/csw?service=CSW&request=GetCapabilities", // the second from the fast path
        CSW_QUERY,
        CSW_QUERY,
        "/sitemap.xml",
        "/robots.txt",
      ];
      const cacheStatuses: string[] = [];
      for (const url of urls) {
        const response = await get(url);
        await response.arrayBuffer();
        expectStaticHeaders(response, url);
        expect(response.headers.get("content-security-policy"), url).toBe(API_CONTENT_SECURITY_POLICY);
        cacheStatuses.push(response.headers.get("cache-status") ?? "");
      }
      expect(cacheStatuses.filter((s) => s.includes("detail=server")).length).toBeGreaterThanOrEqual(2);
      const docs = await get("/api/docs");
      expect(docs.headers.get("content-security-policy")).toBe(DOCS_CONTENT_SECURITY_POLICY);
      expectStaticHeaders(docs, "/api/docs");
      const html = await (await get("/katalog")).text();
      const chunk = /src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1] as string;
      const asset = await get(chunk);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    });

    it("shows no unpublished record on pages, in the sitemap or on a record's own address", async () => {
      const answers = [
        await page("/sitemap.xml"),
        await page(`/katalog?q=${SHARED.word}`),
        await page("/katalog"),
        await page("/"),
      ];
      for (const { response, html } of answers) {
        expect(response.status).toBe(200);
        expect(leaked(html, planted), response.url).toEqual([]);
      }
      for (const record of planted.hidden) {
        // The page repeats the words searched for; the record itself must not be there.
        const { html } = await page(`/katalog?q=${record.word}`);
        expect(leaked(html.replaceAll(record.word, ""), planted)).toEqual([]);
        expect(html).not.toContain(`Peta ${record.word}`);
      }
      expect(answers[0]?.html).toContain(`/katalog/${planted.control.id}`);
      expect(answers[1]?.html).toContain(`Peta ${planted.control.word}`);
      for (const record of planted.hidden) {
        const { response, html } = await page(`/katalog/${record.id}`);
        expect(response.status).toBe(404);
        // The address asked for is in the page (Next's payload); nothing else of the record.
        expect(leaked(html.replaceAll(record.id, ""), planted)).toEqual([]);
        expect(html).not.toContain(SHARED.word);
      }
    });

    it("drops a record from every cached answer the moment it is unpublished", async () => {
      const rest = `/api/public/metadata?q=${SHARED.word}`;
      const warm = async () => {
        for (let i = 0; i < 2; i++) {
          const csw = await get(CSW_QUERY);
          expect(await csw.text()).toContain(planted.control.fileIdentifier);
          const list = await get(rest);
          expect((await list.json()).total).toBe(1);
        }
        expect((await get(CSW_QUERY)).headers.get("cache-status")).toContain("hit");
      };
      await warm();
      expect(await (await get("/sitemap.xml")).text()).toContain(planted.control.id);
      const change = await fetch(`${server.url}/api/metadata/${planted.control.id}/status`, {
        method: "POST",
        headers: { "Content-Type": "application/json", cookie: adminCookie, Origin: server.url },
        body: JSON.stringify({ status: "PRIVATE", catatan: "uji keamanan" }),
      });
      expect(change.status).toBe(200);
      const csw = await (await get(CSW_QUERY)).text();
      expect(csw).toContain('numberOfRecordsMatched="0"');
      expect(csw).not.toContain(planted.control.fileIdentifier);
      expect((await (await get(rest)).json()).total).toBe(0);
      expect(await (await get("/sitemap.xml")).text()).not.toContain(planted.control.id);
      expect((await get(`/katalog/${planted.control.id}`)).status).toBe(404);
      expect((await get(`/api/public/metadata/${planted.control.id}`)).status).toBe(404);
      expect(await (await get(`/katalog?q=${SHARED.word}`)).text()).not.toContain(
        `Peta ${planted.control.word}`,
      );
    });

    it("writes stored markup as text in every XML output, well-formed", async () => {
      // format=xslt needs a stylesheet (and xsltproc): the identity transformation.
      const xslt = hasXsltproc
        ? await fetch(`${server.url}/api/admin/xslt?nama=identitas.xsl`, {
            method: "PUT",
            headers: { "Content-Type": "application/xslt+xml", cookie: adminCookie, Origin: server.url },
            body: IDENTITY_XSLT,
          })
        : null;
      if (xslt) expect(xslt.status).toBe(200);
      const urls = [
        ...PUBLIC_XML_FORMATS.filter((f) => f !== "xslt" || hasXsltproc).map(
          (f) => `/api/public/metadata/${xssId}/xml?format=${f}`,
        ),
        ...OUTPUT_SCHEMAS.flatMap((schema) => [
          `/csw?service=CSW&version=2.0.2&request=GetRecordById&elementSetName=full&outputSchema=${encodeURIComponent(schema)}&id=${xssId}`,
          `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=full&outputSchema=${encodeURIComponent(schema)}&constraintLanguage=CQL_TEXT&constraint=${encodeURIComponent("AnyText LIKE '%zqxxss%'")}`,
        ]),
        "/sitemap.xml",
      ];
      for (const url of urls) {
        const response = await get(url);
        const body = await response.text();
        expect(response.status, `${url}: ${body.slice(0, 300)}`).toBe(200);
        const parsed = readXml(body); // throws on a document that is not well-formed
        expect(body, url).not.toContain("<script>alert(1)");
        expect(body, url).not.toContain("<img src=x");
        if (url === "/sitemap.xml") {
          expect(body).toContain(`/katalog/${xssId}`);
          continue;
        }
        expect(textsOf(parsed), url).toContain(XSS_TEXT);
      }
    });

    it("writes stored markup as text on the record page, and the JSON-LD cannot close its script element", async () => {
      const { response, html } = await page(`/katalog/${xssId}`);
      expect(response.status).toBe(200);
      expect(html).not.toContain("<script>alert(1)");
      expect(html).not.toContain("<img src=x");
      expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      const json = blocks[0]?.[1] as string;
      expect(json).not.toMatch(/<\/script/i);
      expect(json).not.toContain("<");
      expect(json).toContain("\\u003c");
      expect(JSON.parse(json).name).toBe(XSS_TEXT);
    });
  },
);
