// Content-Disposition for downloads, with file names that cannot break out of the header.

/** The name reduced to [A-Za-z0-9._-], without leading dots, at most 100 characters; `fallback` if nothing is left. */
export function safeFileName(name: string, fallback: string): string {
  const safe = name
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 100);
  return safe || fallback;
}

/** `attachment; filename="…"` for a name already made safe with safeFileName. */
export const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName}"`;
