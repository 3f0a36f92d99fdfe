// The browser's one reader of the API's error body {"error":{"code","message","details"}}: the
// message, and the lists the details may carry (bad fields, missing elements), for every form
// (editor, workflow, admin).

export interface FieldMessage {
  field: string;
  message: string;
}

export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  details: Record<string, unknown>;
  /** The fields the server named, in its order. */
  fields: FieldMessage[];
  /** The elements a workflow step found missing. */
  missing: FieldMessage[];
}

const list = (value: unknown): FieldMessage[] =>
  Array.isArray(value)
    ? value.filter(
        (item): item is FieldMessage => typeof item?.field === "string" && typeof item?.message === "string",
      )
    : [];

/** The problem an answer's status and (parsed) body describe. */
export function problemOf(status: number, body: unknown): ApiProblem {
  const error = ((body as { error?: Record<string, unknown> } | null)?.error ?? {}) as Record<
    string,
    unknown
  >;
  const details = (error.details && typeof error.details === "object" ? error.details : {}) as Record<
    string,
    unknown
  >;
  return {
    status,
    code: typeof error.code === "string" ? error.code : "ERROR",
    message: typeof error.message === "string" ? error.message : `HTTP ${status}`,
    details,
    fields: list(details.fields),
    missing: list(details.missing),
  };
}

/** Reads a failed answer's body as its problem (a body that is not JSON gives the status). */
export async function readProblem(response: Response): Promise<ApiProblem> {
  return problemOf(response.status, await response.json().catch(() => null));
}

/** A network failure as a problem, so forms show one kind of error. */
export const networkProblem = (error: unknown): ApiProblem => ({
  status: 0,
  code: "NETWORK",
  message: error instanceof Error ? error.message : String(error),
  details: {},
  fields: [],
  missing: [],
});

/** The first message for each field the server named. */
export function fieldMessages(problem: ApiProblem): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const { field, message } of problem.fields) messages[field] ??= message;
  return messages;
}
