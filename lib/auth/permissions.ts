import type { Peran, StatusMetadata } from "../db/generated/enums";
import { AppError } from "../errors";
import type { Actor } from "./actor";

// Who may do what to which record: the permission matrix of the accounts issue, as data. Every
// use case asks `may` (or `assertMay`) here and nowhere else; the README prints this table
// (permissionTableMarkdown, checked by a test). Status changes are listed with their own
// moves in lib/workflow/machine.ts, which asks this module whether the record is in reach.
//
// Reach says which records a grant covers:
//  - all:          every record (administrators);
//  - organisation: records of the actor's organisation;
//  - own:          records the actor owns;
//  - examinable:   records of the actor's organisation, or of an organisation that lets
//                  examiners of other organisations check its records (allowLintasOrgReviewer).

export type Reach = "all" | "organisation" | "own" | "examinable";

export type RecordAction =
  | "read" // GET /api/metadata/{id}, the list, GET .../export/xml
  | "update" // PATCH /api/metadata/{id}
  | "delete" // DELETE /api/metadata/{id}
  | "qc" // POST /api/metadata/{id}/kualitas/qc
  | "qe" // POST /api/metadata/{id}/kualitas/qe
  | "qa"; // POST /api/metadata/{id}/kualitas/qa

/** Actions that concern no record yet. */
export type CatalogueAction = "create" | "import";

export interface Grant {
  reach: Reach;
  /** The statuses the record must be in; all when absent. */
  statuses?: readonly StatusMetadata[];
}

const ALL: Grant[] = [{ reach: "all" }];

export const RECORD_PERMISSIONS: Record<RecordAction, Record<Peran, readonly Grant[]>> = {
  read: {
    ADMIN: ALL,
    WALIDATA: [{ reach: "organisation" }],
    PEMERIKSA: [{ reach: "organisation" }, { reach: "examinable", statuses: ["QCQE_PROCESS"] }],
    PRODUSEN: [{ reach: "organisation" }],
  },
  update: {
    ADMIN: ALL,
    WALIDATA: [],
    PEMERIKSA: [],
    PRODUSEN: [{ reach: "own", statuses: ["DRAFT", "REJECTED"] }],
  },
  delete: {
    ADMIN: [{ reach: "all", statuses: ["DRAFT"] }],
    WALIDATA: [],
    PEMERIKSA: [],
    PRODUSEN: [{ reach: "own", statuses: ["DRAFT"] }],
  },
  qc: {
    ADMIN: [{ reach: "all", statuses: ["QCQE_PROCESS"] }],
    WALIDATA: [],
    PEMERIKSA: [{ reach: "examinable", statuses: ["QCQE_PROCESS"] }],
    PRODUSEN: [],
  },
  qe: {
    ADMIN: [{ reach: "all", statuses: ["QCQE_PROCESS"] }],
    WALIDATA: [],
    PEMERIKSA: [{ reach: "examinable", statuses: ["QCQE_PROCESS"] }],
    PRODUSEN: [],
  },
  qa: {
    ADMIN: [{ reach: "all", statuses: ["REVIEW"] }],
    WALIDATA: [{ reach: "organisation", statuses: ["REVIEW"] }],
    PEMERIKSA: [],
    PRODUSEN: [],
  },
};

export const CATALOGUE_PERMISSIONS: Record<CatalogueAction, readonly Peran[]> = {
  create: ["ADMIN", "PRODUSEN"],
  import: ["ADMIN", "PRODUSEN"],
};

/** What a permission check needs to know of a record. */
export interface RecordAccess {
  ownerId: string;
  organisasiId: string;
  status: StatusMetadata;
  /** Whether the record's organisation has allowLintasOrgReviewer on. */
  lintasOrg: boolean;
}

/** The columns recordAccess needs, to select with a record. */
export const RECORD_ACCESS_SELECT = {
  ownerId: true,
  organisasiId: true,
  status: true,
  organisasi: { select: { allowLintasOrgReviewer: true } },
} as const;

/** The access facts of a loaded record (its organisation's cross-organisation flag included). */
export const recordAccess = (record: {
  ownerId: string;
  organisasiId: string;
  status: StatusMetadata;
  organisasi: { allowLintasOrgReviewer: boolean };
}): RecordAccess => ({
  ownerId: record.ownerId,
  organisasiId: record.organisasiId,
  status: record.status,
  lintasOrg: record.organisasi.allowLintasOrgReviewer,
});

export function inReach(actor: Actor, reach: Reach, record: RecordAccess): boolean {
  switch (reach) {
    case "all":
      return true;
    case "organisation":
      return record.organisasiId === actor.organisasiId;
    case "own":
      return record.ownerId === actor.userId;
    case "examinable":
      return record.organisasiId === actor.organisasiId || record.lintasOrg;
  }
}

const grants = (grantList: readonly Grant[], actor: Actor, record: RecordAccess) =>
  grantList.some(
    (grant) =>
      inReach(actor, grant.reach, record) && (!grant.statuses || grant.statuses.includes(record.status)),
  );

/** Whether the actor may do `action` to the record. */
export const may = (actor: Actor, action: RecordAction, record: RecordAccess): boolean =>
  grants(RECORD_PERMISSIONS[action][actor.role], actor, record);

/**
 * Throws unless the actor may do `action` to the record: CONFLICT (409) when the actor could,
 * but not in the record's current status (deleting a submitted record, examining a record not
 * in QCQE_PROCESS); FORBIDDEN (403) otherwise. Reading is never a status conflict.
 */
export function assertMay(actor: Actor, action: RecordAction, record: RecordAccess): void {
  if (may(actor, action, record)) return;
  const inReachGrants = RECORD_PERMISSIONS[action][actor.role].filter((grant) =>
    inReach(actor, grant.reach, record),
  );
  if (action !== "read" && inReachGrants.length > 0) {
    const statuses = [...new Set(inReachGrants.flatMap((grant) => grant.statuses ?? []))];
    throw new AppError(
      "CONFLICT",
      `Tidak dapat dilakukan pada metadata berstatus ${record.status} / not possible in this status`,
      { action, status: record.status, statusDiizinkan: statuses },
    );
  }
  throw new AppError("FORBIDDEN", "Anda tidak berhak atas metadata ini / not allowed for this record", {
    action,
    status: record.status,
  });
}

/** Whether the actor's role may do a catalogue-wide action. */
export const mayCatalogue = (actor: Actor, action: CatalogueAction): boolean =>
  CATALOGUE_PERMISSIONS[action].includes(actor.role);

/** The roles in the order the README tables list them. */
export const ROLES: readonly Peran[] = ["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"];
const REACH_LABEL: Record<Reach, string> = {
  all: "all",
  organisation: "own organisation",
  own: "own records",
  examinable: "own or cross-organisation",
};

function describeGrants(grantList: readonly Grant[]): string {
  if (grantList.length === 0) return "–";
  return grantList
    .map((grant) => `${REACH_LABEL[grant.reach]}${grant.statuses ? ` (${grant.statuses.join(", ")})` : ""}`)
    .join("; ");
}

/** The matrix as the Markdown table the README shows. */
export function permissionTableMarkdown(): string {
  const rows = [
    `| Action | ${ROLES.join(" | ")} |`,
    `|---|${ROLES.map(() => "---").join("|")}|`,
    ...(Object.keys(RECORD_PERMISSIONS) as RecordAction[]).map(
      (action) =>
        `| ${action} | ${ROLES.map((role) => describeGrants(RECORD_PERMISSIONS[action][role])).join(" | ")} |`,
    ),
    ...(Object.keys(CATALOGUE_PERMISSIONS) as CatalogueAction[]).map(
      (action) =>
        `| ${action} | ${ROLES.map((role) => (CATALOGUE_PERMISSIONS[action].includes(role) ? "yes" : "–")).join(" | ")} |`,
    ),
  ];
  return rows.join("\n");
}
