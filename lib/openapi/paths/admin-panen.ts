import { z } from "zod";
import {
  ZHarvestRun,
  ZHarvestRunReport,
  ZHarvestSourceInput,
  ZHarvestSourceTest,
  ZHarvestSourceView,
} from "../../schemas/harvest-source";
import {
  errorResponse,
  json,
  noContent,
  type OpenApiPathModule,
  SESSION_SECURITY as security,
  signedInResponses as signedIn,
} from "../responses";

// Harvesting other catalogues (README: Harvesting other catalogues): sources, runs, reports.

const tags = ["Admin"];
const id = z.object({ id: z.string() });
const runId = z.object({ runId: z.string() });
const body = { required: true, content: { "application/json": { schema: ZHarvestSourceInput } } };
const notFound = errorResponse("Tidak ditemukan / no such source or run (NOT_FOUND).");
const invalid = errorResponse("Isian tidak valid / invalid fields (VALIDATION_FAILED, details.fields).");

export const adminPanenPaths: OpenApiPathModule = {
  tags: [],
  paths: {
    "/api/admin/panen": {
      get: {
        operationId: "listHarvestSources",
        tags,
        summary: "Sumber panen / harvest sources",
        security,
        responses: {
          "200": json("Sumber / the sources.", z.object({ data: z.array(ZHarvestSourceView) })),
          ...signedIn,
        },
      },
      post: {
        operationId: "createHarvestSource",
        tags,
        summary: "Tambah sumber panen / add a harvest source",
        description: "ADMIN. Credentials are stored encrypted and never shown again (`adaKredensial`).",
        security,
        requestBody: body,
        responses: { "201": json("Dibuat / created.", ZHarvestSourceView), "400": invalid, ...signedIn },
      },
    },
    "/api/admin/panen/uji": {
      post: {
        operationId: "testHarvestSource",
        tags,
        summary: "Uji koneksi / test connection",
        description:
          "What the remote offers for the source as given, or why it cannot be used (not an error: `ok: false`). With `sumber`, a saved source's stored credentials are used unless the body gives some.",
        security,
        requestParams: {
          query: z.object({ sumber: z.string().optional().meta({ description: "A saved source's id." }) }),
        },
        requestBody: body,
        responses: { "200": json("Hasil uji / the test.", ZHarvestSourceTest), "400": invalid, ...signedIn },
      },
    },
    "/api/admin/panen/{id}": {
      get: {
        operationId: "getHarvestSource",
        tags,
        summary: "Satu sumber panen / one harvest source",
        security,
        requestParams: { path: id },
        responses: { "200": json("Sumber / the source.", ZHarvestSourceView), "404": notFound, ...signedIn },
      },
      put: {
        operationId: "replaceHarvestSource",
        tags,
        summary: "Ubah sumber panen / replace a harvest source",
        description: "`kredensial` left out keeps the stored credentials; null removes them.",
        security,
        requestParams: { path: id },
        requestBody: body,
        responses: {
          "200": json("Tersimpan / stored.", ZHarvestSourceView),
          "400": invalid,
          "404": notFound,
          ...signedIn,
        },
      },
      delete: {
        operationId: "deleteHarvestSource",
        tags,
        summary: "Hapus sumber panen / delete a harvest source",
        description:
          "Its run history goes; its records stay, as records of their organisation. 409 while a run is going on.",
        security,
        requestParams: { path: id },
        responses: {
          "204": noContent("Dihapus / deleted."),
          "404": notFound,
          "409": errorResponse("Panen berjalan / a run is going on (CONFLICT)."),
          ...signedIn,
        },
      },
    },
    "/api/admin/panen/{id}/jalankan": {
      post: {
        operationId: "runHarvestSource",
        tags,
        summary: "Panen sekarang / run now",
        description: "Queues a run that walks the whole source; a harvest worker takes it within seconds.",
        security,
        requestParams: { path: id },
        responses: {
          "202": json("Antre / queued.", ZHarvestRun),
          "404": notFound,
          "409": errorResponse("Sudah antre atau berjalan / already queued or running (CONFLICT)."),
          ...signedIn,
        },
      },
    },
    "/api/admin/panen/{id}/riwayat": {
      get: {
        operationId: "listHarvestRuns",
        tags,
        summary: "Riwayat panen / the source's runs, newest first",
        security,
        requestParams: { path: id },
        responses: {
          "200": json("Panen / the runs.", z.object({ data: z.array(ZHarvestRun) })),
          "404": notFound,
          ...signedIn,
        },
      },
    },
    "/api/admin/panen/riwayat/{runId}": {
      get: {
        operationId: "getHarvestRunReport",
        tags,
        summary: "Laporan panen / a run's report",
        security,
        requestParams: { path: runId },
        responses: { "200": json("Laporan / the report.", ZHarvestRunReport), "404": notFound, ...signedIn },
      },
    },
    "/api/admin/panen/riwayat/{runId}/batal": {
      post: {
        operationId: "cancelHarvestRun",
        tags,
        summary: "Batalkan panen / cancel a run",
        security,
        requestParams: { path: runId },
        responses: {
          "200": json("Dibatalkan atau akan berhenti / cancelled, or stopping after its page.", ZHarvestRun),
          "404": notFound,
          "409": errorResponse("Sudah berakhir / the run has ended (CONFLICT)."),
          ...signedIn,
        },
      },
    },
  },
};
