import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { strToU8, unzipSync, Zip, ZipPassThrough, zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { MANIFEST_NAME, type TManifest } from "@/lib/catalogue/export/catalogue-manifest";
import { exportCatalogue } from "@/lib/catalogue/export/export-catalogue";
import { withZip64End } from "@/lib/catalogue/export/zip64-end";
import { catalogueZipSources, DEFAULT_ZIP_LIMITS } from "@/lib/catalogue/import/catalogue-zip-sources";
import { importDocuments } from "@/lib/catalogue/import/import-documents";
import { importRecord } from "@/lib/catalogue/import/import-record";
import { loadStoredRecordPage } from "@/lib/catalogue/records/load-stored-records";
import { type Db, setDbForTests } from "@/lib/db/client";
import { StatusMetadata } from "@/lib/db/generated/enums";
import type { IsoRecord } from "@/lib/iso/record";
import { XML_PROFILES } from "@/lib/iso/registry";
import { toIsoRecord } from "@/lib/iso/stored-record";
import { xmlToString } from "@/lib/xml/builder";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { fullIsoRecord } from "@/test/support/iso-records";
import { replicateRecords } from "@/test/support/replicate-records";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";

// npm run export -> npm run import into a fresh database loses nothing: every record's full
// ISO content, status, organisation, owner and publication time, for the demo catalogue plus
// a record with every field filled in each status. And the export's safety: a tampered file
// is caught by the manifest's checksum, a failed or killed export leaves no file under the
// target's name, and hostile zips are refused before anything is inflated.

const repositoryRoot = path.resolve(import.meta.dirname, "../..");
const work = mkdtempSync(path.join(tmpdir(), "simpul-export-"));
const STATUSES = Object.values(StatusMetadata);

async function adminOf(db: Db): Promise<Actor> {
  const admin = await db.pengguna.findFirstOrThrow({
    where: { peran: "ADMIN" },
    orderBy: { createdAt: "asc" },
  });
  return { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId };
}

const CHILDREN = ["tanggal", "kataKunci", "kontak", "distribusi", "laporanKualitasData"] as const;
function sortedChildren(record: IsoRecord): IsoRecord {
  const sorted = { ...record };
  for (const key of CHILDREN) {
    const rows = [...record[key]] as unknown[];
    rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    (sorted as Record<string, unknown>)[key] = rows;
  }
  return sorted;
}

/** Every record of the database getDb() returns, as far as an export can carry it. */
async function snapshot() {
  const records = new Map<string, unknown>();
  let afterId: string | null = null;
  for (;;) {
    const page = await loadStoredRecordPage({}, { afterId, take: 500 });
    for (const { status, version: _v, publishedAt, owner, ...stored } of page) {
      records.set(stored.id, {
        status,
        organisasi: stored.organisasi.kode,
        owner: owner.email,
        publishedAt: publishedAt?.toISOString() ?? null,
        // The ISO profiles group keywords by type and thesaurus and contacts by scope, so an
        // import may store children in another order: compare them as sorted lists, and the
        // exported document itself.
        iso: sortedChildren(toIsoRecord(stored)),
        xml: xmlToString(XML_PROFILES.mdb2018.encode(toIsoRecord(stored))),
      });
    }
    if (page.length < 500) return records;
    afterId = (page.at(-1) as { id: string }).id;
  }
}

/** A zip's entries with one changed, or with the manifest's list cut to `keep` files. */
function rewriteZip(zip: Uint8Array, change: (files: Record<string, Uint8Array>) => void): Uint8Array {
  const files = unzipSync(zip);
  change(files);
  return zipSync(files);
}

const runCli = (script: "export" | "import", args: string[], env: NodeJS.ProcessEnv) =>
  spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: repositoryRoot,
    env,
    encoding: "utf8",
    timeout: 240_000,
  });

describe(`catalogue export and import on ${testEngine}`, () => {
  let source: TestDatabase;
  let fresh: TestDatabase;
  const zipPath = path.join(work, "katalog.zip");

  beforeAll(async () => {
    source = await createTestDatabase({ from: "seeded" });
    setDbForTests(source.db);
    // A record with every field filled, in every status, owned by a producer.
    const admin = await adminOf(source.db);
    const producer = await source.db.pengguna.findFirstOrThrow({ where: { peran: "PRODUSEN" } });
    for (const [index, status] of STATUSES.entries()) {
      const record = {
        ...fullIsoRecord(),
        fileIdentifier: `lengkap-${status.toLowerCase()}`,
        judul: `Rekaman lengkap ${index}`,
      };
      const xml = xmlToString(XML_PROFILES.mdb2018.encode(record));
      const { id } = await importRecord(admin, xml, { status: "DRAFT", sourceName: `${status}.xml` });
      await source.db.metadata.update({
        where: { id },
        data: {
          status,
          ownerId: producer.id,
          organisasiId: producer.organisasiId,
          publishedAt: status === "PUBLISHED" ? new Date("2026-01-02T03:04:05.678Z") : null,
        },
      });
    }
    fresh = await createTestDatabase();
    // Organisations and users, no records: what a new installation has before the import.
    await seedDatabase(fresh.db, { recordCount: 0 });
  }, 300_000);
  afterAll(async () => {
    await source?.close();
    await fresh?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("exports every record and imports them into a fresh database with nothing lost", {
    timeout: 300_000,
  }, async () => {
    setDbForTests(source.db);
    const before = await snapshot();
    const started = performance.now();
    const count = await exportCatalogue(zipPath);
    const exportMs = performance.now() - started;
    expect(count).toBe(before.size);
    expect(count).toBeGreaterThanOrEqual(326);
    // Every status is present, and the full records among them.
    const statuses = new Set([...before.values()].map((r) => (r as { status: string }).status));
    expect([...statuses].sort()).toEqual([...STATUSES].sort());

    setDbForTests(fresh.db);
    const zip = readFileSync(zipPath);
    const { sources, manifest } = catalogueZipSources(zip, "katalog.zip");
    expect(manifest?.recordCount).toBe(count);
    expect(manifest?.records.every((entry) => /^records\/[A-Za-z0-9._-]+\.xml$/.test(entry.file))).toBe(true);
    const imported = await importDocuments(
      await adminOf(fresh.db),
      sources,
      { status: "DRAFT" },
      { concurrency: 4 },
    );
    const failures = imported.results.filter((r) => r.outcome === "failed");
    expect(failures).toEqual([]);
    expect(imported.imported).toBe(count);

    const after = await snapshot();
    expect(after.size).toBe(before.size);
    const differing = [...before.keys()].filter((id) => !isDeepStrictEqual(after.get(id), before.get(id)));
    // The first difference in full, then how many there are.
    if (differing[0]) expect(after.get(differing[0])).toEqual(before.get(differing[0]));
    expect(differing).toEqual([]);
    for (const table of [
      "metadataTanggal",
      "metadataKataKunci",
      "metadataKontak",
      "metadataDistribusi",
      "laporanKualitasData",
    ] as const) {
      // biome-ignore lint/suspicious/noExplicitAny: the same count() on five delegates
      const count = (db: Db) => (db[table] as any).count() as Promise<number>;
      expect(await count(fresh.db), table).toBe(await count(source.db));
    }
    // Imported records come back with the documents they were received as, and are served so.
    const sourceDocuments = (db: Db) =>
      db.metadataSumber.findMany({
        select: { metadataId: true, standar: true, dokumen: true, disuntingPada: true },
        orderBy: { metadataId: "asc" },
      });
    const sourcesBefore = await sourceDocuments(source.db);
    expect(sourcesBefore.length).toBe(STATUSES.length);
    expect(await sourceDocuments(fresh.db)).toEqual(sourcesBefore);
    console.log(
      `export of ${count} records: ${exportMs.toFixed(0)} ms; import: ${(performance.now() - started - exportMs).toFixed(0)} ms`,
    );

    // Importing the same export again replaces content only: statuses stay as they are.
    const again = await importDocuments(
      await adminOf(fresh.db),
      catalogueZipSources(zip, "katalog.zip").sources.slice(0, 20),
      { status: "DRAFT" },
    );
    expect(again.updated).toBe(20);
    expect((await snapshot()).size).toBe(before.size);
  });

  it("refuses a file whose content no longer matches the manifest's SHA-256", async () => {
    setDbForTests(fresh.db);
    const zip = readFileSync(zipPath);
    const manifest = JSON.parse(
      new TextDecoder().decode(unzipSync(zip, { filter: (f) => f.name === MANIFEST_NAME })[MANIFEST_NAME]),
    ) as TManifest;
    const kept = manifest.records.slice(0, 3);
    const [tampered, ...untouched] = kept as [TManifest["records"][number], ...TManifest["records"]];
    const changed = rewriteZip(zip, (files) => {
      for (const name of Object.keys(files))
        if (!kept.some((entry) => entry.file === name)) delete files[name];
      const text = new TextDecoder().decode(files[tampered.file]);
      files[tampered.file] = strToU8(
        text.replace(
          /<gco:CharacterString>[^<]*<\/gco:CharacterString>/,
          "<gco:CharacterString>diubah</gco:CharacterString>",
        ),
      );
      files[MANIFEST_NAME] = strToU8(JSON.stringify({ ...manifest, recordCount: 3, records: kept }));
    });
    const { sources } = catalogueZipSources(changed, "diubah.zip");
    const summary = await importDocuments(await adminOf(fresh.db), sources, { status: "DRAFT" });
    expect(summary.results.find((r) => r.name.endsWith(tampered.file))).toMatchObject({
      outcome: "failed",
      reason: "CHECKSUM",
    });
    expect(summary.updated).toBe(untouched.length);
  });

  it("leaves no file under the target's name when the export fails midway", async () => {
    setDbForTests(source.db);
    const target = path.join(work, "gagal", "keluar.zip");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(path.dirname(target));
    await expect(
      exportCatalogue(target, {
        onRecord: (_entry, written) => {
          if (written === 250) throw new Error("disk penuh (simulated)");
        },
      }),
    ).rejects.toThrow("disk penuh");
    expect(readdirSync(path.dirname(target))).toEqual([]);
    // An existing export under that name is left as it was.
    writeFileSync(target, "lama");
    await expect(
      exportCatalogue(target, {
        onRecord: () => {
          throw new Error("gagal");
        },
      }),
    ).rejects.toThrow();
    expect(readFileSync(target, "utf8")).toBe("lama");
    expect(readdirSync(path.dirname(target))).toEqual(["keluar.zip"]);
  });

  it("npm run export: writes the zip, explains its usage, and a killed run leaves the old file intact", {
    timeout: 300_000,
  }, async () => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    const cliDir = path.join(work, "cli");
    if (testEngine === "postgresql") {
      env.DATABASE_URL = source.url as string;
      // More records, so that the kill below lands while the zip is being written.
      await replicateRecords(source.sql, 8);
    } else {
      delete env.DATABASE_URL;
      env.DATA_DIR = path.join(work, "data");
      env.EMBEDDED_DB_PORT = "54398"; // nothing serves there: the command opens (and seeds) its own database
    }
    expect(runCli("export", [], env).status).toBe(2);
    expect(runCli("export", ["x.zip", "--status", "TERBIT"], env).status).toBe(2);
    const { mkdirSync } = await import("node:fs");
    mkdirSync(cliDir);
    const target = path.join(cliDir, "katalog.zip");
    const ok = runCli("export", [target, "--status", "PUBLISHED"], env);
    expect(ok.status, ok.stderr).toBe(0);
    const manifest = JSON.parse(
      new TextDecoder().decode(
        unzipSync(readFileSync(target), { filter: (f) => f.name === MANIFEST_NAME })[MANIFEST_NAME],
      ),
    ) as TManifest;
    expect(manifest.recordCount).toBeGreaterThan(0);
    expect(manifest.records.every((r) => r.status === "PUBLISHED")).toBe(true);

    writeFileSync(target, "ekspor lama");
    const child = spawn("npm", ["run", "--silent", "export", "--", target], {
      cwd: repositoryRoot,
      env,
      detached: true,
      stdio: "ignore",
    });
    // Kill the whole process group as soon as the temporary file appears.
    const deadline = Date.now() + 200_000;
    let partial: string | undefined;
    while (!partial && Date.now() < deadline) {
      partial = readdirSync(cliDir).find((name) => name.endsWith(".partial"));
      if (!partial) await new Promise((resolve) => setTimeout(resolve, 2));
    }
    process.kill(-(child.pid as number), "SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    expect(partial, "the export never started writing").toBeDefined();
    expect(readFileSync(target, "utf8")).toBe("ekspor lama");
    expect(existsSync(path.join(cliDir, partial as string))).toBe(true);
  });

  describe("hostile zips are refused before anything is inflated", () => {
    const refusal = (zip: Uint8Array, limits = DEFAULT_ZIP_LIMITS) => {
      try {
        catalogueZipSources(zip, "x.zip", limits);
        return null;
      } catch (error) {
        return (error as { details: { reason: string } }).details.reason;
      }
    };
    /** Sets every central directory entry's declared uncompressed size (what fflate trusts). */
    const declareSizes = (zip: Uint8Array, size: number) => {
      const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
      for (let at = 0; at + 46 <= zip.length; at++)
        if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
      return zip;
    };

    it("names that climb out or are absolute", () => {
      expect(refusal(zipSync({ "../evil.xml": strToU8("<a/>") }))).toBe("ZIP_UNSAFE_NAME");
      expect(refusal(zipSync({ "records/../../evil.xml": strToU8("<a/>") }))).toBe("ZIP_UNSAFE_NAME");
      expect(refusal(zipSync({ "/etc/evil.xml": strToU8("<a/>") }))).toBe("ZIP_UNSAFE_NAME");
      expect(refusal(zipSync({ "C:/evil.xml": strToU8("<a/>") }))).toBe("ZIP_UNSAFE_NAME");
      expect(refusal(zipSync({ "baik.xml": strToU8("<a/>") }))).toBeNull();
    });

    it("too many entries: 10,000 over a limit of 5,000, and the default limit", () => {
      // Streamed with the ZIP64 end records an export of more than 65,535 records has.
      const many = (n: number) => {
        const chunks: Uint8Array[] = [];
        const zip = new Zip((error, chunk, final) => {
          if (error) throw error;
          chunks.push(final ? withZip64End(chunk, n) : chunk);
        });
        for (let i = 0; i < n; i++) {
          const file = new ZipPassThrough(`r/${i}.xml`);
          zip.add(file);
          file.push(new Uint8Array(0), true);
        }
        zip.end();
        return Buffer.concat(chunks);
      };
      expect(refusal(many(10_000), { ...DEFAULT_ZIP_LIMITS, maxEntries: 5_000 })).toBe(
        "ZIP_TOO_MANY_ENTRIES",
      );
      expect(refusal(many(DEFAULT_ZIP_LIMITS.maxEntries + 1))).toBe("ZIP_TOO_MANY_ENTRIES");
    }, 120_000);

    it("declared sizes over the per-file or total limit; a lying size never inflates past it", async () => {
      expect(refusal(declareSizes(zipSync({ "bom.xml": strToU8("<a/>") }), 3 * 1024 ** 3))).toBe(
        "ZIP_TOO_LARGE",
      );
      const files = Object.fromEntries(
        Array.from({ length: 500 }, (_, i) => [`r/${i}.xml`, strToU8("<a/>")]),
      );
      expect(refusal(declareSizes(zipSync(files), 9 * 1024 ** 2))).toBe("ZIP_TOO_LARGE");
      // 5 MB that declares 100 bytes: read as at most 100 bytes.
      const liar = declareSizes(zipSync({ "bohong.xml": new Uint8Array(5 * 1024 ** 2).fill(32) }), 100);
      const [source] = catalogueZipSources(liar, "x.zip").sources;
      expect((await source?.read())?.length).toBe(100);
    });

    it("npm run import refuses the zip as a whole with exit code 1", () => {
      const evil = path.join(work, "evil.zip");
      writeFileSync(evil, zipSync({ "../evil.xml": strToU8("<a/>") }));
      const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: source.url ?? "" };
      if (testEngine === "pglite") {
        delete env.DATABASE_URL;
        env.DATA_DIR = path.join(work, "data-import");
      }
      const run = runCli("import", [evil], env);
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain("[ZIP_UNSAFE_NAME]");
    }, 120_000);
  });
});
