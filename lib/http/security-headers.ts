// Security headers (issue 10). Pages get a Content-Security-Policy with a fresh nonce per
// request from proxy.ts: Next puts that nonce on its own <script> tags, so no inline script
// without it runs. Every response (pages, API, static files) gets the static headers below
// from next.config.mjs; the CSW fast path (lib/http/fast-path.ts) adds them itself.
// No server-only import and no lib/env: proxy.ts and next.config.mjs load this file.

/** The headers every response carries, whatever it is. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Browsers take the Content-Type as given (an XML or JSON answer is never sniffed as HTML).
  "X-Content-Type-Options": "nosniff",
  // frame-ancestors 'none' in the CSP says the same to current browsers; this to older ones.
  "X-Frame-Options": "DENY",
  // Full URLs (with search words) stay on this site; other sites see the origin over HTTPS only.
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Nothing here uses the camera, microphone, location or payment; embedded content may not either.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/** For answers that are data, not pages (API JSON and XML): nothing in them may load or run. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** Two years, with subdomains: sent only on answers that reached the client over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

export interface PagePolicyOptions {
  nonce: string;
  /** MAP_STYLE_URL is set: the online basemap loads its style, tiles, glyphs and sprites from other hosts. */
  externalMap: boolean;
  /** Next's development server evaluates code (React Refresh) and talks over a websocket. */
  development?: boolean;
}

/**
 * The policy of a page. script-src: only scripts carrying this request's nonce, and what they
 * load ('strict-dynamic': Next's chunks are loaded by its nonce'd bootstrap). style-src keeps
 * 'unsafe-inline': React renders style="" attributes (progress bars) and MapLibre sets inline
 * styles on its markers and canvas; a style cannot run code, so the risk is small, while a
 * nonce there would disable 'unsafe-inline' and break them. worker-src: MapLibre's worker
 * (public/maplibre) and the blob: workers it may create. img-src https:: a record's graphic
 * overview lives on its publisher's site (an image cannot run code). With MAP_STYLE_URL the
 * basemap's fonts and data (tiles, glyphs, sprites) come from other hosts too.
 */
export function pageContentSecurityPolicy({
  nonce,
  externalMap,
  development = false,
}: PagePolicyOptions): string {
  const remote = externalMap ? " https:" : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    // A record's graphic overview (browse graphic) is an image on its publisher's own site.
    "img-src 'self' data: blob: https:",
    `font-src 'self' data:${remote}`,
    `connect-src 'self'${remote}${development ? " ws: wss:" : ""}`,
    "worker-src 'self' blob:",
    "child-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
  ];
  return directives.join("; ");
}

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The API reference (/api/docs): Swagger UI from this site's own files, no inline script; its
 * React sets style attributes and shows data: images (icons), the rest is this origin.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");
