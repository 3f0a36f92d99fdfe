"use client";

import type { ExpressionSpecification, GeoJSONSource, Map as MaplibreMap } from "maplibre-gl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { katalogHref } from "@/components/catalogue/katalog-url";
import type { CatalogueMapProps } from "./catalogue-map-lazy";
import { DrawBoxControls, MAP_BUTTON } from "./draw-box-controls";
import { bboxPolygon, DRAW_ORANGE, EMPTY_COLLECTION, EXTENT_BLUE, INDONESIA, toBboxParams } from "./geometry";
import { createInteractiveMap } from "./setup-maplibre";
import { useCardSync } from "./use-card-sync";
import { addDrawLayer, keyedBoxData, useDrawBox } from "./use-draw-box";

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
    const created = createInteractiveMap(container.current, {
      styleUrl,
      bounds: box ?? INDONESIA,
      padding: 24,
      label: t.label,
    });
    // Finished camera moves, counted on the element: lets a test wait for a zoom to end.
    let moves = 0;
    created.on("moveend", () => {
      if (container.current) container.current.dataset.mapMoves = String(++moves);
    });
    created.on("load", () => {
      created.addSource("footprints", { type: "geojson", data: EMPTY_COLLECTION, promoteId: "id" });
      created.addSource("selection", { type: "geojson", data: EMPTY_COLLECTION });
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
      addDrawLayer(created);
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
    if (map) (map.getSource("selection") as GeoJSONSource).setData(keyedBoxData(boxKey));
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
      <DrawBoxControls ready={map !== null} drawing={drawing} onToggle={() => setDrawing((d) => !d)} t={t}>
        <button type="button" className={MAP_BUTTON} disabled={!map} onClick={searchView}>
          {t.searchArea}
        </button>
      </DrawBoxControls>
    </>
  );
}
