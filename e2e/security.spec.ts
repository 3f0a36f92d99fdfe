import { expect, type Page, test } from "@playwright/test";
import pg from "pg";
import { ACCOUNTS, signInAs } from "./editor/sign-in";

// Issue 10 in a real browser: every public page, the API reference and the editor pages load
// under their Content-Security-Policy without one violation (the maps render: MapLibre's
// worker, canvas and styles are allowed), and a published record whose title, abstract,
// keyword, contact and organisation are markup shows that markup as text on the record page,
// in the catalogue list and in the editor, with no script run (any dialog fails the test).

test.describe.configure({ mode: "serial" });

const PAYLOAD = `<script>alert(1)</script> "><img src=x onerror=alert(1)> </script><script>alert(1)</script> ]]> &`;
const TITLE = `zqxxss ${PAYLOAD}`;
/** The embedded database `npm start` serves beside the site (playwright.config.ts: E2E_PORT + 1). */
const DATABASE_URL = `postgresql://postgres@127.0.0.1:${Number(process.env.E2E_PORT ?? 3188) + 1}/postgres?sslmode=disable`;

/** Fails the test on any CSP violation, uncaught error or dialog on this page. */
function watch(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Refused to/i.test(text)) problems.push(`${page.url()}: ${text}`);
  });
  page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`Refused to (securitypolicyviolation) ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { problems };
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}

let recordId = "";
let token = "";

test.beforeAll(async ({ request }) => {
  const list = await (await request.get("/api/public/metadata?pageSize=1")).json();
  recordId = list.records[0].id as string;
  const kualitas = await (await request.get(`/api/metadata/${recordId}/kualitas`)).json();
  token = kualitas.qa.signatureToken as string;
});

test("the public pages and the API reference load without a CSP violation; the maps render", async ({
  page,
}) => {
  const { problems } = watch(page);
  const pages = [
    "/",
    "/katalog",
    `/katalog/${recordId}`,
    "/layanan-csw",
    "/masuk",
    `/verifikasi/${token}`,
    "/tidak-ada",
  ];
  for (const path of pages) {
    await page.goto(path);
    await settle(page);
  }
  await page.goto("/katalog");
  await expect(page.locator("[data-map-ready]")).toHaveAttribute("data-map-ready", "true");
  await expect(page.locator("[data-map-ready] canvas")).toBeVisible();
  await page.goto(`/katalog/${recordId}`);
  await expect(page.locator("canvas").first()).toBeVisible();
  await settle(page);
  await page.goto("/api/docs");
  await expect(page.getByText("/api/public/metadata").first()).toBeVisible();
  expect(problems).toEqual([]);
});

test("the editor pages load without a CSP violation", async ({ page }) => {
  const { problems } = watch(page);
  await signInAs(page, ACCOUNTS.admin);
  for (const path of [
    "/dasbor",
    "/metadata/baru",
    `/metadata/${recordId}`,
    "/metadata/impor",
    "/pemeriksaan",
    "/tinjauan",
    "/admin",
    "/admin/organisasi",
    "/admin/pengguna",
    "/admin/csw",
    "/admin/xslt",
    "/admin/status",
  ]) {
    await page.goto(path);
    await settle(page);
  }
  await signInAs(page, ACCOUNTS.produsenBig);
  await page.goto("/metadata/baru");
  await expect(page.locator("canvas").first()).toBeVisible();
  await settle(page);
  expect(problems).toEqual([]);
});

test.describe("a record whose text is markup", () => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  let xssId = "";
  let original: { judul: string; abstrak: string } | null = null;

  test.beforeAll(async () => {
    await client.connect();
    // An older published record (the newest ones are other specs' examples); put back afterwards.
    const { rows } = await client.query(
      `SELECT id, judul, abstrak FROM "Metadata" WHERE status = 'PUBLISHED' ORDER BY "publishedAt" ASC, id LIMIT 1`,
    );
    xssId = rows[0].id;
    original = { judul: rows[0].judul, abstrak: rows[0].abstrak };
    await client.query(`UPDATE "Metadata" SET judul = $2, abstrak = $3 WHERE id = $1`, [
      xssId,
      TITLE,
      `Abstrak ${PAYLOAD}`,
    ]);
    await client.query(
      `INSERT INTO "MetadataKataKunci" (id, "metadataId", "kataKunci", urutan) VALUES ('zqxxss-kunci', $1, $2, 99)`,
      [xssId, `kunci ${PAYLOAD}`],
    );
    await client.query(
      `INSERT INTO "MetadataKontak" (id, "metadataId", peran, "namaIndividu", "namaOrganisasi", urutan) VALUES ('zqxxss-kontak', $1, 'pointOfContact', $2, $3, 99)`,
      [xssId, `Nama ${PAYLOAD}`, `Organisasi ${PAYLOAD}`],
    );
  });

  test.afterAll(async () => {
    await client.query(`DELETE FROM "MetadataKataKunci" WHERE id = 'zqxxss-kunci'`);
    await client.query(`DELETE FROM "MetadataKontak" WHERE id = 'zqxxss-kontak'`);
    if (original)
      await client.query(`UPDATE "Metadata" SET judul = $2, abstrak = $3 WHERE id = $1`, [
        xssId,
        original.judul,
        original.abstrak,
      ]);
    await client.end();
  });

  test("shows it as text on the record page, in the list and in the editor, and runs nothing", async ({
    page,
  }) => {
    const { problems } = watch(page);
    await page.goto(`/katalog/${xssId}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
    await expect(page.getByText(`Abstrak ${PAYLOAD}`)).toBeVisible();
    await expect(page.getByText(`kunci ${PAYLOAD}`).first()).toBeVisible();
    await expect(page.getByText(`Nama ${PAYLOAD}`).first()).toBeVisible();
    await expect(page.locator("img[src='x']")).toHaveCount(0);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? "{}").name).toBe(TITLE);
    await page.goto("/katalog?q=zqxxss");
    await expect(page.getByRole("link", { name: TITLE })).toBeVisible();
    await expect(page.locator("img[src='x']")).toHaveCount(0);
    await signInAs(page, ACCOUNTS.admin);
    await page.goto(`/metadata/${xssId}`);
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await page.goto("/dasbor?q=zqxxss");
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expect(page.locator("img[src='x']")).toHaveCount(0);
    await settle(page);
    expect(problems).toEqual([]);
  });
});
