"use client";

import { Map as MaplibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { mapStyle } from "./base-style";
import type { ExtentMapProps } from "./extent-map-lazy";
import { bboxPolygon, EXTENT_BLUE, INDONESIA } from "./geometry";
import { setupMaplibre } from "./setup-maplibre";

/** The MapLibre part of ExtentMap: the extent as a rectangle, the view fitted to it. */
export default function ExtentMapView({ bbox, label, styleUrl }: ExtentMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    setupMaplibre();
    const map = new MaplibreMap({
      container: container.current,
      style: mapStyle(styleUrl),
      bounds: bbox ? [bbox.barat, bbox.selatan, bbox.timur, bbox.utara] : INDONESIA,
      fitBoundsOptions: { padding: 32, maxZoom: 9 },
      attributionControl: false,
      cooperativeGestures: true,
    });
    map.getCanvas().setAttribute("aria-label", label);
    map.on("load", () => {
      if (bbox) {
        map.addSource("extent", { type: "geojson", data: bboxPolygon(bbox) });
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
      setReady(true);
    });
    return () => map.remove();
  }, [bbox, label, styleUrl]);
  return <div ref={container} data-map-ready={ready ? "true" : "false"} className="h-full w-full" />;
}
