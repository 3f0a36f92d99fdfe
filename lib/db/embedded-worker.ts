// The thread of `npm start` that owns the embedded database (serveEmbeddedInWorker in
// embedded.ts): opens, migrates and serves it on loopback, and stops it when told.
import { parentPort, workerData } from "node:worker_threads";
import { type EmbeddedPlace, type EmbeddedWorkerMessage, serveEmbedded } from "./embedded";

const port = parentPort;
if (!port) throw new Error("lib/db/embedded-worker.ts runs as a worker thread (serveEmbeddedInWorker)");
const post = (message: EmbeddedWorkerMessage) => port.postMessage(message);

try {
  const served = await serveEmbedded(workerData as EmbeddedPlace);
  // Asked to stop: the thread ends once the socket and the database are closed.
  port.once("message", () => void served.stop().finally(() => port.close()));
  post({ url: served.url, applied: served.applied });
} catch (error) {
  post({ failed: (error as Error).message });
  port.close();
}
