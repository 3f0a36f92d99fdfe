import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "@/test/support/net";
import { getEnv } from "../env";
import { connectEmbedded, EmbeddedDatabaseBusyError, serveEmbedded } from "./embedded";
import { readMigrations } from "./migrate";

describe("embedded database ownership", () => {
  const dirs: string[] = [];
  const envFor = (port = 54329) => {
    const dir = mkdtempSync(path.join(tmpdir(), "simpul-embedded-"));
    dirs.push(dir);
    return getEnv({ DATA_DIR: dir, EMBEDDED_DB_PORT: String(port) });
  };
  const claim = (dataDir: string, owner: { pid: number; port: number | null }) =>
    writeFileSync(path.join(dataDir, "embedded-db.json"), JSON.stringify(owner));
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("connects through the process that serves it", async () => {
    const env = envFor();
    claim(env.dataDir, { pid: process.ppid, port: 55555 });
    expect(await connectEmbedded(env)).toEqual({
      kind: "socket",
      url: "postgresql://postgres@127.0.0.1:55555/postgres?sslmode=disable",
    });
  });

  it("refuses to open a directory another live process holds without sharing", async () => {
    const env = envFor();
    claim(env.dataDir, { pid: process.ppid, port: null });
    await expect(connectEmbedded(env)).rejects.toThrow(EmbeddedDatabaseBusyError);
    expect(existsSync(path.join(env.dataDir, "pgdata"))).toBe(false);
  });

  it("takes over the claim of a process that died, and creates and migrates the database", async () => {
    const env = envFor();
    claim(env.dataDir, { pid: 4_000_000, port: null }); // above Linux's pid_max: never alive
    const connection = await connectEmbedded(env);
    expect(connection.kind).toBe("in-process");
    if (connection.kind !== "in-process") return;
    const applied = await connection.pglite.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
    expect(applied.rows).toEqual([{ n: (await readMigrations()).length }]);
    expect(JSON.parse(readFileSync(path.join(env.dataDir, "embedded-db.json"), "utf8"))).toEqual({
      pid: process.pid,
      port: null,
    });
    await connection.pglite.close();
  });

  it("serves the database to other clients on loopback and releases it when stopped", async () => {
    const env = envFor(await freePort());
    const served = await serveEmbedded(env);
    const client = new pg.Client({ connectionString: served.url });
    try {
      await client.connect();
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
      expect(rows).toEqual([{ n: (await readMigrations()).length }]);
    } finally {
      await client.end();
      await served.stop();
    }
    expect(existsSync(path.join(env.dataDir, "embedded-db.json"))).toBe(false);
  });
});
