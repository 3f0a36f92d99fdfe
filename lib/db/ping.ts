import type { Db } from "./client";

/** Round trip to the database; rejects when it is unreachable. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRaw`SELECT 1`;
}
