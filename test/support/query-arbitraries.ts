import fc from "fast-check";

export const PUBLIC_LIST_PARAMETERS = [
  "q",
  "page",
  "pageSize",
  "kategori",
  "tipeData",
  "organisasi",
  "urut",
  "bboxN",
  "bboxS",
  "bboxE",
  "bboxW",
] as const;

/** The parameters of the signed-in list, GET /api/metadata. */
export const RECORD_LIST_PARAMETERS = ["status", "q", "page", "pageSize"] as const;

/** Strings that stress the parser: any text, number-like text, and boundary values. */
export const anyParameterValue = fc.oneof(
  fc.string(),
  // Short strings over characters with a meaning somewhere (NUL: PostgreSQL cannot store it).
  fc.string({ unit: fc.constantFrom("a", "1", " ", "\u0000", "%", "'", "\\", ".", "-", ":"), maxLength: 6 }),
  fc.string({ unit: "binary" }),
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-0",
    "1",
    " 1 ",
    "100",
    "101",
    "1e3",
    "0x10",
    "NaN",
    "Infinity",
    "-1",
    "9".repeat(40),
    "1".repeat(9),
    "0.0000001",
    "-90",
    "90.0000000001",
    "180",
    "-180.5",
    "environment",
    "vector",
    "relevansi",
    "judul",
    "DRAFT",
    "PUBLISHED",
    "draft",
    "saya",
    "\u0000",
    "a\u0000b",
    "\uD800",
    "%",
    "'",
    "\\",
    "hutan & (lindung | !x):*",
    "a".repeat(201),
  ),
);

/** Query strings mixing the real parameters with unknown and repeated ones. */
export const anyQuery = queryOver(PUBLIC_LIST_PARAMETERS);

/** Query strings over the given parameter names, unknown and repeated ones among them. */
export function queryOver(names: readonly string[]) {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...names), fc.string()), anyParameterValue), {
      maxLength: 12,
    })
    .map((pairs) => new URLSearchParams(pairs));
}
