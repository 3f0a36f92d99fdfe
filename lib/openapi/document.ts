import { createDocument, type oas31 } from "zod-openapi";
import packageJson from "../../package.json" with { type: "json" };
import { adminOrganisasiPaths } from "./paths/admin-organisasi";
import { adminPanenPaths } from "./paths/admin-panen";
import { adminPenggunaPaths } from "./paths/admin-pengguna";
import { cataloguePaths } from "./paths/catalogue";
import { qualityPaths } from "./paths/quality";
import { recordApiPaths } from "./paths/record-api";
import { recordPreviewPaths } from "./paths/record-preview";
import { sessionApiPaths } from "./paths/session-api";
import { systemPaths } from "./paths/system";
import { type OpenApiPathModule, SHARED_RESPONSES } from "./responses";
import { renderQueryNumbers, stripNoise } from "./schema-overrides";

// The OpenAPI 3.1 document of the REST API, generated with zod-openapi from the zod schemas
// the handlers parse and answer with. Served at /api/openapi.json, shown at /api/docs.

/** Every group of operations in the document; a new group is one more module here. */
export const PATH_MODULES: readonly OpenApiPathModule[] = [
  cataloguePaths,
  qualityPaths,
  systemPaths,
  sessionApiPaths,
  recordApiPaths,
  recordPreviewPaths,
  adminOrganisasiPaths,
  adminPenggunaPaths,
  adminPanenPaths,
];

const DESCRIPTION = `
Katalog metadata geospasial Simpul (ISO 19115). Katalog yang sama juga tersedia lewat OGC CSW
2.0.2 di \`/csw\`, OGC API – Records di \`/ogcapi\` (definisinya di \`/ogcapi/api\`) dan DCAT-AP 3
di \`/dcat\` (tidak dijelaskan di sini). / Simpul's geospatial metadata catalogue; the same
catalogue is served over OGC CSW 2.0.2 at \`/csw\`, OGC API – Records at \`/ogcapi\` (defined at
\`/ogcapi/api\`) and DCAT-AP 3 at \`/dcat\` (not described here).

### Bahasa Indonesia
- **Akses.** Endpoint publik tanpa autentikasi, dapat dibaca dari origin mana pun (CORS
  \`Access-Control-Allow-Origin: *\`, tanpa kredensial).
- **Galat.** Setiap kegagalan berupa JSON \`{"error":{"code","message","details"}}\` (skema
  \`Error\`); \`code\` tetap, \`message\` untuk manusia.
- **Cache.** Detail, kualitas, stats dan referensi mengirim \`ETag\`; kirim kembali di
  \`If-None-Match\` dan jawaban yang tidak berubah menjadi \`304\` tanpa badan.
  \`Cache-Control\`: daftar dan facets 30 detik; detail, kualitas, stats 60 detik; referensi
  300 detik; health dan verify tidak di-cache.
- **Pencarian.** \`q\` mencari di judul, abstrak dan kata kunci, tanpa membedakan huruf besar
  dan aksen, bentuk kata Indonesia dan Inggris; kata terakhir juga cocok sebagai awalan; token
  berisi beberapa kata (\`TIGER/Line\`, \`1:250.000\`, \`S-2\`) juga cocok seperti ditulis;
  hasil diurutkan menurut relevansi.
- **Wilayah.** \`bboxN\`, \`bboxS\`, \`bboxE\`, \`bboxW\` (WGS84) diisi bersama; rekaman cocok bila
  cakupannya BERPOTONGAN dengan kotak. \`bboxW\` > \`bboxE\` berarti kotak melintasi antimeridian.
- **Halaman.** \`page\` mulai 1; \`pageSize\` bawaan 12, nilai di atas 100 dipotong menjadi 100.
- **Batas laju.** \`GET /api/verify/{token}\`: 20 permintaan per menit per IP, lalu \`429\`.
- **Sesi.** Endpoint bertanda kunci memerlukan cookie \`simpul_sesi\` dari \`POST /api/auth/login\`.

### English
- **Access.** Public endpoints need no authentication and are readable from any origin (CORS
  \`Access-Control-Allow-Origin: *\`, never with credentials); OPTIONS answers the preflight.
- **Errors.** Every failure is JSON \`{"error":{"code","message","details"}}\` (schema \`Error\`);
  \`code\` is stable, \`message\` is for people (Indonesian / English).
- **Caching.** Detail, kualitas, stats and referensi send an \`ETag\`; send it back in
  \`If-None-Match\` and an unchanged answer is \`304\` without a body. \`Cache-Control\`: list
  and facets \`max-age=30\`; detail, kualitas and stats \`max-age=60\`; referensi
  \`max-age=300\`; health and verify \`no-store\`.
- **Search.** \`q\` searches title, abstract and keywords, case- and accent-insensitive, in
  Indonesian and English word forms; the last word also matches as a prefix; a typed token of
  several words (\`TIGER/Line\`, \`1:250.000\`, \`S-2\`) also matches as written; results are
  ranked by relevance.
- **Bounding box.** \`bboxN\`, \`bboxS\`, \`bboxE\`, \`bboxW\` (WGS84) go together; a record
  matches when its extent INTERSECTS the box. \`bboxW\` > \`bboxE\` is a box across the
  antimeridian.
- **Paging.** \`page\` from 1; \`pageSize\` default 12, values above 100 are clamped to 100
  (not rejected).
- **Rate limit.** \`GET /api/verify/{token}\`: 20 requests per minute per IP; beyond that
  \`429\` with \`Retry-After\` and \`RateLimit-*\` headers.
- **Session.** Operations marked with a lock need the \`simpul_sesi\` cookie from
  \`POST /api/auth/login\` (401 without it, 403 without the role).
`.trim();

/** Builds the whole document; callers memoise it (the schemas do not change at run time). */
export function buildOpenApiDocument(): oas31.OpenAPIObject {
  const paths = Object.assign({}, ...PATH_MODULES.map((m) => m.paths));
  const tags = PATH_MODULES.flatMap((m) => m.tags);
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Simpul API",
        version: packageJson.version,
        description: DESCRIPTION,
      },
      tags,
      paths,
      components: {
        responses: SHARED_RESPONSES,
        securitySchemes: {
          sesi: {
            type: "apiKey",
            in: "cookie",
            name: "simpul_sesi",
            description:
              "Cookie dari POST /api/auth/login / the cookie set by POST /api/auth/login. Requests that change state with it are refused (403) when their Origin or Sec-Fetch-Site says they come from another site.",
          },
          metricsToken: {
            type: "http",
            scheme: "bearer",
            description: "METRICS_TOKEN dari konfigurasi server / the server's METRICS_TOKEN setting.",
          },
        },
      },
    },
    {
      override: (context) => {
        renderQueryNumbers(context);
        stripNoise(context);
      },
    },
  );
}
