import type { Db } from "../../db/client";
import { Prisma } from "../../db/generated/client";
import { sourceDetailsOf } from "../../iso/source-details";

// Source documents stored before MetadataSumber.rincian existed have none: SQL cannot read XML,
// so the migration left them NULL, and this fills them once, when the server starts (npm
// start, before it serves). Idempotent, and one small query when there is nothing to do: a
// Dublin Core document has no details, and every import writes its own.

/** Documents per read: each may be up to 10 MB, and the server starts with a 256 MB heap. */
const BATCH = 10;

/** Fills the details of every ISO source document that has none; returns how many were filled. */
export async function fillSourceDetails(db: Db): Promise<number> {
  let filled = 0;
  let after = "";
  for (;;) {
    const rows = await db.metadataSumber.findMany({
      where: {
        rincian: { equals: Prisma.DbNull },
        standar: { not: "DUBLIN_CORE" },
        metadataId: { gt: after },
      },
      select: { metadataId: true, standar: true, dokumen: true },
      orderBy: { metadataId: "asc" },
      take: BATCH,
    });
    if (rows.length === 0) return filled;
    for (const { metadataId, standar, dokumen } of rows) {
      after = metadataId;
      const rincian = sourceDetailsOf(standar, dokumen);
      if (!rincian) continue;
      // Still without details: an import meanwhile wrote the new document's own.
      const { count } = await db.metadataSumber.updateMany({
        where: { metadataId, rincian: { equals: Prisma.DbNull } },
        data: { rincian },
      });
      filled += count;
    }
  }
}
