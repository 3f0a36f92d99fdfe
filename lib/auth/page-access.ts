import type { Peran } from "../db/generated/enums";
import { CATALOGUE_PERMISSIONS } from "./permissions";

// Which roles may open which page of the editor and admin area, as data: pages pass their entry
// to requirePageActor, the header builds its navigation from it, and the role-guard e2e test
// walks it. Record pages add the record-level check of lib/auth/permissions.ts on top.

const EVERY_ROLE: readonly Peran[] = ["ADMIN", "WALIDATA", "PEMERIKSA", "PRODUSEN"];

export const PAGE_ACCESS = {
  dasbor: { path: "/dasbor", roles: EVERY_ROLE },
  metadataBaru: { path: "/metadata/baru", roles: CATALOGUE_PERMISSIONS.create },
  metadataImpor: { path: "/metadata/impor", roles: CATALOGUE_PERMISSIONS.import },
  /** /metadata/[id]: whoever may read the record. */
  metadata: { path: "/metadata", roles: EVERY_ROLE },
  /** /metadata/[id]/ubah: whoever may update the record. */
  metadataUbah: { path: "/metadata", roles: ["ADMIN", "PRODUSEN"] },
  pemeriksaan: { path: "/pemeriksaan", roles: ["ADMIN", "PEMERIKSA"] },
  tinjauan: { path: "/tinjauan", roles: ["ADMIN", "WALIDATA"] },
  admin: { path: "/admin", roles: ["ADMIN"] },
} as const satisfies Record<string, { path: string; roles: readonly Peran[] }>;

export type PageKey = keyof typeof PAGE_ACCESS;

/** Whether a role may open a page of the table. */
export const mayOpen = (role: Peran, page: PageKey): boolean =>
  (PAGE_ACCESS[page].roles as readonly Peran[]).includes(role);
