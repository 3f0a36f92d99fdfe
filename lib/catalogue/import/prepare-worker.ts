import { parentPort } from "node:worker_threads";
import { isAppError } from "../../errors";
import { prepareImportDocument } from "./prepare-document";
import type { PrepareRequest, PrepareResponse } from "./prepare-in-workers";

// A worker thread of prepare-in-workers.ts: prepares the documents it is sent, one at a time.

parentPort?.on("message", ({ id, actor, document, options }: PrepareRequest) => {
  let response: PrepareResponse;
  try {
    response = { id, prepared: prepareImportDocument(actor, document, options) };
  } catch (error) {
    response = isAppError(error)
      ? { id, refused: { code: error.code, message: error.message, details: error.details } }
      : { id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(response);
});
