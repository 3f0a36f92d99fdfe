"use client";

import { useState } from "react";

/**
 * The record's graphic overview. It lives on the data provider's host, which may be down or
 * unreachable: then it is left out rather than shown as a broken image.
 */
export function OverviewImage({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    // biome-ignore lint/performance/noImgElement: overview graphics live on other hosts; next/image would need each one configured.
    <img
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      // It may have failed before hydration, when no handler was attached yet.
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0) setFailed(true);
      }}
      className="h-40 w-full max-w-xs rounded-lg object-cover ring-1 ring-slate-200"
    />
  );
}
