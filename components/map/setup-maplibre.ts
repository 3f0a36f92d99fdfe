import {
  type ExpressionSpecification,
  type LngLatBoundsLike,
  Map as MaplibreMap,
  NavigationControl,
  setWorkerUrl,
} from "maplibre-gl";
import { mapStyle } from "./base-style";
import { DRAW_ORANGE, EXTENT_BLUE } from "./geometry";
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

/**
 * A map to work in (the catalogue's and the editor's): zoom buttons, no rotation or pitch, and
 * the accessible name `label` on its canvas.
 */
export function createInteractiveMap(
  container: HTMLElement,
  options: {
    styleUrl: string | null;
    bounds: LngLatBoundsLike;
    padding: number;
    maxZoom?: number;
    label: string;
  },
): MaplibreMap {
  setupMaplibre();
  const map = new MaplibreMap({
    container,
    style: mapStyle(options.styleUrl),
    bounds: options.bounds,
    // No maxZoom key at all when none is given: an undefined one would replace MapLibre's default.
    fitBoundsOptions:
      options.maxZoom === undefined
        ? { padding: options.padding }
        : { padding: options.padding, maxZoom: options.maxZoom },
    attributionControl: false,
    dragRotate: false,
    pitchWithRotate: false,
  });
  map.touchZoomRotate.disableRotation();
  map.addControl(new NavigationControl({ showCompass: false }), "top-right");
  map.getCanvas().setAttribute("aria-label", options.label);
  return map;
}

/** A record's extent as the "extent" source, drawn as a blue rectangle (record page, editor). */
export function addExtentLayers(map: MaplibreMap, data: GeoJSON.Feature | GeoJSON.FeatureCollection): void {
  map.addSource("extent", { type: "geojson", data });
  map.addLayer({
    id: "extent-fill",
    type: "fill",
    source: "extent",
    paint: { "fill-color": EXTENT_BLUE, "fill-opacity": 0.15 },
  });
  map.addLayer({
    id: "extent-line",
    type: "line",
    source: "extent",
    paint: { "line-color": EXTENT_BLUE, "line-width": 2 },
  });
}

const excluded: ExpressionSpecification = ["==", ["get", "termasuk"], false];
const included: ExpressionSpecification = ["!=", ["get", "termasuk"], false];

/**
 * An imported record's boxes and polygons as the "shapes" source: what the extent includes in
 * thin blue lines over a light fill, what it excludes as dashed orange outlines.
 */
export function addShapeLayers(map: MaplibreMap, data: GeoJSON.FeatureCollection): void {
  map.addSource("shapes", { type: "geojson", data });
  map.addLayer({
    id: "shapes-fill",
    type: "fill",
    source: "shapes",
    filter: ["all", included, ["!=", ["geometry-type"], "Point"]],
    paint: { "fill-color": EXTENT_BLUE, "fill-opacity": 0.08 },
  });
  map.addLayer({
    id: "shapes-line",
    type: "line",
    source: "shapes",
    filter: included,
    paint: { "line-color": EXTENT_BLUE, "line-width": 1.5 },
  });
  map.addLayer({
    id: "shapes-excluded",
    type: "line",
    source: "shapes",
    filter: excluded,
    paint: { "line-color": DRAW_ORANGE, "line-width": 2, "line-dasharray": [2, 2] },
  });
  map.addLayer({
    id: "shapes-point",
    type: "circle",
    source: "shapes",
    filter: ["==", ["geometry-type"], "Point"],
    paint: { "circle-color": EXTENT_BLUE, "circle-radius": 4 },
  });
}
