// tipeData (spec 2.1) is Simpul's coarse data type; ISO carries the spatial representation
// type instead, so an imported record's tipeData is derived from it.

const BY_REPRESENTATION: Record<string, string> = {
  vector: "vector",
  tin: "vector",
  grid: "raster",
  stereoModel: "raster",
  video: "raster",
  textTable: "tabular",
};

/** vector, raster or tabular from MD_SpatialRepresentationTypeCode; "lainnya" (other) otherwise. */
export function tipeDataFor(representasiSpasial: string | null): string {
  return (representasiSpasial && BY_REPRESENTATION[representasiSpasial]) || "lainnya";
}
