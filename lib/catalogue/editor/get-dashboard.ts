import "server-only";
import type { Actor } from "../../auth/actor";
import { type ExaminationQueue, listExaminationQueue } from "../../quality/list-examination-queue";
import type { TRecordList } from "../../schemas/record-list";
import { type ActivityEntry, listRecentActivity } from "../../workflow/list-recent-activity";
import { countRecordsByStatus, type StatusCounts } from "./count-records-by-status";
import { listReadableRecords } from "./list-readable-records";

// What /dasbor shows, per role: producers their own records (counts and the latest changes),
// examiners their QC/QE queue, data stewards the review queue and their organisation's counts,
// administrators every count and both queues; everyone the recent activity they may read.
// Every part reuses the read scope of readable-where.ts, so the dashboard never shows what
// GET /api/metadata/{id} refuses.

export interface Dashboard {
  /** Counts per status: of the actor's own records (producers) or of every readable record. */
  counts: { ownOnly: boolean; byStatus: StatusCounts };
  /** The producer's most recently changed records. */
  recentRecords?: TRecordList;
  examinationQueue?: ExaminationQueue;
  reviewQueue?: TRecordList;
  activity: ActivityEntry[];
}

const QUEUE_SIZE = 10;

export async function getDashboard(actor: Actor): Promise<Dashboard> {
  const ownOnly = actor.role === "PRODUSEN";
  const examines = actor.role === "PEMERIKSA" || actor.role === "ADMIN";
  const reviews = actor.role === "WALIDATA" || actor.role === "ADMIN";
  const [byStatus, recentRecords, examinationQueue, reviewQueue, activity] = await Promise.all([
    countRecordsByStatus(actor, { ownOnly }),
    ownOnly ? listReadableRecords(actor, { pageSize: 5 }, { ownOnly }) : undefined,
    examines ? listExaminationQueue(actor, { pageSize: QUEUE_SIZE }) : undefined,
    reviews ? listReadableRecords(actor, { status: "REVIEW", pageSize: QUEUE_SIZE }) : undefined,
    listRecentActivity(actor, QUEUE_SIZE),
  ]);
  return { counts: { ownOnly, byStatus }, recentRecords, examinationQueue, reviewQueue, activity };
}
