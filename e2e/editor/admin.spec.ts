import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots } from "../support";
import { ACCOUNTS, signInAs } from "./sign-in";

// The administrator's screens: each loads accessibly; users are created, signed in, deactivated
// and given a new password; a cross-organisation switch goes on and off through the pre-flight;
// the CSW title shows in GetCapabilities at once; an XSLT is uploaded and a bad one refused.

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signInAs(page, ACCOUNTS.admin);
});

const SCREENS = [
  { path: "/admin", heading: "Administrasi", name: "admin-ringkasan" },
  { path: "/admin/organisasi", heading: "Organisasi", name: "admin-organisasi" },
  { path: "/admin/pengguna", heading: "Pengguna", name: "admin-pengguna" },
  { path: "/admin/csw", heading: "Identitas layanan CSW", name: "admin-csw" },
  { path: "/admin/panen", heading: "Panen katalog", name: "admin-panen" },
  { path: "/admin/xslt", heading: "Stylesheet XSLT", name: "admin-xslt" },
  { path: "/admin/status", heading: "Status sistem", name: "admin-status" },
];

for (const screen of SCREENS) {
  test(`${screen.path} loads`, async ({ page }) => {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1, name: screen.heading })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Bagian administrasi" }).locator('[aria-current="page"]'),
    ).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, screen.name);
  });
}

test("the status page shows a card per component and checks again", async ({ page }) => {
  await page.goto("/admin/status");
  for (const name of ["Server surel (SMTP)", "Gateway WhatsApp", "Penyimpanan berkas", "Layanan CSW"]) {
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await expect(page.locator('[data-component="objectstore"]')).toHaveAttribute("data-ok", "true");
  await expect(page.locator('[data-component="smtp"]')).toHaveAttribute("data-ok", "false");
  await page.getByRole("button", { name: "Periksa ulang" }).click();
  await expect(page.getByRole("button", { name: "Periksa ulang" })).toBeEnabled();
});

const dialog = (page: Page) => page.getByRole("dialog");

test("creates a user who signs in, deactivates them (login refused) and resets a password", async ({
  page,
  playwright,
  baseURL,
}) => {
  const email = `e2e.${Date.now()}@big.contoh.go.id`;
  await page.goto("/admin/pengguna");
  await page.getByRole("button", { name: "Tambah pengguna" }).click();
  // The server's field message appears beside the field.
  await dialog(page).getByLabel("Surel").fill("bukan-surel");
  await dialog(page).getByLabel("Nama lengkap").fill("Uji E2E");
  await dialog(page).getByRole("button", { name: "Simpan" }).click();
  await expect(dialog(page).locator("#baru-email-error")).toBeVisible();
  await dialog(page).getByLabel("Surel").fill(email);
  await dialog(page).getByLabel("Jabatan").fill("Analis");
  await dialog(page).getByLabel("NIP").fill("199001012020011001");
  await dialog(page).getByLabel("Telepon").fill("021-555");
  await dialog(page).getByLabel("Peran").selectOption("PRODUSEN");
  await dialog(page).getByLabel("Organisasi").selectOption("BIG");
  await dialog(page).getByRole("button", { name: "Simpan" }).click();
  const shown = dialog(page).getByTestId("temp-password");
  await expect(shown).toHaveText(/^[A-Za-z0-9]{16}$/);
  const password = (await shown.textContent()) as string;
  await expectAccessible(page);
  await screenshots(page, "admin-pengguna-sandi");
  await dialog(page).getByRole("button", { name: "Tutup" }).click();

  // The new user signs in with their own cookie jar (the page stays the administrator's).
  const user = await playwright.request.newContext({ baseURL });
  expect((await user.post("/api/auth/login", { data: { email, password } })).status()).toBe(200);
  expect((await user.get("/api/auth/me")).status()).toBe(200);

  // The list has more than a page: find the new user with the filter form (a plain GET form).
  await page.getByLabel("Cari nama, surel atau NIP").fill(email);
  await page.getByRole("button", { name: "Terapkan" }).click();
  await expect(page).toHaveURL(/q=e2e/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  const row = page.locator(`tr[data-email="${email}"]`);
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: /^Nonaktifkan/ }).click();
  await dialog(page).getByRole("button", { name: "Nonaktifkan", exact: true }).click();
  await expect(row.getByText("Nonaktif", { exact: true })).toBeVisible();
  expect((await user.get("/api/auth/me")).status()).toBe(401);
  expect((await user.post("/api/auth/login", { data: { email, password } })).status()).toBe(401);

  await row.getByRole("button", { name: /^Aktifkan kembali/ }).click();
  await expect(row.getByText("Aktif", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Atur ulang kata sandi/ }).click();
  await dialog(page).getByRole("button", { name: "Atur ulang kata sandi" }).click();
  await expect(shown).toHaveText(/^[A-Za-z0-9]{16}$/);
  const temporary = (await shown.textContent()) as string;
  expect(temporary).not.toBe(password);
  expect((await user.post("/api/auth/login", { data: { email, password } })).status()).toBe(401);
  expect((await user.post("/api/auth/login", { data: { email, password: temporary } })).status()).toBe(200);
  await dialog(page).getByRole("button", { name: "Tutup" }).click();

  // Role change through the edit dialog.
  await row.getByRole("button", { name: /^Ubah/ }).click();
  await dialog(page).getByLabel("Peran").selectOption("PEMERIKSA");
  await dialog(page).getByRole("button", { name: "Simpan" }).click();
  await expect(row.getByRole("cell", { name: "Pemeriksa", exact: true })).toBeVisible();
  expect((await user.get("/api/auth/me")).status()).toBe(401);
  await user.dispose();
});

test("switches cross-organisation examiners on, then off through the pre-flight", async ({ page }) => {
  await page.goto("/admin/organisasi");
  // The pre-flight counts come from the server: find an organisation without active items held
  // elsewhere (switchable off) and one with some (blocked), as the seed has them.
  const rows = page.locator("tr[data-kode]");
  const counts: { kode: string; on: boolean; total: number }[] = [];
  for (const row of await rows.all()) {
    const kode = (await row.getAttribute("data-kode")) as string;
    const check = await page.request.get(`/api/admin/organisasi/lintas-org-check?organisasi=${kode}`);
    const on = (await row.getByRole("switch").getAttribute("aria-checked")) === "true";
    counts.push({ kode, on, total: (await check.json()).total });
  }
  const clear = counts.find((org) => !org.on && org.total === 0);
  expect(clear, "an organisation with the switch off and no active cross-organisation items").toBeDefined();
  const toggle = page.locator(`tr[data-kode="${clear?.kode}"]`).getByRole("switch");
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(
    dialog(page).getByRole("heading", { name: /Matikan pemeriksa lintas organisasi/ }),
  ).toBeVisible();
  await expect(dialog(page).locator('[data-count="total"]')).toHaveText("0");
  await expect(dialog(page).getByText(/Aman untuk dimatikan/)).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "admin-organisasi-preflight");
  await dialog(page).getByRole("button", { name: "Ya, matikan" }).click();
  await expect(toggle).toHaveAttribute("aria-checked", "false");

  // Items still held by other organisations' examiners: the counts, and no way to confirm.
  const busy = counts.find((org) => org.on && org.total > 0);
  expect(busy, "an organisation with active cross-organisation items").toBeDefined();
  await page.locator(`tr[data-kode="${busy?.kode}"]`).getByRole("switch").click();
  await expect(dialog(page).locator('[data-count="total"]')).toHaveText(String(busy?.total));
  await expect(dialog(page).getByText(/Masih ada item QC\/QE aktif/)).toBeVisible();
  await expect(dialog(page).getByRole("button", { name: "Ya, matikan" })).toBeDisabled();
  await screenshots(page, "admin-organisasi-preflight-blocked");
  await dialog(page).getByRole("button", { name: "Batal" }).click();
  await expect(page.locator(`tr[data-kode="${busy?.kode}"]`).getByRole("switch")).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

/** Saves the CSW form and waits for the PUT to be answered. */
async function save(page: Page) {
  const answered = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/csw") && r.request().method() === "PUT",
  );
  await page.getByRole("button", { name: "Simpan" }).click();
  expect((await answered).status()).toBe(200);
  await expect(page.getByText(/Tersimpan/)).toBeVisible();
}

test("a new CSW title shows in GetCapabilities at once, and is restored", async ({ page, request }) => {
  await page.goto("/admin/csw");
  const title = page.getByLabel("Judul layanan");
  const original = await title.inputValue();
  const email = page.getByLabel("Surel");
  const originalEmail = await email.inputValue();
  const changed = `Katalog Uji E2E ${Date.now()}`;
  await title.fill(changed);
  await expect(page.getByTestId("csw-preview")).toContainText(`<ows:Title>${changed}</ows:Title>`);
  await save(page);
  const capabilities = async () => (await request.get("/csw?service=CSW&request=GetCapabilities")).text();
  expect(await capabilities()).toContain(`<ows:Title>${changed}</ows:Title>`);

  await email.fill("bukan-surel");
  await expect(page.getByText("Perbaiki isian yang ditandai untuk memperbarui pratinjau.")).toBeVisible();
  await email.fill(originalEmail);
  await expect(page.getByText("Diperbarui saat Anda mengetik; belum disimpan.")).toBeVisible();

  await title.fill(original);
  await save(page);
  expect(await capabilities()).toContain(`<ows:Title>${original}</ows:Title>`);
});

const STYLESHEET = `<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="text"/>
  <xsl:template match="/">ringkasan</xsl:template>
</xsl:stylesheet>
`;

test("uploads an XSLT stylesheet and refuses an invalid one", async ({ page }) => {
  await page.goto("/admin/xslt");
  const file = page.getByLabel("Berkas XSLT (.xsl, .xslt)");
  await file.setInputFiles({
    name: "ringkas-e2e.xsl",
    mimeType: "application/xslt+xml",
    buffer: Buffer.from(STYLESHEET),
  });
  await page.getByRole("button", { name: "Unggah", exact: true }).click();
  await expect(page.getByText("Stylesheet ringkas-e2e.xsl tersimpan.")).toBeVisible();
  await expect(page.getByTestId("xslt-nama")).toHaveText("ringkas-e2e.xsl");

  await file.setInputFiles({
    name: "salah.xsl",
    mimeType: "application/xml",
    buffer: Buffer.from("<bukan><xslt/></bukan>"),
  });
  await page.getByRole("button", { name: "Unggah", exact: true }).click();
  await expect(page.locator("#xslt-berkas-error")).toContainText(/XSLT/);
  await expect(page.getByTestId("xslt-nama")).toHaveText("ringkas-e2e.xsl");
  await expectAccessible(page);
  await screenshots(page, "admin-xslt-galat");
});
