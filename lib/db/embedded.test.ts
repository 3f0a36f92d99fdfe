import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "@/test/support/net";
import { getEnv } from "../env";
import {
  connectEmbedded,
  EmbeddedDatabaseBusyError,
  serveEmbedded,
  serveEmbeddedInWorker,
  sharedEmbeddedUrl,
} from "./embedded";
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
    // On disk, with the small buffer pool (pglite.ts): PGlite took the setting.
    const buffers = await connection.pglite.query(`SHOW shared_buffers`);
    expect(buffers.rows).toEqual([{ shared_buffers: "16MB" }]);
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

  it("keeps each connection's queries whole when several connections query at once", async () => {
    const env = envFor(await freePort());
    const served = await serveEmbedded(env);
    const pool = new pg.Pool({ connectionString: served.url, max: 4 });
    try {
      // Parameterised queries go as Parse/Bind/Describe/Execute/Sync; with messages interleaved
      // between connections they bound each other's statements.
      // Writes make PGlite flush its files between messages, which lets other connections' messages in.
      await pool.query("CREATE TABLE interleave (n int, t text)");
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          i % 2 === 0
            ? pool.query("INSERT INTO interleave VALUES ($1, repeat('x', $1::int)) RETURNING n, t", [i])
            : pool.query("SELECT $1::text AS t, $2::int + 1 AS m FROM generate_series(1, 3)", [`r${i}`, i]),
        ),
      );
      results.forEach((result, i) => {
        if (i % 2 === 0) expect(result.rows).toEqual([{ n: i, t: "x".repeat(i) }]);
        else expect(result.rows).toEqual(Array(3).fill({ t: `r${i}`, m: i + 1 }));
      });
      // A failing query in the middle of others fails alone, and the server goes on.
      const mixed = await Promise.allSettled([
        pool.query("SELECT $1::int AS n", [1]),
        pool.query("SELECT 1/$1::int AS n", [0]),
        pool.query("SELECT $1::int AS n", [3]),
      ]);
      expect(mixed.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
      expect((await pool.query("SELECT $1::int AS n", [4])).rows).toEqual([{ n: 4 }]);
    } finally {
      await pool.end();
      await served.stop();
    }
  });

  it("serves it from a thread of this process, to this process's clients as to others", async () => {
    const env = envFor(await freePort());
    const lost: Error[] = [];
    const served = await serveEmbeddedInWorker(env, (error) => lost.push(error));
    const claimFile = path.join(env.dataDir, "embedded-db.json");
    try {
      // The claim carries this process's pid, which from the file alone reads as a stale claim
      // of a process that had the same pid: this process knows it serves it.
      expect(JSON.parse(readFileSync(claimFile, "utf8"))).toEqual({
        pid: process.pid,
        port: env.EMBEDDED_DB_PORT,
      });
      expect(sharedEmbeddedUrl(env)).toBe(served.url);
      expect(await connectEmbedded(env)).toEqual({ kind: "socket", url: served.url });
      await expect(serveEmbedded(env)).rejects.toThrow(EmbeddedDatabaseBusyError);
      const client = new pg.Client({ connectionString: served.url });
      await client.connect();
      try {
        const { rows } = await client.query(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
        expect(rows).toEqual([{ n: (await readMigrations()).length }]);
      } finally {
        await client.end();
      }
    } finally {
      await served.stop();
    }
    expect(existsSync(claimFile)).toBe(false);
    expect(sharedEmbeddedUrl(env)).toBeNull();
    expect(lost).toEqual([]);
  });

  it("says why the thread could not serve it", async () => {
    const env = envFor();
    claim(env.dataDir, { pid: process.ppid, port: null });
    await expect(serveEmbeddedInWorker(env, () => {})).rejects.toThrow(/is open in process/);
  });
});
