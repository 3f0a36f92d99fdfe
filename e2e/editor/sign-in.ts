import type { Page } from "@playwright/test";

// Demo accounts of the seed (README, "Demo accounts"); every organisation follows the pattern
// <local part>@<kode>.contoh.go.id.
export const ACCOUNTS = {
  admin: { email: "admin@simpul.contoh.go.id", password: "Admin#2026" },
  walidataBig: { email: "walidata@big.contoh.go.id", password: "Walidata#2026" },
  pemeriksaBig: { email: "pemeriksa1@big.contoh.go.id", password: "Pemeriksa#2026" },
  produsenBig: { email: "produsen1@big.contoh.go.id", password: "Produsen#2026" },
  pemeriksaBps: { email: "pemeriksa1@bps.contoh.go.id", password: "Pemeriksa#2026" },
  walidataBps: { email: "walidata@bps.contoh.go.id", password: "Walidata#2026" },
} as const;

/**
 * Signs the page's browser context in through the REST login (fast; the /masuk form itself has
 * its own test). page.request shares the context's cookies.
 */
export async function signInAs(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.context().clearCookies();
  const response = await page.request.post("/api/auth/login", { data: account });
  if (!response.ok())
    throw new Error(`login ${account.email}: ${response.status()} ${await response.text()}`);
}
