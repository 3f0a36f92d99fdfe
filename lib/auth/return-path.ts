// Where /masuk sends a visitor after signing in: only a path of this site ("/…", never "//host"
// or "/\host", which browsers read as another host), else the dashboard.

export const DEFAULT_RETURN_PATH = "/dasbor";

export function safeReturnPath(value: string | string[] | null | undefined): string {
  const path = Array.isArray(value) ? value[0] : value;
  // Control characters too: browsers drop tabs and newlines, so "/\t/host" would become "//host".
  const controlFree = path !== undefined && path !== null && [...path].every((c) => c >= " ");
  return path && controlFree && /^\/(?![/\\])/.test(path) ? path : DEFAULT_RETURN_PATH;
}
