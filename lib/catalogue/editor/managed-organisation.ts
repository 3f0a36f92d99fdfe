import type { Actor } from "../../auth/actor";
import { AppError } from "../../errors";

// Who manages an organisation's settings (such as allowLintasOrgReviewer): administrators
// every organisation, a walidata their own.

export function assertMayManageOrganisation(actor: Actor, organisasi: { id: string; kode: string }): void {
  if (actor.role === "ADMIN") return;
  if (actor.role === "WALIDATA" && actor.organisasiId === organisasi.id) return;
  throw new AppError(
    "FORBIDDEN",
    "Hanya administrator atau walidata organisasi ini / administrators or this organisation's walidata only",
    { kode: organisasi.kode },
  );
}

export const organisationNotFound = (kode: string) =>
  new AppError("NOT_FOUND", `Organisasi ${kode} tidak ditemukan / no such organisation`, { kode });
