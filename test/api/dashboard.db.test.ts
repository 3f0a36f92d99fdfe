import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { countRecordsByStatus } from "@/lib/catalogue/editor/count-records-by-status";
import { getDashboard } from "@/lib/catalogue/editor/get-dashboard";
import { listReadableRecords } from "@/lib/catalogue/editor/list-readable-records";
import { listExaminationQueue } from "@/lib/quality/list-examination-queue";
import { listRecentActivity } from "@/lib/workflow/list-recent-activity";
import { STATUS_METADATA } from "@/lib/workflow/statuses";
import { useSeededApiDatabase } from "@/test/support/seeded-api";

// The dashboard's domain functions against the seeded demo catalogue: each part stays inside the
// actor's read scope and agrees with plain counts of the database.

describe("dashboard", () => {
  const database = useSeededApiDatabase();

  async function actorOf(email: string): Promise<Actor> {
    const user = await database().db.pengguna.findUniqueOrThrow({ where: { email } });
    return { userId: user.id, role: user.peran, organisasiId: user.organisasiId };
  }

  async function dbCounts(where: object) {
    const rows = await database().db.metadata.groupBy({ by: ["status"], where, _count: true });
    const counts = Object.fromEntries(STATUS_METADATA.map((status) => [status, 0]));
    for (const row of rows) counts[row.status] = row._count;
    return counts;
  }

  it("gives producers the counts and latest changes of their own records", async () => {
    const actor = await actorOf("produsen1@big.contoh.go.id");
    const dashboard = await getDashboard(actor);
    expect(dashboard.counts).toEqual({ ownOnly: true, byStatus: await dbCounts({ ownerId: actor.userId }) });
    expect(dashboard.examinationQueue).toBeUndefined();
    expect(dashboard.reviewQueue).toBeUndefined();
    const recent = dashboard.recentRecords?.records ?? [];
    expect(recent.length).toBeGreaterThan(0);
    for (const record of recent) expect(record.pemilik.id).toBe(actor.userId);
    const times = recent.map((record) => record.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const drafts = await listReadableRecords(actor, { status: "DRAFT", pageSize: 100 }, { ownOnly: true });
    expect(drafts.total).toBe(dashboard.counts.byStatus.DRAFT);
  });

  it("gives data stewards their organisation's counts and REVIEW queue", async () => {
    const actor = await actorOf("walidata@big.contoh.go.id");
    const dashboard = await getDashboard(actor);
    expect(dashboard.counts.byStatus).toEqual(await dbCounts({ organisasiId: actor.organisasiId }));
    expect(dashboard.reviewQueue?.total).toBe(dashboard.counts.byStatus.REVIEW);
    for (const record of dashboard.reviewQueue?.records ?? []) expect(record.status).toBe("REVIEW");
    expect(dashboard.examinationQueue).toBeUndefined();
  });

  it("gives administrators every count and both queues", async () => {
    const actor = await actorOf("admin@simpul.contoh.go.id");
    const dashboard = await getDashboard(actor);
    expect(dashboard.counts.byStatus).toEqual(await dbCounts({}));
    expect(dashboard.examinationQueue?.total).toBe(dashboard.counts.byStatus.QCQE_PROCESS);
    expect(dashboard.reviewQueue?.total).toBe(dashboard.counts.byStatus.REVIEW);
    // Administrators reach every record: nothing is "cross-organisation" for them.
    for (const item of dashboard.examinationQueue?.records ?? []) expect(item.lintasOrg).toBe(false);
  });

  it("queues QCQE_PROCESS records for examiners, cross-organisation ones marked, with QC/QE progress", async () => {
    const { db } = database();
    const actor = await actorOf("pemeriksa1@big.contoh.go.id");
    // A record of another organisation that allows cross-organisation examiners, and one of an
    // organisation that does not: only the first is in the queue.
    const others = await db.organisasi.findMany({ where: { id: { not: actor.organisasiId } }, take: 2 });
    const [open, closed] = others;
    if (!open || !closed) throw new Error("the seed needs three organisations");
    await db.organisasi.update({ where: { id: open.id }, data: { allowLintasOrgReviewer: true } });
    await db.organisasi.update({ where: { id: closed.id }, data: { allowLintasOrgReviewer: false } });
    const [cross, hidden] = await Promise.all(
      [open, closed].map((org) =>
        db.metadata.findFirstOrThrow({ where: { organisasiId: org.id }, select: { id: true } }),
      ),
    );
    if (!cross || !hidden) throw new Error("records missing");
    await db.metadata.updateMany({
      where: { id: { in: [cross.id, hidden.id] } },
      data: { status: "QCQE_PROCESS" },
    });
    await db.riwayatStatus.create({ data: { metadataId: cross.id, dari: "DRAFT", ke: "QCQE_PROCESS" } });
    await db.dokumenKualitas.create({
      data: { metadataId: cross.id, tipe: "QC", status: "SIGNED", sesuai: true, signedAt: new Date() },
    });

    const queue = await listExaminationQueue(actor, { pageSize: 100 });
    const expected = await db.metadata.count({
      where: {
        status: "QCQE_PROCESS",
        OR: [{ organisasiId: actor.organisasiId }, { organisasi: { allowLintasOrgReviewer: true } }],
      },
    });
    expect(queue.total).toBe(expected);
    const ids = queue.records.map((item) => item.id);
    expect(ids).not.toContain(hidden.id);
    const item = queue.records.find((candidate) => candidate.id === cross.id);
    expect(item).toMatchObject({ lintasOrg: true, terbuka: { qc: false, qe: true } });
    for (const entry of queue.records)
      expect(entry.lintasOrg).toBe(entry.organisasi.kode !== (await orgKode(actor.organisasiId)));
  });

  async function orgKode(id: string) {
    return (await database().db.organisasi.findUniqueOrThrow({ where: { id } })).kode;
  }

  it("lists the newest status changes of readable records only", async () => {
    const { db } = database();
    const actor = await actorOf("produsen1@big.contoh.go.id");
    const activity = await listRecentActivity(actor, 20);
    expect(activity.length).toBeGreaterThan(0);
    expect(activity.length).toBeLessThanOrEqual(20);
    const times = activity.map((entry) => entry.waktu);
    expect([...times].sort().reverse()).toEqual(times);
    const records = await db.metadata.findMany({
      where: { id: { in: activity.map((entry) => entry.metadataId) } },
      select: { organisasiId: true },
    });
    for (const record of records) expect(record.organisasiId).toBe(actor.organisasiId);
    const other = await actorOf("walidata@bps.contoh.go.id");
    const theirs = await listRecentActivity(other, 20);
    expect(theirs.map((entry) => entry.id)).not.toEqual(activity.map((entry) => entry.id));
  });

  it("counts nothing outside the read scope", async () => {
    const actor = await actorOf("produsen1@big.contoh.go.id");
    const readable = await countRecordsByStatus(actor);
    expect(readable).toEqual(await dbCounts({ organisasiId: actor.organisasiId }));
  });
});
