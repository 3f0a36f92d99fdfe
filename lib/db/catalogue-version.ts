import type { Db } from "./client";

/** The catalogue's change counter (see model CatalogueState); 0 before the first change. */
export async function readCatalogueVersion(db: Db): Promise<bigint> {
  const rows = await db.$queryRaw<
    { version: bigint }[]
  >`SELECT "version" FROM "CatalogueState" WHERE "id" = 1`;
  return rows[0]?.version ?? 0n;
}
