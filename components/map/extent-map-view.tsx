"use client";

import { Map as MaplibreMap } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { mapStyle } from "./base-style";
import type { ExtentMapProps } from "./extent-map-lazy";
import { bboxPolygon, featureBounds, INDONESIA } from "./geometry";
import { addExtentLayers, addShapeLayers, setupMaplibre } from "./setup-maplibre";

/**
 * The MapLibre part of ExtentMap: the extent as a rectangle, with the source document's boxes
 * and polygons when given, the view fitted to them.
 */
export default function ExtentMapView({ bbox, label, shapes, styleUrl }: ExtentMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!container.current) return;
    setupMaplibre();
    const map = new MaplibreMap({
      container: container.current,
      style: mapStyle(styleUrl),
      bounds: bbox
        ? [bbox.barat, bbox.selatan, bbox.timur, bbox.utara]
        : ((shapes && featureBounds(shapes)) ?? INDONESIA),
      fitBoundsOptions: { padding: 32, maxZoom: 9 },
      attributionControl: false,
      cooperativeGestures: true,
    });
    map.getCanvas().setAttribute("aria-label", label);
    map.on("load", () => {
      if (bbox) {
        addExtentLayers(map, bboxPolygon(bbox));
      }
      if (shapes && shapes.features.length > 0) addShapeLayers(map, shapes);
      setReady(true);
    });
    return () => map.remove();
  }, [bbox, label, shapes, styleUrl]);
  return <div ref={container} data-map-ready={ready ? "true" : "false"} className="h-full w-full" />;
}
