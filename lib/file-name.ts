// File names that are safe anywhere they go: a download's Content-Disposition header (lib/http/
// attachment.ts), an entry of the catalogue export's zip.

/** The name reduced to [A-Za-z0-9._-], without leading dots, at most 100 characters; `fallback` if nothing is left. */
export function safeFileName(name: string, fallback: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 100);
  return safe || fallback;
}
