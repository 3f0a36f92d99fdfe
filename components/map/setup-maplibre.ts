import { setWorkerUrl } from "maplibre-gl";
import "maplibre-gl/dist/maplibre-gl.css";

// Under Turbopack MapLibre cannot locate its worker by itself: it is served from public/
// (a verbatim copy of node_modules/maplibre-gl/dist/maplibre-gl-worker.mjs; a unit test keeps
// the two identical, so an upgrade of maplibre-gl that forgets the copy fails the tests).
export const WORKER_URL = "/maplibre/maplibre-gl-worker.mjs";

let done = false;

/** Call before creating the first map. */
export function setupMaplibre(): void {
  if (done) return;
  setWorkerUrl(WORKER_URL);
  done = true;
}
