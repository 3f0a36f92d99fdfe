import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRecords } from "@/app/api/metadata/route";
import { GET as getFacets } from "@/app/api/public/facets/route";
import { GET } from "@/app/api/public/metadata/route";
import { ZFacets } from "@/lib/schemas/public-catalogue";
import { ZPublicMetadataList } from "@/lib/schemas/public-metadata";
import { ZRecordList } from "@/lib/schemas/record-list";
import { DB_FUZZ_RUNS } from "@/test/support/fuzz";
import {
  anyQuery,
  PUBLIC_LIST_PARAMETERS,
  queryOver,
  RECORD_LIST_PARAMETERS,
} from "@/test/support/query-arbitraries";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// Any query to the list endpoints, through the real handlers and the seeded database: 200 with
// a body of the documented shape, or 400 VALIDATION_FAILED naming known parameters; never 500.
// test/fuzz/rest-query.fuzz.test.ts checks the parser itself at length, without a database.

async function expectListAnswer(
  response: Response,
  url: string,
  schema: { parse: (v: unknown) => unknown },
  known: readonly string[],
) {
  expect([200, 400], url).toContain(response.status);
  const body = await response.json();
  if (response.status === 200) {
    schema.parse(body);
    return;
  }
  expect(body.error.code, url).toBe("VALIDATION_FAILED");
  for (const { parameter } of body.error.details.parameters) expect(known, url).toContain(parameter);
}

describe(`any query to the list endpoints on ${testEngine} (property-based)`, () => {
  useSeededApiDatabase();
  let cookie = "";
  beforeAll(async () => {
    cookie = await signInCookie(...DEMO.produsen);
  });

  it("public list and facets: 200 with a valid body or 400 naming the parameters, never 500", async () => {
    await fc.assert(
      fc.asyncProperty(anyQuery, async (params) => {
        for (const [handler, path, schema] of [
          [GET, "/api/public/metadata", ZPublicMetadataList],
          [getFacets, "/api/public/facets", ZFacets],
        ] as const) {
          const url = `http://localhost${path}?${params}`;
          await expectListAnswer(
            await handler(new Request(url), undefined as never),
            url,
            schema,
            PUBLIC_LIST_PARAMETERS,
          );
        }
      }),
      { numRuns: DB_FUZZ_RUNS },
    );
  });

  it("signed-in list: 200 with a valid body or 400 naming the parameters, never 500", async () => {
    await fc.assert(
      fc.asyncProperty(queryOver(RECORD_LIST_PARAMETERS), async (params) => {
        const url = `http://localhost/api/metadata?${params}`;
        const response = await listRecords(new Request(url, { headers: { cookie } }), undefined as never);
        await expectListAnswer(response, url, ZRecordList, RECORD_LIST_PARAMETERS);
      }),
      { numRuns: DB_FUZZ_RUNS },
    );
  });
});
