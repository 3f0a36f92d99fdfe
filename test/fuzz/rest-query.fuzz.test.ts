import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { katalogHref, pickKatalogParams } from "@/components/catalogue/katalog-url";
import { parseKatalogQuery } from "@/components/catalogue/parse-katalog-query";
import { dasborHref, parseDasborQuery } from "@/components/editor-shell/dasbor-query";
import { toBboxParams } from "@/components/map/geometry";
import { parseQuery } from "@/lib/http/parse-query";
import { ZFacetsQuery } from "@/lib/schemas/public-catalogue";
import { ZPublicMetadataQuery } from "@/lib/schemas/public-metadata";
import { ZRecordListQuery } from "@/lib/schemas/record-list";
import { expectReadableRefusal, FUZZ_RUNS, outcomeOf } from "@/test/support/fuzz";
import { PUBLIC_LIST_PARAMETERS, queryOver, RECORD_LIST_PARAMETERS } from "@/test/support/query-arbitraries";

// The REST query parser (parseQuery with the schemas of the public list, the facets and the
// signed-in list) and the URL state built on it (the catalogue's and dashboard's links),
// property-based, without a database: test/api/public-metadata-fuzz.db.test.ts sends the same
// queries to the handlers.

const SCHEMAS = [
  ["GET /api/public/metadata", ZPublicMetadataQuery, PUBLIC_LIST_PARAMETERS],
  ["GET /api/public/facets", ZFacetsQuery, PUBLIC_LIST_PARAMETERS],
  ["GET /api/metadata", ZRecordListQuery, RECORD_LIST_PARAMETERS],
] as const;

const BBOX = ["bboxN", "bboxS", "bboxE", "bboxW"];

/** The first value of each parameter, as parseQuery reads them. */
const firstValues = (params: URLSearchParams) => {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) if (!(key in raw)) raw[key] = value;
  return raw;
};

/** The parameters a refusal names (details.parameters). */
const named = (details: Record<string, unknown>) =>
  (details.parameters as { parameter: string }[]).map((p) => p.parameter);

/** The query without the named parameters, and without the whole box when one bound is named. */
function withoutNamed(params: URLSearchParams, names: string[]): URLSearchParams {
  const drop = new Set(names.some((n) => BBOX.includes(n)) ? [...names, ...BBOX] : names);
  return new URLSearchParams([...params].filter(([key]) => !drop.has(key)));
}

describe("REST query parameters (property-based)", () => {
  it.each(SCHEMAS)("%s: a value or a 400 that names exactly the parameters at fault", (_, schema, names) => {
    const keys = Object.keys((schema as unknown as { shape?: object }).shape ?? {}).concat(names);
    fc.assert(
      fc.property(queryOver(names), (params) => {
        const parsed = outcomeOf("parseQuery", () => parseQuery(params, schema as z.ZodType));
        if (parsed.ok) return;
        expectReadableRefusal(parsed.error);
        const faulty = named(parsed.error.details);
        expect(faulty.length).toBeGreaterThan(0);
        for (const name of faulty) expect(keys, name).toContain(name);
        // Leaving out what the error names is enough: no other parameter was at fault.
        const rest = withoutNamed(params, faulty);
        expect(outcomeOf("parseQuery", () => parseQuery(rest, schema as z.ZodType)).ok, rest.toString()).toBe(
          true,
        );
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("the catalogue page keeps the valid parameters of a link with invalid ones", () => {
    fc.assert(
      fc.property(queryOver(PUBLIC_LIST_PARAMETERS), (params) => {
        const raw = pickKatalogParams(firstValues(params));
        const { query, params: kept, invalid } = parseKatalogQuery(raw);
        const direct = ZPublicMetadataQuery.safeParse(raw);
        expect(invalid).toBe(!direct.success);
        if (direct.success) {
          expect(query).toEqual(direct.data);
          return;
        }
        // What parseQuery's refusal names is what the page drops; the rest still applies.
        const refusal = outcomeOf("parseQuery", () =>
          parseQuery(new URLSearchParams(raw), ZPublicMetadataQuery),
        );
        expect(refusal.ok).toBe(false);
        const rest = withoutNamed(new URLSearchParams(raw), refusal.ok ? [] : named(refusal.error.details));
        expect(kept).toEqual(Object.fromEntries(rest));
        expect(query).toEqual(ZPublicMetadataQuery.parse(Object.fromEntries(rest)));
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("the catalogue's links keep every filter of a valid query", () => {
    fc.assert(
      fc.property(queryOver(PUBLIC_LIST_PARAMETERS), (params) => {
        const raw = pickKatalogParams(firstValues(params));
        const before = ZPublicMetadataQuery.safeParse(raw);
        if (!before.success) return;
        const href = katalogHref(raw, {});
        const after = parseQuery(new URL(href, "http://localhost").searchParams, ZPublicMetadataQuery);
        const { page: _p, pageSize: _s, ...filters } = before.data;
        const { page, pageSize: _t, ...filtersAfter } = after;
        expect(filtersAfter, href).toEqual(filters);
        expect(page, "a changed filter goes back to page 1").toBeUndefined();
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("the dashboard's URL state is a fixed point: parse(href(parse(x))) = parse(x)", () => {
    fc.assert(
      fc.property(queryOver([...RECORD_LIST_PARAMETERS, "milik"]), (params) => {
        // As a URL delivers them: well-formed text (a lone surrogate arrives as U+FFFD).
        const state = parseDasborQuery(firstValues(new URLSearchParams(params.toString())));
        const href = dasborHref(state, false);
        const again = parseDasborQuery(firstValues(new URL(href, "http://localhost").searchParams));
        expect(again, href).toEqual(state);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  it("a map view always gives bbox parameters the API accepts", () => {
    const finite = fc.double({ noNaN: true, noDefaultInfinity: true });
    fc.assert(
      fc.property(finite, finite, finite, finite, (west, south, east, north) => {
        const bbox = toBboxParams(west, south, east, north);
        const parsed = outcomeOf("parseQuery", () =>
          parseQuery(new URLSearchParams(bbox), ZPublicMetadataQuery),
        );
        expect(parsed.ok, JSON.stringify(bbox)).toBe(true);
      }),
      { numRuns: FUZZ_RUNS },
    );
  });

  // Found by the first property: zod skipped the box check when another parameter failed, so
  // the 400 named only kategori, and the catalogue page, dropping kategori and parsing again,
  // met the incomplete box and fell back to no filters at all (q lost).
  it("regression: kategori=0&bboxE=90.0000000001 names kategori and the missing bounds at once", () => {
    const refusal = outcomeOf("parseQuery", () =>
      parseQuery(new URLSearchParams("kategori=0&bboxE=90.0000000001"), ZFacetsQuery),
    );
    expect(refusal.ok ? [] : named(refusal.error.details).sort()).toEqual([
      "bboxN",
      "bboxS",
      "bboxW",
      "kategori",
    ]);
    expect(parseKatalogQuery({ q: "hutan", kategori: "0", bboxE: "90.0000000001" })).toEqual({
      query: { q: "hutan" },
      params: { q: "hutan" },
      invalid: true,
    });
  });

  // Found by test/api/public-metadata-fuzz.db.test.ts: a NUL reached PostgreSQL through tipeData
  // or organisasi ("invalid byte sequence for encoding UTF8: 0x00"), a 500 instead of a 400.
  it("regression: tipeData=%00 is refused naming tipeData; the catalogue page drops it", () => {
    const refusal = outcomeOf("parseQuery", () =>
      parseQuery(new URLSearchParams("tipeData=%00&x=%00"), ZFacetsQuery),
    );
    expect(refusal.ok ? [] : named(refusal.error.details)).toEqual(["tipeData"]);
    expect(pickKatalogParams({ tipeData: "\u0000", organisasi: "a\u0000", q: "hutan" })).toEqual({
      q: "hutan",
    });
  });
});
