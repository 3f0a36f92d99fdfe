"use client";

import type { Map as MaplibreMap, MapMouseEvent } from "maplibre-gl";
import { useEffect } from "react";
import type { Footprint } from "./catalogue-map-lazy";

/**
 * Keeps the result list and the map in step: pointing at (or focusing) a result card
 * highlights its footprint, and pointing at a footprint marks its card (data-highlight).
 * The cards are server-rendered; they are found by their data-record-id.
 */
export function useCardSync(map: MaplibreMap | null, footprints: Footprint[]) {
  useEffect(() => {
    if (!map) return;
    const withExtent = new Set(footprints.map((f) => f.id));
    let current: string | null = null;
    const card = (id: string) => document.querySelector<HTMLElement>(`[data-record-id="${CSS.escape(id)}"]`);
    const highlight = (id: string | null) => {
      if (current === id) return;
      if (current) {
        if (withExtent.has(current))
          map.setFeatureState({ source: "footprints", id: current }, { hover: false });
        card(current)?.removeAttribute("data-highlight");
      }
      current = id;
      if (id) {
        if (withExtent.has(id)) map.setFeatureState({ source: "footprints", id }, { hover: true });
        card(id)?.setAttribute("data-highlight", "true");
      }
    };

    const cards = [...document.querySelectorAll<HTMLElement>("[data-record-id]")];
    const cleanups = cards.map((el) => {
      const id = el.dataset.recordId as string;
      const on = () => highlight(id);
      const off = () => highlight(null);
      el.addEventListener("mouseenter", on);
      el.addEventListener("mouseleave", off);
      el.addEventListener("focusin", on);
      el.addEventListener("focusout", off);
      return () => {
        el.removeEventListener("mouseenter", on);
        el.removeEventListener("mouseleave", off);
        el.removeEventListener("focusin", on);
        el.removeEventListener("focusout", off);
      };
    });

    // The smallest footprint under the pointer wins, so nested extents stay reachable.
    const move = (e: MapMouseEvent) => {
      const hits = map.queryRenderedFeatures(e.point, { layers: ["footprint-fill"] });
      const area = (id: string) => {
        const f = footprints.find((x) => x.id === id);
        return f ? (f.bbox[2] - f.bbox[0]) * (f.bbox[3] - f.bbox[1]) : Number.POSITIVE_INFINITY;
      };
      const ids = hits.map((h) => String(h.properties.id)).sort((a, b) => area(a) - area(b));
      highlight(ids[0] ?? null);
      map.getCanvas().style.cursor = ids[0] ? "pointer" : "";
    };
    const leave = () => highlight(null);
    map.on("mousemove", move);
    map.getCanvas().addEventListener("mouseleave", leave);
    return () => {
      highlight(null);
      for (const cleanup of cleanups) cleanup();
      map.off("mousemove", move);
      map.getCanvas().removeEventListener("mouseleave", leave);
    };
  }, [map, footprints]);
}
