import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  builtRoute,
  type Instance,
  sharedDatabase,
  stopInstance,
  waitUntilHealthy,
} from "@/test/support/instances";
import { freePort } from "@/test/support/net";
import { testEngine } from "@/test/support/test-database";

// Settings from a .env file mean the same to `npm start` (scripts/start.ts, which migrates and
// prepares the database) and to the server it runs: both read them with Next's own loader
// (scripts/load-settings.ts). Before, only Next read .env, so a DATABASE_URL there made the
// start script prepare an embedded database under ./data while the server used the other one.
// The installation here is the repository seen through symlinks, plus a .env of its own.

const ROOT = path.resolve(import.meta.dirname, "../..");
const routeBuilt = builtRoute("api/health/route.js");

describe.skipIf(!routeBuilt)(`settings from .env on ${testEngine}`, () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("npm start and its server both use the DATABASE_URL of .env", { timeout: 180_000 }, async () => {
    const shared = await sharedDatabase(cleanups);
    const title = `Katalog dari .env ${Date.now()}`;
    await shared.db.pengaturanCsw.create({
      data: { id: 1, judul: title, abstrak: "Uji pengaturan", namaOrganisasi: "Uji" },
    });

    const install = mkdtempSync(path.join(tmpdir(), "simpul-settings-"));
    cleanups.push(() => rmSync(install, { recursive: true, force: true }));
    for (const entry of readdirSync(ROOT)) {
      if ([".env", ".env.local", ".env.production", ".env.production.local", "data", ".git"].includes(entry))
        continue;
      symlinkSync(path.join(ROOT, entry), path.join(install, entry));
    }
    const port = await freePort();
    writeFileSync(
      path.join(install, ".env"),
      [
        `DATABASE_URL=${shared.url}`,
        "SEED_DEMO_DATA=false",
        "SESSION_SECRET=settings-test-session-secret-0123456789abcdef",
        "SIGNING_SECRET=settings-test-signing-secret-0123456789abcdef",
        "",
      ].join("\n"),
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      TRUST_PROXY: "0",
      REDIS_URL: "",
    };
    for (const name of ["DATABASE_URL", "DATA_DIR", "SEED_DEMO_DATA", "SESSION_SECRET", "SIGNING_SECRET"])
      delete env[name];
    const output: string[] = [];
    const stdout: string[] = [];
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "scripts/start.ts", "-p", String(port), "-H", "127.0.0.1"],
      { cwd: install, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
    );
    child.stdout?.on("data", (chunk) => {
      output.push(String(chunk));
      stdout.push(String(chunk));
    });
    child.stderr?.on("data", (chunk) => output.push(String(chunk)));
    const instance: Instance = { url: `http://127.0.0.1:${port}`, process: child, output, stdout };
    cleanups.push(() => stopInstance(instance));
    await waitUntilHealthy(instance);

    // The start script prepared the database of .env: its migrations and reference codes are there.
    expect(await shared.db.kodeReferensi.count()).toBeGreaterThan(0);
    // It created no embedded database of its own.
    expect(existsSync(path.join(install, "data"))).toBe(false);
    // The server answers from the same database.
    const capabilities = await fetch(`${instance.url}/csw?service=CSW&request=GetCapabilities`);
    expect(capabilities.status).toBe(200);
    expect(await capabilities.text()).toContain(`<ows:Title>${title}</ows:Title>`);
  });
});
