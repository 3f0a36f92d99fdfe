// What `npm start` does to a migrated database before it serves: reference data (and the demo
// catalogue into an empty one), then the details of source documents stored before they were
// kept and the AnyText search values of records that have none. Run by scripts/serve.ts before
// it listens (--prepare-database, which npm start gives it), in npm start's process, through the
// database client (on the embedded database, through its socket: its thread loads none of this).
import { fillSourceDetails } from "../lib/catalogue/import/fill-source-details";
import { fillSearchText } from "../lib/catalogue/records/search-text";
import type { Db } from "../lib/db/client";
import { logger } from "../lib/log/logger";
import { prepareData } from "../prisma/seed/seed-database";

/** Prepares the database `db` reaches, then disconnects it. */
export async function prepareDatabase(db: Db, withDemoData: boolean): Promise<void> {
  const seeded = await prepareData(db, { withDemoData });
  if (seeded) logger().info("the demo catalogue was written into the empty database (see README for logins)");
  const filled = await fillSourceDetails(db);
  if (filled) logger().info({ filled }, "read the details of source documents stored before they were kept");
  let reported = 0;
  const searchable = await fillSearchText(db, {}, (filled) => {
    if (filled - reported < 1_000) return;
    reported = filled;
    logger().info({ filled }, "writing the AnyText search values of records that have none");
  });
  if (searchable)
    logger().info({ filled: searchable }, "wrote the AnyText search values of records that had none");
  await db.$disconnect();
}
