import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, screenshots } from "./support";

// The catalogue search page (/katalog): search, filters, sort and pages in the URL, the map
// (draw a box, search this area, hover sync), keyboard use and the page without JavaScript.

const resultCount = async (page: Page) => {
  const text = (await page.locator("#hasil-judul").textContent()) ?? "";
  return Number(text.replace(/\./g, "").match(/\d+/)?.[0] ?? Number.NaN);
};
const cards = (page: Page) => page.locator("article[data-record-id]");
const mapReady = (page: Page) =>
  expect(page.locator("[data-map-ready]")).toHaveAttribute("data-map-ready", "true");

async function dragOn(page: Page, target: Locator, from: [number, number], to: [number, number]) {
  const box = await target.boundingBox();
  if (!box) throw new Error("map has no box");
  await page.mouse.move(box.x + box.width * from[0], box.y + box.height * from[1]);
  await page.mouse.down();
  await page.mouse.move(
    box.x + box.width * ((from[0] + to[0]) / 2),
    box.y + box.height * ((from[1] + to[1]) / 2),
    {
      steps: 5,
    },
  );
  await page.mouse.move(box.x + box.width * to[0], box.y + box.height * to[1], { steps: 5 });
  await page.mouse.up();
}

test("searches by a word and shows matching results", async ({ page }) => {
  await page.goto("/katalog");
  const all = await resultCount(page);
  await page.getByRole("searchbox", { name: "Cari metadata" }).fill("hutan");
  await page.getByRole("button", { name: "Cari", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=hutan/);
  await expect(page.locator("#hasil-judul")).toContainText("untuk “hutan”");
  const found = await resultCount(page);
  expect(found).toBeGreaterThan(0);
  expect(found).toBeLessThan(all);
  await expect(cards(page).filter({ hasText: /hutan/i }).first()).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Urutkan" }).getByRole("link", { name: "Relevansi" }),
  ).toHaveAttribute("aria-current", "true");
  await mapReady(page);
  await expectAccessible(page);
  await screenshots(page, "katalog");
});

test("filters by a topic category, with counts, and removes the filter again", async ({ page }) => {
  await page.goto("/katalog");
  const group = page.getByRole("region", { name: "Kategori topik" });
  const first = group.getByRole("link").first();
  const count = Number((await first.locator("span").last().textContent())?.trim());
  const label = (await first.locator("span").first().textContent())?.trim() ?? "";
  await first.click();
  await expect(page).toHaveURL(/[?&]kategori=/);
  expect(await resultCount(page)).toBe(count);
  await expect(group.getByRole("link", { name: new RegExp(label) })).toHaveAttribute("aria-current", "true");
  for (const card of (await cards(page).all()).slice(0, 5)) await expect(card).toContainText(label);
  await group.getByRole("link", { name: new RegExp(label) }).click();
  await expect(page).not.toHaveURL(/kategori=/);
});

test("draws a box on the map and the list follows it", async ({ page }) => {
  await page.goto("/katalog");
  await mapReady(page);
  const all = await resultCount(page);
  const before = await cards(page).first().getAttribute("data-record-id");
  await page.getByRole("button", { name: "Gambar kotak" }).click();
  await dragOn(page, page.locator("[data-map-ready] canvas"), [0.2, 0.3], [0.35, 0.6]);
  await expect(page).toHaveURL(/bboxN=.*bboxS=.*bboxE=.*bboxW=/);
  await expect(page.getByText("Hanya data yang beririsan dengan kotak")).toBeVisible();
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
  expect(await resultCount(page)).toBeGreaterThan(0);
  expect(await cards(page).first().getAttribute("data-record-id")).not.toBe(before);
  await page.getByRole("link", { name: "Hapus batas wilayah" }).click();
  await expect(page).not.toHaveURL(/bboxN/);
});

test("searches the area in view", async ({ page }) => {
  await page.goto("/katalog");
  await mapReady(page);
  const all = await resultCount(page);
  const zoomIn = page.getByRole("button", { name: /zoom in/i });
  const moves = async () =>
    Number((await page.locator("[data-map-ready]").getAttribute("data-map-moves")) ?? 0);
  for (let i = 0; i < 2; i++) {
    const before = await moves();
    await zoomIn.click();
    await expect.poll(moves).toBeGreaterThan(before); // the zoom's animation has ended
  }
  await page.getByRole("button", { name: "Cari di area ini" }).click();
  await expect(page).toHaveURL(/bboxN=/);
  await expect.poll(() => resultCount(page)).toBeLessThan(all);
});

test("keeps result cards and footprints highlighted together", async ({ page }) => {
  // A tiny box in Jakarta: every result's footprint covers the middle of the map.
  await page.goto("/katalog?bboxN=-6.17&bboxS=-6.19&bboxE=106.83&bboxW=106.81");
  await mapReady(page);
  const first = cards(page).first();
  await first.hover();
  await expect(first).toHaveAttribute("data-highlight", "true");
  await page.getByRole("heading", { level: 1 }).hover();
  await expect(first).not.toHaveAttribute("data-highlight", "true");
  const canvas = page.locator("[data-map-ready] canvas");
  const box = await canvas.boundingBox();
  if (!box) throw new Error("map has no box");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await expect(page.locator('article[data-highlight="true"]')).toHaveCount(1);
});

test("works with the keyboard alone, with a visible focus", async ({ page }) => {
  await page.goto("/katalog");
  const focusedIs = (selector: string) =>
    page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
  const tabTo = async (selector: string, max = 80) => {
    for (let i = 0; i < max; i++) {
      await page.keyboard.press("Tab");
      if (await focusedIs(selector)) return;
    }
    throw new Error(`never reached ${selector}`);
  };
  await tabTo("#cari");
  await page.keyboard.type("hutan");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=hutan/);
  await tabTo("#filter a");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).not.toBe("none");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/(kategori|tipeData|organisasi)=/);
  await tabTo('article a[href^="/katalog/"]');
  const card = page.locator("article", { has: page.locator(":focus") });
  await expect(card).toBeVisible();
});

test("pages through the results", async ({ page }) => {
  await page.goto("/katalog");
  const firstPage = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-record-id")));
  const pages = page.getByRole("navigation", { name: "Halaman hasil" });
  await pages.getByRole("link", { name: "Berikutnya" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(pages.getByRole("link", { name: "Halaman 2" })).toHaveAttribute("aria-current", "page");
  const secondPage = await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-record-id")));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
  await pages.getByRole("link", { name: "Sebelumnya" }).click();
  await expect(page).not.toHaveURL(/page=/);
});

test("shows results and filters without JavaScript", async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/katalog?q=hutan");
  expect(await cards(page).count()).toBeGreaterThan(0);
  await page.getByRole("region", { name: "Tipe data" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/tipeData=/);
  expect(await cards(page).count()).toBeGreaterThan(0);
  await page.getByRole("searchbox", { name: "Cari metadata" }).fill("sungai");
  await page.getByRole("searchbox", { name: "Cari metadata" }).press("Enter");
  await expect(page).toHaveURL(/q=sungai.*tipeData=|tipeData=.*q=sungai/);
  await context.close();
});
