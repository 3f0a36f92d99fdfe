import type { StyleSpecification } from "maplibre-gl";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import land from "world-atlas/land-110m.json";

// The offline basemap: land from world-atlas (shipped with the app) and a graticule made here.
// No tiles, glyphs or sprites, so the map works without any network beyond this site.

const SEA = "#dbeafe";
const LAND = "#f8fafc";
const COAST = "#94a3b8";
const GRID = "#bfdbfe";

function graticule(step = 10): GeoJSON.FeatureCollection {
  const lines: GeoJSON.Position[][] = [];
  for (let lon = -180; lon <= 180; lon += step) {
    lines.push(Array.from({ length: 17 }, (_, i) => [lon, -80 + i * 10]));
  }
  for (let lat = -80; lat <= 80; lat += step) {
    lines.push(Array.from({ length: 37 }, (_, i) => [-180 + i * 10, lat]));
  }
  return {
    type: "FeatureCollection",
    features: [
      { type: "Feature", properties: {}, geometry: { type: "MultiLineString", coordinates: lines } },
    ],
  };
}

let cached: StyleSpecification | null = null;

/** The built-in style (computed once per page). */
export function offlineStyle(): StyleSpecification {
  if (cached) return cached;
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  cached = {
    version: 8,
    sources: {
      land: { type: "geojson", data: feature(topology, topology.objects.land) },
      graticule: { type: "geojson", data: graticule() },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": SEA } },
      {
        id: "graticule",
        type: "line",
        source: "graticule",
        paint: { "line-color": GRID, "line-width": 0.6 },
      },
      { id: "land", type: "fill", source: "land", paint: { "fill-color": LAND } },
      { id: "coast", type: "line", source: "land", paint: { "line-color": COAST, "line-width": 0.8 } },
    ],
  };
  return cached;
}

/** A deployment's online style (MAP_STYLE_URL) when it has one, otherwise the offline one. */
export const mapStyle = (styleUrl: string | null | undefined): string | StyleSpecification =>
  styleUrl ? styleUrl : offlineStyle();
