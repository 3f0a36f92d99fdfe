import { describe, expect, it } from "vitest";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/csw/route";
import { GET as csw } from "@/app/csw/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

const request = (method: string, cookie?: string, body?: unknown) =>
  new Request("http://localhost/api/admin/csw", {
    method,
    headers: { ...(cookie ? { Cookie: cookie } : {}), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const capabilities = async () =>
  (await csw(new Request("http://localhost/csw?service=CSW&request=GetCapabilities"))).text();

describe(`CSW service identity (GET/PUT /api/admin/csw) on ${testEngine}`, () => {
  useSeededApiDatabase();

  it("is for administrators only", async () => {
    expect((await getSettings(request("GET"), undefined)).status).toBe(401);
    const producer = await signInCookie(...DEMO.produsen);
    expect((await getSettings(request("GET", producer), undefined)).status).toBe(403);
    expect((await putSettings(request("PUT", producer, {}), undefined)).status).toBe(403);
  });

  it("names each bad field", async () => {
    const admin = await signInCookie(...DEMO.admin);
    const response = await putSettings(
      request("PUT", admin, { judul: "", email: "bukan-email", lain: 1 }),
      undefined,
    );
    expect(response.status).toBe(400);
    const fields = (await response.json()).error.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["judul", "email", "abstrak", "namaOrganisasi"]));
  });

  it("shows a change in the very next GetCapabilities, though the old one was cached", async () => {
    const admin = await signInCookie(...DEMO.admin);
    const current = await (await getSettings(request("GET", admin), undefined)).json();
    expect(current).toMatchObject({ provider: "builtin", healthy: true });
    expect(await capabilities()).toContain(`<ows:Title>${current.judul}</ows:Title>`);
    const changed = {
      judul: "Katalog Uji & Coba",
      abstrak: current.abstrak,
      namaOrganisasi: "Badan Uji",
      namaKontak: "Rina Lestari",
      jabatan: "Pengelola Katalog",
      telepon: "+62-21-555",
      email: "katalog@uji.go.id",
      jamLayanan: "Senin–Jumat 08.00–16.00 WIB",
      instruksiKontak: "Hubungi melalui surel",
      peranKontak: "pointOfContact",
    };
    const saved = await putSettings(request("PUT", admin, changed), undefined);
    expect(saved.status).toBe(200);
    const text = await capabilities();
    expect(text).toContain("<ows:Title>Katalog Uji &amp; Coba</ows:Title>");
    for (const [element, value] of [
      ["ProviderName", "Badan Uji"],
      ["IndividualName", "Rina Lestari"],
      ["PositionName", "Pengelola Katalog"],
      ["Voice", "+62-21-555"],
      ["ElectronicMailAddress", "katalog@uji.go.id"],
      ["HoursOfService", "Senin–Jumat 08.00–16.00 WIB"],
      ["ContactInstructions", "Hubungi melalui surel"],
    ]) {
      expect(text).toContain(`<ows:${element}>${value}</ows:${element}>`);
    }
    expect(text).toMatch(/<ows:Role codeSpace="[^"]+">pointOfContact<\/ows:Role>/);
  });
});
