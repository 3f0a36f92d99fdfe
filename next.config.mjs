// Security headers on every response (lib/http/security-headers.ts explains each and holds the
// same values; test/security/security-headers.test.ts keeps the two equal). Pages get their
// Content-Security-Policy, with a nonce, from proxy.ts; data answers the strict one below.
// The API reference (/api/docs, Swagger UI) sets its own.
const STATIC_SECURITY_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
const toList = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));

/** @type {import('next').NextConfig} */
const nextConfig = {
  async headers() {
    const dataPolicy = toList({ "Content-Security-Policy": API_CONTENT_SECURITY_POLICY });
    return [
      { source: "/:path*", headers: toList(STATIC_SECURITY_HEADERS) },
      { source: "/api/:path((?!docs).*)", headers: dataPolicy },
      { source: "/csw", headers: dataPolicy },
      { source: "/ogcapi/:path*", headers: dataPolicy },
      { source: "/dcat/:path*", headers: dataPolicy },
      { source: "/sitemap.xml", headers: dataPolicy },
      { source: "/robots.txt", headers: dataPolicy },
    ];
  },
  // PGlite and the pg driver load WebAssembly and native-ish modules at run time: keep them
  // out of the server bundle. prom-client too: one copy per process, shared by the custom
  // server and Next's bundle (lib/metrics/registry.ts).
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-socket",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "prom-client",
  ],
  poweredByHeader: false,
  // CI runs `npm run typecheck` right before `next build` and sets this, so the build does not
  // check the same types again; every other build checks them itself.
  typescript: { ignoreBuildErrors: process.env.SIMPUL_TYPES_CHECKED === "1" },
  // forbidden() and app/forbidden.tsx: a signed-in user of the wrong role gets a 403 page.
  experimental: { authInterrupts: true },
  typedRoutes: false,
};

export default nextConfig;
