import type { Actor } from "../../auth/actor";
import { RECORD_PERMISSIONS, type Reach } from "../../auth/permissions";
import { Prisma } from "../../db/generated/client";

// The records an actor may read, as SQL over "Metadata" m, derived from the read grants of the
// permission matrix (lib/auth/permissions.ts), so the list can never show what GET /{id} refuses.

function reachCondition(actor: Actor, reach: Reach): Prisma.Sql {
  switch (reach) {
    case "all":
      return Prisma.sql`TRUE`;
    case "organisation":
      return Prisma.sql`m."organisasiId" = ${actor.organisasiId}`;
    case "own":
      return Prisma.sql`m."ownerId" = ${actor.userId}`;
    case "examinable":
      return Prisma.sql`(m."organisasiId" = ${actor.organisasiId} OR EXISTS (SELECT 1 FROM "Organisasi" ro
        WHERE ro."id" = m."organisasiId" AND ro."allowLintasOrgReviewer"))`;
  }
}

/** m is readable by the actor (FALSE for a role without read grants). */
export function readableWhere(actor: Actor): Prisma.Sql {
  const grants = RECORD_PERMISSIONS.read[actor.role];
  if (grants.length === 0) return Prisma.sql`FALSE`;
  const each = grants.map((grant) =>
    grant.statuses
      ? Prisma.sql`(${reachCondition(actor, grant.reach)} AND m."status"::text IN (${Prisma.join([...grant.statuses])}))`
      : reachCondition(actor, grant.reach),
  );
  return Prisma.sql`(${Prisma.join(each, " OR ")})`;
}
