import { describe, expect, it, vi } from "vitest";
import { GET as getRecord } from "@/app/api/metadata/[id]/route";
import { POST as moveStatus } from "@/app/api/metadata/[id]/status/route";
import { POST as createRecord } from "@/app/api/metadata/route";
import { deliverDueNotifications } from "@/lib/notifications/worker";
import { startGateway, startMailServer } from "@/test/support/notification-servers";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// A status change through the API reaches the record's owner by e-mail and WhatsApp: the move
// only writes outbox rows (it succeeds while the mail server is down), and the worker delivers
// them once the servers are up, exactly once. The settings are the process environment, as in
// production, so they are set before any module reads it: the two ports are held from the start
// by listeners that drop every connection (the servers are "down"), so no other socket can take
// them before the real servers listen there.

const ports = await vi.hoisted(async () => {
  const { createServer } = await import("node:net");
  const hold = async () => {
    const server = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  };
  const smtp = await hold();
  const gateway = await hold();
  process.env.SMTP_URL = `smtp://simpul:rahasia@127.0.0.1:${smtp.port}`;
  process.env.WA_GATEWAY_URL = `http://127.0.0.1:${gateway.port}/kirim`;
  process.env.WA_GATEWAY_TOKEN = "token-alur";
  return { smtp, gateway };
});

describe(`notifications of status changes on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("queues the owner's messages in the move and delivers them once the servers are up", async () => {
    const { db } = database();
    const cookie = await signInCookie(...DEMO.produsen);
    const owner = await db.pengguna.findUniqueOrThrow({ where: { email: DEMO.produsen[0] } });
    const source = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", organisasiId: owner.organisasiId },
      orderBy: { id: "asc" },
    });
    const { body: content } = await call(
      getRecord,
      `/api/metadata/${source.id}`,
      { id: source.id },
      {
        headers: { Cookie: cookie },
      },
    );
    const json = (body: unknown) => ({
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const { body: draft } = await call(
      createRecord,
      "/api/metadata",
      {},
      json({ ...content, judul: "Peta Notifikasi" }),
    );

    // The servers are down (their ports drop every connection): the move still succeeds and leaves two messages in the outbox.
    const moved = await call(
      moveStatus,
      `/api/metadata/${draft.id}/status`,
      { id: draft.id },
      json({ status: "QCQE_PROCESS" }),
    );
    expect(moved.status).toBe(200);
    const queued = await db.notifikasi.findMany({
      where: { metadataId: draft.id },
      orderBy: { kanal: "asc" },
    });
    expect(queued.map((row) => [row.kanal, row.tujuan, row.status])).toEqual([
      ["EMAIL", owner.email, "PENDING"],
      ["WHATSAPP", expect.stringMatching(/^62\d+$/), "PENDING"],
    ]);
    expect(await deliverDueNotifications(db)).toMatchObject({ sent: 0, retried: 2 });

    await ports.smtp.release();
    await ports.gateway.release();
    const mail = await startMailServer(ports.smtp.port);
    const gateway = await startGateway([200], ports.gateway.port);
    try {
      const later = new Date(Date.now() + 3600_000);
      expect(await deliverDueNotifications(db, { now: later })).toMatchObject({ sent: 2 });
      expect(await deliverDueNotifications(db, { now: later })).toMatchObject({ sent: 0 });
      expect(mail.received).toHaveLength(1);
      expect(mail.received[0]).toMatchObject({ to: [owner.email], user: "simpul" });
      expect(mail.received[0]?.subject).toContain("Peta Notifikasi");
      expect(mail.received[0]?.text).toContain("Proses QC/QE");
      expect(gateway.accepted()).toHaveLength(1);
      expect(gateway.accepted()[0]).toMatchObject({ authorization: "Bearer token-alur" });
      expect(gateway.accepted()[0]?.body.message).toContain("Peta Notifikasi");
    } finally {
      await mail.close();
      await gateway.close();
    }
  });
});
