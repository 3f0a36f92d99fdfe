import { afterAll, describe, expect, it } from "vitest";
import { GET as getRecord } from "@/app/api/public/metadata/[id]/route";
import { GET as getList } from "@/app/api/public/metadata/route";
import { createPgClient, setDbForTests } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { freePort } from "@/test/support/net";
import { call } from "@/test/support/seeded-api";
import { errorToResponse } from "./error-to-response";

describe("errors as HTTP answers", () => {
  it("maps domain errors to their status with the JSON error body", async () => {
    const response = errorToResponse(new AppError("CONFLICT", "Versi berubah", { version: 3 }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "CONFLICT", message: "Versi berubah", details: { version: 3 } },
    });
  });

  it("hides the internals of unexpected errors behind a 500", async () => {
    const response = errorToResponse(new TypeError("secret internals at /srv/x.ts:12"));
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body.error.code).toBe("INTERNAL");
    expect(JSON.stringify(body)).not.toContain("secret");
  });

  describe("with the database unreachable", () => {
    let db: ReturnType<typeof createPgClient>;
    afterAll(() => db?.$disconnect());

    it("answers 503 with a retry hint, never 500", async () => {
      db = createPgClient(`postgresql://simpul@127.0.0.1:${await freePort()}/simpul`, 1);
      setDbForTests(db);
      for (const response of [
        await call(getList, "/api/public/metadata?q=hutan"),
        await call(getRecord, "/api/public/metadata/x", { id: "x" }),
      ]) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(response.body.error.code).toBe("SERVICE_UNAVAILABLE");
      }
    });
  });
});
