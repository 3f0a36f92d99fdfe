import fc from "fast-check";

export const PUBLIC_LIST_PARAMETERS = [
  "q",
  "page",
  "pageSize",
  "kategori",
  "tipeData",
  "bboxN",
  "bboxS",
  "bboxE",
  "bboxW",
] as const;

/** Strings that stress the parser: any text, number-like text, and boundary values. */
export const anyParameterValue = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.double().map(String),
  fc.integer().map(String),
  fc.constantFrom(
    "",
    " ",
    "0",
    "-0",
    "1",
    "100",
    "101",
    "1e3",
    "0x10",
    "NaN",
    "Infinity",
    "-1",
    "9".repeat(40),
    "environment",
    "vector",
  ),
);

/** Query strings mixing the real parameters with unknown and repeated ones. */
export const anyQuery = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...PUBLIC_LIST_PARAMETERS), fc.string()), anyParameterValue), {
    maxLength: 12,
  })
  .map((pairs) => new URLSearchParams(pairs));
