import type { Actor } from "../auth/actor";
import { inReach, type Reach, type RecordAccess, ROLES } from "../auth/permissions";
import type { Peran, StatusMetadata } from "../db/generated/enums";

// The publication workflow as one pure table: each legal move between statuses, who may make
// it (role and the reach of lib/auth/permissions.ts), and what it needs. Applying a move (in
// a transaction, with history, notifications and the catalogue version) is the job of
// transition-record.ts; this module only answers whether a move is allowed.

export type MoveRequirement =
  /** The mandatory ISO elements are present (422 listing what is missing). */
  | "completeness"
  /** A signed QA document exists. */
  | "signedQa"
  /** A note (catatan) says why. */
  | "note";

export interface Move {
  from: StatusMetadata;
  to: StatusMetadata;
  /** Roles that may make the move by hand, with the records they reach. */
  by: Partial<Record<Peran, Reach>>;
  /** Made by signing the QC and QE documents, never through the status endpoint. */
  byExamination?: true;
  requires?: MoveRequirement;
}

const OWNER = { PRODUSEN: "own", ADMIN: "all" } as const;
const CUSTODIAN = { WALIDATA: "organisation", ADMIN: "all" } as const;

export const MOVES: readonly Move[] = [
  { from: "DRAFT", to: "QCQE_PROCESS", by: OWNER, requires: "completeness" },
  { from: "QCQE_PROCESS", to: "REVIEW", by: {}, byExamination: true },
  { from: "QCQE_PROCESS", to: "REJECTED", by: {}, byExamination: true },
  { from: "REJECTED", to: "DRAFT", by: OWNER },
  { from: "REVIEW", to: "PUBLISHED", by: CUSTODIAN, requires: "signedQa" },
  { from: "REVIEW", to: "PRIVATE", by: CUSTODIAN },
  { from: "REVIEW", to: "REJECTED", by: CUSTODIAN, requires: "note" },
  { from: "PUBLISHED", to: "PRIVATE", by: CUSTODIAN },
  { from: "PRIVATE", to: "PUBLISHED", by: CUSTODIAN },
];

export type MoveCheck =
  | { ok: true; move: Move }
  /** No such move from the record's status (409): `allowed` lists the moves the actor may make. */
  | { ok: false; reason: "ILLEGAL"; allowed: StatusMetadata[] }
  /** The move exists, but not for this actor or this record (403). */
  | { ok: false; reason: "FORBIDDEN" };

const mayMake = (actor: Actor, move: Move, record: RecordAccess): boolean => {
  const reach = move.by[actor.role];
  return reach !== undefined && inReach(actor, reach, record);
};

/** The statuses the actor may move the record to by hand. */
export const allowedMoves = (actor: Actor, record: RecordAccess): StatusMetadata[] =>
  MOVES.filter((move) => move.from === record.status && mayMake(actor, move, record)).map((move) => move.to);

/** Whether the actor may move the record to `to` through the status endpoint. */
export function checkMove(actor: Actor, record: RecordAccess, to: StatusMetadata): MoveCheck {
  const move = MOVES.find((candidate) => candidate.from === record.status && candidate.to === to);
  if (!move || move.byExamination)
    return { ok: false, reason: "ILLEGAL", allowed: allowedMoves(actor, record) };
  return mayMake(actor, move, record) ? { ok: true, move } : { ok: false, reason: "FORBIDDEN" };
}

/**
 * Where signing QC and QE leads a record in QCQE_PROCESS: REVIEW when both are signed as
 * conforming, REJECTED as soon as either is signed as not conforming, nowhere while one is missing.
 */
export function examinationOutcome(qc: boolean | null, qe: boolean | null): StatusMetadata | null {
  if (qc === false || qe === false) return "REJECTED";
  return qc === true && qe === true ? "REVIEW" : null;
}

/** The moves as the Markdown table the README shows. */
export function moveTableMarkdown(): string {
  const who = (move: Move) =>
    move.byExamination
      ? "signing QC and QE"
      : ROLES.filter((role) => move.by[role])
          .map((role) => `${role} (${move.by[role]})`)
          .join(", ");
  return [
    "| From | To | Who | Needs |",
    "|---|---|---|---|",
    ...MOVES.map((move) => `| ${move.from} | ${move.to} | ${who(move)} | ${move.requires ?? "–"} |`),
  ].join("\n");
}
