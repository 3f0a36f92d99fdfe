import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Peran, StatusMetadata } from "../db/generated/enums";
import { allowedMoves, checkMove, examinationOutcome, moveTableMarkdown } from "../workflow/machine";
import { STATUS_METADATA } from "../workflow/statuses";
import {
  may,
  mayCatalogue,
  permissionTableMarkdown,
  type RecordAccess,
  type RecordAction,
} from "./permissions";

// The authorisation matrix against the rules of the accounts issue, written out here on their
// own (not read from the module): every role x action x relation to the record x status.

const ROLES: Peran[] = ["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"];
const STATUSES = STATUS_METADATA;
const ACTIONS: RecordAction[] = ["read", "update", "delete", "qc", "qe", "qa"];
/** How the actor stands to the record. */
const RELATIONS = ["owner", "same organisation", "other organisation", "other, cross-org allowed"] as const;
type Relation = (typeof RELATIONS)[number];

const actorOf = (role: Peran) => ({ userId: "u-actor", role, organisasiId: "org-a" });
function recordFor(relation: Relation, status: StatusMetadata): RecordAccess {
  const sameOrganisation = relation === "owner" || relation === "same organisation";
  return {
    ownerId: relation === "owner" ? "u-actor" : "u-other",
    organisasiId: sameOrganisation ? "org-a" : "org-b",
    status,
    lintasOrg: relation === "other, cross-org allowed",
  };
}

function expected(role: Peran, action: RecordAction, relation: Relation, status: StatusMetadata): boolean {
  const sameOrganisation = relation === "owner" || relation === "same organisation";
  const examinable = sameOrganisation || relation === "other, cross-org allowed";
  switch (role) {
    case "ADMIN": // everything the workflow lets anyone do
      if (action === "delete") return status === "DRAFT";
      if (action === "qc" || action === "qe") return status === "QCQE_PROCESS";
      if (action === "qa") return status === "REVIEW";
      return true;
    case "WALIDATA": // its organisation's records: reading, QA
      if (action === "read") return sameOrganisation;
      return action === "qa" && sameOrganisation && status === "REVIEW";
    case "PEMERIKSA": // QC and QE in QCQE_PROCESS, own organisation or cross-organisation
      if (action === "read") return sameOrganisation || (examinable && status === "QCQE_PROCESS");
      return (action === "qc" || action === "qe") && examinable && status === "QCQE_PROCESS";
    case "PRODUSEN": // reads its organisation's; edits own DRAFT/REJECTED, deletes own DRAFT
      if (action === "read") return sameOrganisation;
      if (action === "update") return relation === "owner" && (status === "DRAFT" || status === "REJECTED");
      if (action === "delete") return relation === "owner" && status === "DRAFT";
      return false;
  }
}

describe("permission matrix", () => {
  it("allows exactly what the rules allow, for every role, action, relation and status", () => {
    const mismatches: string[] = [];
    for (const role of ROLES)
      for (const action of ACTIONS)
        for (const relation of RELATIONS)
          for (const status of STATUSES) {
            const actual = may(actorOf(role), action, recordFor(relation, status));
            if (actual !== expected(role, action, relation, status))
              mismatches.push(`${role} ${action} ${relation} ${status}: ${actual}`);
          }
    expect(mismatches).toEqual([]);
  });

  it("lets administrators and producers create and import records, no one else", () => {
    for (const role of ROLES) {
      const creates = role === "ADMIN" || role === "PRODUSEN";
      expect(mayCatalogue(actorOf(role), "create"), role).toBe(creates);
      expect(mayCatalogue(actorOf(role), "import"), role).toBe(creates);
    }
  });
});

/** The moves of the issue: [from, to, who may make them by hand (relation they need)]. */
const LEGAL: [StatusMetadata, StatusMetadata, (role: Peran, relation: Relation) => boolean][] = [
  [
    "DRAFT",
    "QCQE_PROCESS",
    (role, relation) => role === "ADMIN" || (role === "PRODUSEN" && relation === "owner"),
  ],
  [
    "REJECTED",
    "DRAFT",
    (role, relation) => role === "ADMIN" || (role === "PRODUSEN" && relation === "owner"),
  ],
  ...(
    [
      ["REVIEW", "PUBLISHED"],
      ["REVIEW", "PRIVATE"],
      ["REVIEW", "REJECTED"],
      ["PUBLISHED", "PRIVATE"],
      ["PRIVATE", "PUBLISHED"],
    ] as [StatusMetadata, StatusMetadata][]
  ).map(
    ([from, to]) =>
      [
        from,
        to,
        (role: Peran, relation: Relation) =>
          role === "ADMIN" ||
          (role === "WALIDATA" && (relation === "owner" || relation === "same organisation")),
      ] as [StatusMetadata, StatusMetadata, (role: Peran, relation: Relation) => boolean],
  ),
];

describe("workflow moves", () => {
  it("answers every from x to x role x relation: allowed, forbidden (403) or illegal (409 with the allowed moves)", () => {
    const mismatches: string[] = [];
    for (const from of STATUSES)
      for (const to of STATUSES)
        for (const role of ROLES)
          for (const relation of RELATIONS) {
            const record = recordFor(relation, from);
            const legal = LEGAL.find(([f, t]) => f === from && t === to);
            const check = checkMove(actorOf(role), record, to);
            const want = !legal ? "ILLEGAL" : legal[2](role, relation) ? "OK" : "FORBIDDEN";
            const got = check.ok ? "OK" : check.reason;
            if (got !== want) mismatches.push(`${role} ${relation} ${from}->${to}: ${got}, expected ${want}`);
            if (!check.ok && check.reason === "ILLEGAL") {
              const mine = LEGAL.filter(([f, , who]) => f === from && who(role, relation)).map(([, t]) => t);
              expect(check.allowed.sort()).toEqual(mine.sort());
            }
          }
    expect(mismatches).toEqual([]);
  });

  it("never moves a record out of QCQE_PROCESS by hand: only signing QC and QE does", () => {
    const record = recordFor("owner", "QCQE_PROCESS");
    for (const role of ROLES) expect(allowedMoves(actorOf(role), record)).toEqual([]);
    expect(examinationOutcome(true, true)).toBe("REVIEW");
    expect(examinationOutcome(true, null)).toBeNull();
    expect(examinationOutcome(null, null)).toBeNull();
    expect(examinationOutcome(false, null)).toBe("REJECTED");
    expect(examinationOutcome(true, false)).toBe("REJECTED");
  });
});

describe("README", () => {
  it("prints the permission matrix and the workflow moves exactly as the code has them", () => {
    const readme = readFileSync(path.resolve(import.meta.dirname, "../../README.md"), "utf8");
    expect(readme).toContain(permissionTableMarkdown());
    expect(readme).toContain(moveTableMarkdown());
  });
});
