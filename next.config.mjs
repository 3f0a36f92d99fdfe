/** @type {import('next').NextConfig} */
const nextConfig = {
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
  // forbidden() and app/forbidden.tsx: a signed-in user of the wrong role gets a 403 page.
  experimental: { authInterrupts: true },
  typedRoutes: false,
};

export default nextConfig;
