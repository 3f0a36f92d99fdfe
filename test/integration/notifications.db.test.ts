import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getEnv } from "@/lib/env";
import { logger } from "@/lib/log/logger";
import {
  composeStatusMessage,
  queueStatusNotifications,
  type StatusChangeNotice,
} from "@/lib/notifications/outbox";
import {
  deliverDueNotifications,
  MAX_ATTEMPTS,
  retryDelayMs,
  startNotificationWorker,
} from "@/lib/notifications/worker";
import { freePort } from "@/test/support/net";
import { startGateway, startMailServer } from "@/test/support/notification-servers";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";

// The notification outbox against a real SMTP server (smtp-server) and an HTTP gateway on
// loopback, both started here: a status change's messages arrive exactly once, also when the
// server or gateway is down at first, and two workers never send the same row.

const notice = (email = "produsen1@big.contoh.go.id"): StatusChangeNotice => ({
  metadataId: "00000000-0000-4000-8000-000000000001",
  judul: "Peta Tutupan Lahan — Jawa Barat 2025",
  dari: "REVIEW",
  ke: "REJECTED",
  catatan: "Abstrak belum menyebut sumber data.",
  actorName: "Wali Data BIG",
  owner: { id: "pengguna-1", namaLengkap: "Produsen Satu", email, telepon: "0812-3456-7890" },
  recordUrl: "https://katalog.example.go.id/editor/metadata/00000000-0000-4000-8000-000000000001",
});

const settingsFor = ({ smtpPort, gatewayUrl }: { smtpPort?: number; gatewayUrl?: string }) =>
  getEnv({
    SMTP_URL: smtpPort ? `smtp://simpul:rahasia@127.0.0.1:${smtpPort}` : undefined,
    SMTP_FROM: "Simpul <no-reply@simpul.test>",
    WA_GATEWAY_URL: gatewayUrl,
    WA_GATEWAY_TOKEN: "token-uji",
  });

const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe(`status change notifications on ${testEngine}`, () => {
  let database: TestDatabase;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());
  beforeEach(() => database.db.notifikasi.deleteMany());
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    vi.restoreAllMocks();
  });

  it("are written with the transition and delivered once by e-mail and WhatsApp", async () => {
    const { db } = database;
    const mail = await startMailServer();
    const gateway = await startGateway([200]);
    cleanups.push(mail.close, gateway.close);
    const settings = settingsFor({ smtpPort: mail.port, gatewayUrl: gateway.url });

    expect(await db.$transaction((tx) => queueStatusNotifications(tx, notice(), settings))).toBe(2);
    // A transition that is undone takes its notifications with it.
    await expect(
      db.$transaction(async (tx) => {
        await queueStatusNotifications(tx, notice("lain@contoh.go.id"), settings);
        throw new Error("transition undone");
      }),
    ).rejects.toThrow("transition undone");
    expect(await db.notifikasi.count()).toBe(2);

    expect(await deliverDueNotifications(db, { settings })).toEqual({ sent: 2, failed: 0, retried: 0 });
    const { subjek, isi } = composeStatusMessage(notice());
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]).toEqual({
      user: "simpul",
      to: ["produsen1@big.contoh.go.id"],
      subject: subjek,
      text: expect.any(String),
    });
    expect(mail.received[0]?.text.trimEnd()).toBe(isi.trimEnd());
    expect(subjek).toContain("Peta Tutupan Lahan — Jawa Barat 2025");
    expect(gateway.requests).toEqual([
      { status: 200, authorization: "Bearer token-uji", body: { to: "6281234567890", message: isi } },
    ]);
    const rows = await db.notifikasi.findMany({ orderBy: { kanal: "asc" } });
    expect(rows.map((r) => [r.kanal, r.status, r.percobaan, r.dikunciHingga])).toEqual([
      ["EMAIL", "SENT", 1, null],
      ["WHATSAPP", "SENT", 1, null],
    ]);
    expect(rows.every((r) => r.terkirimPada instanceof Date && r.penerimaId === "pengguna-1")).toBe(true);

    expect(await deliverDueNotifications(db, { settings })).toEqual({ sent: 0, failed: 0, retried: 0 });
    expect([mail.received.length, gateway.requests.length]).toEqual([1, 1]);
  });

  it("are written only for the configured channels and a usable phone number", async () => {
    const { db } = database;
    const noPhone = { ...notice(), owner: { ...notice().owner, telepon: "-" } };
    expect(await queueStatusNotifications(db, notice(), settingsFor({}))).toBe(0);
    expect(
      await queueStatusNotifications(db, noPhone, settingsFor({ smtpPort: 25, gatewayUrl: "http://gw" })),
    ).toBe(1);
    expect(await queueStatusNotifications(db, notice(), settingsFor({ gatewayUrl: "http://gw" }))).toBe(1);
    expect((await db.notifikasi.findMany()).map((r) => r.kanal).sort()).toEqual(["EMAIL", "WHATSAPP"]);
  });

  it("wait while the mail server is down and arrive once when it is up", async () => {
    const { db } = database;
    const port = await freePort(); // nothing listens there yet
    const settings = settingsFor({ smtpPort: port });
    await queueStatusNotifications(db, notice(), settings);
    const start = new Date();

    expect(await deliverDueNotifications(db, { settings, now: start })).toEqual({
      sent: 0,
      failed: 0,
      retried: 1,
    });
    const waiting = await db.notifikasi.findFirstOrThrow();
    expect(waiting).toMatchObject({ status: "PENDING", percobaan: 1, dikunciHingga: null });
    expect(waiting.berikutnyaPada).toEqual(later(start, 30_000));
    expect(waiting.galatTerakhir).toMatch(/ECONNREFUSED/);
    // Not due before the backoff has passed.
    expect(await deliverDueNotifications(db, { settings, now: later(start, 20_000) })).toEqual({
      sent: 0,
      failed: 0,
      retried: 0,
    });

    const mail = await startMailServer(port);
    cleanups.push(mail.close);
    const up = later(start, 31_000);
    expect(await deliverDueNotifications(db, { settings, now: up })).toEqual({
      sent: 1,
      failed: 0,
      retried: 0,
    });
    for (const hours of [1, 5])
      await deliverDueNotifications(db, { settings, now: later(up, hours * 3_600_000) });
    expect(mail.received.map((m) => m.to)).toEqual([["produsen1@big.contoh.go.id"]]);
    expect(await db.notifikasi.findFirstOrThrow()).toMatchObject({
      status: "SENT",
      percobaan: 2,
      terkirimPada: up,
    });
  });

  it("wait while the gateway answers 503 and arrive once when it answers 200", async () => {
    const { db } = database;
    const gateway = await startGateway([503, 200]);
    cleanups.push(gateway.close);
    const settings = settingsFor({ gatewayUrl: gateway.url });
    await queueStatusNotifications(db, notice(), settings);
    const start = new Date();

    expect(await deliverDueNotifications(db, { settings, now: start })).toMatchObject({
      sent: 0,
      retried: 1,
    });
    expect((await db.notifikasi.findFirstOrThrow()).galatTerakhir).toBe(
      "the WhatsApp gateway answered 503: sibuk",
    );
    expect(await deliverDueNotifications(db, { settings, now: later(start, 31_000) })).toMatchObject({
      sent: 1,
    });
    await deliverDueNotifications(db, { settings, now: later(start, 3_600_000) });
    expect(gateway.requests.map((r) => r.status)).toEqual([503, 200]);
    expect(gateway.accepted()).toHaveLength(1);
  });

  it("are sent once each by two workers running at the same time", async () => {
    const { db } = database;
    const mail = await startMailServer();
    cleanups.push(mail.close);
    const settings = settingsFor({ smtpPort: mail.port });
    const recipients = Array.from({ length: 12 }, (_, i) => `pemilik${i}@contoh.go.id`);
    for (const email of recipients) await queueStatusNotifications(db, notice(email), settings);

    const drain = async () => {
      let sent = 0;
      for (;;) {
        const outcome = await deliverDueNotifications(db, { settings, batch: 3 });
        if (outcome.sent + outcome.retried + outcome.failed === 0) return sent;
        sent += outcome.sent;
      }
    };
    const [first, second] = await Promise.all([drain(), drain()]);
    expect((first ?? 0) + (second ?? 0)).toBe(12);
    expect(mail.received.flatMap((m) => m.to).sort()).toEqual([...recipients].sort());
    expect(await db.notifikasi.count({ where: { status: "SENT" } })).toBe(12);
  });

  it("are given up (FAILED) after the last attempt, with the reason", async () => {
    const { db } = database;
    const gateway = await startGateway([500]);
    cleanups.push(gateway.close);
    const settings = settingsFor({ gatewayUrl: gateway.url });
    await queueStatusNotifications(db, notice(), settings);

    let now = new Date();
    const outcomes = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      outcomes.push(await deliverDueNotifications(db, { settings, now }));
      now = later(now, retryDelayMs(attempt) + 1);
    }
    expect(outcomes.slice(0, -1).every((o) => o.retried === 1)).toBe(true);
    expect(outcomes.at(-1)).toEqual({ sent: 0, failed: 1, retried: 0 });
    expect(await db.notifikasi.findFirstOrThrow()).toMatchObject({
      status: "FAILED",
      percobaan: MAX_ATTEMPTS,
      galatTerakhir: "the WhatsApp gateway answered 500: sibuk",
    });
    await deliverDueNotifications(db, { settings, now: later(now, 86_400_000) });
    expect(gateway.requests).toHaveLength(MAX_ATTEMPTS);
    expect([1, 2, 3, 8, 9].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
  });

  it("are sent by the background worker, which logs a problem once and keeps going", async () => {
    const { db } = database;
    const mail = await startMailServer();
    cleanups.push(mail.close);
    const settings = settingsFor({ smtpPort: mail.port });
    const warn = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    let databaseUp = false;
    const worker = startNotificationWorker(
      async () => {
        if (!databaseUp) throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
        return db;
      },
      { intervalMs: 20, settings },
    );
    cleanups.push(() => worker.stop());
    await until(() => warn.mock.calls.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 100)); // several more failed passes
    expect(warn.mock.calls).toEqual([
      [{ problem: "connect ECONNREFUSED 127.0.0.1:5432" }, "the notification worker could not run"],
    ]);

    databaseUp = true;
    await queueStatusNotifications(db, notice(), settings);
    await until(() => mail.received.length > 0);
    await worker.stop();
    expect(mail.received).toHaveLength(1);
    expect(await db.notifikasi.findFirstOrThrow()).toMatchObject({ status: "SENT" });
  });
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
