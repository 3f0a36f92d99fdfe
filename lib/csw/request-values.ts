import type { ElementSetName } from "../iso/encoder";
import type { Search } from "../search/ast";
import { CSW } from "../xml/namespaces";
import { CSW_MAX_RECORDS, CSW_RECORD_TYPES, CSW_VERSION, OUTPUT_SCHEMAS } from "./capabilities-model";
import { cswError } from "./exception-report";
import { queryableNamed } from "./filter/queryables";
import type { SortKey } from "./request";

// Parameter values shared by the KVP and the XML encodings, checked the same way, against
// the allowed values of the capabilities model.

const TYPE_NAMES = CSW_RECORD_TYPES.map((type) => type.typeName);

const invalid = (locator: string, message: string) => cswError("InvalidParameterValue", message, locator);

export function outputSchemaOf(value: string | undefined): string {
  if (!value) return CSW.csw;
  const schema = OUTPUT_SCHEMAS.find(
    (uri) => uri === value.trim() || (value.trim() === "csw:Record" && uri === CSW.csw),
  );
  if (!schema) {
    throw invalid(
      "outputSchema",
      `outputSchema tidak didukung: ${value} / unsupported outputSchema; use one of ${OUTPUT_SCHEMAS.join(", ")}`,
    );
  }
  return schema;
}

export function elementSetOf(
  value: string | undefined,
  fallback: ElementSetName = "summary",
): ElementSetName {
  if (!value) return fallback;
  const set = value.trim().toLowerCase();
  if (set === "brief" || set === "summary" || set === "full") return set;
  throw invalid("ElementSetName", `ElementSetName tidak valid: ${value} / must be brief, summary or full`);
}

export function resultTypeOf(value: string | undefined): "results" | "hits" | "validate" {
  // Spec 4.3: results by default (CSW 2.0.2 itself says hits; every client sends it anyway).
  const type = (value ?? "results").trim().toLowerCase();
  if (type === "results" || type === "hits" || type === "validate") return type;
  throw invalid("resultType", `resultType tidak valid: ${value} / must be results, hits or validate`);
}

/** Type names by local name with a known prefix (csw, gmd, mdb); the namespace prefix a client uses is not checked further. */
export function typeNamesOf(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((name) => {
      const local = name.slice(name.indexOf(":") + 1);
      const known = TYPE_NAMES.find((type) => type.endsWith(`:${local}`));
      if (!known)
        throw invalid(
          "typeNames",
          `typeNames tidak didukung: ${name} / unsupported type name; use ${TYPE_NAMES.join(", ")}`,
        );
      return known;
    });
}

function positiveInteger(value: string | undefined, locator: string, fallback: number, min: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  if (!/^\s*\d+\s*$/.test(value))
    throw invalid(locator, `${locator} harus bilangan bulat / must be an integer: ${value}`);
  const number = Number(value);
  // Beyond 2^53 a number is no longer exact (and beyond 2^63 PostgreSQL's OFFSET overflows).
  if (!Number.isSafeInteger(number))
    throw invalid(locator, `${locator} terlalu besar / is too large: ${value.slice(0, 40)}`);
  if (number < min) throw invalid(locator, `${locator} paling kecil ${min} / must be at least ${min}`);
  return number;
}

export const startPositionOf = (value: string | undefined) => positiveInteger(value, "startPosition", 1, 1);

/** maxRecords: default 100; above 500 it is clamped to 500 (spec 8). */
export const maxRecordsOf = (value: string | undefined) =>
  Math.min(positiveInteger(value, "maxRecords", CSW_MAX_RECORDS.default, 0), CSW_MAX_RECORDS.maximum);

/** "dc:title:A,dct:modified:D" (KVP) or [name, order] pairs (XML). */
export function sortKeysOf(pairs: [string, string | undefined][]): SortKey[] {
  return pairs.map(([name, order]) => {
    const property = queryableNamed(name);
    if (property !== "Title" && property !== "Modified" && property !== "Identifier") {
      throw invalid(
        "sortBy",
        `Pengurutan hanya menurut title, modified, identifier / sortBy supports title, modified and identifier, not ${name}`,
      );
    }
    const direction = (order ?? "ASC").trim().toUpperCase();
    if (!["A", "ASC", "D", "DESC"].includes(direction))
      throw invalid("sortBy", `Urutan tidak valid / invalid sort order: ${order}`);
    return { property, descending: direction.startsWith("D") };
  });
}

export function assertVersion(version: string | undefined, { required }: { required: boolean }): void {
  if (version === undefined || version.trim() === "") {
    if (required)
      throw cswError(
        "MissingParameterValue",
        "Parameter version wajib / version is required (2.0.2)",
        "version",
      );
    return;
  }
  if (version.trim() !== CSW_VERSION) {
    throw invalid(
      "version",
      `Versi ${version} tidak didukung / version ${version} is not supported; use 2.0.2`,
    );
  }
}

export function assertService(service: string | undefined): void {
  if (service === undefined || service.trim() === "") {
    throw cswError("MissingParameterValue", "Parameter service wajib / service is required (CSW)", "service");
  }
  if (service.trim().toUpperCase() !== "CSW")
    throw invalid("service", `service harus CSW / service must be CSW, not ${service}`);
}

/** BBOX=minx,miny,maxx,maxy[,crs] (spec 4.3 extra): WGS84 lon/lat unless the crs says lat/lon. */
export function bboxParameterFilter(value: string | undefined): Search | null {
  if (!value) return null;
  const parts = value.split(",").map((p) => p.trim());
  const numbers = parts.slice(0, 4).map(Number);
  if (parts.length < 4 || parts.length > 5 || numbers.some((n) => !Number.isFinite(n))) {
    throw invalid("bbox", "BBOX harus minX,minY,maxX,maxY / BBOX must be minX,minY,maxX,maxY in WGS84");
  }
  const latLon = parts[4] !== undefined && /EPSG(::|\/0\/|:[\d.]+:)4326$/i.test(parts[4]);
  const [a, b, c, d] = numbers as [number, number, number, number];
  const box = latLon ? { minx: b, miny: a, maxx: d, maxy: c } : { minx: a, miny: b, maxx: c, maxy: d };
  if (
    box.miny > box.maxy ||
    Math.abs(box.miny) > 90 ||
    Math.abs(box.maxy) > 90 ||
    Math.abs(box.minx) > 180 ||
    Math.abs(box.maxx) > 180
  ) {
    throw invalid("bbox", "BBOX di luar WGS84 / BBOX is outside WGS84 bounds");
  }
  return { op: "Spatial", relation: "BBOX", box };
}
