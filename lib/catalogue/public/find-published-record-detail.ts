import "server-only";
import { cache } from "react";
import { isAppError } from "../../errors";
import type { TRecordDetail } from "../../schemas/record-detail";
import { getPublishedRecordDetail } from "./get-published-record-detail";

/**
 * The published record for a page, or null when there is none (missing or not PUBLISHED), once
 * per request: generateMetadata and the page share the read.
 */
export const findPublishedRecordDetail = cache(async (id: string): Promise<TRecordDetail | null> => {
  try {
    return await getPublishedRecordDetail(id);
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return null;
    throw error;
  }
});
