import "server-only";
import type { Db } from "../db/client";

// How many outbox rows wait (PENDING: to be sent or retried) and how many were given up
// (FAILED), for monitoring (/api/metrics). One grouped count over the status index.

export interface OutboxCounts {
  pending: number;
  failed: number;
}

export async function countOutbox(db: Db): Promise<OutboxCounts> {
  const groups = await db.notifikasi.groupBy({
    by: ["status"],
    where: { status: { in: ["PENDING", "FAILED"] } },
    _count: { _all: true },
  });
  const count = (status: string) => groups.find((group) => group.status === status)?._count._all ?? 0;
  return { pending: count("PENDING"), failed: count("FAILED") };
}
