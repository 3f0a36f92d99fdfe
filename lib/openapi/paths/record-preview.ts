import { z } from "zod";
import { ZRecordContent } from "../../schemas/record-input";
import { ZRecordExportQuery } from "../../schemas/xml-download";
import {
  errorResponse,
  type OpenApiPathModule,
  SESSION_SECURITY as security,
  signedInResponses as signedIn,
} from "../responses";

// The editor's XML preview: a record body encoded like an export, without storing it.

export const recordPreviewPaths: OpenApiPathModule = {
  tags: [], // "Metadata" is declared by the session API module
  paths: {
    "/api/metadata/pratinjau": {
      post: {
        operationId: "previewRecordXml",
        tags: ["Metadata"],
        summary: "Pratinjau XML ISO / ISO XML of a record body, not stored",
        description:
          'The body is a RecordInput (as for `POST /api/metadata`), checked by the same rules; the response is the ISO XML the export would write for it (fileIdentifier "pratinjau" unless the body names one; the signed-in user\'s organisation as the fallback contact). Nothing is stored. `Cache-Control: private, no-store`. Roles: ADMIN, PRODUSEN.',
        security,
        requestParams: { query: ZRecordExportQuery },
        requestBody: { required: true, content: { "application/json": { schema: ZRecordContent } } },
        responses: {
          "200": {
            description: "Dokumen XML / the XML document.",
            content: { "application/xml": { schema: z.string() } },
          },
          "400": errorResponse(
            "Isian atau format tidak valid / invalid fields (each named in details.fields) or format (VALIDATION_FAILED).",
          ),
          ...signedIn,
        },
      },
    },
  },
};
