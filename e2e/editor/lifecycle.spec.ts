import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots } from "../support";
import { field, fieldError, fillEverySection } from "./record-form";
import { ACCOUNTS, signInAs } from "./sign-in";

// The whole publication lifecycle through the UI only (issue 8): a BIG producer writes a record
// with every section in the editor, meets validation errors and fixes them, and submits; an
// examiner of BPS (BIG lets other organisations' examiners check its records) signs QC and QE;
// the walidata of BIG signs QA and publishes. The record is then in the public search, on the
// map, in CSW GetRecords, and its verification link says valid. The rejection path is in
// workflow.spec.ts, the CSW title change in admin.spec.ts.

test.describe.configure({ mode: "serial" });

const title = `Batas Desa Uji Siklus ${Date.now().toString(36)}`;
let id = "";
const badge = (page: Page) => page.locator("header [data-status]").first();

test("a producer writes a record with every section, fixes the errors, and submits it", async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ACCOUNTS.produsenBig);
  await page.goto("/dasbor");
  await page.getByRole("link", { name: "Metadata baru" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Metadata baru" })).toBeVisible();

  await fillEverySection(page, title);
  // Two mistakes: a north bound off the globe and an e-mail address without a domain.
  await field(page, "bboxUtara").fill("95");
  await field(page, "kontak.1.email").fill("metadata@");
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await expect(fieldError(page, "bboxUtara")).toBeVisible();
  await expect(fieldError(page, "kontak.1.email")).toBeVisible();
  await expect(page).toHaveURL(/\/metadata\/baru$/); // nothing was saved
  await field(page, "bboxUtara").fill("-6");
  await field(page, "kontak.1.email").fill("metadata@big.go.id");
  await expect(fieldError(page, "bboxUtara")).toHaveCount(0);
  await expect(page.getByTestId("kelengkapan-ringkas")).toHaveText(
    "Lengkap: siap diajukan untuk pemeriksaan.",
  );
  await page.getByRole("button", { name: "Simpan", exact: true }).click();
  await page.waitForURL(/\/metadata\/[0-9a-f-]{36}$/);
  id = new URL(page.url()).pathname.split("/").pop() as string;

  await expect(badge(page)).toHaveText("Draf");
  await page.getByRole("button", { name: "Ajukan untuk QC/QE" }).click();
  await expect(badge(page)).toHaveText("Proses QC/QE");
  await expectAccessible(page);
  await screenshots(page, "siklus-diajukan");
});

test("an examiner of another organisation signs QC and QE", async ({ page }) => {
  await signInAs(page, ACCOUNTS.pemeriksaBps);
  await page.goto("/pemeriksaan");
  const item = page.locator(`[data-id="${id}"]`);
  await expect(item).toContainText("lintas organisasi");
  await item.getByRole("link", { name: "Isi formulir QC" }).click();
  await expect(page.getByTestId("butir-otomatis")).toContainText("Ekspor ISO 19115-3");
  await page.getByRole("button", { name: "Tanda tangani" }).click();
  await expect(page.getByTestId("hasil-tanda-tangan")).toContainText("Dokumen ditandatangani.");

  await page.goto(`/pemeriksaan/${id}/qe`);
  await expect(page.getByLabel("Elemen mutu (DQ) 1")).toBeVisible();
  await page.getByLabel("Kesimpulan: metadata sesuai").check();
  await page.getByRole("button", { name: "Tanda tangani" }).click();
  await expect(page.getByTestId("hasil-tanda-tangan")).toContainText("Tinjauan");
  await expectAccessible(page);
  await screenshots(page, "siklus-qe");
});

test("the walidata signs QA and publishes", async ({ page }) => {
  await signInAs(page, ACCOUNTS.walidataBig);
  await page.goto("/tinjauan");
  await page
    .locator(`[data-id="${id}"]`)
    .getByRole("link", { name: /^Tinjau/ })
    .click();
  await page.waitForURL(`**/tinjauan/${id}`);
  await page.getByRole("button", { name: "Tanda tangani" }).click();
  await expect(page.getByTestId("hasil-tanda-tangan")).toContainText("QA: Sesuai");
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await page.waitForURL(`**/metadata/${id}`);
  await expect(badge(page)).toHaveText("Terbit");
  await expectAccessible(page);
  await screenshots(page, "siklus-terbit");
});

test("the published record is in the public search, on the map, in CSW, and verifiably signed", async ({
  page,
}) => {
  // Public search by a word of its title.
  await page.goto(`/katalog?q=${encodeURIComponent(title)}`);
  await expect(page.locator(`article[data-record-id="${id}"]`)).toBeVisible();

  // On the map: a small box inside the record's extent (West Java); its footprint covers the
  // middle of the map, so pointing there highlights its card.
  await page.goto(`/katalog?q=${encodeURIComponent(title)}&bboxN=-6.4&bboxS=-6.6&bboxE=106.9&bboxW=106.8`);
  await expect(page.locator("[data-map-ready]")).toHaveAttribute("data-map-ready", "true", {
    timeout: 20_000,
  });
  const canvas = page.locator("[data-map-ready] canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("the map has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await expect(page.locator(`article[data-record-id="${id}"]`)).toHaveAttribute("data-highlight", "true");
  await screenshots(page, "siklus-peta");

  // CSW GetRecords (ISO 19139 output) finds it by its title.
  const csw = await page.request.get(
    `/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=gmd:MD_Metadata&resultType=results` +
      `&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=full&q=${encodeURIComponent(title)}`,
  );
  expect(csw.status()).toBe(200);
  const xml = await csw.text();
  expect(xml).toContain('numberOfRecordsMatched="1"');
  expect(xml).toContain(title);

  // The record page's QA verification link says valid.
  await page.goto(`/katalog/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const verification = page.locator('a[href^="/verifikasi/"]').last();
  await verification.click();
  await expect(page.getByRole("heading", { level: 1, name: "Dokumen sah" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "siklus-verifikasi");
});
