// Content-Disposition for downloads, with file names that cannot break out of the header.

/** `attachment; filename="…"` for a name already made safe with safeFileName (lib/file-name.ts). */
export const attachmentDisposition = (fileName: string) => `attachment; filename="${fileName}"`;
