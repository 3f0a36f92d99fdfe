import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots } from "../support";
import { ACCOUNTS, signInAs } from "./sign-in";

// The publication workflow through its screens on the demo catalogue: a BIG producer submits,
// an examiner of BPS checks a BIG record across organisations (BIG allows it) and signs QC and
// QE with PKI, the walidata of BIG signs QA and publishes; a second record is examined with a
// scanned, hand-signed PDF, rejected with a note, and returned to draft and resubmitted.

test.describe.configure({ mode: "serial" });

/** A new complete DRAFT of the producer: the content of one of BIG's published records. */
async function copyOfPublished(request: APIRequestContext, judul: string): Promise<string> {
  const list = await (await request.get("/api/metadata?status=PUBLISHED&pageSize=1")).json();
  const source = await (await request.get(`/api/metadata/${list.records[0].id}`)).json();
  const created = await request.post("/api/metadata", { data: { ...source, judul } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).id as string;
}

const badge = (page: Page) => page.locator("header [data-status]").first();
const stamp = Date.now().toString(36);
let published = "";
let rejected = "";

test("a producer sees what an incomplete draft lacks, and submits a complete one", async ({ page }) => {
  await signInAs(page, ACCOUNTS.produsenBig);
  const incomplete = await page.request.post("/api/metadata", {
    data: { judul: `E2E belum lengkap ${stamp}` },
  });
  expect(incomplete.status()).toBe(201);
  const incompleteId = (await incomplete.json()).id as string;
  await page.goto(`/metadata/${incompleteId}`);
  await expect(page.getByTestId("kekurangan")).toContainText("abstrak");
  await page.getByRole("button", { name: "Ajukan untuk QC/QE" }).click();
  const alert = page.getByTestId("galat");
  await expect(alert).toContainText("422");
  await expect(alert.getByTestId("daftar-kurang")).toContainText("kataKunci");
  await expectAccessible(page);
  await screenshots(page, "alur-belum-lengkap");
  await page.getByRole("button", { name: "Hapus draf" }).click();
  await page.getByRole("button", { name: "Ya, hapus" }).click();
  await page.waitForURL("**/dasbor");
  expect((await page.request.get(`/api/metadata/${incompleteId}`)).status()).toBe(404);

  published = await copyOfPublished(page.request, `E2E Alur Kerja Terbit ${stamp}`);
  await page.goto(`/metadata/${published}`);
  await expect(badge(page)).toHaveText("Draf");
  await expect(page.getByText("Semua unsur wajib ISO 19115 sudah terisi.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Ubah metadata" })).toHaveAttribute(
    "href",
    `/metadata/${published}/ubah`,
  );
  await expectAccessible(page);
  await screenshots(page, "alur-draf");
  await page.getByRole("button", { name: "Ajukan untuk QC/QE" }).click();
  await expect(badge(page)).toHaveText("Proses QC/QE");
  await expect(page.getByTestId("riwayat-status")).toContainText("Proses QC/QE");
});

test("an examiner of another organisation signs QC and QE with PKI", async ({ page }) => {
  await signInAs(page, ACCOUNTS.pemeriksaBps);
  await page.goto("/pemeriksaan");
  const item = page.locator(`[data-id="${published}"]`);
  await expect(item).toContainText("lintas organisasi");
  await expectAccessible(page);
  await screenshots(page, "alur-antrean-pemeriksaan");
  await item.getByRole("link", { name: "Isi formulir QC" }).click();
  await expect(page.getByRole("heading", { name: "Quality Control (QC)" })).toBeVisible();
  await expect(page.getByTestId("butir-otomatis")).toContainText("Ekspor ISO 19115-3");
  await page.getByRole("button", { name: "Tambah butir" }).click();
  await page.getByLabel("Nama butir 1").fill("Judul dan abstrak menggambarkan isi data");
  await page.getByLabel("Catatan", { exact: true }).fill("Diperiksa lintas organisasi.");
  await expect(page.getByLabel("Kesimpulan: metadata sesuai")).toBeChecked();
  await expectAccessible(page);
  await screenshots(page, "alur-formulir-qc");
  await page.getByRole("button", { name: "Tanda tangani" }).click();
  const result = page.getByTestId("hasil-tanda-tangan");
  await expect(result).toContainText("Dokumen ditandatangani.");
  await expect(result).toContainText("Tanda tangan digital (PKI)");
  await expect(result.getByRole("link", { name: "Buka halaman verifikasi" })).toHaveAttribute(
    "href",
    /^\/verifikasi\/[A-Za-z0-9_-]{43}$/,
  );
  await expectAccessible(page);
  await screenshots(page, "alur-qc-ditandatangani");

  await page.goto(`/pemeriksaan/${published}/qe`);
  await expect(page.getByRole("heading", { name: "Quality Evaluation (QE)" })).toBeVisible();
  await expect(page.getByLabel("Elemen mutu (DQ) 1")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "alur-formulir-qe");
  // The examiner's judgement: the record conforms even where one of its own reports failed.
  await page.getByLabel("Kesimpulan: metadata sesuai").check();
  await page.getByRole("button", { name: "Tanda tangani" }).click();
  await expect(page.getByTestId("hasil-tanda-tangan")).toContainText("Tinjauan");
});

test("the walidata signs QA and publishes; every screen shows the result", async ({ page }) => {
  await signInAs(page, ACCOUNTS.walidataBig);
  await page.goto("/tinjauan");
  await expect(page.locator(`[data-id="${published}"]`)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "alur-antrean-tinjauan");
  await page.goto(`/tinjauan/${published}`);
  await expect(page.getByTestId("dokumen-qc")).toContainText("Ditandatangani");
  // Publishing before QA is refused by the server (422), and the page says so.
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await expect(page.getByTestId("galat")).toContainText("422");
  await expectAccessible(page);
  await screenshots(page, "alur-tinjauan");
  await page.getByRole("button", { name: "Tanda tangani" }).click();
  await expect(page.getByTestId("hasil-tanda-tangan")).toContainText("QA: Sesuai");
  await page.getByRole("button", { name: "Terbitkan" }).click();
  await page.waitForURL(`**/metadata/${published}`);
  await expect(badge(page)).toHaveText("Terbit");
  const timeline = page.getByTestId("riwayat-status");
  await expect(timeline.locator("li")).toHaveCount(4);
  for (const tipe of ["qc", "qe", "qa"]) {
    await expect(page.getByTestId(`dokumen-${tipe}`)).toContainText("Ditandatangani");
  }
  await expect(page.getByTestId("dokumen-qc")).toContainText("Tanda tangan digital (PKI)");
  await expectAccessible(page);
  await screenshots(page, "alur-terbit");
  await page.getByRole("link", { name: "Verifikasi QA" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dokumen sah" })).toBeVisible();
  await page.goto(`/katalog/${published}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`E2E Alur Kerja Terbit ${stamp}`);
});

test("a scanned QC, a rejection with a note, and the producer resubmits", async ({ page }) => {
  await signInAs(page, ACCOUNTS.produsenBig);
  rejected = await copyOfPublished(page.request, `E2E Alur Kerja Ditolak ${stamp}`);
  const submitted = await page.request.post(`/api/metadata/${rejected}/status`, {
    data: { status: "QCQE_PROCESS" },
  });
  expect(submitted.status()).toBe(200);

  await signInAs(page, ACCOUNTS.pemeriksaBig);
  await page.goto(`/pemeriksaan/${rejected}/qc`);
  await page.getByLabel("Unggah pindaian PDF yang sudah ditandatangani").check();
  // Not a PDF by its bytes: the server's 400 is named beside the file field.
  await page.getByLabel("Berkas PDF (maks. 10 MB)").setInputFiles({
    name: "bukan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("bukan PDF"),
  });
  await page.getByRole("button", { name: "Unggah dan simpan" }).click();
  await expect(page.getByText("bukan berkas PDF / not a PDF file").first()).toBeVisible();
  await page.getByLabel("Berkas PDF (maks. 10 MB)").setInputFiles({
    name: "qc-bertanda-tangan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% pindaian QC bertanda tangan basah\n%%EOF\n"),
  });
  await expectAccessible(page);
  await screenshots(page, "alur-qc-pindaian");
  await page.getByRole("button", { name: "Unggah dan simpan" }).click();
  await expect(page.getByTestId("hasil-tanda-tangan")).toContainText("Pindaian bertanda tangan");
  const qe = await page.request.post(`/api/metadata/${rejected}/kualitas/qe`, { data: { sesuai: true } });
  expect(qe.status()).toBe(201);

  await signInAs(page, ACCOUNTS.walidataBig);
  await page.goto(`/tinjauan/${rejected}`);
  await expect(page.getByTestId("dokumen-qc")).toContainText("Pindaian bertanda tangan");
  await page.getByRole("button", { name: "Tolak", exact: true }).click();
  await expect(page.getByTestId("galat")).toContainText("catatan");
  await page.getByLabel("Catatan keputusan").fill("Abstrak belum menyebut sumber citra; mohon dilengkapi.");
  await page.getByRole("button", { name: "Tolak", exact: true }).click();
  await page.waitForURL(`**/metadata/${rejected}`);
  await expect(badge(page)).toHaveText("Ditolak");

  await signInAs(page, ACCOUNTS.produsenBig);
  await page.goto(`/metadata/${rejected}`);
  await expect(page.getByTestId("riwayat-status")).toContainText("Abstrak belum menyebut sumber citra");
  await expect(page.getByRole("link", { name: "Ubah metadata" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "alur-ditolak");
  await page.getByRole("button", { name: "Kembalikan ke draf" }).click();
  await expect(badge(page)).toHaveText("Draf");
  await page.getByRole("button", { name: "Ajukan untuk QC/QE" }).click();
  await expect(badge(page)).toHaveText("Proses QC/QE");
});

test("record pages refuse what the API refuses: 403 for another organisation, 404 for no record", async ({
  page,
}) => {
  await page.goto(`/metadata/${rejected}`);
  await page.waitForURL(`**/masuk?kembali=${encodeURIComponent(`/metadata/${rejected}`)}`);
  await signInAs(page, ACCOUNTS.walidataBps);
  const forbidden = await page.goto(`/metadata/${rejected}`);
  expect(forbidden?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Akses ditolak" })).toBeVisible();
  const missing = await page.goto("/metadata/00000000-0000-0000-0000-000000000000");
  expect(missing?.status()).toBe(404);
  await signInAs(page, ACCOUNTS.produsenBig);
  expect((await page.goto(`/pemeriksaan/${rejected}/qc`))?.status()).toBe(403);
  expect((await page.goto("/tinjauan"))?.status()).toBe(403);
});
