import { createHash } from "node:crypto";

/** A strong ETag of a response body. */
export const etagOf = (body: string | Uint8Array) =>
  `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;

/** Whether If-None-Match names the tag (weak or strong) or is "*". */
export function matchesEtag(ifNoneMatch: string | null, tag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === "*" || t === tag);
}
