import { type ApiProblem, networkProblem, problemOf } from "./api-problem";

// How the browser talks to the REST API: same-origin fetch (the session cookie goes along);
// a failure comes back as its ApiProblem (api-problem.ts).

export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiProblem };

export async function callApi<T>(
  url: string,
  init: RequestInit = {},
  networkError = "Network error",
): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, error: networkProblem(networkError) };
  }
  const text = await response.text();
  const body = text ? safeJson(text) : null;
  if (response.ok) return { ok: true, data: body as T };
  return { ok: false, error: problemOf(response.status, body) };
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
