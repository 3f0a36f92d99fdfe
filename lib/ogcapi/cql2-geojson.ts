import type { LonLatBox } from "../search/ast";
import type { Position, WrittenPart } from "./cql2-geometry";
import { type Budget, MAX_CQL2_POSITIONS, refusal, shown } from "./cql2-limits";

// cql2-json's geometry literals: GeoJSON geometries (coordinates longitude, latitude) and
// {"bbox": [...]}, read from the parsed JSON into the written parts of cql2-geometry.ts, each
// refusal at its JSONPath. Every position counts against the filter's budget.

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export class GeoJsonReader {
  constructor(private readonly budget: Budget) {}

  /** {"bbox": [west, south, east, north]}, or with elevations (west, south, min, east, north, max). */
  box(value: unknown, path: string): LonLatBox {
    if (!Array.isArray(value) || (value.length !== 4 && value.length !== 6))
      throw refusal(path, "bbox memerlukan 4 atau 6 angka", "a bbox takes 4 numbers (or 6 with elevations)");
    const n = value.map((v, i) => this.number(v, `${path}[${i}]`));
    const [w, s, e, north] = value.length === 4 ? n : [n[0], n[1], n[3], n[4]];
    return { minx: w as number, miny: s as number, maxx: e as number, maxy: north as number };
  }

  /** A GeoJSON geometry (coordinates longitude, latitude), or a GeometryCollection of them. */
  geometry(value: Record<string, unknown>, path: string, inCollection: boolean): WrittenPart[] {
    const coordinates = `${path}.coordinates`;
    const c = value.coordinates;
    switch (value.type) {
      case "Point":
        return [{ kind: "Point", rings: [[this.position(c, coordinates)]] }];
      case "LineString":
        return [{ kind: "LineString", rings: [this.positions(c, coordinates)] }];
      case "Polygon":
        return [{ kind: "Polygon", rings: this.rings(c, coordinates) }];
      case "MultiPoint":
        return this.array(c, coordinates).map((p, i) => ({
          kind: "Point",
          rings: [[this.position(p, `${coordinates}[${i}]`)]],
        }));
      case "MultiLineString":
        return this.array(c, coordinates).map((l, i) => ({
          kind: "LineString",
          rings: [this.positions(l, `${coordinates}[${i}]`)],
        }));
      case "MultiPolygon":
        return this.array(c, coordinates).map((r, i) => ({
          kind: "Polygon",
          rings: this.rings(r, `${coordinates}[${i}]`),
        }));
      case "GeometryCollection": {
        if (inCollection)
          throw refusal(path, "GeometryCollection bersarang", "a GeometryCollection inside another");
        const geometries = this.array(value.geometries, `${path}.geometries`);
        return geometries.flatMap((g, i) => {
          const at = `${path}.geometries[${i}]`;
          if (!isObject(g)) throw refusal(at, "Diharapkan geometri GeoJSON", "expected a GeoJSON geometry");
          return this.geometry(g, at, true);
        });
      }
    }
    throw refusal(
      path,
      `Geometri tidak dikenal: ${shown(String(value.type))}`,
      `unknown geometry type: ${shown(String(value.type))}`,
    );
  }

  private array(value: unknown, path: string): unknown[] {
    if (!Array.isArray(value)) throw refusal(path, "Diharapkan array", "expected an array");
    // A list longer than the budget is refused before it is read.
    if (value.length > MAX_CQL2_POSITIONS)
      throw refusal(
        path,
        `Array lebih dari ${MAX_CQL2_POSITIONS} unsur`,
        `an array of more than ${MAX_CQL2_POSITIONS} items`,
      );
    return value;
  }

  private position(value: unknown, path: string): Position {
    this.budget.position(path);
    if (!Array.isArray(value) || value.length < 2 || value.length > 3)
      throw refusal(path, "Posisi memerlukan 2 atau 3 angka", "a position takes 2 or 3 numbers");
    return [this.number(value[0], `${path}[0]`), this.number(value[1], `${path}[1]`)];
  }

  private positions(value: unknown, path: string): Position[] {
    return this.array(value, path).map((p, i) => this.position(p, `${path}[${i}]`));
  }

  private rings(value: unknown, path: string): Position[][] {
    return this.array(value, path).map((r, i) => this.positions(r, `${path}[${i}]`));
  }

  private number(value: unknown, path: string): number {
    if (typeof value !== "number" || !Number.isFinite(value))
      throw refusal(path, "Diharapkan angka", "expected a number");
    return value;
  }
}
