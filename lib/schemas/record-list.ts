import { z } from "zod";
import { STATUS_METADATA } from "../workflow/statuses";
import { MAX_PAGE_SIZE, param, positiveInt } from "./public-metadata";

// GET /api/metadata (spec 4.2): the records the signed-in user may read, scoped by role.

export const DEFAULT_LIST_PAGE_SIZE = 20;

export const ZRecordListQuery = z.object({
  status: param(z.enum(STATUS_METADATA).optional()).meta({ description: "Only records in this status." }),
  q: param(
    z.string().max(200, { error: "q maksimal 200 karakter / at most 200 characters" }).optional(),
  ).meta({
    description: "Full-text search over title, abstract and keywords (as in the public list).",
  }),
  page: param(positiveInt("page").optional()).meta({ description: "Page number, from 1 (default 1)." }),
  pageSize: param(positiveInt("pageSize").optional()).meta({
    description: `Records per page (default ${DEFAULT_LIST_PAGE_SIZE}); values above ${MAX_PAGE_SIZE} are clamped to ${MAX_PAGE_SIZE}.`,
  }),
});
export type TRecordListQuery = z.output<typeof ZRecordListQuery>;

export const ZRecordListItem = z
  .object({
    id: z.string(),
    fileIdentifier: z.string().nullable(),
    judul: z.string(),
    status: z.enum(STATUS_METADATA),
    tipeData: z.string(),
    organisasi: z.object({ kode: z.string(), nama: z.string() }),
    pemilik: z.object({ id: z.string(), namaLengkap: z.string() }),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    publishedAt: z.iso.datetime().nullable(),
    version: z.number().int(),
    statusBerikut: z.array(z.enum(STATUS_METADATA)).meta({
      description: "Statuses the signed-in user may move this record to (POST /api/metadata/{id}/status).",
    }),
  })
  .meta({ id: "RecordListItem" });

export const ZRecordList = z
  .object({
    records: z.array(ZRecordListItem),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({
    id: "RecordList",
    description:
      "Newest change first; with q, most relevant first (title matches, then title and keyword matches, then the rest; newest change first within each).",
  });
export type TRecordList = z.infer<typeof ZRecordList>;
