import { type Browser, expect, type Page, test } from "@playwright/test";
import { PAGE_ACCESS, type PageKey } from "@/lib/auth/page-access";
import type { Peran } from "@/lib/db/generated/enums";
import { expectAccessible, screenshots } from "../support";
import { ACCOUNTS, signInAs } from "./sign-in";

// Every page of PAGE_ACCESS: without a session the proxy sends the visitor to /masuk and back,
// a role outside the entry gets 403, a role inside it 200. Plus the /masuk form, sign-out and the
// dashboard of each role.

type Account = { email: string; password: string };
const BY_ROLE: Record<Peran, Account> = {
  ADMIN: ACCOUNTS.admin,
  WALIDATA: ACCOUNTS.walidataBig,
  PEMERIKSA: ACCOUNTS.pemeriksaBig,
  PRODUSEN: ACCOUNTS.produsenBig,
};
const ROLES = Object.keys(BY_ROLE) as Peran[];

/** Pages other parts of the editor build: skipped while this build does not have them (404). */
const BUILT_ELSEWHERE: readonly PageKey[] = [
  "metadataBaru",
  "metadataImpor",
  "metadata",
  "metadataUbah",
  "pemeriksaan",
  "tinjauan",
  "admin",
];

/** A DRAFT record of the BIG producer: every BIG role may read it, only its owner and admins edit it. */
let draftId = "";

async function findDraftRecord(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  await signInAs(page, ACCOUNTS.produsenBig);
  const me = await (await page.request.get("/api/auth/me")).json();
  const list = await (await page.request.get("/api/metadata?status=DRAFT&pageSize=100")).json();
  const own = list.records.find((record: { pemilik: { id: string } }) => record.pemilik.id === me.id);
  await page.close();
  if (!own) throw new Error("the seed has no DRAFT record of produsen1@big");
  return own.id;
}

const urlOf = (key: PageKey): string =>
  key === "metadata"
    ? `/metadata/${draftId}`
    : key === "metadataUbah"
      ? `/metadata/${draftId}/ubah`
      : PAGE_ACCESS[key].path;

async function goto(page: Page, url: string): Promise<number> {
  const response = await page.goto(url);
  return response?.status() ?? 0;
}

test.beforeAll(async ({ browser }) => {
  draftId = await findDraftRecord(browser);
});

for (const key of Object.keys(PAGE_ACCESS) as PageKey[]) {
  test(`guards ${key} by role`, async ({ page }) => {
    const url = urlOf(key);
    const roles = PAGE_ACCESS[key].roles as readonly Peran[];

    await page.context().clearCookies();
    await goto(page, url);
    await expect(page).toHaveURL(`/masuk?kembali=${encodeURIComponent(url)}`);

    const allowed = roles[0] as Peran;
    await signInAs(page, BY_ROLE[allowed]);
    const status = await goto(page, url);
    test.skip(
      status === 404 && BUILT_ELSEWHERE.includes(key),
      `${url} is built by another part of issue 8 and not in this build`,
    );
    for (const role of ROLES) {
      await signInAs(page, BY_ROLE[role]);
      const expected = roles.includes(role) ? 200 : 403;
      expect(await goto(page, url), `${role} on ${url}`).toBe(expected);
      if (expected === 403) await expect(page.getByRole("heading", { name: "Akses ditolak" })).toBeVisible();
    }
    await expectAccessible(page);
    await screenshots(page, `peran-${key}`);
  });
}

test("shows the 403 page to a role outside the entry", async ({ page }) => {
  await signInAs(page, ACCOUNTS.produsenBig);
  const status = await goto(page, PAGE_ACCESS.admin.path);
  test.skip(status === 404, "/admin is built by another part of issue 8 and not in this build");
  expect(status).toBe(403);
  await expect(page.getByRole("heading", { name: "Akses ditolak" })).toBeVisible();
  await expect(page.getByText("Peran Anda tidak diizinkan membuka halaman ini.")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "akses-ditolak");
});

async function fillSignIn(page: Page, account: Account) {
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Kata sandi").fill(account.password);
  await page.getByRole("button", { name: "Masuk" }).click();
}

test("signs in through /masuk and lands back on the dashboard with its filter", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/dasbor?status=DRAFT&milik=saya");
  await expect(page).toHaveURL(`/masuk?kembali=${encodeURIComponent("/dasbor?status=DRAFT&milik=saya")}`);
  await fillSignIn(page, ACCOUNTS.produsenBig);
  await expect(page).toHaveURL("/dasbor?status=DRAFT&milik=saya");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
  const list = page.getByRole("region", { name: "Daftar metadata" });
  await expect(list.getByRole("link", { name: "Draf", exact: true })).toHaveAttribute("aria-current", "true");
  await expectAccessible(page);
  await screenshots(page, "dasbor-daftar-draf");
});

test("signs in through /masuk and lands back on another page", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto(PAGE_ACCESS.tinjauan.path);
  await expect(page).toHaveURL(`/masuk?kembali=${encodeURIComponent(PAGE_ACCESS.tinjauan.path)}`);
  await fillSignIn(page, ACCOUNTS.walidataBig);
  await expect(page).toHaveURL(PAGE_ACCESS.tinjauan.path);
  await expectAccessible(page);
});

test("checks the /masuk form: field errors, wrong password, right password", async ({ page }) => {
  await page.context().clearCookies();
  await page.goto("/masuk");
  await expect(page.getByRole("heading", { name: "Masuk ke Simpul" })).toBeVisible();
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByText("Isi alamat email Anda.")).toBeVisible();
  await expect(page.getByText("Isi kata sandi Anda.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Email")).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, "masuk-kesalahan");

  await fillSignIn(page, { email: ACCOUNTS.pemeriksaBps.email, password: "salah-sekali" });
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Email atau kata sandi salah.");
  await expect(page).toHaveURL("/masuk");

  await fillSignIn(page, ACCOUNTS.pemeriksaBps);
  await expect(page).toHaveURL("/dasbor");
  // Signed in already: /masuk goes straight on, and never to another site.
  await page.goto("/masuk?kembali=%2F%2Fevil.example%2F");
  await expect(page).toHaveURL("/dasbor");
});

test("before its script runs, the /masuk form submits nothing, and never puts the password in the address", async ({
  browser,
}) => {
  // The page as it is before hydration (a slow connection): the server's HTML alone.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/masuk");
  await expect(page.locator("form")).toHaveAttribute("method", "post");
  await expect(page.getByRole("button", { name: "Masuk" })).toBeDisabled();
  await page.getByLabel("Email").fill(ACCOUNTS.pemeriksaBps.email);
  await page.getByLabel("Kata sandi").fill(ACCOUNTS.pemeriksaBps.password);
  await page.getByLabel("Kata sandi").press("Enter");
  // Implicit submission with a disabled default button does nothing.
  await page.waitForTimeout(500);
  await expect(page).toHaveURL("/masuk");
  expect(page.url()).not.toContain(encodeURIComponent(ACCOUNTS.pemeriksaBps.password));
  await context.close();
});

test("signs out from the header", async ({ page }) => {
  await signInAs(page, ACCOUNTS.walidataBps);
  await page.goto("/dasbor");
  await page.getByRole("button", { name: "Keluar" }).click();
  await expect(page).toHaveURL("/masuk");
  await page.goto("/dasbor");
  await expect(page).toHaveURL(/\/masuk\?kembali=%2Fdasbor$/);
  await expectAccessible(page);
  await screenshots(page, "masuk");
});

const DASHBOARD: Record<Peran, { sections: string[]; nav: string[]; notNav: string[] }> = {
  PRODUSEN: {
    sections: [
      "Metadata saya menurut status",
      "Perubahan terakhir saya",
      "Aktivitas terbaru",
      "Daftar metadata",
    ],
    nav: ["Dasbor", "Metadata baru", "Impor"],
    notNav: ["Pemeriksaan", "Tinjauan", "Admin"],
  },
  PEMERIKSA: {
    sections: ["Metadata yang dapat Anda baca menurut status", "Antrean QC/QE", "Aktivitas terbaru"],
    nav: ["Dasbor", "Pemeriksaan"],
    notNav: ["Metadata baru", "Tinjauan", "Admin"],
  },
  WALIDATA: {
    sections: ["Metadata organisasi menurut status", "Antrean tinjauan", "Aktivitas terbaru"],
    nav: ["Dasbor", "Tinjauan"],
    notNav: ["Metadata baru", "Pemeriksaan", "Admin"],
  },
  ADMIN: {
    sections: ["Seluruh metadata menurut status", "Antrean QC/QE", "Antrean tinjauan", "Aktivitas terbaru"],
    nav: ["Dasbor", "Metadata baru", "Impor", "Pemeriksaan", "Tinjauan", "Admin"],
    notNav: [],
  },
};

for (const role of ROLES) {
  test(`shows the ${role} dashboard`, async ({ page }) => {
    await signInAs(page, BY_ROLE[role]);
    expect(await goto(page, "/dasbor")).toBe(200);
    const nav = page.getByRole("navigation", { name: "Navigasi ruang kerja" });
    await expect(nav.getByRole("link", { name: "Dasbor" })).toHaveAttribute("aria-current", "page");
    for (const name of DASHBOARD[role].nav)
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    for (const name of DASHBOARD[role].notNav)
      await expect(nav.getByRole("link", { name, exact: true })).toHaveCount(0);
    for (const name of DASHBOARD[role].sections)
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, `dasbor-${role.toLowerCase()}`);
  });
}

test("filters the producer's records by a status count", async ({ page }) => {
  await signInAs(page, ACCOUNTS.produsenBig);
  await page.goto("/dasbor");
  await page
    .getByRole("region", { name: "Metadata saya menurut status" })
    .getByRole("link", { name: /Draf/ })
    .click();
  await expect(page).toHaveURL(/\/dasbor\?status=DRAFT&milik=saya#daftar$/);
  const list = page.getByRole("region", { name: "Daftar metadata" });
  const rows = list.getByRole("listitem").filter({ has: page.locator('a[href^="/metadata/"]') });
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) await expect(row).toContainText("Draf");
  await expectAccessible(page);
  await screenshots(page, "dasbor-saring-status");
});
