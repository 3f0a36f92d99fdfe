// Reads the API's error body {"error":{"code","message","details"}} for the workflow forms: the
// message, and the lists the details may carry (missing elements, bad fields, allowed moves).

export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  missing: { field: string; message: string }[];
  fields: { field: string; message: string }[];
}

const list = (value: unknown): { field: string; message: string }[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is { field: string; message: string } =>
          typeof item?.field === "string" && typeof item?.message === "string",
      )
    : [];

export async function readProblem(response: Response): Promise<ApiProblem> {
  const body = await response.json().catch(() => null);
  const error = body?.error ?? {};
  return {
    status: response.status,
    code: typeof error.code === "string" ? error.code : "ERROR",
    message: typeof error.message === "string" ? error.message : `HTTP ${response.status}`,
    missing: list(error.details?.missing),
    fields: list(error.details?.fields),
  };
}

/** A network failure as a problem, so forms show one kind of error. */
export const networkProblem = (error: unknown): ApiProblem => ({
  status: 0,
  code: "NETWORK",
  message: error instanceof Error ? error.message : String(error),
  missing: [],
  fields: [],
});
