import "server-only";
import { swaggerUiVersion } from "./docs-assets";

// The HTML shell of /api/docs. Everything it loads comes from /api/docs/<asset>; no inline
// script or style, no CDN.

/** The reference page; asset URLs carry the Swagger UI version so browsers may cache them long. */
export async function renderDocsPage(): Promise<string> {
  const v = encodeURIComponent(await swaggerUiVersion());
  return `<!DOCTYPE html>
<html lang="id">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Simpul API – Dokumentasi</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css?v=${v}">
    <link rel="stylesheet" href="/api/docs/index.css?v=${v}">
    <link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png?v=${v}" sizes="32x32">
    <link rel="icon" type="image/png" href="/api/docs/favicon-16x16.png?v=${v}" sizes="16x16">
  </head>
  <body>
    <div id="swagger-ui">
      <noscript>
        <p>Halaman ini memerlukan JavaScript. Dokumen OpenAPI: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
        <p lang="en">This page needs JavaScript. The OpenAPI document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
      </noscript>
    </div>
    <script src="/api/docs/swagger-ui-bundle.js?v=${v}"></script>
    <script src="/api/docs/init.js?v=${v}"></script>
  </body>
</html>
`;
}
