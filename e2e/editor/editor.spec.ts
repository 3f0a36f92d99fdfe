import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots } from "../support";
import { drawBox, field, fieldError, fillEverySection } from "./record-form";
import { ACCOUNTS, signInAs } from "./sign-in";

// The metadata editor and the XML import as produsen1@big: every section filled, errors beside
// their fields, the completeness indicator, the XML preview, save and edit (checked through the
// REST API), the autosaved draft after leaving the page, a 409 that keeps the input, and an
// import of two generated ISO 19139 files with a broken third.

test("creates a record with every section, then edits it", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAs(page, ACCOUNTS.produsenBig);
  await page.goto("/metadata/baru");
  await expect(page.getByRole("heading", { level: 1, name: "Metadata baru" })).toBeVisible();
  const summary = page.getByTestId("kelengkapan-ringkas");
  const before = await summary.textContent();

  // Saving an empty form: the missing title is named beside its field.
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(fieldError(page, "judul")).toBeVisible();
  await expect(field(page, "judul")).toHaveAttribute("aria-invalid", "true");

  const title = `Peta Uji Editor ${Date.now()}`;
  await fillEverySection(page, title);
  await expect(fieldError(page, "judul")).toHaveCount(0);
  await expect(summary).not.toHaveText(before ?? "");

  // A west bound past 180° is refused beside the field; drawing a box fills all four.
  await field(page, "bboxBarat").fill("200");
  await expect(fieldError(page, "bboxBarat")).toBeVisible();
  await drawBox(page);
  await expect(fieldError(page, "bboxBarat")).toHaveCount(0);
  const drawnWest = Number(await field(page, "bboxBarat").inputValue());
  expect(drawnWest).toBeGreaterThan(80);
  expect(drawnWest).toBeLessThan(Number(await field(page, "bboxTimur").inputValue()));
  await field(page, "bboxBarat").fill("106.5");
  await field(page, "bboxTimur").fill("107.25");

  // An invalid e-mail is named beside its field.
  await field(page, "kontak.0.email").fill("bukan-email");
  await expect(fieldError(page, "kontak.0.email")).toBeVisible();
  await field(page, "kontak.0.email").fill("sari@big.go.id");
  await expect(fieldError(page, "kontak.0.email")).toHaveCount(0);

  await expect(summary).toHaveText("Lengkap: siap diajukan untuk pemeriksaan.");

  await page.getByRole("button", { name: "Tampilkan pratinjau" }).click();
  const xml = page.getByTestId("pratinjau-xml");
  await expect(xml).toContainText(title, { timeout: 15_000 });
  await expect(xml).toContainText("mdb:MD_Metadata");
  await page.locator("#bagian-pratinjau select").selectOption("gmd");
  await expect(xml).toContainText("gmd:MD_Metadata", { timeout: 15_000 });

  await expectAccessible(page);
  await screenshots(page, "editor-baru");

  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await page.waitForURL(/\/metadata\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop() as string;
  const created = await (await page.request.get(`/api/metadata/${id}`)).json();
  expect(created).toMatchObject({
    judul: title,
    status: "DRAFT",
    version: 1,
    bboxBarat: 106.5,
    bboxTimur: 107.25,
    skalaPenyebut: 25000,
    resolusi: { jarak: 10, satuan: "m" },
    deskripsiWilayah: "Jawa Barat",
    batasan: { akses: ["otherRestrictions"], pemakaian: ["license"], lain: "CC BY 4.0" },
    gambar: { url: "https://contoh.go.id/gambar/batas.png", deskripsi: "Pratinjau peta" },
  });
  expect(created.tanggal).toHaveLength(2);
  expect(created.topikKategori).toHaveLength(2);
  expect(created.kataKunci[0]).toMatchObject({ kataKunci: "batas wilayah", thesaurus: "GEMET" });
  expect(created.kontak.map((c: { lingkup: string }) => c.lingkup).sort()).toEqual([
    "METADATA",
    "SUMBER_DAYA",
  ]);
  expect(created.kontak.find((c: { email: string }) => c.email === "sari@big.go.id")).toBeTruthy();
  expect(created.distribusi[0]).toMatchObject({
    url: "https://contoh.go.id/unduh/batas.zip",
    formatNama: "Shapefile",
  });
  expect(created.kualitasData).toMatchObject({
    riwayat: "Digitasi dari citra 2023.",
    sumber: "Citra satelit",
  });
  expect(created.kualitasData.laporan).toHaveLength(1);

  // Edit and save again: PATCH with the version as If-Match.
  await page.goto(`/metadata/${id}/ubah`);
  await expect(page.getByRole("heading", { level: 1, name: "Ubah metadata" })).toBeVisible();
  await expect(field(page, "judul")).toHaveValue(title);
  await expect(field(page, "kontak.1.email")).not.toHaveValue("");
  await field(page, "judul").fill(`${title} (revisi)`);
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByTestId("pesan-simpan")).toContainText("Tersimpan");
  const edited = await (await page.request.get(`/api/metadata/${id}`)).json();
  expect(edited).toMatchObject({ judul: `${title} (revisi)`, version: 2, bboxTimur: 107.25 });
  expect(edited.kontak).toHaveLength(2);
  await expectAccessible(page);
  await screenshots(page, "editor-ubah");

  // Leaving with unsaved input: a leave-page warning, then the draft is offered back.
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await field(page, "abstrak").click();
  await page.keyboard.press("End");
  await page.keyboard.type(" Tambahan belum disimpan.");
  await expect(page.getByTestId("status-draf")).toContainText("Draf tersimpan di peramban");
  // The draft is written shortly after typing stops: reload only once it holds the new text.
  await expect
    .poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? "", `simpul:editor:${id}`))
    .toContain("Tambahan belum disimpan.");
  await page.reload();
  expect(dialogs).toContain("beforeunload");
  await expect(page.getByText("Ada draf yang belum disimpan")).toBeVisible();
  await expect(field(page, "abstrak")).not.toHaveValue(/Tambahan/);
  await expectAccessible(page);
  await screenshots(page, "editor-pulihkan");
  await page.getByRole("button", { name: "Pulihkan draf" }).click();
  await expect(field(page, "abstrak")).toHaveValue(/Tambahan belum disimpan\./);

  // Someone else saves meanwhile: 409, and the input stays.
  const other = await page.request.patch(`/api/metadata/${id}`, { data: { edisi: "2.0" } });
  expect(other.status()).toBe(200);
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(page.getByTestId("pesan-simpan")).toContainText("telah diubah orang lain");
  await expect(field(page, "abstrak")).toHaveValue(/Tambahan belum disimpan\./);
  await expectAccessible(page);
});

/** A small ISO 19139 document: the gmd export of a readable record under a new identifier and title. */
async function iso19139(page: Page, sourceId: string, fileIdentifier: string, title: string) {
  const response = await page.request.get(`/api/metadata/${sourceId}/export/xml?format=gmd`);
  expect(response.ok()).toBeTruthy();
  const xml = await response.text();
  return xml
    .replace(
      /(<gmd:fileIdentifier>\s*<gco:CharacterString>)[^<]*(<\/gco:CharacterString>)/,
      `$1${fileIdentifier}$2`,
    )
    .replace(/(<gmd:title>\s*<gco:CharacterString>)[^<]*(<\/gco:CharacterString>)/, `$1${title}$2`);
}

test("imports ISO 19139 files with progress and a result per file", async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, ACCOUNTS.produsenBig);
  const list = await (await page.request.get("/api/metadata?pageSize=1")).json();
  const sourceId = list.records?.[0]?.id ?? list.items?.[0]?.id;
  expect(sourceId).toBeTruthy();
  const stamp = Date.now();
  const files = await Promise.all(
    [1, 2].map(async (n) => ({
      name: `impor-${n}.xml`,
      mimeType: "application/xml",
      buffer: Buffer.from(
        await iso19139(page, sourceId, `uji-impor-${stamp}-${n}`, `Impor Uji ${stamp} ${n}`),
      ),
    })),
  );
  files.push({ name: "rusak.xml", mimeType: "application/xml", buffer: Buffer.from("<bukan-xml") });

  await page.goto("/metadata/impor");
  await expect(page.getByRole("heading", { level: 1, name: "Impor XML ISO" })).toBeVisible();
  await page.getByLabel("Berkas XML").setInputFiles(files);
  await expect(page.getByText("3 berkas dipilih")).toBeVisible();
  await page.getByRole("button", { name: "Unggah dan impor" }).click();
  await expect(page.getByRole("progressbar", { name: "Kemajuan unggah" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expect(page.getByTestId("ringkasan-impor")).toHaveText("2 diimpor, 0 diperbarui, 1 gagal");
  const results = page.getByTestId("hasil-impor").getByRole("listitem");
  await expect(results).toHaveCount(3);
  await expect(results.nth(0)).toContainText("Diimpor");
  await expect(results.nth(2)).toContainText("Gagal");
  const href = await results.nth(0).getByRole("link", { name: "Buka rekaman" }).getAttribute("href");
  const importedId = href?.split("/").pop();
  const imported = await (await page.request.get(`/api/metadata/${importedId}`)).json();
  expect(imported).toMatchObject({ judul: `Impor Uji ${stamp} 1`, status: "DRAFT" });
  expect(imported.sumber).toMatchObject({ standar: "ISO19139", disuntingPada: null });
  await expectAccessible(page);
  await screenshots(page, "editor-impor");
  // The imported record's form says it is kept whole and what an edit does to it.
  await page.goto(`/metadata/${importedId}/ubah`);
  await expect(page.getByRole("note")).toContainText("diimpor dari dokumen ISO 19139");
  await expect(page.locator("#f-judul")).toHaveValue(`Impor Uji ${stamp} 1`);
  await expectAccessible(page);
});

// An imported service document (ISO 19139) with what the record's fields do not hold.
const serviceDocument = (fileIdentifier: string, title: string) => `<?xml version="1.0" encoding="UTF-8"?>
<gmd:MD_Metadata xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco"
  xmlns:srv="http://www.isotc211.org/2005/srv" xmlns:gml="http://www.opengis.net/gml/3.2">
  <gmd:fileIdentifier><gco:CharacterString>${fileIdentifier}</gco:CharacterString></gmd:fileIdentifier>
  <gmd:hierarchyLevel><gmd:MD_ScopeCode codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#MD_ScopeCode" codeListValue="service">service</gmd:MD_ScopeCode></gmd:hierarchyLevel>
  <gmd:contact><gmd:CI_ResponsibleParty><gmd:organisationName><gco:CharacterString>Badan Uji</gco:CharacterString></gmd:organisationName>
    <gmd:role><gmd:CI_RoleCode codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#CI_RoleCode" codeListValue="pointOfContact">pointOfContact</gmd:CI_RoleCode></gmd:role></gmd:CI_ResponsibleParty></gmd:contact>
  <gmd:dateStamp><gco:Date>2026-01-02</gco:Date></gmd:dateStamp>
  <gmd:identificationInfo><srv:SV_ServiceIdentification>
    <gmd:citation><gmd:CI_Citation><gmd:title><gco:CharacterString>${title}</gco:CharacterString></gmd:title>
      <gmd:date><gmd:CI_Date><gmd:date><gco:Date>2025-01-01</gco:Date></gmd:date><gmd:dateType><gmd:CI_DateTypeCode codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#CI_DateTypeCode" codeListValue="publication">publication</gmd:CI_DateTypeCode></gmd:dateType></gmd:CI_Date></gmd:date>
    </gmd:CI_Citation></gmd:citation>
    <gmd:abstract><gco:CharacterString>Layanan peta uji.</gco:CharacterString></gmd:abstract>
    <srv:serviceType><gco:LocalName>view</gco:LocalName></srv:serviceType>
    <srv:serviceTypeVersion><gco:CharacterString>OGC:WMS 1.3.0</gco:CharacterString></srv:serviceTypeVersion>
    <srv:extent><gmd:EX_Extent><gmd:temporalElement><gmd:EX_TemporalExtent><gmd:extent><gml:TimePeriod gml:id="t">
      <gml:beginPosition>2015-05</gml:beginPosition><gml:endPosition indeterminatePosition="now"/>
    </gml:TimePeriod></gmd:extent></gmd:EX_TemporalExtent></gmd:temporalElement></gmd:EX_Extent></srv:extent>
    <srv:couplingType><srv:SV_CouplingType codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#SV_CouplingType" codeListValue="tight">tight</srv:SV_CouplingType></srv:couplingType>
    <srv:containsOperations><srv:SV_OperationMetadata>
      <srv:operationName><gco:CharacterString>GetCapabilities</gco:CharacterString></srv:operationName>
      <srv:DCP><srv:DCPList codeList="http://standards.iso.org/iso/19139/resources/gmxCodelists.xml#DCPList" codeListValue="WebServices">WebServices</srv:DCPList></srv:DCP>
      <srv:connectPoint><gmd:CI_OnlineResource><gmd:linkage><gmd:URL>https://peta.contoh.go.id/wms?</gmd:URL></gmd:linkage></gmd:CI_OnlineResource></srv:connectPoint>
    </srv:SV_OperationMetadata></srv:containsOperations>
  </srv:SV_ServiceIdentification></gmd:identificationInfo>
</gmd:MD_Metadata>`;

// On the record's workspace page: published, the import would become the newest published record,
// which the public page tests take for one with signed quality documents.
test("shows what an imported service document says: its operations and periods as written", async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.produsenBig);
  const stamp = Date.now();
  const response = await page.request.post("/api/metadata/import?nama=layanan.xml", {
    headers: { "content-type": "application/xml" },
    data: serviceDocument(`uji-layanan-${stamp}`, `Layanan Uji ${stamp}`),
  });
  expect(response.status()).toBe(201);
  const { id } = await response.json();
  await page.goto(`/metadata/${id}`);
  await expect(page.getByRole("heading", { level: 2, name: "Rincian dokumen sumber" })).toBeVisible();
  const operations = page.getByTestId("operasi-layanan");
  await expect(operations).toContainText("GetCapabilities");
  await expect(operations.getByRole("link", { name: "https://peta.contoh.go.id/wms?" })).toHaveAttribute(
    "href",
    "https://peta.contoh.go.id/wms?",
  );
  await expect(page.getByTestId("periode")).toHaveText("2015-05 – sekarang");
  await expectAccessible(page);
});

test("shows a notice instead of the form for a record that cannot be changed in its status, 404 for none", async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.produsenBig);
  const list = await (await page.request.get("/api/metadata?status=PUBLISHED&pageSize=1")).json();
  const published = list.records[0];
  expect(published).toBeTruthy();
  await page.goto(`/metadata/${published.id}/ubah`);
  await expect(page.getByRole("status")).toContainText("tidak dapat diubah");
  await expect(page.locator("#f-judul")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "editor-terkunci");
  const missing = await page.goto("/metadata/tidak-ada/ubah");
  expect(missing?.status()).toBe(404);
});
