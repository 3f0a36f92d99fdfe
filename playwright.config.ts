import { defineConfig } from "@playwright/test";

// `npm run test:e2e`: the public portal in Debian's Chromium (apt-get install chromium; never a
// downloaded browser), against `npm start` on the production build (`next build` first) with a
// fresh embedded database and the demo catalogue under .e2e-data. Screenshots of each page go to
// test-results/screenshots (git-ignored).

const PORT = Number(process.env.E2E_PORT ?? 3188);
export const E2E_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: E2E_URL,
    locale: "id-ID",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
      ],
    },
  },
  webServer: {
    // HARVEST_ALLOW_PRIVATE_ADDRESSES: e2e/editor/panen.spec.ts harvests this server's own CSW over loopback.
    command: `rm -rf .e2e-data && DATABASE_URL= DATA_DIR=.e2e-data HARVEST_ALLOW_PRIVATE_ADDRESSES=true EMBEDDED_DB_PORT=${PORT + 1} SITE_URL= node_modules/.bin/tsx scripts/start.ts -p ${PORT} -H 127.0.0.1`,
    url: `${E2E_URL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
