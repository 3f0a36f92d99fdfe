import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GET as getFacets } from "@/app/api/public/facets/route";
import { GET } from "@/app/api/public/metadata/route";
import { ZPublicMetadataList } from "@/lib/schemas/public-metadata";
import { anyQuery } from "@/test/support/query-arbitraries";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

describe(`any query to the catalogue endpoints on ${testEngine} (property-based)`, () => {
  useSeededApiDatabase();

  it("answers 200 with a valid list or 400 with a JSON error, never 500", async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (params) => {
        for (const [handler, path] of [
          [GET, "/api/public/metadata"],
          [getFacets, "/api/public/facets"],
        ] as const) {
          const response = await handler(
            new Request(`http://localhost${path}?${params}`),
            undefined as never,
          );
          expect([200, 400], `${path}?${params}`).toContain(response.status);
          const body = await response.json();
          if (response.status === 400) expect(body.error.code).toBe("VALIDATION_FAILED");
          else if (handler === GET) ZPublicMetadataList.parse(body);
        }
      }),
      { numRuns: 150 },
    );
  });
});
