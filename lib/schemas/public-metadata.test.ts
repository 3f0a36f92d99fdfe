import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anyQuery, PUBLIC_LIST_PARAMETERS as PARAMETERS } from "@/test/support/query-arbitraries";
import { AppError } from "../errors";
import { parseQuery } from "../http/parse-query";
import { ZPublicMetadataQuery } from "./public-metadata";

describe("public list query parsing (property-based)", () => {
  it("either accepts a query or rejects it as VALIDATION_FAILED naming the parameters; never anything else", () => {
    fc.assert(
      fc.property(anyQuery, (params) => {
        try {
          const query = parseQuery(params, ZPublicMetadataQuery);
          if (query.page !== undefined) expect(Number.isInteger(query.page) && query.page >= 1).toBe(true);
          if (query.pageSize !== undefined) expect(query.pageSize).toBeGreaterThanOrEqual(1);
          const bounds = [query.bboxN, query.bboxS, query.bboxE, query.bboxW].filter((b) => b !== undefined);
          expect([0, 4]).toContain(bounds.length);
          for (const b of bounds) expect(Number.isFinite(b)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          const appError = error as AppError;
          expect(appError.code).toBe("VALIDATION_FAILED");
          const named = (appError.details.parameters as { parameter: string }[]).map((p) => p.parameter);
          expect(named.length).toBeGreaterThan(0);
          for (const name of named) expect(PARAMETERS as readonly string[]).toContain(name);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it("keeps any whole pageSize from 1 to 10^9 valid (the domain clamps it to 100)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (size) => {
        const query = parseQuery(new URLSearchParams({ pageSize: String(size) }), ZPublicMetadataQuery);
        expect(query.pageSize).toBe(size);
      }),
    );
  });
});
