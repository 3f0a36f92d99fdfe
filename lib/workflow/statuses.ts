import type { StatusMetadata } from "../db/generated/enums";

/** The record statuses of spec 3, in workflow order. */
export const STATUS_METADATA = [
  "DRAFT",
  "QCQE_PROCESS",
  "REVIEW",
  "PUBLISHED",
  "REJECTED",
  "PRIVATE",
] as const satisfies readonly StatusMetadata[];
