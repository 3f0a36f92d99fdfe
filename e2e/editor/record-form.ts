import { expect, type Page } from "@playwright/test";

// The metadata editor's fields in e2e tests: inputs are found by their API path
// (kontak.0.email -> #f-kontak-0-email), errors by data-field-error.

export const field = (page: Page, path: string) => page.locator(`#f-${path.replaceAll(".", "-")}`);
export const fieldError = (page: Page, path: string) => page.locator(`[data-field-error="${path}"]`);
const pickSecond = (page: Page, path: string) => field(page, path).selectOption({ index: 1 });

/** Draws a box over the middle of the editor's extent map. */
export async function drawBox(page: Page) {
  const map = page.locator("#bagian-cakupan [data-map-ready='true']");
  await expect(map).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Gambar kotak" }).click();
  const box = await map.boundingBox();
  if (!box) throw new Error("the map has no box");
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.65, { steps: 6 });
  await page.mouse.up();
}

/**
 * Fills every section of /metadata/baru with valid values: a complete record over
 * 106.5–107.25 E, 7–6 S (West Java), one resource and one metadata contact, one distribution,
 * one quality report.
 */
export async function fillEverySection(page: Page, title: string) {
  await field(page, "judul").fill(title);
  await field(page, "judulAlternatif").fill("Uji editor");
  await field(page, "abstrak").fill("Peta uji yang dibuat lewat editor metadata.");
  await field(page, "tujuan").fill("Pengujian.");
  await field(page, "tipeData").selectOption("vector");
  await field(page, "edisi").fill("1.0");
  await field(page, "tanggalEdisi").fill("2024-05-01");
  await field(page, "tanggal.0.tanggal").fill("2024-05-01");
  await page.getByRole("button", { name: "+ Tambah tanggal" }).click();
  await field(page, "tanggal.1.tipe").selectOption("publication");
  await field(page, "tanggal.1.tanggal").fill("2024-06-01");
  await pickSecond(page, "statusProgres");
  await pickSecond(page, "frekuensiPembaruan");
  await field(page, "representasiSpasial").selectOption("vector");
  await field(page, "skalaPenyebut").fill("25000");
  await field(page, "resolusi.jarak").fill("10");
  await field(page, "resolusi.satuan").fill("m");

  await field(page, "kataKunci.0.kataKunci").fill("batas wilayah");
  await pickSecond(page, "kataKunci.0.tipe");
  await field(page, "kataKunci.0.thesaurus").fill("GEMET");
  await field(page, "kataKunci.0.thesaurusTanggal").fill("2020-01-01");

  await page.locator("#bagian-topik input[type=checkbox]").nth(0).check();
  await page.locator("#bagian-topik input[type=checkbox]").nth(2).check();

  await field(page, "bboxBarat").fill("106.5");
  await field(page, "bboxTimur").fill("107.25");
  await field(page, "bboxSelatan").fill("-7");
  await field(page, "bboxUtara").fill("-6");
  await field(page, "deskripsiWilayah").fill("Jawa Barat");
  await field(page, "temporal.mulai").fill("2023-01-01");
  await field(page, "temporal.selesai").fill("2023-12-31");

  await field(page, "kontak.0.namaIndividu").fill("Sari");
  await field(page, "kontak.0.namaOrganisasi").fill("Badan Informasi Geospasial");
  await field(page, "kontak.0.jabatan").fill("Analis");
  await field(page, "kontak.0.telepon").fill("021-123");
  await field(page, "kontak.0.email").fill("sari@big.go.id");
  await page.getByRole("button", { name: "+ Tambah kontak" }).click();
  await field(page, "kontak.1.lingkup").selectOption("METADATA");
  await field(page, "kontak.1.namaOrganisasi").fill("Pusat Metadata");
  await field(page, "kontak.1.email").fill("metadata@big.go.id");

  await page.getByRole("button", { name: "+ Tambah distribusi" }).click();
  await pickSecond(page, "distribusi.0.protokol");
  await field(page, "distribusi.0.url").fill("https://contoh.go.id/unduh/batas.zip");
  await field(page, "distribusi.0.formatNama").fill("Shapefile");
  await field(page, "distribusi.0.nama").fill("batas.zip");
  await field(page, "distribusi.0.deskripsi").fill("Unduhan");

  await page.locator("#f-batasan-akses input[value=otherRestrictions]").check();
  await page.locator("#f-batasan-pemakaian input[value=license]").check();
  await field(page, "batasan.penggunaan").fill("Untuk perencanaan.");
  await field(page, "batasan.lain").fill("CC BY 4.0");
  await pickSecond(page, "batasan.klasifikasiKeamanan");

  await field(page, "kualitasData.riwayat").fill("Digitasi dari citra 2023.");
  await field(page, "kualitasData.sumber").fill("Citra satelit");
  await field(page, "kualitasData.langkahProses").fill("Digitasi, validasi topologi");
  await page.getByRole("button", { name: "+ Tambah laporan" }).click();
  await pickSecond(page, "kualitasData.laporan.0.elemen");
  await pickSecond(page, "kualitasData.laporan.0.metodeEvaluasi");
  await field(page, "kualitasData.laporan.0.nilai").fill("98");
  await field(page, "kualitasData.laporan.0.satuan").fill("%");

  await field(page, "gambar.url").fill("https://contoh.go.id/gambar/batas.png");
  await field(page, "gambar.deskripsi").fill("Pratinjau peta");
}
