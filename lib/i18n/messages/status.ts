import type { StatusMetadata } from "../../db/generated/enums";
import { defineMessages } from "../locale";

// The names of the record statuses, for every screen that shows one.

export const statusMessages = defineMessages<Record<StatusMetadata, string>>({
  id: {
    DRAFT: "Draf",
    QCQE_PROCESS: "Proses QC/QE",
    REVIEW: "Tinjauan",
    PUBLISHED: "Terbit",
    REJECTED: "Ditolak",
    PRIVATE: "Privat",
  },
  en: {
    DRAFT: "Draft",
    QCQE_PROCESS: "QC/QE in progress",
    REVIEW: "In review",
    PUBLISHED: "Published",
    REJECTED: "Rejected",
    PRIVATE: "Private",
  },
});
