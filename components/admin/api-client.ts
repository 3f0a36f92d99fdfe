// How the admin screens talk to the REST API: same-origin fetch (the session cookie goes along)
// and the API's error body {"error":{"code","message","details"}} turned into text per field.

export interface ApiFailure {
  message: string;
  code: string;
  /** Messages by field name, when the server named fields. */
  fields: Record<string, string>;
  details: Record<string, unknown>;
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiFailure };

export async function callApi<T>(
  url: string,
  init: RequestInit = {},
  networkError = "Network error",
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, error: { message: networkError, code: "NETWORK", fields: {}, details: {} } };
  }
  const text = await response.text();
  const body = text ? safeJson(text) : null;
  if (response.ok) return { ok: true, data: body as T };
  const error = (
    body as { error?: { code?: string; message?: string; details?: Record<string, unknown> } } | null
  )?.error;
  const details = error?.details ?? {};
  const fields: Record<string, string> = {};
  for (const item of (details.fields as { field: string; message: string }[] | undefined) ?? []) {
    fields[item.field] ??= item.message;
  }
  return {
    ok: false,
    error: {
      message: error?.message ?? `HTTP ${response.status}`,
      code: error?.code ?? "HTTP",
      fields,
      details,
    },
  };
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify(body),
});
