import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { builtRoute, type Instance, sharedDatabase, sleep, startInstances } from "@/test/support/instances";
import { testEngine } from "@/test/support/test-database";

// Spec 8's limit (20 per minute per IP) must hold however many instances serve the API:
// two real `next start` processes share one database, this process sends them 20 requests
// in turns from 127.0.0.1 and the 21st is refused by whichever instance gets it. It also
// checks, on the real server, that a forged X-Forwarded-For does not change the client key.

const routeBuilt = builtRoute("api/verify/[token]/route.js");
if (!routeBuilt) {
  console.warn(
    "Skipping the two-instance rate-limit test: no production build with /api/verify (run `npm run build` first).",
  );
}

describe.skipIf(!routeBuilt)(`verify rate limit across two instances on ${testEngine}`, () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  const instances: Instance[] = [];
  let token = "";

  beforeAll(async () => {
    const { url, db } = await sharedDatabase(cleanups);
    await seedDatabase(db, { recordCount: 20 });
    const document = await db.dokumenKualitas.findFirstOrThrow({ where: { status: "SIGNED" } });
    token = document.signatureToken as string;
    const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-instances-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    instances.push(...(await startInstances(2, url, dataDir, cleanups)));
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it("refuses the 21st request of a minute from one client on whichever instance gets it", async () => {
    // Preflights load the route on both instances without counting (a fresh process records
    // socket addresses from the moment the route module is loaded).
    for (const { url } of instances)
      expect((await fetch(`${url}/api/verify/${token}`, { method: "OPTIONS" })).status).toBe(204);
    await awaitFreshWindowIfEnding(20_000);

    for (let i = 0; i < 20; i++) {
      const instance = instances[i % 2] as Instance;
      // With TRUST_PROXY=0 the connection is the key: a forged X-Forwarded-For changes nothing.
      const headers: Record<string, string> = i % 4 === 1 ? { "X-Forwarded-For": `198.51.100.${i}` } : {};
      const response = await get(`${instance.url}/api/verify/${token}`, headers);
      expect(response.status, `request ${i + 1} on instance ${(i % 2) + 1}`).toBe(200);
      expect(JSON.parse(response.body).valid).toBe(true);
      expect(response.headers["ratelimit-remaining"]).toBe(String(19 - i));
    }
    for (const instance of instances) {
      const refused = await get(`${instance.url}/api/verify/${token}`, {
        "X-Forwarded-For": "198.51.100.250",
      });
      expect(refused.status).toBe(429);
      expect(JSON.parse(refused.body).error.code).toBe("RATE_LIMITED");
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(refused.headers["ratelimit-policy"]).toBe("20;w=60");
    }
    // The key is the connection's address, not one bucket for everybody: another loopback
    // address is another client (Linux routes all of 127.0.0.0/8 to loopback; macOS does not).
    const other = await get(`${instances[0]?.url}/api/verify/${token}`, {}, "127.0.0.2").catch((error) => {
      if ((error as NodeJS.ErrnoException).code !== "EADDRNOTAVAIL") throw error;
      console.warn("127.0.0.2 is not a local address here: skipping the second-client check.");
      return null;
    });
    if (other) {
      expect(other.status).toBe(200);
      expect(other.headers["ratelimit-remaining"]).toBe("19");
    }
  }, 120_000);
});

/** Windows are aligned to the minute on every instance: start the burst where it fits in one. */
async function awaitFreshWindowIfEnding(neededMs: number): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < neededMs) await sleep(left + 200);
}

/** A GET over a connection from `localAddress` (fetch cannot choose it). */
function get(url: string, headers: Record<string, string> = {}, localAddress = "127.0.0.1") {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = httpGet(url, { headers, localAddress, timeout: 30_000 }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on("timeout", () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}
