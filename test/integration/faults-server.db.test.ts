import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed/seed-database";
import {
  builtRoute,
  type Instance,
  sharedDatabase,
  signInOverHttp,
  sleep,
  startInstance,
  stopInstance,
  waitUntilHealthy,
} from "@/test/support/instances";
import { freePort } from "@/test/support/net";
import { startGateway, startMailServer } from "@/test/support/notification-servers";
import { DEMO } from "@/test/support/session";
import { type CutMode, startTcpSwitch, type TcpSwitch } from "@/test/support/tcp-switch";
import { testEngine } from "@/test/support/test-database";

// Issue 10, faults: one real `npm start` server whose database connection runs through a TCP
// switch (test/support/tcp-switch.ts), so the database can be taken away from it without
// stopping the machine's shared server. While mixed requests run, the database goes away
// (refused, then hanging): /api/health says 503, every other answer is a clean 503 (JSON or an
// ExceptionReport) or a cached 200, never a 500 or a hang, and the process stays up; when the
// database returns, everything works again without a restart, and a write caught by the cut
// is there whole or not at all. Then the mail server and WhatsApp gateway are down: status
// changes still answer at once, and each notification arrives once when they are back.

const routeBuilt = builtRoute("api/health/route.js") && builtRoute("api/metadata/[id]/status/route.js");
if (!routeBuilt)
  console.warn(
    "Skipping the fault tests on a live server: no production build (run `npx next build` first).",
  );

const WORKER_INTERVAL_MS = 300;
/** The server's statement timeout here (DB_STATEMENT_TIMEOUT_MS); the client waits 1 s more. */
const STATEMENT_TIMEOUT_MS = 3_000;
/**
 * The longest an answer may take while the database is gone. Refused: at once. Hanging: a
 * request waits for the pool's connect timeout (lib/db/client.ts, 5 s), and one queued behind
 * a full pool of hanging connection attempts waits for one of them to fail first (2 x 5 s).
 * Frozen (open connections that stop answering): a query on one gives up after the statement
 * timeout plus a second; a request may meet that twice (its session, then its own query).
 */
const MAX_ANSWER_MS: Record<CutMode, number> = {
  refuse: 5_000,
  blackhole: 11_000,
  freeze: 2 * (STATEMENT_TIMEOUT_MS + 1_000) + 2_000,
};

/** Numbers a new query each time (startPosition), so the response cache cannot answer it. */
let freshQueries = 1;

interface Sample {
  /** performance.now() when sent (-1: not recorded). */
  sentAt?: number;
  name: string;
  phase: "up" | "down" | "back";
  status: number;
  ms: number;
  body: string;
  headers: Headers;
}

describe.skipIf(!routeBuilt)(`a live server losing its ${testEngine} database`, () => {
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let server: Instance;
  let db: Db;
  let dbSwitch: TcpSwitch;
  let mail: Awaited<ReturnType<typeof startMailServer>>;
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let mailSwitch: TcpSwitch;
  let gatewaySwitch: TcpSwitch;
  let admin = "";
  const recoveries: Record<string, number> = {};

  beforeAll(async () => {
    const shared = await sharedDatabase(cleanups);
    db = shared.db;
    await seedDatabase(db, { recordCount: 20 });
    const target = new URL(shared.url);
    dbSwitch = await startTcpSwitch(target.hostname, Number(target.port));
    cleanups.push(() => dbSwitch.close());
    const proxied = new URL(shared.url);
    proxied.port = String(dbSwitch.port);
    const dataDir = mkdtempSync(path.join(tmpdir(), "simpul-faults-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    // The mail server and the gateway are down from the start: their switches reset every
    // connection until the test brings them back, and hold their ports meanwhile.
    mail = await startMailServer();
    gateway = await startGateway([200]);
    cleanups.push(mail.close, gateway.close);
    mailSwitch = await startTcpSwitch("127.0.0.1", mail.port);
    gatewaySwitch = await startTcpSwitch("127.0.0.1", Number(new URL(gateway.url).port));
    cleanups.push(
      () => mailSwitch.close(),
      () => gatewaySwitch.close(),
    );
    mailSwitch.cut("reset");
    gatewaySwitch.cut("reset");
    server = startInstance(await freePort(), proxied.toString(), dataDir, {
      NOTIFICATION_WORKER: "true",
      NOTIFICATION_INTERVAL_MS: String(WORKER_INTERVAL_MS),
      SMTP_URL: `smtp://simpul:rahasia@127.0.0.1:${mailSwitch.port}`,
      SMTP_FROM: "Simpul <no-reply@simpul.test>",
      WA_GATEWAY_URL: `http://127.0.0.1:${gatewaySwitch.port}/kirim`,
      WA_GATEWAY_TOKEN: "token-uji",
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
    });
    cleanups.push(() => stopInstance(server));
    await waitUntilHealthy(server);
    admin = await signInOverHttp(server.url, ...DEMO.admin);
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    if (Object.keys(recoveries).length > 0) console.info("faults: recovery after restore (ms)", recoveries);
  }, 60_000);

  const requests = (recordId: string, identifier: string) => {
    const getRecords =
      "/csw?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&resultType=results&elementSetName=brief&maxRecords=10";
    return [
      { name: "rest list", url: "/api/public/metadata?pageSize=10" },
      { name: "rest detail", url: `/api/public/metadata/${recordId}` },
      { name: "rest xml", url: `/api/public/metadata/${recordId}/xml` },
      { name: "csw cached", url: getRecords },
      // Uncached: a new query each time, so the database has to answer.
      { name: "csw uncached", url: `${getRecords}&startPosition=`, fresh: true },
      {
        name: "csw by id",
        url: `/csw?service=CSW&version=2.0.2&request=GetRecordById&id=${identifier}&elementSetName=full`,
      },
      { name: "editor list", url: "/api/metadata?pageSize=5", cookie: true },
      { name: "login", url: "/api/auth/login", login: true },
    ];
  };

  async function send(request: ReturnType<typeof requests>[number]): Promise<Omit<Sample, "phase">> {
    const started = performance.now();
    const url = `${server.url}${request.url}${request.fresh ? ++freshQueries : ""}`;
    const init: RequestInit = request.login
      ? {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: DEMO.produsen[0], password: DEMO.produsen[1] }),
        }
      : { headers: request.cookie ? { Cookie: admin } : {} };
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
      const body = await response.text();
      return {
        name: request.name,
        status: response.status,
        ms: performance.now() - started,
        body,
        headers: response.headers,
      };
    } catch (error) {
      return {
        name: request.name,
        status: 0,
        ms: performance.now() - started,
        body: String(error),
        headers: new Headers(),
      };
    }
  }

  it.each<CutMode>(["refuse", "blackhole", "freeze"])(
    "answers cleanly while the database is gone (%s) and recovers without a restart",
    async (mode) => {
      const published = await db.metadata.findFirstOrThrow({
        where: { status: "PUBLISHED" },
        orderBy: { id: "asc" },
      });
      const mix = requests(published.id, published.fileIdentifier ?? published.id);
      // Warm the caches: the second GetRecords is a hit from the rendered-response store.
      for (const request of mix) expect((await send(request)).status, request.name).toBe(200);

      let phase: Sample["phase"] = "up";
      const samples: Sample[] = [];
      let running = true;
      const worker = async (offset: number) => {
        for (let round = offset; running; round++) {
          const request = mix[round % mix.length] as (typeof mix)[number];
          const sentIn = phase; // the phase the request was sent in
          const sentAt = performance.now();
          const sample = await send(request);
          // Sent while the database was gone but answered after it was back: not a "down" answer.
          const answeredBack = sentIn === "down" && phase === "back";
          samples.push({ ...sample, phase: answeredBack ? "back" : sentIn, sentAt });
        }
      };
      const load = [0, 3, 5].map(worker);
      await sleep(1_000);

      // Writes in flight when the connection goes: status changes of private records, sent
      // 0 to 300 ms before the cut, so that some may meet it mid-transaction.
      const records = await db.metadata.findMany({
        where: { status: { in: ["PRIVATE", "PUBLISHED"] }, id: { not: published.id } },
        orderBy: { judul: "asc" },
        skip: (["refuse", "blackhole", "freeze"] as const).indexOf(mode) * 3,
        take: 3,
      });
      const targetOf = (status: string) => (status === "PRIVATE" ? "PUBLISHED" : "PRIVATE");
      expect(records.length).toBe(3);
      const before = await Promise.all(records.map((record) => writeState(db, record.id)));
      const writes: Promise<{ status: number; body: string }>[] = [];
      for (const record of records) {
        writes.push(
          fetch(`${server.url}/api/metadata/${record.id}/status`, {
            method: "POST",
            headers: { Cookie: admin, "Content-Type": "application/json" },
            body: JSON.stringify({ status: targetOf(record.status), catatan: `terputus (${mode})` }),
            signal: AbortSignal.timeout(20_000),
          }).then(
            async (response) => ({ status: response.status, body: await response.text() }),
            (error: unknown) => ({ status: 0, body: String(error) }),
          ),
        );
        await sleep(100);
      }
      dbSwitch.cut(mode);
      phase = "down";
      const cutAt = performance.now();

      // Health answers 503 within its 3 s timeout (plus the request's own time).
      let health: Sample | undefined;
      while (performance.now() - cutAt < 15_000) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
        const body = await response.text();
        health = {
          name: "health",
          phase,
          status: response.status,
          ms: performance.now() - started,
          body,
          headers: response.headers,
        };
        samples.push(health);
        if (response.status === 503) break;
      }
      expect(health?.status).toBe(503);
      expect(JSON.parse(health?.body ?? "")).toEqual({ status: "error", db: "disconnected" });
      expect(health?.ms).toBeLessThan(4_000);
      // The load runs on against the missing database; besides it, two rounds of every kind.
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all(mix.map((request) => send(request)));
        samples.push(...answers.map((answer) => ({ ...answer, phase: "down" as const, sentAt: -1 })));
      }
      await sleep(Math.max(0, 6_000 - (performance.now() - cutAt)));

      const written = await Promise.all(writes);
      await dbSwitch.restore();
      phase = "back";
      const restoredAt = performance.now();
      for (;;) {
        const response = await fetch(`${server.url}/api/health`).catch(() => null);
        if (response?.status === 200) break;
        expect(performance.now() - restoredAt, "health back to 200").toBeLessThan(20_000);
        await sleep(100);
      }
      const healthyAfter = performance.now() - restoredAt;
      // Every kind of request works again, in one round.
      for (;;) {
        const round = await Promise.all(mix.map((request) => send(request)));
        if (round.every((sample) => sample.status === 200)) break;
        expect(
          performance.now() - restoredAt,
          `requests back to 200: ${round.map((s) => `${s.name} ${s.status}`).join(", ")}`,
        ).toBeLessThan(20_000);
        await sleep(200);
      }
      // And the custom server answers from memory again (its own version reader is back).
      const cached = mix.find((request) => request.name === "csw cached") as (typeof mix)[number];
      for (;;) {
        const sample = await send(cached);
        if (sample.headers.get("cache-status") === "Simpul; hit; detail=server") break;
        expect(performance.now() - restoredAt, "the fast path back").toBeLessThan(20_000);
        await sleep(200);
      }
      recoveries[mode] = Math.round(performance.now() - restoredAt);
      console.info(
        `faults (${mode}): health 200 ${Math.round(healthyAfter)} ms and all requests 200 ${recoveries[mode]} ms after restore`,
      );
      await sleep(500);
      running = false;
      await Promise.all(load);

      // The process never went down, and no answer was a 500, a hang or an internal.
      expect(server.process.exitCode).toBeNull();
      expect(server.process.signalCode).toBeNull();
      const down = samples.filter((s) => s.phase === "down");
      expect(down.length).toBeGreaterThan(3);
      const problems = samples.flatMap((sample) => {
        const label = `${sample.phase} ${sample.name}: ${sample.status} in ${Math.round(sample.ms)} ms ${sample.body.slice(0, 200)}`;
        return problemsOf(sample, MAX_ANSWER_MS[mode]).map((problem) => `${problem} (${label})`);
      });
      expect(problems).toEqual([]);
      const tally: Record<string, number> = {};
      for (const { phase, name, status } of samples) {
        const key = `${phase} ${name} ${status}`;
        tally[key] = (tally[key] ?? 0) + 1;
      }
      console.info(`faults (${mode}): ${samples.length} answers`, tally);
      // While the database was gone, public answers may come from the in-memory caches (the
      // rendered-response store); what needs the database (a new query, a session, a login) may not.
      const servedDown = new Set(down.filter((s) => s.status === 200).map((s) => s.name));
      for (const sample of down.filter((s) => s.status === 200))
        console.info(
          `faults (${mode}): 200 while down: ${sample.name}, sent ${Math.round((sample.sentAt ?? 0) - cutAt)} ms after the cut, ${Math.round(sample.ms)} ms`,
        );
      for (const name of ["csw uncached", "editor list", "login"])
        expect(servedDown, name).not.toContain(name);
      for (const name of ["rest list", "csw uncached", "editor list", "login"])
        expect(
          down.some((s) => s.status === 503 && s.name === name),
          name,
        ).toBe(true);
      const slowest = Math.max(...down.map((s) => s.ms));
      console.info(`faults (${mode}): slowest answer while down ${Math.round(slowest)} ms`);

      // The write caught by the cut: all of it or none of it.
      const outcomes: string[] = [];
      for (const [index, record] of records.entries()) {
        const after = await writeState(db, record.id);
        const was = before[index] as Awaited<ReturnType<typeof writeState>>;
        const answer = written[index] as { status: number; body: string };
        // On failure, the server's last words (where an unhandled error is logged).
        expect([200, 503], `${answer.body}\n${server.output.join("").slice(-2_000)}`).toContain(
          answer.status,
        );
        const target = targetOf(was.status);
        if (after.status === target) {
          expect(after).toEqual({
            status: target,
            version: was.version + 1,
            history: was.history + 1,
            audit: was.audit + 1,
            notifications: expect.any(Number),
          });
          expect(after.notifications).toBeGreaterThan(was.notifications);
        } else {
          expect(answer.status).toBe(503);
          expect(after).toEqual(was);
        }
        outcomes.push(`${answer.status}/${after.status === target ? "stored" : "not stored"}`);
      }
      console.info(`faults (${mode}): writes in flight: ${outcomes.join(", ")}`);
    },
    90_000,
  );

  it("answers status changes at once while mail and WhatsApp are down, and sends each once when they are back", async () => {
    await db.notifikasi.updateMany({ data: { status: "FAILED" } }); // earlier tests' rows are not this test's
    const records = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      orderBy: { id: "asc" },
      take: 4,
    });
    expect(records.length).toBe(4);
    const owners = [...new Set(records.map((record) => record.ownerId))];
    await db.pengguna.updateMany({ where: { id: { in: owners } }, data: { telepon: "0812-3456-7890" } });
    const since = new Date();
    for (const record of records) {
      const started = performance.now();
      const moved = await fetch(`${server.url}/api/metadata/${record.id}/status`, {
        method: "POST",
        headers: { Cookie: admin, "Content-Type": "application/json" },
        body: JSON.stringify({ status: "PRIVATE" }),
      });
      expect(moved.status, await moved.clone().text()).toBe(200);
      expect(performance.now() - started).toBeLessThan(2_000); // never waits for SMTP or the gateway
    }
    const queued = () => db.notifikasi.findMany({ where: { createdAt: { gte: since } } });
    expect((await queued()).map((row) => row.kanal).sort()).toEqual([
      ...Array(4).fill("EMAIL"),
      ...Array(4).fill("WHATSAPP"),
    ]);
    // The worker tries, fails and schedules a retry for each row.
    await until(async () => (await queued()).every((row) => row.percobaan >= 1), 15_000);
    const waiting = await queued();
    expect(waiting.every((row) => row.status === "PENDING" && row.galatTerakhir)).toBe(true);

    await Promise.all([mailSwitch.restore(), gatewaySwitch.restore()]);
    // Time passes: the retries (30 s later) fall due now.
    await db.notifikasi.updateMany({
      where: { createdAt: { gte: since } },
      data: { berikutnyaPada: new Date() },
    });
    await until(async () => (await queued()).every((row) => row.status === "SENT"), 20_000);
    await sleep(WORKER_INTERVAL_MS * 6); // several more passes: nothing is sent twice
    const sent = await queued();
    for (const row of sent.filter((r) => r.kanal === "EMAIL")) {
      const copies = mail.received.filter((m) => m.subject === row.subjek && m.to.includes(row.tujuan));
      expect(copies.length, row.subjek).toBe(1);
    }
    expect(mail.received.length).toBe(4);
    expect(gateway.requests.length).toBe(4);
    expect(new Set(gateway.requests.map((r) => r.body.message)).size).toBe(4);
    expect(gateway.requests.every((r) => r.body.to === "6281234567890")).toBe(true);
  }, 60_000);
});

/** What is wrong with one answer: a 500, a hang, an internal shown, a 503 without its form. */
function problemsOf(sample: Sample, maxMs: number): string[] {
  const problems: string[] = [];
  if (sample.status !== 200 && sample.status !== 503) problems.push("status not 200 or 503");
  if (sample.ms >= maxMs) problems.push("too slow");
  if (/\bat [\w.<>]+ \(|node_modules|\/work\/|prisma|SELECT /i.test(sample.body))
    problems.push("internals shown");
  if (sample.status !== 503 || sample.name === "health") return problems;
  if (sample.name.startsWith("csw")) {
    if (!sample.body.includes('exceptionCode="NoApplicableCode"')) problems.push("no ExceptionReport");
  } else if (
    sample.body.startsWith("{") ? JSON.parse(sample.body).error?.code !== "SERVICE_UNAVAILABLE" : true
  ) {
    problems.push("no SERVICE_UNAVAILABLE error");
  }
  if (!(Number(sample.headers.get("retry-after")) > 0)) problems.push("no Retry-After");
  return problems;
}

async function writeState(db: Db, id: string) {
  const record = await db.metadata.findUniqueOrThrow({
    where: { id },
    select: { status: true, version: true },
  });
  return {
    ...record,
    history: await db.riwayatStatus.count({ where: { metadataId: id } }),
    audit: await db.auditLog.count({ where: { target: id, aksi: "METADATA_STATUS" } }),
    notifications: await db.notifikasi.count({ where: { metadataId: id } }),
  };
}

async function until(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await sleep(100);
  }
}
