"use client";

import {
  type ExpressionSpecification,
  type GeoJSONSource,
  Map as MaplibreMap,
  NavigationControl,
} from "maplibre-gl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { katalogHref } from "@/components/catalogue/katalog-url";
import { mapStyle } from "./base-style";
import type { CatalogueMapProps } from "./catalogue-map-lazy";
import { bboxPolygon, DRAW_ORANGE, EMPTY_COLLECTION, EXTENT_BLUE, INDONESIA, toBboxParams } from "./geometry";
import { setupMaplibre } from "./setup-maplibre";
import { useCardSync } from "./use-card-sync";
import { MAP_BUTTON, useDrawBox } from "./use-draw-box";

function activeBox(params: CatalogueMapProps["params"]): [number, number, number, number] | null {
  const values = [params.bboxW, params.bboxS, params.bboxE, params.bboxN].map(Number);
  return params.bboxN && values.every(Number.isFinite) ? (values as [number, number, number, number]) : null;
}

/** MapLibre map of the result page's footprints, with a draw-a-box tool and "search this area". */
export default function CatalogueMapView({ footprints, params, styleUrl, t }: CatalogueMapProps) {
  const router = useRouter();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const [drawing, setDrawing] = useState(false);
  const box = activeBox(params);
  const boxKey = box?.join() ?? "";

  // The map is created once per mount; later props update its sources below.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once per mount
  useEffect(() => {
    if (!container.current) return;
    setupMaplibre();
    const created = new MaplibreMap({
      container: container.current,
      style: mapStyle(styleUrl),
      bounds: box ?? INDONESIA,
      fitBoundsOptions: { padding: 24 },
      attributionControl: false,
      dragRotate: false,
      pitchWithRotate: false,
    });
    created.touchZoomRotate.disableRotation();
    created.addControl(new NavigationControl({ showCompass: false }), "top-right");
    created.getCanvas().setAttribute("aria-label", t.label);
    created.on("load", () => {
      created.addSource("footprints", { type: "geojson", data: EMPTY_COLLECTION, promoteId: "id" });
      created.addSource("selection", { type: "geojson", data: EMPTY_COLLECTION });
      created.addSource("draw", { type: "geojson", data: EMPTY_COLLECTION });
      const hover: ExpressionSpecification = ["boolean", ["feature-state", "hover"], false];
      created.addLayer({
        id: "footprint-fill",
        type: "fill",
        source: "footprints",
        paint: {
          "fill-color": ["case", hover, DRAW_ORANGE, EXTENT_BLUE],
          "fill-opacity": ["case", hover, 0.35, 0.08],
        },
      });
      created.addLayer({
        id: "footprint-line",
        type: "line",
        source: "footprints",
        paint: {
          "line-color": ["case", hover, DRAW_ORANGE, EXTENT_BLUE],
          "line-width": ["case", hover, 3, 1.2],
        },
      });
      created.addLayer({
        id: "selection-line",
        type: "line",
        source: "selection",
        paint: { "line-color": "#0f172a", "line-width": 2, "line-dasharray": [2, 1] },
      });
      created.addLayer({
        id: "draw-fill",
        type: "fill",
        source: "draw",
        paint: { "fill-color": DRAW_ORANGE, "fill-opacity": 0.15 },
      });
      setMap(created);
    });
    return () => created.remove();
  }, []);

  useEffect(() => {
    if (!map) return;
    const data: GeoJSON.FeatureCollection = {
      type: "FeatureCollection",
      features: footprints.map((f) =>
        bboxPolygon(
          { barat: f.bbox[0], selatan: f.bbox[1], timur: f.bbox[2], utara: f.bbox[3] },
          { id: f.id },
        ),
      ),
    };
    (map.getSource("footprints") as GeoJSONSource).setData(data);
  }, [map, footprints]);

  useEffect(() => {
    if (!map) return;
    const [w, s, e, n] = boxKey ? boxKey.split(",").map(Number) : [];
    const selection =
      w !== undefined && s !== undefined && e !== undefined && n !== undefined
        ? bboxPolygon({ barat: w, selatan: s, timur: e, utara: n })
        : EMPTY_COLLECTION;
    (map.getSource("selection") as GeoJSONSource).setData(selection);
  }, [map, boxKey]);

  useCardSync(map, footprints);

  // Releasing a drawn box searches it.
  useDrawBox(map, drawing, (r) => {
    setDrawing(false);
    if (r)
      router.push(katalogHref(params, toBboxParams(r.barat, r.selatan, r.timur, r.utara)), { scroll: false });
  });

  const searchView = () => {
    if (!map) return;
    const b = map.getBounds();
    router.push(katalogHref(params, toBboxParams(b.getWest(), b.getSouth(), b.getEast(), b.getNorth())), {
      scroll: false,
    });
  };

  return (
    <>
      <div ref={container} data-map-ready={map ? "true" : "false"} className="h-full w-full" />
      <div className="absolute left-2 top-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={MAP_BUTTON}
          aria-pressed={drawing}
          disabled={!map}
          onClick={() => setDrawing((d) => !d)}
        >
          {drawing ? t.cancel : t.draw}
        </button>
        <button type="button" className={MAP_BUTTON} disabled={!map} onClick={searchView}>
          {t.searchArea}
        </button>
      </div>
      <p
        aria-live="polite"
        className="absolute bottom-1 left-2 rounded bg-white/90 px-2 py-0.5 text-xs text-slate-700"
      >
        {drawing ? t.drawing : t.hint}
      </p>
    </>
  );
}
