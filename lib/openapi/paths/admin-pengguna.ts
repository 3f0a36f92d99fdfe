import { z } from "zod";
import {
  ZCreatePenggunaRequest,
  ZPengguna,
  ZPenggunaList,
  ZPenggunaListQuery,
  ZPenggunaWithPassword,
  ZResetPasswordRequest,
  ZUpdatePenggunaRequest,
} from "../../schemas/admin-pengguna";
import {
  errorResponse,
  json,
  type OpenApiPathModule,
  SESSION_SECURITY as security,
  signedInResponses as signedIn,
} from "../responses";

// Administration of user accounts (issue 8): list, create, change, deactivate, reset password.

const idParam = z.object({ id: z.string().meta({ example: "3f6c1a8e-2b7d-4c1e-9a55-0d8f3b2e6a10" }) });
const invalid = errorResponse(
  "Isian tidak valid; details.fields menyebut isiannya / invalid fields, named in details.fields (VALIDATION_FAILED).",
);
const notFound = errorResponse("Pengguna tidak ditemukan / no such user (NOT_FOUND).");
const body = (schema: z.ZodType, required = true) => ({
  required,
  content: { "application/json": { schema } },
});

export const adminPenggunaPaths: OpenApiPathModule = {
  tags: [],
  paths: {
    "/api/admin/pengguna": {
      get: {
        operationId: "listPengguna",
        tags: ["Admin"],
        summary: "Daftar pengguna / list user accounts",
        description:
          "ADMIN. Filters by organisation code, role and state; `q` searches name, e-mail and NIP.",
        security,
        requestParams: { query: ZPenggunaListQuery },
        responses: { "200": json("Pengguna / the accounts.", ZPenggunaList), "400": invalid, ...signedIn },
      },
      post: {
        operationId: "createPengguna",
        tags: ["Admin"],
        summary: "Buat pengguna / create a user account",
        description:
          "ADMIN. Without `password` a 16-character one is generated and returned once in `passwordSementara`. Audited.",
        security,
        requestBody: body(ZCreatePenggunaRequest),
        responses: {
          "201": json("Dibuat / created.", ZPenggunaWithPassword),
          "400": invalid,
          "409": errorResponse("Surel sudah dipakai / the e-mail is already in use (CONFLICT).", {
            code: "CONFLICT",
            message: "Surel budi@big.contoh.go.id sudah dipakai / the e-mail is already in use",
            details: { fields: [{ field: "email", message: "Surel sudah dipakai / e-mail already in use" }] },
          }),
          ...signedIn,
        },
      },
    },
    "/api/admin/pengguna/{id}": {
      patch: {
        operationId: "updatePengguna",
        tags: ["Admin"],
        summary: "Ubah pengguna / change, deactivate or reactivate a user account",
        description:
          "ADMIN. Changing the role, or `aktif: false`, ends the user's sessions at once (a new organisation applies from the next request). An administrator cannot deactivate or demote themselves (422). Audited.",
        security,
        requestParams: { path: idParam },
        requestBody: body(ZUpdatePenggunaRequest),
        responses: {
          "200": json("Tersimpan / saved.", ZPengguna),
          "400": invalid,
          "404": notFound,
          "422": errorResponse(
            "Mengunci diri sendiri / an administrator locking themselves out (UNPROCESSABLE).",
          ),
          ...signedIn,
        },
      },
    },
    "/api/admin/pengguna/{id}/reset-password": {
      post: {
        operationId: "resetPenggunaPassword",
        tags: ["Admin"],
        summary: "Atur ulang kata sandi / reset a user's password",
        description:
          "ADMIN. Sets a temporary password (generated unless `password` is given; returned once), ends the user's sessions and lifts a login lock-out. The body may be empty. Audited.",
        security,
        requestParams: { path: idParam },
        requestBody: body(ZResetPasswordRequest, false),
        responses: {
          "200": json("Kata sandi baru / the new password.", ZPenggunaWithPassword),
          "400": invalid,
          "404": notFound,
          ...signedIn,
        },
      },
    },
  },
};
