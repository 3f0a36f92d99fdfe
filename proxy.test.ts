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

  it("matches the editor area only", () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    for (const url of [
      "/dasbor",
      "/metadata/baru",
      "/metadata/abc/ubah",
      "/pemeriksaan",
      "/tinjauan",
      "/admin",
    ])
      expect(matches(url), url).toBe(true);
    for (const url of [
      "/",
      "/katalog",
      "/masuk",
      "/api/metadata",
      "/_next/static/x.js",
      "/favicon.ico",
      "/metadatax",
    ])
      expect(matches(url), url).toBe(false);
  });
});
