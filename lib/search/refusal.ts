import { AppError } from "../errors";

/**
 * A search the compiler cannot answer (an invalid date, an operator a property does not take):
 * VALIDATION_FAILED with details.reason INVALID_SEARCH and an "Indonesian / English" message.
 * CSW reports it as InvalidParameterValue on the Constraint (lib/csw/filter/constraint-sql.ts).
 */
export const searchRefusal = (indonesian: string, english: string) =>
  new AppError("VALIDATION_FAILED", `${indonesian} / ${english}`, { reason: "INVALID_SEARCH" });

export const isSearchRefusal = (error: unknown): error is AppError =>
  error instanceof AppError && error.details.reason === "INVALID_SEARCH";
