import { z } from "zod";
import type { RecordOrder } from "../catalogue/public/find-published-id-page";
import type { LonLatBox, Search } from "../search/ast";
import { freeText } from "../search/words";

// The query parameters of /ogcapi/collections/katalog/items (OGC API – Records – Part 1, with
// OGC API – Features – Part 3's filter): parsed with zod, then made a search (lib/search), the
// same language REST and CSW compile, so the same question finds the same records everywhere.
//  - Unknown parameters are refused (400), as OGC API – Features requires.
//  - `limit`: 10 by default; larger than ITEMS_MAX_LIMIT is answered with that many (the
//    standard's clamp), smaller than 1 is refused.
//  - `bbox` and `datetime` match records whose box / temporal extent intersects the one asked
//    (a record without one is not matched), as the REST `bbox` and CSW's BBOX do.
//  - `q`: comma-separated terms, any of which may match (OR); within a term every word must
//    match, by its stem, the last one also as a prefix: the REST `q`.

export const ITEMS_DEFAULT_LIMIT = 10;
export const ITEMS_MAX_LIMIT = 500;

export const CRS84 = "http://www.opengis.net/def/crs/OGC/1.3/CRS84";
const EPSG_4326 = "http://www.opengis.net/def/crs/EPSG/0/4326";
/** The CRSs a bbox may be given in; EPSG:4326 is latitude first. */
export const BBOX_CRSS = [CRS84, EPSG_4326] as const;

/** The properties the items may be sorted by (`sortby`), and the order each means. */
export const SORTABLES = {
  title: "judul",
  updated: "modified",
} as const satisfies Record<string, RecordOrder["column"]>;

const listOf = (max: number, label: string) =>
  z
    .string()
    .max(20_000)
    .transform((text) => text.split(",").map((item) => item.trim()))
    .refine((items) => items.every((item) => item !== ""), `${label}: nilai kosong / empty value`)
    .refine((items) => items.length <= max, `${label}: paling banyak / at most ${max}`);

const integer = (label: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${label} harus bilangan bulat tak negatif / must be a non-negative integer`)
    .transform(Number);

const number = z
  .string()
  .trim()
  .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/)
  .transform(Number);

const bbox = z
  .string()
  .max(500)
  .transform((text) => text.split(","))
  .pipe(
    z
      .array(number)
      .refine(
        (values) => values.length === 4 || values.length === 6,
        "bbox: 4 atau 6 angka / 4 or 6 numbers",
      ),
  );

const instant = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2}))?$/i;
const datetime = z
  .string()
  .max(200)
  .transform((text) => (text.includes("/") ? text.split("/") : [text]))
  .refine(
    (parts) =>
      parts.length <= 2 &&
      parts.every(
        (part) => part === ".." || part === "" || (instant.test(part) && !Number.isNaN(Date.parse(part))),
      ) &&
      (parts.length === 2
        ? parts.some((part) => part !== ".." && part !== "")
        : instant.test(parts[0] as string)),
    "datetime: RFC 3339 instant atau interval a/b (.. terbuka) / an RFC 3339 instant or interval a/b (.. open)",
  )
  .refine((parts) => {
    const [start, end] = parts;
    if (parts.length < 2 || !start || !end || start === ".." || end === "..") return true;
    return Date.parse(start) <= Date.parse(end);
  }, "datetime: awal sesudah akhir / start after end");

const sortby = z
  .string()
  .max(500)
  .transform((text) => text.split(",").map((item) => item.trim()))
  .pipe(
    z.array(
      z
        .string()
        .regex(
          new RegExp(`^[+-]?(${Object.keys(SORTABLES).join("|")})$`),
          `sortby: ${Object.keys(SORTABLES).join(", ")} (awali - untuk menurun / prefix - for descending)`,
        ),
    ),
  );

export const ZItemsQuery = z.strictObject({
  q: z.string().max(1_000).optional(),
  bbox: bbox.optional(),
  "bbox-crs": z.enum(BBOX_CRSS).optional(),
  datetime: datetime.optional(),
  type: listOf(20, "type").optional(),
  ids: listOf(ITEMS_MAX_LIMIT, "ids").optional(),
  externalIds: listOf(ITEMS_MAX_LIMIT, "externalIds").optional(),
  limit: integer("limit")
    .refine((value) => value >= 1, "limit: paling sedikit 1 / at least 1")
    .transform((value) => Math.min(value, ITEMS_MAX_LIMIT))
    .optional(),
  offset: integer("offset").optional(),
  sortby: sortby.optional(),
  filter: z
    .string()
    .max(64 * 1024)
    .optional(),
  "filter-lang": z.enum(["cql2-text", "cql2-json"]).optional(),
  "filter-crs": z.literal(CRS84).optional(),
  // Checked by the route (lib/http/ogcapi-route.ts): json, html.
  f: z.string().optional(),
});
export type TItemsQuery = z.output<typeof ZItemsQuery>;

/** The bbox asked as a box in longitude/latitude (EPSG:4326 is latitude first; a 6-number box's heights are ignored). */
export function bboxOf(values: number[], crs: (typeof BBOX_CRSS)[number] = CRS84): LonLatBox {
  const [a, b, c, d] = values.length === 6 ? [values[0], values[1], values[3], values[4]] : values;
  const [minx, miny, maxx, maxy] = (crs === EPSG_4326 ? [b, a, d, c] : [a, b, c, d]) as number[];
  return { minx: minx as number, miny: miny as number, maxx: maxx as number, maxy: maxy as number };
}

/** Whether a box is one on the earth: latitudes within ±90 and south of north, longitudes within ±180. */
export const isEarthBox = ({ minx, miny, maxx, maxy }: LonLatBox) =>
  [minx, maxx].every((x) => x >= -180 && x <= 180) && miny >= -90 && maxy <= 90 && miny <= maxy;

/** The temporal extent intersecting [start, end] (".." or "": open), as a search. */
export function temporalSearch(parts: string[]): Search {
  const [start, end = start] = parts as [string, string?];
  const open = (value: string | undefined) => !value || value === "..";
  const begin = "TempExtent_begin" as const;
  const finish = "TempExtent_end" as const;
  const args: Search[] = [
    // Some temporal extent at all.
    {
      op: "Or",
      args: [
        { op: "Not", arg: { op: "IsNull", property: begin } },
        { op: "Not", arg: { op: "IsNull", property: finish } },
      ],
    },
  ];
  if (!open(end))
    args.push({
      op: "Or",
      args: [
        { op: "IsNull", property: begin },
        { op: "Compare", comparator: "<=", property: begin, value: end as string, matchCase: true },
      ],
    });
  if (!open(start))
    args.push({
      op: "Or",
      args: [
        { op: "IsNull", property: finish },
        { op: "Compare", comparator: ">=", property: finish, value: start, matchCase: true },
      ],
    });
  return { op: "And", args };
}

/** `q`'s terms: any may match; a term's words all must. Null without words. */
export function qSearch(q: string): Search | null {
  const terms = q
    .split(",")
    .map((term) => freeText(term.trim()))
    .filter((term): term is Search => term !== null);
  if (terms.length === 0) return null;
  return terms.length === 1 ? (terms[0] as Search) : { op: "Or", args: terms };
}

/** Any of `values` of a property, compared exactly. */
export const anyOf = (property: "Type" | "Identifier", values: string[]): Search => ({
  op: "Or",
  args: values.map((value) => ({ op: "Compare", comparator: "=", property, value, matchCase: true })),
});

/** The `sortby` list as the orders of the id page. */
export const ordersOf = (sortby: string[]): RecordOrder[] =>
  sortby.map((item) => ({
    column: SORTABLES[item.replace(/^[+-]/, "") as keyof typeof SORTABLES],
    descending: item.startsWith("-"),
  }));
