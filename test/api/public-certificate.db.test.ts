import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/public/metadata/[id]/kualitas/[tipe]/dokumen/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";

// GET /api/public/metadata/{id}/kualitas/{tipe}/dokumen: the certificate for anyone, but only
// of PUBLISHED records.

describe("public quality certificate", () => {
  const database = useSeededApiDatabase();
  const get = (id: string, tipe: string) =>
    GET(new Request(`http://localhost/api/public/metadata/${id}/kualitas/${tipe}/dokumen`), {
      params: Promise.resolve({ id, tipe }),
    });

  it("sends the PDF of a published record's signed QA without a session", async () => {
    const { db } = database();
    const record = await db.metadata.findFirstOrThrow({
      where: {
        status: "PUBLISHED",
        dokumenKualitas: { some: { tipe: "QA", status: "SIGNED", signatureMethod: "PKI" } },
      },
      select: { id: true },
    });
    const response = await get(record.id, "qa");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("answers 404 for records that are not published, and for unknown ones", async () => {
    const { db } = database();
    const hidden = await db.metadata.findFirstOrThrow({
      where: { status: { not: "PUBLISHED" }, dokumenKualitas: { some: { status: "SIGNED" } } },
      select: { id: true, dokumenKualitas: { where: { status: "SIGNED" }, select: { tipe: true }, take: 1 } },
    });
    const tipe = hidden.dokumenKualitas[0]?.tipe.toLowerCase() ?? "qc";
    expect((await get(hidden.id, tipe)).status).toBe(404);
    expect((await get("tidak-ada", "qc")).status).toBe(404);
  });

  it("refuses a kind other than qc, qe or qa with 400", async () => {
    expect((await get("tidak-ada", "qx")).status).toBe(400);
  });
});
