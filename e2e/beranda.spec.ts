import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots } from "./support";

// The home page: search box, headline figures, newest records, topics and organisations.

test("shows the figures, the newest records and the ways into the catalogue", async ({ page }) => {
  await page.goto("/");
  const figures = page.getByRole("definition");
  await expect(figures.first()).toHaveText(/^\d[\d.]*$/);
  expect(Number((await figures.first().textContent())?.replace(/\./g, ""))).toBeGreaterThan(0);
  const newest = page.getByRole("region", { name: "Terbaru diterbitkan" }).locator("article");
  await expect(newest).toHaveCount(6);
  await expect(newest.first().getByRole("link")).toHaveAttribute("href", /^\/katalog\/[0-9a-f-]+$/);
  await expect(
    page.getByRole("region", { name: "Telusuri menurut organisasi" }).getByRole("link").first(),
  ).toHaveAttribute("href", /organisasi=/);
  await expectAccessible(page);
  await screenshots(page, "beranda");
  await page.getByRole("region", { name: "Telusuri menurut topik" }).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/katalog\?kategori=/);
});

test("searches from the home page", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("searchbox", { name: "Cari metadata" }).fill("hutan");
  await page.getByRole("searchbox", { name: "Cari metadata" }).press("Enter");
  await expect(page).toHaveURL(/\/katalog\?q=hutan$/);
  await expect(page.locator("article").first()).toBeVisible();
});

test("is in English through the language switch", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find Indonesia's geospatial data");
  await page.goto("/katalog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Metadata catalogue");
  await page.getByRole("link", { name: "Bahasa Indonesia" }).click();
});
