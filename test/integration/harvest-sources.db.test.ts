import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getReport } from "@/app/api/admin/panen/riwayat/[runId]/route";
import { POST as createSourceRoute } from "@/app/api/admin/panen/route";
import { POST as testRoute } from "@/app/api/admin/panen/uji/route";
import type { Actor } from "@/lib/auth/actor";
import { getDashboard } from "@/lib/catalogue/editor/get-dashboard";
import { listReadableRecords } from "@/lib/catalogue/editor/list-readable-records";
import { executeRun } from "@/lib/harvest/execute-run";
import { harvestTick } from "@/lib/harvest/harvest-worker";
import { cancelRun, requestRun } from "@/lib/harvest/manage-runs";
import { createSource } from "@/lib/harvest/manage-sources";
import { notifyFailedRun } from "@/lib/harvest/notify-failed-run";
import type { RemoteFetch } from "@/lib/harvest/protocol";
import { claimRun, harvestRunning, scheduleDueRuns } from "@/lib/harvest/schedule";
import { sourceFetch } from "@/lib/harvest/source-fetch";
import { scrapeMetrics } from "@/lib/metrics/scrape-metrics";
import type { THarvestSourceInput } from "@/lib/schemas/harvest-source";
import {
  BROKEN_ID,
  type HarvestNode,
  NODE_CREDENTIALS,
  PAGE,
  startHarvestNode,
} from "@/test/support/harvest-node";
import { adminActor, call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// Stored harvest sources and their runs (lib/harvest): a run resumed after its worker died,
// incremental changes at the remote (exactly the changed record updated, a deleted one
// withdrawn, a rejected one not re-published), a record another source holds, one run per
// schedule tick, cancelling, the report, and the administrators' API.

/** An XSLT 1.0 stylesheet: the document as it is, with "[Panen] " before the resource's title. */
const MARK_TITLES = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:gmd="http://www.isotc211.org/2005/gmd" xmlns:gco="http://www.isotc211.org/2005/gco">
  <xsl:template match="@*|node()"><xsl:copy><xsl:apply-templates select="@*|node()"/></xsl:copy></xsl:template>
  <xsl:template match="gmd:identificationInfo/*/gmd:citation/gmd:CI_Citation/gmd:title/*/text()">[Panen] <xsl:value-of select="."/></xsl:template>
</xsl:stylesheet>`;

describe.skipIf(samplesUnavailable)(
  `harvest sources and runs ${samplesUnavailable ?? ""} on ${testEngine}`,
  () => {
    const database = useSeededApiDatabase();
    let node: HarvestNode;
    let actor: Actor;
    let sourceId = "";

    beforeAll(async () => {
      node = await startHarvestNode();
      actor = await adminActor(database().db);
    });
    afterAll(() => node.close());

    const input = (changes: Partial<THarvestSourceInput> = {}): THarvestSourceInput => ({
      nama: "Simpul uji",
      protokol: "CSW",
      url: `${node.base}/csw`,
      organisasiId: actor.organisasiId,
      intervalMenit: null,
      jamHarian: null,
      filter: null,
      q: null,
      bbox: null,
      setOai: null,
      kebijakan: "PUBLISHED",
      xslt: null,
      aktif: true,
      ...changes,
    });
    const run = async () => {
      const db = database().db;
      const requested = await requestRun(actor, sourceId);
      await harvestTick(db);
      return db.panenRun.findUniqueOrThrow({ where: { id: requested.id } });
    };
    const items = (runId: string) => database().db.panenItem.findMany({ where: { runId } });
    /** Records the source holds, by remote id. */
    const held = async () =>
      database().db.metadataPanen.findMany({
        where: { sumberId: sourceId },
        include: { metadata: { select: { status: true, judul: true } } },
      });

    it("resumes a run whose worker died from the page it reached: every record once", async () => {
      const db = database().db;
      // The source's stylesheet runs on every document before the import: titles get a mark.
      sourceId = (await createSource(actor, input({ xslt: MARK_TITLES }))).id;
      const requested = await requestRun(actor, sourceId);
      expect(await harvestRunning(db)).toBe(false); // queued, not claimed
      const claimed = await claimRun(db, new Date());
      expect(claimed?.id).toBe(requested.id);
      // What npm start's renderer asks before it takes the CPU (it leaves it to a run).
      expect(await harvestRunning(db)).toBe(true);
      // The worker dies while fetching the second page.
      const source = await db.sumberPanen.findUniqueOrThrow({ where: { id: sourceId } });
      const real = sourceFetch(source);
      const dying: RemoteFetch = async (request) => {
        if (request.url.includes(`startPosition=${PAGE + 1}`)) throw new Error("worker killed");
        return real(request);
      };
      await expect(
        executeRun({ db, run: claimed as NonNullable<typeof claimed>, source, actor, fetch: dying }),
      ).rejects.toThrow("worker killed");
      const halfway = await db.panenRun.findUniqueOrThrow({ where: { id: requested.id } });
      expect(halfway).toMatchObject({ status: "BERJALAN", kursor: String(PAGE + 1), dilihat: PAGE });
      // Its lease runs out; the next tick takes the run over and goes on from there.
      await db.panenRun.update({
        where: { id: requested.id },
        data: { dikunciHingga: new Date(Date.now() - 1000) },
      });
      expect(await harvestRunning(db)).toBe(false); // its worker is gone
      expect(await harvestTick(db)).toBe(1);
      expect(await harvestRunning(db)).toBe(false);
      const done = await db.panenRun.findUniqueOrThrow({ where: { id: requested.id } });
      expect(done).toMatchObject({
        status: "SELESAI",
        dilihat: node.records.length,
        jumlahRemote: node.records.length,
      });
      const failed = (await items(done.id)).filter((item) => item.hasil === "GAGAL");
      expect(failed.map((item) => item.idRemote)).toContain(BROKEN_ID);
      expect(done.ditambah + done.diperbarui + done.gagal).toBe(node.records.length);
      const records = await held();
      // One provenance row a record added (a file identifier given twice updates its record).
      expect(records).toHaveLength(done.ditambah);
      expect(new Set(records.map((record) => record.idRemote)).size).toBe(records.length);
      expect(records.every((record) => record.metadata.status === "PUBLISHED")).toBe(true);
      expect(records.length).toBeGreaterThan(10);
      for (const record of records) expect(record.metadata.judul).toMatch(/^\[Panen\] \S/);
    });

    it("shows the source organisation's custodian its harvested records like its own", async () => {
      const records = await held();
      expect(records.length).toBeGreaterThan(10);
      // The organisation's custodian (walidata), as the dashboard and the record list read for
      // them; the newest changes first, so the harvested records are on the first page.
      const custodian: Actor = { userId: actor.userId, role: "WALIDATA", organisasiId: actor.organisasiId };
      const listed = await listReadableRecords(custodian, { status: "PUBLISHED", pageSize: 100 });
      const ids = new Set(listed.records.map((item) => item.id));
      for (const record of records) expect(ids.has(record.metadataId), record.idRemote).toBe(true);
      const dashboard = await getDashboard(custodian);
      expect(dashboard.counts.byStatus.PUBLISHED).toBeGreaterThanOrEqual(records.length);
      expect(dashboard.counts.byStatus.PUBLISHED).toBe(listed.total);
    });

    it("takes in exactly what changed at the remote: one record updated, one withdrawn, a rejected one left rejected", async () => {
      const db = database().db;
      const unchanged = await run();
      expect(unchanged).toMatchObject({ status: "SELESAI", ditambah: 0, diperbarui: 0, ditarik: 0 });
      const records = await held();
      expect(unchanged.tidakBerubah).toBe(records.length);
      const [changed, gone, rejected] = records as [
        (typeof records)[0],
        (typeof records)[0],
        (typeof records)[0],
      ];
      const change = (remoteId: string, note: string) => {
        const record = node.records.find((r) => r.text.includes(`>${remoteId}<`));
        if (!record) throw new Error(`no remote record ${remoteId}`);
        record.text = record.text.replace(/(<\/[^>]+>)\s*$/, `<!-- ${note} -->$1`);
      };
      change(changed.idRemote, "diubah");
      change(rejected.idRemote, "diubah juga");
      await db.metadata.update({ where: { id: rejected.metadataId }, data: { status: "REJECTED" } });
      node.records.splice(
        node.records.findIndex((r) => r.text.includes(`>${gone.idRemote}<`)),
        1,
      );
      const second = await run();
      expect(second).toMatchObject({ status: "SELESAI", ditambah: 0, diperbarui: 2, ditarik: 1 });
      expect(second.tidakBerubah).toBe(records.length - 3);
      const after = new Map((await held()).map((record) => [record.metadataId, record.metadata.status]));
      expect(after.get(gone.metadataId)).toBe("PRIVATE");
      expect(after.get(rejected.metadataId)).toBe("REJECTED");
      expect(after.get(changed.metadataId)).toBe("PUBLISHED");
      const history = await db.riwayatStatus.findFirstOrThrow({
        where: { metadataId: gone.metadataId, ke: "PRIVATE" },
      });
      expect(history.catatan).toContain("tidak ada lagi di sumber panen");
      expect((await items(second.id)).find((item) => item.hasil === "DITARIK")?.metadataId).toBe(
        gone.metadataId,
      );
    });

    it("says so when a whole walk saw another number of records than the remote claimed", async () => {
      node.claimed = node.records.length + 3;
      try {
        const miscounted = await run();
        expect(miscounted.status).toBe("SELESAI");
        expect(miscounted.jumlahRemote).toBe(node.records.length + 3);
        expect(miscounted.pesan).toContain(
          `the remote said ${node.records.length + 3} records, ${node.records.length} arrived`,
        );
      } finally {
        node.claimed = undefined;
      }
      expect((await run()).pesan).toBeNull();
    });

    it("does not withdraw a record the source still has but that failed this time", async () => {
      const [record] = (await held()).filter((r) => r.metadata.status === "PUBLISHED");
      if (!record) throw new Error("no published harvested record");
      const remote = node.records.find((r) => r.text.includes(`>${record.idRemote}<`));
      if (!remote) throw new Error(`no remote record ${record.idRemote}`);
      const before = remote.text;
      // Its title emptied at the source: refused this time (MISSING_ELEMENT), still there.
      remote.text = before.replace(/(<gmd:title>\s*<[^>]+>)[^<]+/, "$1");
      expect(remote.text).not.toBe(before);
      try {
        const failing = await run();
        expect(failing).toMatchObject({ status: "SELESAI", ditarik: 0 });
        expect(failing.gagal).toBeGreaterThanOrEqual(3);
        const item = (await items(failing.id)).find((i) => i.idRemote === record.idRemote);
        expect(item).toMatchObject({ hasil: "GAGAL", alasan: "MISSING_ELEMENT" });
        const after = await database().db.metadata.findUniqueOrThrow({ where: { id: record.metadataId } });
        expect(after.status).toBe("PUBLISHED");
      } finally {
        remote.text = before;
      }
    });

    it("takes a record the remote gives twice in one page in turn: updated twice, the later version kept", async () => {
      // A page's records are taken a few at a time; the two copies must not race each other.
      const records = (await held()).filter((r) => r.metadata.status === "PUBLISHED");
      const at = (remoteId: string) => node.records.findIndex((r) => r.text.includes(`>${remoteId}<`));
      const record = records.find((r) => at(r.idRemote) % PAGE < PAGE - 1);
      if (!record) throw new Error("no published harvested record with a next one in its page");
      const index = at(record.idRemote);
      const before = (node.records[index] as HarvestNode["records"][number]).text;
      const titled = (title: string) => before.replace(/(<gmd:title>\s*<[^>]+>)[^<]+/, `$1${title}`);
      node.records[index] = { id: record.idRemote, text: titled("Versi Satu") };
      node.records.splice(index + 1, 0, { id: record.idRemote, text: titled("Versi Dua") });
      try {
        const twice = await run();
        expect(twice).toMatchObject({ status: "SELESAI", diperbarui: 2, konflik: 0, ditarik: 0 });
        expect(twice.dilihat).toBe(node.records.length);
        expect((await items(twice.id)).filter((i) => i.idRemote === record.idRemote)).toEqual([]);
        const after = await database().db.metadata.findUniqueOrThrow({ where: { id: record.metadataId } });
        expect(after).toMatchObject({ judul: "[Panen] Versi Dua", status: "PUBLISHED" });
      } finally {
        node.records.splice(index, 2, { id: record.idRemote, text: before });
      }
    });

    it("does not take a record another source holds: a conflict in the report, the record left as it is", async () => {
      const other = await createSource(actor, input({ nama: "Simpul uji kedua" }));
      // The first source's records still at the remote (the one withdrawn is not).
      const before = (await held()).filter((record) => record.metadata.status !== "PRIVATE");
      sourceId = other.id;
      const conflicting = await run();
      expect(conflicting.konflik).toBe(before.length);
      expect(conflicting.ditambah + conflicting.diperbarui).toBe(0);
      expect((await items(conflicting.id)).filter((item) => item.alasan === "CONFLICT")).toHaveLength(
        before.length,
      );
      expect(await held()).toHaveLength(0);
    });

    it("tells the administrators and the organisation's custodians of a failed run, by e-mail and WhatsApp", async () => {
      const db = database().db;
      const created = await createSource(actor, input({ nama: "Sumber yang gagal" }));
      const source = await db.sumberPanen.findUniqueOrThrow({ where: { id: created.id } });
      const failed = await db.panenRun.create({
        data: { sumberId: source.id, pemicu: "MANUAL", status: "GAGAL", pesan: "TIMEOUT: habis", gagal: 2 },
      });
      const queued = await notifyFailedRun(db, source, failed, {
        SMTP_URL: "smtp://localhost:2525",
        WA_GATEWAY_URL: "http://localhost:9/wa",
      });
      const rows = await db.notifikasi.findMany({ where: { subjek: { contains: source.nama } } });
      expect(rows).toHaveLength(queued);
      const recipients = await db.pengguna.findMany({
        where: {
          aktif: true,
          OR: [{ peran: "ADMIN" }, { peran: "WALIDATA", organisasiId: source.organisasiId }],
        },
      });
      expect(new Set(rows.filter((row) => row.kanal === "EMAIL").map((row) => row.tujuan))).toEqual(
        new Set(recipients.map((user) => user.email)),
      );
      expect(rows.some((row) => row.kanal === "WHATSAPP")).toBe(recipients.some((user) => user.telepon));
      expect(rows[0]?.isi).toContain("TIMEOUT: habis");
      expect(rows[0]?.isi).toContain(`/admin/panen/${source.id}/riwayat/${failed.id}`);
    });

    it("queues one run per schedule tick however many instances look, and cancels a queued run", async () => {
      const db = database().db;
      const scheduled = await createSource(actor, input({ nama: "Terjadwal", intervalMenit: 60 }));
      // Due an interval after it was made: at that time, every instance looks at once.
      const now = (await db.sumberPanen.findUniqueOrThrow({ where: { id: scheduled.id } }))
        .berikutnyaPada as Date;
      expect(now.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
      const queued = await Promise.all([
        scheduleDueRuns(db, now),
        scheduleDueRuns(db, now),
        scheduleDueRuns(db, now),
      ]);
      expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
      const source = await db.sumberPanen.findUniqueOrThrow({ where: { id: scheduled.id } });
      expect(source.berikutnyaPada?.getTime()).toBe(now.getTime() + 60 * 60_000);
      const waiting = await db.panenRun.findFirstOrThrow({ where: { sumberId: scheduled.id } });
      expect(waiting).toMatchObject({ status: "ANTRE", pemicu: "JADWAL", sejak: null });
      expect((await cancelRun(actor, waiting.id)).status).toBe("DIBATALKAN");
      await expect(cancelRun(actor, waiting.id)).rejects.toMatchObject({ code: "CONFLICT" });
    });

    it("serves administrators only: sources, the connection test and the report through the API", async () => {
      const json = (cookie: string, body: unknown) => ({
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      const producer = await signInCookie(...DEMO.produsen);
      expect((await call(createSourceRoute, "/api/admin/panen", {}, json(producer, input()))).status).toBe(
        403,
      );
      const admin = await signInCookie(...DEMO.admin);
      const refused = await call(
        createSourceRoute,
        "/api/admin/panen",
        {},
        json(admin, { ...input(), url: "ftp://x" }),
      );
      expect(refused.status).toBe(400);
      // A constraint the protocol does not read is refused, not dropped (which would harvest all).
      const sourcesBefore = await database().db.sumberPanen.count();
      const unread = await call(
        createSourceRoute,
        "/api/admin/panen",
        {},
        json(admin, input({ q: "hutan", bbox: [95, -11, 141, 6] })),
      );
      expect(unread.status).toBe(400);
      expect(JSON.stringify(unread.body)).toMatch(/"q"[\s\S]*not read by the CSW protocol/);
      expect(JSON.stringify(unread.body)).toMatch(/"bbox"/);
      expect(await database().db.sumberPanen.count()).toBe(sourcesBefore);
      const ogcapi = await call(
        testRoute,
        "/api/admin/panen/uji",
        {},
        json(
          admin,
          input({ protokol: "OGCAPI_RECORDS", url: `${node.base}/nothing`, q: "hutan", setOai: "x" }),
        ),
      );
      expect(ogcapi.status).toBe(400);
      expect(JSON.stringify(ogcapi.body)).toMatch(/"setOai"[\s\S]*OGCAPI_RECORDS/);
      expect(JSON.stringify(ogcapi.body)).not.toMatch(/"q"/);
      const tested = await call(testRoute, "/api/admin/panen/uji", {}, json(admin, input()));
      expect(tested.body).toMatchObject({
        ok: true,
        remote: { title: "Simpul uji", records: node.records.length },
      });
      const loop = await call(
        testRoute,
        "/api/admin/panen/uji",
        {},
        json(admin, input({ url: `${node.base}/loop` })),
      );
      expect(loop.body).toMatchObject({ ok: false, kind: "REDIRECTS" });
      const created = await call(
        createSourceRoute,
        "/api/admin/panen",
        {},
        json(admin, {
          ...input({ nama: "Lewat API", url: `${node.base}/terlindung/csw` }),
          kredensial: NODE_CREDENTIALS,
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ nama: "Lewat API", adaKredensial: true });
      expect(JSON.stringify(created.body)).not.toContain(NODE_CREDENTIALS.password);
      // A saved source's connection test uses its stored credentials; without them, refused.
      const behind = input({ nama: "Lewat API", url: `${node.base}/terlindung/csw` });
      const stored = await call(
        testRoute,
        `/api/admin/panen/uji?sumber=${created.body.id}`,
        {},
        json(admin, behind),
      );
      expect(stored.body).toMatchObject({ ok: true, remote: { title: "Simpul uji" } });
      const without = await call(testRoute, "/api/admin/panen/uji", {}, json(admin, behind));
      expect(without.body).toMatchObject({ ok: false, kind: "HTTP_STATUS" });
      const lastRun = await database().db.panenRun.findFirstOrThrow({ where: { status: "SELESAI" } });
      const report = await call(
        getReport,
        `/api/admin/panen/riwayat/${lastRun.id}`,
        { runId: lastRun.id },
        {
          headers: { Cookie: admin },
        },
      );
      expect(report.status).toBe(200);
      expect(report.body.run.id).toBe(lastRun.id);
      // Per-source gauges for monitoring: the last success and the last run's counts.
      const { text } = await scrapeMetrics();
      expect(text).toMatch(/^simpul_harvest_last_success_timestamp_seconds\{source="Simpul uji"\} \d+/m);
      expect(text).toMatch(
        /^simpul_harvest_last_run_records\{source="Simpul uji kedua",outcome="conflicts"\} [1-9]/m,
      );
    });
  },
);
