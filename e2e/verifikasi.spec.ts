import { expect, test } from "@playwright/test";
import { expectAccessible, screenshots } from "./support";

// The page a certificate's QR code opens: a clear verdict, with the facts when valid.

test("shows a valid document with its facts", async ({ page, request }) => {
  const list = await (await request.get("/api/public/metadata?pageSize=1")).json();
  const id = list.records[0].id as string;
  const kualitas = await (await request.get(`/api/metadata/${id}/kualitas`)).json();
  const token = kualitas.qa.signatureToken as string;
  await page.goto(`/verifikasi/${token}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dokumen sah" })).toBeVisible();
  await expect(page.getByText("Pengesahan kualitas (QA)")).toBeVisible();
  await expect(page.getByText("Penanda tangan")).toBeVisible();
  await expect(page.getByRole("link", { name: list.records[0].judul })).toHaveAttribute(
    "href",
    `/katalog/${id}`,
  );
  await expectAccessible(page);
  await screenshots(page, "verifikasi-sah");
});

test("says clearly when a token is not valid", async ({ page }) => {
  await page.goto(`/verifikasi/${"A".repeat(43)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Dokumen tidak sah" })).toBeVisible();
  await expect(page.getByText("Penanda tangan")).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, "verifikasi-tidak-sah");
  await page.goto("/verifikasi/bukan-token");
  await expect(page.getByRole("heading", { level: 1, name: "Dokumen tidak sah" })).toBeVisible();
});
