import { rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, describe, expect, it, vi } from "vitest";
import { PATCH as patchOrganisasi, GET as wrongMethod } from "@/app/api/admin/organisasi/[kode]/route";
import { GET as crossOrgCheck } from "@/app/api/admin/organisasi/lintas-org-check/route";
import { GET as componentStatus } from "@/app/api/admin/organisasi/status/route";
import { type ComponentSettings, checkComponents } from "@/lib/system/component-status";
import { freePort, startSilentServer } from "@/test/support/net";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// getEnv() reads process.env once: before any import uses it, give this file its own DATA_DIR
// (the route's local object store) and no mail, WhatsApp, S3 or external CSW settings (empty
// counts as unset). Restored after the file.
const dataDir = await vi.hoisted(async () => {
  const { mkdtemp } = await import("node:fs/promises");
  const { tmpdir } = await import("node:os");
  const { join } = await import("node:path");
  const dir = await mkdtemp(join(tmpdir(), "simpul-admin-organisasi-"));
  vi.stubEnv("DATA_DIR", dir);
  for (const name of [
    "SMTP_URL",
    "WA_GATEWAY_URL",
    "WA_HEALTH_URL",
    "S3_ENDPOINT",
    "S3_BUCKET",
    "CSW_PROVIDER_URL",
  ])
    vi.stubEnv(name, "");
  return dir;
});

const WALIDATA_BIG = ["walidata@big.contoh.go.id", "Walidata#2026"] as const;
const WALIDATA_KLHK = ["walidata@klhk.contoh.go.id", "Walidata#2026"] as const;

const cookies: Record<string, string> = {};
const as = async (account: readonly [string, string]) =>
  (cookies[account[0]] ??= await signInCookie(...account));
const get = async (handler: typeof componentStatus, url: string, account?: readonly [string, string]) =>
  call(handler, url, {}, { headers: account ? { Cookie: await as(account) } : {} });
const patch = async (kode: string, body: unknown, account: readonly [string, string], headers = {}) =>
  call(
    patchOrganisasi,
    `/api/admin/organisasi/${kode}`,
    { kode },
    {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Cookie: await as(account), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
  );

const closers: (() => Promise<unknown>)[] = [];

/** An SMTP server on loopback that accepts simpul / rahasia#1 (plain AUTH, no STARTTLS). */
async function startSmtp(): Promise<number> {
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth: (auth, _session, done) =>
      auth.username === "simpul" && auth.password === "rahasia#1"
        ? done(null, { user: "simpul" })
        : done(new Error("Invalid username or password")),
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return (server.server.address() as { port: number }).port;
}

/** A WhatsApp gateway look-alike: /health is up, /down answers 503; remembers Authorization. */
async function startGateway() {
  const seen: (string | undefined)[] = [];
  const server: Server = createServer((request, response) => {
    seen.push(request.headers.authorization);
    response.writeHead(request.url === "/health" ? 200 : 503).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => new Promise((resolve) => server.close(resolve)));
  return { origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`, seen };
}

describe(`administration of organisations on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await rm(dataDir, { recursive: true, force: true });
    vi.unstubAllEnvs();
  });

  describe("GET /api/admin/organisasi/status", () => {
    const base = (): ComponentSettings => ({ dataDir, S3_REGION: "us-east-1" });

    it("is for administrators only", async () => {
      expect((await get(componentStatus, "/api/admin/organisasi/status")).status).toBe(401);
      for (const account of [WALIDATA_BIG, DEMO.pemeriksa, DEMO.produsen]) {
        expect((await get(componentStatus, "/api/admin/organisasi/status", account)).status).toBe(403);
      }
    });

    it("answers spec 2.7 with this server's own settings", async () => {
      const { status, headers, body } = await get(
        componentStatus,
        "/api/admin/organisasi/status",
        DEMO.admin,
      );
      expect(status).toBe(200);
      expect(headers.get("cache-control")).toBe("private, no-store");
      expect(body).toEqual({
        smtp: { connected: false, detail: expect.stringContaining("SMTP_URL") },
        wa: { connected: false, detail: expect.stringContaining("WA_GATEWAY_URL") },
        objectstore: { connected: true, detail: expect.stringContaining(path.join(dataDir, "objects")) },
        csw: { provider: "builtin", healthy: true },
      });
    });

    it("checks SMTP with a real handshake and login, without showing the password", async () => {
      const port = await startSmtp();
      const check = async (url: string) => (await checkComponents({ ...base(), SMTP_URL: url })).smtp;
      expect(await check(`smtp://simpul:rahasia%231@127.0.0.1:${port}`)).toEqual({
        connected: true,
        detail: expect.stringContaining(`127.0.0.1:${port}`),
      });
      const wrongLogin = await check(`smtp://simpul:sandi-salah@127.0.0.1:${port}`);
      expect(wrongLogin.connected).toBe(false);
      expect(wrongLogin.detail).toMatch(/Invalid login|535/);
      expect(wrongLogin.detail).not.toContain("sandi-salah");
      const closed = await check(`smtp://simpul:sandi-salah@127.0.0.1:${await freePort()}`);
      expect(closed).toEqual({ connected: false, detail: expect.stringMatching(/ECONNREFUSED/) });
      expect(closed.detail).not.toContain("sandi-salah");
    });

    it("checks the WhatsApp gateway's health URL: 2xx is up, 503 is down", async () => {
      const gateway = await startGateway();
      const wa = async (extra: Partial<ComponentSettings>) =>
        (await checkComponents({ ...base(), ...extra })).wa;
      expect(await wa({ WA_GATEWAY_URL: `${gateway.origin}/send`, WA_GATEWAY_TOKEN: "token-wa" })).toEqual({
        connected: true,
        detail: `${gateway.origin}/health: HTTP 200`,
      });
      expect(gateway.seen.at(-1)).toBe("Bearer token-wa");
      expect(
        await wa({ WA_GATEWAY_URL: `${gateway.origin}/send`, WA_HEALTH_URL: `${gateway.origin}/down` }),
      ).toEqual({ connected: false, detail: `${gateway.origin}/down: HTTP 503` });
      expect((await wa({ WA_GATEWAY_URL: `http://127.0.0.1:${await freePort()}/send` })).connected).toBe(
        false,
      );
    });

    it("checks the local object store and the CSW provider", async () => {
      const notAFolder = path.join(dataDir, "bukan-folder");
      await writeFile(notAFolder, "x");
      const broken = await checkComponents({ ...base(), dataDir: notAFolder });
      expect(broken.objectstore).toEqual({
        connected: false,
        detail: expect.stringMatching(/ENOTDIR|EEXIST/),
      });
      expect(broken.csw).toEqual({ provider: "builtin", healthy: true });
      const external = await checkComponents({
        ...base(),
        CSW_PROVIDER_URL: `http://127.0.0.1:${await freePort()}/csw`,
      });
      expect(external.csw).toEqual({ provider: "external", healthy: false });
    });

    it("answers in time when every component hangs", async () => {
      const silent = await startSilentServer();
      closers.push(silent.close);
      const hung = `127.0.0.1:${silent.port}`;
      const started = Date.now();
      const status = await checkComponents(
        {
          ...base(),
          SMTP_URL: `smtp://${hung}`,
          WA_GATEWAY_URL: `http://${hung}/send`,
          S3_ENDPOINT: `http://${hung}`,
          S3_BUCKET: "simpul",
          CSW_PROVIDER_URL: `http://${hung}/csw`,
        },
        { timeoutMs: 400 },
      );
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(status).toEqual({
        smtp: { connected: false, detail: expect.any(String) },
        wa: { connected: false, detail: expect.any(String) },
        objectstore: { connected: false, detail: expect.any(String) },
        csw: { provider: "external", healthy: false },
      });
    });
  });

  describe("cross-organisation review (lintas-org-check, PATCH /api/admin/organisasi/{kode})", () => {
    const check = (account: readonly [string, string], query = "") =>
      get(crossOrgCheck, `/api/admin/organisasi/lintas-org-check${query}`, account);

    const organisation = (kode: string) => database().db.organisasi.findUniqueOrThrow({ where: { kode } });
    const user = (email: string) => database().db.pengguna.findUniqueOrThrow({ where: { email } });
    const recordOf = async (kode: string) =>
      database().db.metadata.findFirstOrThrow({ where: { organisasi: { kode } }, orderBy: { id: "asc" } });

    /** Spec 2.8 computed the slow way, from Prisma rows. */
    async function expectedCounts(kode: string) {
      const { id } = await organisation(kode);
      const documents = await database().db.dokumenKualitas.findMany({
        where: {
          tipe: { in: ["QC", "QE"] },
          status: { in: ["DRAFT", "PENDING"] },
          metadata: { organisasiId: id },
        },
        include: { pemeriksa: true },
      });
      const cross = documents.filter((d) => d.pemeriksa && d.pemeriksa.organisasiId !== id);
      const draft = cross.filter((d) => d.status === "DRAFT").length;
      const pending = cross.filter((d) => d.status === "PENDING").length;
      return { draft, pending, total: draft + pending };
    }

    it("counts the seeded catalogue's active cross-organisation items", async () => {
      for (const kode of ["BIG", "BPS", "KLHK"]) {
        const { status, body } = await check(DEMO.admin, `?organisasi=${kode}`);
        expect(status, kode).toBe(200);
        expect(body, kode).toEqual(await expectedCounts(kode));
      }
      expect((await expectedCounts("BIG")).total).toBeGreaterThan(0); // the seed has some
    });

    it("counts only QC/QE in DRAFT or PENDING of the organisation's records with another organisation's examiner", async () => {
      const before = (await check(DEMO.admin)).body; // the administrator's organisation: BIG
      expect(before).toEqual(await expectedCounts("BIG"));
      const big = await recordOf("BIG");
      const klhk = await recordOf("KLHK");
      const ownExaminer = await user("pemeriksa1@big.contoh.go.id");
      const otherExaminer = await user("pemeriksa1@klhk.contoh.go.id");
      const documents = [
        { metadataId: big.id, tipe: "QC", status: "DRAFT", pemeriksaId: otherExaminer.id }, // counted
        { metadataId: big.id, tipe: "QE", status: "DRAFT", pemeriksaId: otherExaminer.id }, // counted
        { metadataId: big.id, tipe: "QE", status: "PENDING", pemeriksaId: otherExaminer.id }, // counted
        { metadataId: big.id, tipe: "QC", status: "SIGNED", pemeriksaId: otherExaminer.id },
        { metadataId: big.id, tipe: "QE", status: "REVOKED", pemeriksaId: otherExaminer.id },
        { metadataId: big.id, tipe: "QA", status: "PENDING", pemeriksaId: otherExaminer.id },
        { metadataId: big.id, tipe: "QC", status: "DRAFT", pemeriksaId: ownExaminer.id },
        { metadataId: big.id, tipe: "QC", status: "PENDING", pemeriksaId: null },
        { metadataId: klhk.id, tipe: "QC", status: "PENDING", pemeriksaId: ownExaminer.id }, // KLHK's
      ] as const;
      await database().db.dokumenKualitas.createMany({ data: [...documents] });
      const after = await check(WALIDATA_BIG); // the walidata sees their own organisation
      expect(after).toMatchObject({
        status: 200,
        body: { draft: before.draft + 2, pending: before.pending + 1, total: before.total + 3 },
      });
      expect((await check(DEMO.admin, "?organisasi=KLHK")).body).toEqual(await expectedCounts("KLHK"));
    });

    it("is for administrators and walidata; others, other organisations and unknown codes are refused", async () => {
      expect((await get(crossOrgCheck, "/api/admin/organisasi/lintas-org-check")).status).toBe(401);
      expect((await check(DEMO.produsen)).status).toBe(403);
      expect((await check(DEMO.pemeriksa)).status).toBe(403);
      expect((await check(WALIDATA_BIG, "?organisasi=KLHK")).status).toBe(403);
      expect((await check(WALIDATA_BIG, "?organisasi=BIG")).status).toBe(200);
      const unknown = await check(DEMO.admin, "?organisasi=TIDAKADA");
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toMatchObject({ code: "NOT_FOUND", details: { kode: "TIDAKADA" } });
      expect((await check(DEMO.admin, "?organisasi=")).body.error.code).toBe("VALIDATION_FAILED");
    });

    it("refuses to switch allowLintasOrgReviewer off while items are active, and allows it once they are signed", async () => {
      const active = (await check(DEMO.admin, "?organisasi=BIG")).body;
      expect(active.total).toBeGreaterThan(0);
      const refused = await patch("BIG", { allowLintasOrgReviewer: false }, WALIDATA_BIG);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toMatchObject({ code: "CONFLICT", details: active });
      expect((await organisation("BIG")).allowLintasOrgReviewer).toBe(true);

      const { id } = await organisation("BIG");
      await database().db.dokumenKualitas.updateMany({
        where: {
          tipe: { in: ["QC", "QE"] },
          status: { in: ["DRAFT", "PENDING"] },
          metadata: { organisasiId: id },
        },
        data: { status: "SIGNED", signedAt: new Date() },
      });
      expect((await check(WALIDATA_BIG)).body).toEqual({ draft: 0, pending: 0, total: 0 });
      const switchedOff = await patch("BIG", { allowLintasOrgReviewer: false }, WALIDATA_BIG);
      expect(switchedOff).toMatchObject({
        status: 200,
        body: { kode: "BIG", allowLintasOrgReviewer: false },
      });
      expect((await organisation("BIG")).allowLintasOrgReviewer).toBe(false);
      const audit = await database().db.auditLog.findFirstOrThrow({
        where: { target: id, aksi: "ORGANISASI_LINTAS_ORG_REVIEWER" },
      });
      expect(audit).toMatchObject({
        actorId: (await user(WALIDATA_BIG[0])).id,
        detail: { dari: true, ke: false },
      });

      const switchedOn = await patch("BIG", { allowLintasOrgReviewer: true }, DEMO.admin);
      expect(switchedOn).toMatchObject({ status: 200, body: { kode: "BIG", allowLintasOrgReviewer: true } });
      expect((await organisation("BIG")).allowLintasOrgReviewer).toBe(true);
    });

    it("switches on whatever is active, for administrators on any organisation", async () => {
      expect((await organisation("KLHK")).allowLintasOrgReviewer).toBe(false);
      const response = await patch("KLHK", { allowLintasOrgReviewer: true }, DEMO.admin);
      expect(response).toMatchObject({ status: 200, body: { kode: "KLHK", allowLintasOrgReviewer: true } });
      expect((await organisation("KLHK")).allowLintasOrgReviewer).toBe(true);
    });

    it("refuses other roles, other organisations, unknown codes, bad bodies and other methods", async () => {
      expect((await patch("BIG", { allowLintasOrgReviewer: true }, WALIDATA_KLHK)).status).toBe(403);
      expect((await patch("BIG", { allowLintasOrgReviewer: true }, DEMO.produsen)).status).toBe(403);
      expect((await patch("BIG", { allowLintasOrgReviewer: true }, DEMO.pemeriksa)).status).toBe(403);
      const crossSite = await patch("BIG", { allowLintasOrgReviewer: true }, DEMO.admin, {
        Origin: "https://jahat.example",
      });
      expect(crossSite.status).toBe(403);
      expect((await patch("TIDAKADA", { allowLintasOrgReviewer: true }, DEMO.admin)).status).toBe(404);

      const unknownField = await patch("BIG", { allowLintasOrgReviewer: true, nama: "Baru" }, DEMO.admin);
      expect(unknownField.status).toBe(400);
      expect(JSON.stringify(unknownField.body.error.details.fields)).toContain("nama");
      for (const body of [
        {},
        { allowLintasOrgReviewer: "false" },
        { allowLintasOrgReviewer: null },
        [],
        "bukan json",
      ]) {
        const response = await patch("BIG", body, DEMO.admin);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.error.code).toBe("VALIDATION_FAILED");
      }
      const missing = await patch("BIG", {}, DEMO.admin);
      expect(missing.body.error.details.fields[0].field).toBe("allowLintasOrgReviewer");

      const wrong = await call(wrongMethod, "/api/admin/organisasi/BIG", { kode: "BIG" });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get("allow")).toContain("PATCH");
      // A signed-in route's 405 grants no other origin anything.
      expect(wrong.headers.get("access-control-allow-origin")).toBeNull();
    });
  });
});
