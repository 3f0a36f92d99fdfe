import "server-only";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";

// The files of the API reference page (/api/docs): Swagger UI from the swagger-ui-dist npm
// package, so the page works offline and without a CDN, plus our own start-up script (a file,
// not an inline script, so a strict Content-Security-Policy can be added later).

const PACKAGE_FILES = new Map([
  ["swagger-ui.css", "text/css; charset=utf-8"],
  ["index.css", "text/css; charset=utf-8"],
  ["swagger-ui-bundle.js", "text/javascript; charset=utf-8"],
  ["favicon-32x32.png", "image/png"],
  ["favicon-16x16.png", "image/png"],
]);

/** Swagger UI's start-up: our document, no external validator (offline), no top bar. */
const INIT_SCRIPT = `"use strict";
window.addEventListener("DOMContentLoaded", function () {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    docExpansion: "list",
    defaultModelsExpandDepth: 0,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

export interface DocsAsset {
  body: Uint8Array<ArrayBuffer> | string;
  contentType: string;
  cacheControl: string;
}

/** Names the [asset] route serves; nothing outside this list is ever read. */
export const DOCS_ASSET_NAMES: readonly string[] = [...PACKAGE_FILES.keys(), "init.js"];

const loaded = new Map<string, DocsAsset>();
let packageDir: string | undefined;

/** The installed swagger-ui-dist directory, resolved at run time (the files are never bundled). */
function swaggerUiDir(): string {
  // Left to itself Turbopack turns this resolve() into a bundle module id (a number): keep it a
  // run-time lookup.
  const resolve = createRequire(import.meta.url).resolve;
  packageDir ??= path.dirname(resolve(/*turbopackIgnore: true*/ "swagger-ui-dist/package.json"));
  return packageDir;
}

let version: string | undefined;

/** Version of the installed Swagger UI: the page puts it in asset URLs, so they can be cached for good. */
export async function swaggerUiVersion(): Promise<string> {
  if (!version) {
    const file = path.join(swaggerUiDir(), "package.json");
    version = (JSON.parse(await readFile(/*turbopackIgnore: true*/ file, "utf8")) as { version: string })
      .version;
  }
  return version;
}

/** One allow-listed asset, read once per process; undefined for any other name. */
export async function getDocsAsset(name: string): Promise<DocsAsset | undefined> {
  if (name === "init.js") {
    return {
      body: INIT_SCRIPT,
      contentType: "text/javascript; charset=utf-8",
      cacheControl: "public, max-age=3600",
    };
  }
  const contentType = PACKAGE_FILES.get(name);
  if (!contentType) return undefined;
  let asset = loaded.get(name);
  if (!asset) {
    const bytes = await readFile(
      /*turbopackIgnore: true*/ path.join(/*turbopackIgnore: true*/ swaggerUiDir(), name),
    );
    // The page asks for ?v=<Swagger UI version>: a new version is a new URL, so keep it a year.
    asset = { body: new Uint8Array(bytes), contentType, cacheControl: "public, max-age=31536000, immutable" };
    loaded.set(name, asset);
  }
  return asset;
}
