import { AppError } from "../../errors";

/** The one "no such record" answer: unknown ids and records the caller may not see look alike. */
export const recordNotFound = (id: string) =>
  new AppError("NOT_FOUND", "Metadata tidak ditemukan / record not found", { id });
