import type { StatusMetadata as StoredStatus } from "../db/generated/enums";

/** The record statuses of spec 3, in workflow order. */
export const STATUS_METADATA = [
  "DRAFT",
  "QCQE_PROCESS",
  "REVIEW",
  "PUBLISHED",
  "REJECTED",
  "PRIVATE",
] as const;

/** A record's status: the workflow's vocabulary, which pages and components use. */
export type StatusMetadata = (typeof STATUS_METADATA)[number];

// The database enum and this list are the same set (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const statusesMatch: Same<StatusMetadata, StoredStatus> = true;
void statusesMatch;
