import "server-only";
import { getDb } from "../../db/client";

// A service record names the data it serves by uuidref (operatesOn, coupledResource): the
// metadata identifier of that data's record. The record page links those that are published
// records of this catalogue, known by their fileIdentifier or their id.

/** At most this many identifiers are looked up (a service rarely couples more datasets). */
const MAX_IDENTIFIERS = 200;

/** The id of the published record each identifier names, for those that name one. */
export async function findPublishedIdsByIdentifier(identifiers: string[]): Promise<Record<string, string>> {
  const wanted = [...new Set(identifiers)].slice(0, MAX_IDENTIFIERS);
  if (wanted.length === 0) return {};
  const db = await getDb();
  const rows = await db.metadata.findMany({
    where: { status: "PUBLISHED", OR: [{ fileIdentifier: { in: wanted } }, { id: { in: wanted } }] },
    select: { id: true, fileIdentifier: true },
  });
  const found: Record<string, string> = {};
  for (const identifier of wanted) {
    const row =
      rows.find((candidate) => candidate.fileIdentifier === identifier) ??
      rows.find((candidate) => candidate.id === identifier);
    if (row) found[identifier] = row.id;
  }
  return found;
}
