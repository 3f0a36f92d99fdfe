import { type APIRequestContext, expect, test } from "@playwright/test";
import { expectAccessible, screenshots } from "./support";

// The public record page: every section, the XML downloads, JSON-LD, OpenGraph, the sitemap,
// and the 404 page for records that are not there.

async function firstPublishedId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/public/metadata?pageSize=1");
  expect(response.ok()).toBeTruthy();
  const { records } = (await response.json()) as { records: { id: string }[] };
  const first = records[0];
  if (!first) throw new Error("the demo catalogue has no published record");
  return first.id;
}

const SECTIONS = [
  "Identifikasi",
  "Kata kunci",
  "Cakupan wilayah",
  "Cakupan waktu",
  "Distribusi dan layanan",
  "Kontak",
  "Batasan",
  "Riwayat dan kualitas data",
  "Unduh metadata",
  "Status kualitas (QC, QE, QA)",
];

test("shows every section of a published record", async ({ page, request }) => {
  const id = await firstPublishedId(request);
  const detail = await (await request.get(`/api/public/metadata/${id}`)).json();
  await page.goto(`/katalog/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: detail.judul })).toBeVisible();
  for (const name of SECTIONS) await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.getByRole("link", { name: /Verifikasi dokumen/ }).first()).toBeVisible();
  await expect(page.getByText(/^Oleh:/).first()).toBeVisible();
  const certificate = await page.getByRole("link", { name: "Sertifikat (PDF) QA" }).getAttribute("href");
  const pdf = await request.get(certificate as string);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshots(page, "rekaman");
});

test("downloads the record in every XML format", async ({ page, request }) => {
  const id = await firstPublishedId(request);
  await page.goto(`/katalog/${id}`);
  const roots = {
    "ISO 19115-3 (2016)": /<mdb:MD_Metadata[^>]+mdb\/1\.0/,
    "ISO 19115-3 (2018)": /<mdb:MD_Metadata[^>]+mdb\/2\.0/,
    "ISO 19139": /<gmd:MD_Metadata/,
  };
  for (const [name, root] of Object.entries(roots)) {
    const href = await page.getByRole("link", { name }).getAttribute("href");
    expect(href).toBeTruthy();
    const response = await request.get(href as string);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    expect(await response.text()).toMatch(root);
  }
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "ISO 19139" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xml$/);
});

test("describes the record for search engines and link previews", async ({ page, request }) => {
  const id = await firstPublishedId(request);
  await page.goto(`/katalog/${id}`);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd["@type"]).toBe("Dataset");
  expect(jsonLd.identifier).toBe(id);
  expect(jsonLd.distribution.length).toBeGreaterThanOrEqual(3);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    new RegExp(`/katalog/${id}$`),
  );
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`/katalog/${id}</loc>`);
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});

test("answers an unknown record with the friendly 404 page", async ({ page }) => {
  const response = await page.goto("/katalog/tidak-ada-rekaman-ini");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Kembali ke beranda" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, "404");
});

test("answers an unknown address with the same 404 page in the portal's frame", async ({ page }) => {
  const response = await page.goto("/halaman-yang-tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navigasi utama" })).toBeVisible();
  await expectAccessible(page);
});

test("shows the record in English after the language switch", async ({ page, request, baseURL }) => {
  const id = await firstPublishedId(request);
  await page.context().addCookies([{ name: "bahasa", value: "en", url: baseURL as string }]);
  await page.goto(`/katalog/${id}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  for (const name of ["Identification", "Keywords", "Spatial extent", "Download metadata"]) {
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  }
  await expectAccessible(page);
});
