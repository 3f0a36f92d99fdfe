import { describe, expect, it } from "vitest";
import { previewServiceIdentity } from "@/lib/csw/preview-service-identity";
import { getCswSettings } from "@/lib/csw/service-settings";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

// The /admin/csw live preview: GetCapabilities' identity sections for unsaved settings, written
// by the same code as /csw, and nothing stored.

describe(`the CSW identity preview on ${testEngine}`, () => {
  useSeededApiDatabase();

  it("shows unsaved fields over the stored ones, without storing them", async () => {
    const before = await getCswSettings();
    const xml = await previewServiceIdentity(
      {
        judul: "Katalog <Pratinjau> & Uji",
        abstrak: before.abstrak,
        namaOrganisasi: "Badan Uji",
        namaKontak: "Sari",
        email: "sari@contoh.go.id",
        peranKontak: "custodian",
      },
      "https://simpul.contoh.go.id",
    );
    expect(xml).toContain("<ows:Title>Katalog &lt;Pratinjau&gt; &amp; Uji</ows:Title>");
    expect(xml).toContain("<ows:ProviderName>Badan Uji</ows:ProviderName>");
    expect(xml).toContain("<ows:IndividualName>Sari</ows:IndividualName>");
    expect(xml).toContain("<ows:ElectronicMailAddress>sari@contoh.go.id</ows:ElectronicMailAddress>");
    expect(xml).toMatch(/<ows:Role codeSpace="ISOTC211\/19115">custodian<\/ows:Role>/);
    expect(xml).toContain("ows:ServiceIdentification");
    expect(xml).not.toContain("OperationsMetadata");
    expect(xml).not.toContain("Filter_Capabilities");
    expect((await getCswSettings()).judul).toBe(before.judul);
  });

  it("clears a field set to null, as saving would", async () => {
    const before = await getCswSettings();
    const xml = await previewServiceIdentity(
      {
        judul: before.judul,
        abstrak: before.abstrak,
        namaOrganisasi: before.namaOrganisasi,
        jamLayanan: null,
      },
      "https://simpul.contoh.go.id",
    );
    expect(xml).not.toContain("HoursOfService");
  });
});
