import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { SESSION_COOKIE } from "@/lib/auth/session";
import { config, proxy, SESSION_COOKIE_NAME } from "./proxy";

describe("proxy", () => {
  it("uses the session cookie's name", () => {
    expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
  });

  it("sends visitors without the cookie to /masuk with the path and query to come back to", () => {
    const response = proxy(new NextRequest("http://localhost/dasbor?status=DRAFT&page=2"));
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.pathname).toBe("/masuk");
    expect(location.searchParams.get("kembali")).toBe("/dasbor?status=DRAFT&page=2");
  });

  it("lets visitors with the cookie through (the page checks it)", () => {
    const request = new NextRequest("http://localhost/admin/organisasi", {
      headers: { cookie: `${SESSION_COOKIE}=anything` },
    });
    expect(proxy(request).headers.get("location")).toBeNull();
  });

  it("redirects in the editor area only; every other page gets through with a nonce policy", () => {
    for (const url of ["/", "/katalog?q=x", "/masuk", "/metadatax", "/verifikasi/abc"]) {
      const response = proxy(new NextRequest(`http://localhost${url}`));
      expect(response.headers.get("location"), url).toBeNull();
      expect(response.headers.get("content-security-policy"), url).toMatch(/script-src 'self' 'nonce-[^']+'/);
    }
    for (const url of [
      "/dasbor",
      "/metadata",
      "/metadata/baru",
      "/metadata/abc/ubah",
      "/pemeriksaan/x/qc",
      "/tinjauan",
      "/admin/pengguna",
    ])
      expect(proxy(new NextRequest(`http://localhost${url}`)).headers.get("location"), url).toMatch(
        /\/masuk\?kembali=/,
      );
  });

  it("gives each page view its own nonce and tells Next through the request", () => {
    const nonces = [1, 2].map(() => {
      const response = proxy(new NextRequest("http://localhost/katalog"));
      const policy = response.headers.get("content-security-policy") ?? "";
      // NextResponse.next({ request: { headers } }) passes overridden request headers this way.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      return /'nonce-([^']+)'/.exec(policy)?.[1];
    });
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("sends HSTS only on HTTPS", () => {
    expect(proxy(new NextRequest("http://localhost/")).headers.get("strict-transport-security")).toBeNull();
    expect(proxy(new NextRequest("https://localhost/")).headers.get("strict-transport-security")).toMatch(
      /^max-age=\d+/,
    );
  });

  it("matches pages, never the API, /csw, /ogcapi, Next's assets or files", () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const url of [
      "/",
      "/katalog",
      "/katalog/0b4d7c52-2d8e-4f7e-9d55-0f6a1c2b3d4e",
      "/masuk",
      "/verifikasi/Ab-_x",
      "/dasbor",
      "/metadata/baru",
      "/metadata/abc/ubah",
      "/pemeriksaan",
      "/tinjauan",
      "/admin",
      "/metadatax",
      "/ogcapix",
    ])
      expect(matches(url), url).toBe(true);
    for (const url of [
      "/api/metadata",
      "/api",
      "/api/docs",
      "/csw",
      "/ogcapi",
      "/ogcapi/collections/katalog/items",
      "/dcat",
      "/dcat/abc",
      "/bahasa",
      "/_next/static/x.js",
      "/_next/image",
      "/favicon.ico",
      "/sitemap.xml",
      "/robots.txt",
      "/maplibre/maplibre-gl-worker.mjs",
    ])
      expect(matches(url), url).toBe(false);
  });
});
