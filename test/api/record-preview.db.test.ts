import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { POST as preview } from "@/app/api/metadata/pratinjau/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// POST /api/metadata/pratinjau: the editor's XML preview of a record body (nothing stored).

const post = (body: unknown, cookie: string | null, query = "") =>
  preview(
    new Request(`http://localhost/api/metadata/pratinjau${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );

const body = {
  judul: "Peta Pratinjau & Uji",
  abstrak: "Abstrak pratinjau.",
  topikKategori: ["boundaries"],
  bboxBarat: 106,
  bboxTimur: 107,
  bboxSelatan: -7,
  bboxUtara: -6,
  kontak: [{ peran: "pointOfContact", namaOrganisasi: "BIG", email: "info@big.go.id" }],
};

describe(`record XML preview on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("encodes a valid body in each profile, carrying the title, and stores nothing", async () => {
    const cookie = await signInCookie(...DEMO.produsen);
    const before = await database().db.metadata.count();
    const response = await post(body, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(JSON.stringify(new XMLParser().parse(xml))).toContain("Peta Pratinjau & Uji");
    expect(xml).toContain('xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/1.0"');
    expect(await (await post(body, cookie, "?format=gmd")).text()).toContain("<gmd:MD_Metadata");
    expect(await (await post(body, cookie, "?format=mdb2018")).text()).toContain("/mdb/2.0");
    expect(await database().db.metadata.count()).toBe(before);
  });

  it("refuses an invalid body naming the field (400), a bad format (400), no session (401), a reader role (403)", async () => {
    const cookie = await signInCookie(...DEMO.produsen);
    const invalid = await post(
      { ...body, judul: "", bboxBarat: 200, kontak: [{ peran: "owner", email: "bukan-email" }] },
      cookie,
    );
    expect(invalid.status).toBe(400);
    const fields = (await invalid.json()).error.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["judul", "bboxBarat", "kontak.0.email"]));
    expect((await post(body, cookie, "?format=xslt")).status).toBe(400);
    expect((await post(body, null)).status).toBe(401);
    const examiner = await signInCookie(...DEMO.pemeriksa);
    expect((await post(body, examiner)).status).toBe(403);
  });
});
