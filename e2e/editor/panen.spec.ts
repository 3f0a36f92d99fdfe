import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots } from "../support";
import { ACCOUNTS, signInAs } from "./sign-in";

// The administrators' harvesting pages: the list and its form (a bad address refused beside its
// field), then a CSW source that harvests this very server (playwright.config.ts allows
// loopback): the connection test names the service and its records, "run now" is taken by the
// worker (a tick every 15 s), and the report counts every record seen as a conflict, since
// each was made here and is never overwritten. Then credentials are removed and the source
// deleted; unknown ids, and a run under another source's address, are 404.

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
});

/** What each run test leaves for the next: the harvesting source and its finished run. */
const made = { sourceId: "", runId: "" };

const numberIn = async (page: Page, selector: string) =>
  Number(((await page.locator(selector).textContent()) ?? "").replace(/\D/g, ""));

test("/admin/panen lists the sources (or says there are none) and refuses a bad address", async ({
  page,
}) => {
  const { data } = await (await page.request.get("/api/admin/panen")).json();
  await page.goto("/admin/panen");
  await expect(page.getByRole("heading", { level: 1, name: "Panen katalog" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Bagian administrasi" }).getByRole("link", { name: "Panen" }),
  ).toHaveAttribute("aria-current", "page");
  if (data.length === 0)
    await expect(page.getByText("Belum ada sumber panen.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "admin-panen");

  await page.getByLabel("Nama sumber").fill("Alamat salah");
  await page.getByLabel("Alamat (URL)").fill("ftp://x");
  await page.getByRole("button", { name: "Tambah sumber" }).click();
  await expect(page.locator("#panen-baru-url-error")).toBeVisible();
  await expect(page.getByLabel("Alamat (URL)")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/admin/panen");
  await expectAccessible(page);
  await screenshots(page, "admin-panen-galat");
});

test("a CSW source of this catalogue: tested, run, and every record seen is a conflict", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const capabilities = await (await page.request.get("/csw?service=CSW&request=GetCapabilities")).text();
  const serviceTitle = /<ows:Title>([^<]*)<\/ows:Title>/.exec(capabilities)?.[1] as string;
  expect(serviceTitle).toBeTruthy();

  await page.goto("/admin/panen");
  await page.getByLabel("Nama sumber").fill(`Simpul ini (e2e ${Date.now()})`);
  await page.getByLabel("Protokol").selectOption("CSW");
  await page.getByLabel("Alamat (URL)").fill(`${baseURL}/csw`);
  await page.getByRole("radio", { name: "Draf" }).check();
  await page.getByRole("button", { name: "Tambah sumber" }).click();
  await expect(page).toHaveURL(/\/admin\/panen\/[^/]+$/);
  made.sourceId = new URL(page.url()).pathname.split("/").pop() as string;
  await expect(page.getByRole("link", { name: "Panen", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("table", { name: "Riwayat panen" })).toHaveCount(0);
  await expect(page.getByText("Belum ada panen untuk sumber ini.")).toBeVisible();

  await page.getByRole("button", { name: "Uji koneksi" }).click();
  await expect(page.getByText("Koneksi berhasil")).toBeVisible();
  await expect(page.getByTestId("uji-judul")).toHaveText(serviceTitle);
  expect(await numberIn(page, '[data-testid="uji-rekaman"]')).toBeGreaterThan(0);
  await expectAccessible(page);
  await screenshots(page, "admin-panen-uji");

  await page.getByRole("button", { name: "Jalankan sekarang" }).click();
  await expect(page.getByText(/Panen diantrekan/)).toBeVisible();
  const latest = page.locator("tr[data-run]").first();
  await expect(latest).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.reload();
        return latest.getAttribute("data-status");
      },
      { timeout: 60_000, intervals: [3_000] },
    )
    .toBe("SELESAI");
  made.runId = (await latest.getAttribute("data-run")) as string;
  await expectAccessible(page);
  await screenshots(page, "admin-panen-sumber");

  await latest.getByRole("link").first().click();
  await expect(page).toHaveURL(`/admin/panen/${made.sourceId}/riwayat/${made.runId}`);
  await expect(page.getByRole("heading", { level: 1, name: "Laporan panen" })).toBeVisible();
  const count = (key: string) => numberIn(page, `[data-count="${key}"]`);
  const seen = await count("dilihat");
  expect(seen).toBeGreaterThan(0);
  expect(await count("ditambah")).toBe(0);
  expect(await count("diperbarui")).toBe(0);
  expect(await count("jumlahRemote")).toBe(seen);
  // Every record with an identifier is this catalogue's own (made here): a conflict, never overwritten.
  const withoutId = await page.locator("tr[data-hasil]").filter({ hasText: "(tanpa pengenal)" }).count();
  const conflicts = await count("konflik");
  expect(conflicts).toBe(seen - withoutId);
  const conflictRows = page.locator('tr[data-hasil="KONFLIK"]');
  await expect(conflictRows).toHaveCount(conflicts);
  await expect(page.locator('tr[data-hasil="KONFLIK"]:not([data-alasan="CONFLICT"])')).toHaveCount(0);
  await expect(conflictRows.first()).toContainText("tidak ditimpa");
  await expect(conflictRows.first().getByRole("link", { name: /Buka rekaman/ })).toHaveAttribute(
    "href",
    /^\/metadata\/[^/]+$/,
  );
  await expectAccessible(page);
  await screenshots(page, "admin-panen-laporan");
});

test("credentials are kept, then removed; the source is deleted after a confirmation", async ({ page }) => {
  await page.goto("/admin/panen");
  const organisasiId = await page.getByLabel("Organisasi").inputValue();
  const created = await page.request.post("/api/admin/panen", {
    data: {
      nama: `Berkredensial (e2e ${Date.now()})`,
      protokol: "OAI_PMH",
      url: "https://oai.contoh.go.id/oai",
      organisasiId,
      kredensial: { username: "panen", password: "rahasia" },
      aktif: false,
    },
  });
  expect(created.status()).toBe(201);
  const { id, nama } = await created.json();
  await page.goto(`/admin/panen/${id}`);
  await expect(page.getByTestId("kredensial-status")).toHaveText(/Kredensial tersimpan/);
  await expect(page.getByLabel("Set OAI-PMH")).toBeVisible();
  await expect(page.getByLabel("Filter")).toHaveCount(0);

  // Saved with the password left empty: the stored credentials stay.
  await page.getByLabel("Set OAI-PMH").fill("geo");
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByText("Sumber tersimpan.")).toBeVisible();
  expect((await (await page.request.get(`/api/admin/panen/${id}`)).json()).adaKredensial).toBe(true);

  await page.getByLabel("Hapus kredensial tersimpan").check();
  await expect(page.getByLabel("Kata sandi")).toBeDisabled();
  await page.getByRole("button", { name: "Simpan" }).click();
  await expect(page.getByTestId("kredensial-status")).toHaveText("Tidak ada kredensial tersimpan.");
  const stored = await (await page.request.get(`/api/admin/panen/${id}`)).json();
  expect(stored).toMatchObject({ adaKredensial: false, setOai: "geo" });
  await expectAccessible(page);

  // A run of another source under this source's address is not found; nor is an unknown source.
  expect((await page.goto(`/admin/panen/${id}/riwayat/${made.runId}`))?.status()).toBe(404);
  expect((await page.goto(`/admin/panen/${made.sourceId}/riwayat/${made.runId}`))?.status()).toBe(200);
  expect((await page.goto("/admin/panen/tidak-ada"))?.status()).toBe(404);

  await page.goto(`/admin/panen/${id}`);
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Hapus", exact: true }).click();
  await expect(page).toHaveURL("/admin/panen");
  await expect(page.getByRole("link", { name: nama })).toHaveCount(0);
  expect((await page.request.get(`/api/admin/panen/${id}`)).status()).toBe(404);

  // The harvesting source stays, with its last run and a link to the report.
  const row = page.locator(`tr[data-sumber="${made.sourceId}"]`);
  await expect(row.locator('[data-status="SELESAI"]')).toBeVisible();
  await expect(row.getByRole("link", { name: /^Laporan/ })).toHaveAttribute(
    "href",
    `/admin/panen/${made.sourceId}/riwayat/${made.runId}`,
  );
  await expectAccessible(page);
  await screenshots(page, "admin-panen-daftar");
});
