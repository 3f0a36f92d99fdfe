import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { XML_MAX_BYTES } from "@/lib/xml/read-xml";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { SHARED_DIR, samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// `npm run import` as a user runs it: folders, a progress line, a summary and exit codes.
// On PostgreSQL it imports into this file's seeded database; on PGlite into a fresh embedded
// database under a temporary DATA_DIR (created, migrated and seeded by the command itself).

const repositoryRoot = path.resolve(import.meta.dirname, "../..");

describe.skipIf(samplesUnavailable)(`npm run import on ${testEngine} ${samplesUnavailable ?? ""}`, () => {
  const database = useSeededApiDatabase();
  const work = mkdtempSync(path.join(tmpdir(), "simpul-cli-"));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  function importCli(...args: string[]) {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (testEngine === "postgresql") env.DATABASE_URL = database().url as string;
    else {
      delete env.DATABASE_URL;
      env.DATA_DIR = path.join(work, "data");
      env.EMBEDDED_DB_PORT = "54397"; // nothing serves there: the command opens the database itself
    }
    const run = spawnSync("npm", ["run", "--silent", "import", "--", ...args], {
      cwd: repositoryRoot,
      env,
      encoding: "utf8",
      timeout: 240_000,
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  it("imports a folder, reports each refused file with its reason, and updates on re-import", {
    timeout: 300_000,
  }, async () => {
    const folder = path.join(work, "masukan");
    const generated = path.join(folder, "generated");
    mkdirSync(generated, { recursive: true });
    const gen = spawnSync("python3", [
      path.join(SHARED_DIR, "bench/gen_iso19139.py"),
      "--count",
      "20",
      "--seed",
      "cli",
      "--out",
      generated,
    ]);
    expect(gen.status, String(gen.stderr)).toBe(0);
    writeFileSync(
      path.join(folder, "xxe.xml"),
      '<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
    );
    writeFileSync(path.join(folder, "bukan-xml.xml"), "bukan xml");
    writeFileSync(path.join(folder, "abaikan.txt"), "not an xml file name");
    // Over the size limit: refused by its size, unread (a sparse file, nothing written to disk).
    writeFileSync(path.join(folder, "besar.xml"), "");
    truncateSync(path.join(folder, "besar.xml"), XML_MAX_BYTES + 1);

    const first = importCli(folder, "--status", "PUBLISHED");
    expect(first.status, first.stderr).toBe(1);
    expect(first.stdout).toContain("20 diimpor (imported), 0 diperbarui (updated), 3 gagal (failed)");
    expect(first.stdout).toMatch(/GAGAL .*besar\.xml: \[TOO_LARGE\]/);
    expect(first.stdout).toMatch(/GAGAL .*xxe\.xml: \[DOCTYPE\]/);
    expect(first.stdout).toMatch(
      /GAGAL .*bukan-xml\.xml: \[NOT_WELL_FORMED\] XML tidak well-formed di baris 1, kolom 1 \/ not well-formed XML at line 1/,
    );
    expect(first.stderr).toContain("23/23");
    if (testEngine === "postgresql") {
      // The history every signed-in user reads names the file, never its path on the server.
      const notes = await database().db.riwayatStatus.findMany({
        where: { catatan: { startsWith: "Diimpor dari " } },
        select: { catatan: true },
      });
      expect(notes.length).toBe(20);
      for (const { catatan } of notes) expect(catatan).toMatch(/^Diimpor dari [^/\\]+\.xml$/);
    }

    // Decoded in a worker thread (the default on machines with more than two cores), under the
    // command's own V8 flags, which a worker is refused when they are given to it explicitly.
    const again = importCli(generated, "--threads", "2");
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toContain("0 diimpor (imported), 20 diperbarui (updated), 0 gagal (failed)");
  });

  it("explains its usage and refuses unknown options", () => {
    const none = importCli();
    expect(none.status).toBe(2);
    expect(none.stderr).toContain("Usage: npm run import");
    const bad = importCli(work, "--status", "TERBIT");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/status/);
  });
});
