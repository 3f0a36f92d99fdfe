// PLACEHOLDER until the map branch is merged: the real ExtentMap (same path, same props) is a
// lazily loaded client MapLibre map. This one describes the box in text, so the record page
// works and stays accessible without it.

export interface ExtentBox {
  barat: number;
  timur: number;
  selatan: number;
  utara: number;
}

export function ExtentMap({ bbox, label }: { bbox: ExtentBox | null; label: string }) {
  return (
    <figure className="flex min-h-40 items-center justify-center rounded-lg border border-dashed border-slate-300 bg-slate-100 p-4 text-center text-sm text-slate-700">
      {bbox ? (
        <figcaption>
          {label}: {bbox.barat}, {bbox.selatan} – {bbox.timur}, {bbox.utara} (WGS 84)
        </figcaption>
      ) : (
        <figcaption>{label}</figcaption>
      )}
    </figure>
  );
}
