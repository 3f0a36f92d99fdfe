import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, startSilentServer } from "@/test/support/net";
import { createPgClient } from "../db/client";
import { openPglite } from "../db/pglite";
import { checkHealth } from "./check-health";

async function startPostgres(port: number) {
  const pglite = await openPglite();
  const server = new PGLiteSocketServer({ db: pglite, host: "127.0.0.1", port, maxConnections: 8 });
  await server.start();
  return {
    stop: async () => {
      await server.stop();
      await pglite.close();
    },
  };
}

describe("health check", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("reports the database going away and coming back without a restart", async () => {
    const port = await freePort();
    const db = createPgClient(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, 2);
    cleanups.push(() => db.$disconnect());
    const open = () => Promise.resolve(db);

    let postgres = await startPostgres(port);
    const healthy = await checkHealth(open);
    expect(healthy).toEqual({ status: "ok", db: "connected", timestamp: expect.any(String) });
    expect(new Date((healthy as { timestamp: string }).timestamp).toISOString()).toBe(
      (healthy as { timestamp: string }).timestamp,
    );

    await postgres.stop();
    expect(await checkHealth(open)).toEqual({ status: "error", db: "disconnected" });

    postgres = await startPostgres(port);
    cleanups.push(() => postgres.stop());
    expect((await checkHealth(open)).status).toBe("ok");
  });

  it("answers within its timeout when the database accepts connections but never replies", async () => {
    const silent = await startSilentServer();
    cleanups.push(silent.close);
    const { port } = silent;
    const db = createPgClient(`postgresql://postgres@127.0.0.1:${port}/postgres?sslmode=disable`, 1);
    cleanups.push(() => db.$disconnect().catch(() => {}));

    const started = performance.now();
    expect(await checkHealth(() => Promise.resolve(db), 500)).toEqual({
      status: "error",
      db: "disconnected",
    });
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it("reports the database unreachable when it cannot even be opened", async () => {
    expect(await checkHealth(() => Promise.reject(new Error("busy")))).toEqual({
      status: "error",
      db: "disconnected",
    });
  });
});
