import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it, vi } from "vitest";
import { clusterImageFile, isWholeClusterImage, saveClusterImage } from "./cluster-image";
import { openPglite } from "./pglite";

// A cluster's system identifier is drawn by initdb: databases started from one image share it.
const systemIdentifier = async (pglite: PGlite) =>
  (await pglite.query<{ id: string }>(`SELECT system_identifier::text AS id FROM pg_control_system()`))
    .rows[0]?.id;

/** Opens a new database at `dir` from `clusterImage`, which must end in initdb and a warning saying `said`. */
async function expectInitdbSaying(dir: string, clusterImage: string, said: string): Promise<void> {
  const warn = vi.spyOn(process, "emitWarning").mockImplementation(() => undefined);
  try {
    const pglite = await openPglite(dir, { clusterImage });
    expect((await pglite.query(`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
    await pglite.close();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`cluster image ${clusterImage} ${said}`));
  } finally {
    warn.mockRestore();
  }
}

describe("the embedded database's empty cluster image", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "simpul-cluster-image-"));
  const image = path.join(folder, "images", "pglite-9.9.9-cluster.tar");
  const place = (name: string) => path.join(folder, name);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("is saved by npm ci under node_modules, named after the installed PGlite", () => {
    const version = JSON.parse(
      readFileSync(path.join("node_modules", "@electric-sql", "pglite", "package.json"), "utf8"),
    ).version;
    const file = clusterImageFile();
    expect(file).toBe(
      path.join(process.cwd(), "node_modules", ".cache", "simpul", `pglite-${version}-cluster.tar`),
    );
    // Saved by package.json's postinstall (scripts/save-cluster-image.ts): run `npm ci` again if missing.
    expect(existsSync(file as string)).toBe(true);
    expect(clusterImageFile(place("no-installation"))).toBeNull();
  });

  it("starts a new database; a directory that holds one keeps it", async () => {
    await saveClusterImage(image);
    const beside = (name: string) => path.join(path.dirname(image), name);
    writeFileSync(beside("pglite-0.0.1-cluster.tar"), "an older version's image");
    writeFileSync(beside("notes.txt"), "not an image");
    await saveClusterImage(image); // again: replaces it, and the older version's image goes
    expect(isWholeClusterImage(image)).toBe(true);
    expect(existsSync(beside("pglite-0.0.1-cluster.tar"))).toBe(false);
    expect(existsSync(beside("notes.txt"))).toBe(true);

    const first = await openPglite(place("first"), { clusterImage: image });
    const fromImage = await systemIdentifier(first);
    await first.exec(`CREATE TABLE kept (id int); INSERT INTO kept VALUES (7)`);
    await first.close();

    mkdirSync(place("second")); // empty: a new database too
    const second = await openPglite(place("second"), { clusterImage: image });
    expect(await systemIdentifier(second)).toBe(fromImage);
    await second.close();
    const inMemory = await openPglite(undefined, { clusterImage: image });
    expect(await systemIdentifier(inMemory)).toBe(fromImage);
    await inMemory.close();

    const reopened = await openPglite(place("first"), { clusterImage: image });
    expect((await reopened.query(`SELECT id FROM kept`)).rows).toEqual([{ id: 7 }]);
    await reopened.close();

    expect(readdirSync(folder).filter((name) => name.includes(".unpacking-"))).toEqual([]);

    const initdb = await openPglite(place("initdb"), { clusterImage: null });
    expect(await systemIdentifier(initdb)).not.toBe(fromImage);
    await initdb.close();
  }, 60_000);

  it("leaves nothing running: a command that opened a new database ends by itself", () => {
    // An image packed from a running cluster started with crash recovery, whose timer kept the
    // process alive after its work (npm run db:seed on a new directory never ended).
    const script = path.join(folder, "open-new.mts");
    const pglite = path.resolve("lib/db/pglite.ts");
    writeFileSync(
      script,
      `import { openPglite } from ${JSON.stringify(pglite)};
const db = await openPglite(process.argv[2], { clusterImage: process.argv[3] });
console.log((await db.query("SELECT 1 AS one")).rows[0].one);`,
    );
    const output = execFileSync(process.execPath, ["--import", "tsx", script, place("command"), image], {
      timeout: 30_000,
      encoding: "utf8",
    });
    expect(output.trim()).toBe("1");
  }, 60_000);

  it.each([
    ["not a tar", () => Buffer.alloc(4096, 7)],
    ["cut short", () => readFileSync(image).subarray(0, 1_000_000)],
    ["empty", () => Buffer.alloc(0)],
  ])(
    "runs initdb when the image is damaged (%s), and says so",
    async (kind, bytes) => {
      const damaged = path.join(folder, "damaged.tar");
      writeFileSync(damaged, bytes());
      expect(isWholeClusterImage(damaged)).toBe(false); // so npm ci's step saves it again
      await expectInitdbSaying(place(`damaged-${kind}`), damaged, "is damaged");
    },
    60_000,
  );

  it.each([
    ["not a cluster", { "hello.txt": "not a database" }, "is damaged (not a cluster: no PG_VERSION)"],
    ["a cluster PGlite cannot start", { PG_VERSION: "99\n", "hello.txt": "not a database" }, "did not load"],
  ])(
    "runs initdb when a whole archive is %s, and says so",
    async (kind, files, said) => {
      const other = path.join(folder, kind);
      mkdirSync(other);
      for (const [name, content] of Object.entries(files)) writeFileSync(path.join(other, name), content);
      const archive = path.join(folder, `${kind}.tar`);
      execFileSync("tar", ["-cf", archive, "-C", other, ...Object.keys(files)]);
      const dir = place(`archive-${kind}`);
      await expectInitdbSaying(dir, archive, said);
      expect(existsSync(path.join(dir, "hello.txt"))).toBe(false);
    },
    60_000,
  );
});
