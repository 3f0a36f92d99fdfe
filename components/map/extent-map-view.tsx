"use client";

import { Map as MaplibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { mapStyle } from "./base-style";
import type { ExtentMapProps } from "./extent-map-lazy";
import { bboxPolygon, INDONESIA } from "./geometry";
import { addExtentLayers, setupMaplibre } from "./setup-maplibre";

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
        addExtentLayers(map, bboxPolygon(bbox));
      }
      setReady(true);
    });
    return () => map.remove();
  }, [bbox, label, styleUrl]);
  return <div ref={container} data-map-ready={ready ? "true" : "false"} className="h-full w-full" />;
}
