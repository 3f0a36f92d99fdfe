import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots } from "./support";

// How GIS software connects: the absolute endpoints (CSW, OGC API – Records), copy buttons,
// working example links.

test("shows the CSW endpoint and copies it", async ({ page, context, baseURL }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/layanan-csw");
  await expect(page.getByRole("heading", { level: 1, name: "Layanan data" })).toBeVisible();
  const endpoint = `${baseURL}/csw`;
  await expect(page.locator("#alamat-csw")).toHaveText(endpoint);
  for (const name of ["QGIS (MetaSearch)", "ArcGIS Pro", "GDAL/OGR"]) {
    await expect(page.getByRole("heading", { level: 3, name })).toBeVisible();
  }
  await page.getByRole("button", { name: "Salin alamat CSW" }).click();
  await expect(page.getByRole("button", { name: /Tersalin/ })).toBeVisible();
  await expect(page.getByRole("status").first()).toHaveText("Tersalin");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(endpoint);
  await expect(page.locator("#alamat-ogcapi")).toHaveText(`${baseURL}/ogcapi`);
  await page.getByRole("button", { name: "Salin alamat OGC API" }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/ogcapi`);
  await expect(page.getByRole("link", { name: "Referensi API" })).toHaveAttribute("href", "/api/docs");
  await expectAccessible(page);
  await screenshots(page, "layanan-csw");
});

test("links example requests that the service answers", async ({ page, request }) => {
  await page.goto("/layanan-csw");
  const href = await page.getByRole("link", { name: /GetCapabilities/ }).getAttribute("href");
  const response = await request.get(href as string);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Capabilities");
  const items = await page.getByRole("link", { name: /peta/ }).getAttribute("href");
  const found = await request.get(items as string);
  expect(found.status()).toBe(200);
  expect((await found.json()).type).toBe("FeatureCollection");
  const dcat = await page.getByRole("link", { name: /JSON-LD/ }).getAttribute("href");
  const catalogue = await request.get(dcat as string);
  expect(catalogue.status()).toBe(200);
  expect(catalogue.headers()["content-type"]).toBe("application/ld+json; charset=utf-8");
});
