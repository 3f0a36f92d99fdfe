import { describe, expect, it } from "vitest";
import { POST as resetPassword } from "@/app/api/admin/pengguna/[id]/reset-password/route";
import { PATCH as patchUser } from "@/app/api/admin/pengguna/[id]/route";
import { POST as createUser, GET as listUsers } from "@/app/api/admin/pengguna/route";
import { GET as me } from "@/app/api/auth/me/route";
import { call, useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// The users admin API: administrators only, validation naming fields, unique e-mail, and the
// session version moving on so that deactivation, role changes and password resets bite at once.

const WALIDATA = ["walidata@big.contoh.go.id", "Walidata#2026"] as const;
const meWith = (cookie: string) =>
  me(new Request("http://localhost/api/auth/me", { headers: { Cookie: cookie } }), undefined);

let adminCookie: string | undefined;
const admin = async () => (adminCookie ??= await signInCookie(...DEMO.admin));
const send = async <P extends Record<string, string>>(
  handler: (request: Request, context: { params: Promise<P> }) => Promise<Response>,
  url: string,
  method: string,
  body?: unknown,
  cookie?: string,
  params = {} as P,
) =>
  call(handler, url, params, {
    method,
    headers: { "Content-Type": "application/json", Cookie: cookie ?? (await admin()) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const create = (body: unknown, cookie?: string) =>
  send(createUser, "/api/admin/pengguna", "POST", body, cookie);
const patch = (id: string, body: unknown, cookie?: string) =>
  send(patchUser, `/api/admin/pengguna/${id}`, "PATCH", body, cookie, { id });
const reset = (id: string, body?: unknown, cookie?: string) =>
  send(resetPassword, `/api/admin/pengguna/${id}/reset-password`, "POST", body, cookie, { id });

const NEW_USER = {
  email: "Budi.Santoso@big.contoh.go.id",
  namaLengkap: "Budi Santoso",
  jabatan: "Analis Data",
  nip: "198501012010011001",
  telepon: "+62 21 123456",
  peran: "PRODUSEN",
  organisasi: "BIG",
};

describe(`users administration API on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("is for administrators only (401 without a session, 403 for other roles)", async () => {
    const anonymous = await call(listUsers, "/api/admin/pengguna");
    expect(anonymous.status).toBe(401);
    for (const account of [WALIDATA, DEMO.pemeriksa, DEMO.produsen]) {
      const cookie = await signInCookie(account[0], account[1]);
      expect((await call(listUsers, "/api/admin/pengguna", {}, { headers: { Cookie: cookie } })).status).toBe(
        403,
      );
      expect((await create(NEW_USER, cookie)).status).toBe(403);
      expect((await patch("x", { aktif: false }, cookie)).status).toBe(403);
      expect((await reset("x", {}, cookie)).status).toBe(403);
    }
  });

  it("lists with filters and search", async () => {
    const cookie = await admin();
    const all = await call(listUsers, "/api/admin/pengguna", {}, { headers: { Cookie: cookie } });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(3);
    expect(all.body.items[0]).not.toHaveProperty("passwordHash");
    const filtered = await call(
      listUsers,
      "/api/admin/pengguna?organisasi=BIG&peran=PEMERIKSA",
      {},
      { headers: { Cookie: cookie } },
    );
    expect(filtered.body.items.length).toBeGreaterThan(0);
    for (const user of filtered.body.items)
      expect(user).toMatchObject({ peran: "PEMERIKSA", organisasi: { kode: "BIG" } });
    const found = await call(
      listUsers,
      "/api/admin/pengguna?q=ADMIN%40simpul",
      {},
      { headers: { Cookie: cookie } },
    );
    expect(found.body.items.map((user: { email: string }) => user.email)).toEqual([
      "admin@simpul.contoh.go.id",
    ]);
    const bad = await call(listUsers, "/api/admin/pengguna?peran=RAJA", {}, { headers: { Cookie: cookie } });
    expect(bad.status).toBe(400);
  });

  it("refuses invalid input naming the fields", async () => {
    const { status, body } = await create({
      email: "bukan-surel",
      namaLengkap: "",
      peran: "RAJA",
      organisasi: "BIG",
      password: "pendek",
      extra: 1,
    });
    expect(status).toBe(400);
    const fields = body.error.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "namaLengkap", "peran", "password", "extra"]));
    const unknownOrg = await create({ ...NEW_USER, email: "x@contoh.go.id", organisasi: "TIDAKADA" });
    expect(unknownOrg.status).toBe(400);
    expect(unknownOrg.body.error.details.fields[0].field).toBe("organisasi");
  });

  it("creates a user with a generated password shown once, who can sign in; a duplicate e-mail is 409", async () => {
    const { status, body } = await create(NEW_USER);
    expect(status).toBe(201);
    expect(body.pengguna).toMatchObject({
      email: "budi.santoso@big.contoh.go.id",
      peran: "PRODUSEN",
      aktif: true,
      organisasi: { kode: "BIG" },
    });
    expect(body.passwordSementara).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(await signInCookie("budi.santoso@big.contoh.go.id", body.passwordSementara)).toMatch(
      /^simpul_sesi=/,
    );
    const again = await create({ ...NEW_USER, email: "BUDI.santoso@big.contoh.go.id" });
    expect(again.status).toBe(409);
    expect(again.body.error.details.fields[0].field).toBe("email");
    const chosen = await create({ ...NEW_USER, email: "sari@big.contoh.go.id", password: "Sari#2026-awal" });
    expect(chosen.status).toBe(201);
    expect(chosen.body.passwordSementara).toBeNull();
    const audit = await database().db.auditLog.findMany({
      where: { aksi: "PENGGUNA_BUAT", target: body.pengguna.id },
    });
    expect(audit).toHaveLength(1);
  });

  it("deactivation ends the sessions and refuses login; reactivation lets them in again", async () => {
    const { body } = await create({
      ...NEW_USER,
      email: "nonaktif@big.contoh.go.id",
      password: "Nonaktif#2026",
    });
    const session = await signInCookie("nonaktif@big.contoh.go.id", "Nonaktif#2026");
    expect((await meWith(session)).status).toBe(200);
    const off = await patch(body.pengguna.id, { aktif: false });
    expect(off.status).toBe(200);
    expect(off.body.aktif).toBe(false);
    expect((await meWith(session)).status).toBe(401);
    await expect(signInCookie("nonaktif@big.contoh.go.id", "Nonaktif#2026")).rejects.toThrow(/401/);
    expect((await patch(body.pengguna.id, { aktif: true })).status).toBe(200);
    expect(await signInCookie("nonaktif@big.contoh.go.id", "Nonaktif#2026")).toMatch(/^simpul_sesi=/);
  });

  it("a role change ends the sessions; profile and organisation edits do not", async () => {
    const { body } = await create({ ...NEW_USER, email: "peran@big.contoh.go.id", password: "Peran#2026-x" });
    const session = await signInCookie("peran@big.contoh.go.id", "Peran#2026-x");
    const profile = await patch(body.pengguna.id, { jabatan: "", telepon: "021" });
    expect(profile.body).toMatchObject({ jabatan: null, telepon: "021" });
    expect((await meWith(session)).status).toBe(200);
    const moved = await patch(body.pengguna.id, { organisasi: "BPS" });
    expect(moved.body).toMatchObject({ peran: "PRODUSEN", organisasi: { kode: "BPS" } });
    const stillIn = await meWith(session);
    expect(stillIn.status).toBe(200);
    expect((await stillIn.json()).organisasi).toMatch(/Statistik/);
    const promoted = await patch(body.pengguna.id, { peran: "PEMERIKSA" });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ peran: "PEMERIKSA", organisasi: { kode: "BPS" } });
    expect((await meWith(session)).status).toBe(401);
    expect((await patch(body.pengguna.id, {})).status).toBe(400);
    expect((await patch("00000000-0000-0000-0000-000000000000", { aktif: true })).status).toBe(404);
  });

  it("an administrator cannot deactivate or demote themselves", async () => {
    const self = await database().db.pengguna.findUniqueOrThrow({ where: { email: DEMO.admin[0] } });
    const off = await patch(self.id, { aktif: false });
    expect(off.status).toBe(422);
    expect(off.body.error.details.fields[0].field).toBe("aktif");
    const demoted = await patch(self.id, { peran: "WALIDATA" });
    expect(demoted.status).toBe(422);
    expect(demoted.body.error.message).toMatch(/demote/);
    expect((await patch(self.id, { telepon: "021-1" })).status).toBe(200);
    expect((await meWith(await admin())).status).toBe(200);
  });

  it("a password reset gives a temporary password that signs in, and ends old sessions", async () => {
    const { body } = await create({
      ...NEW_USER,
      email: "lupa@big.contoh.go.id",
      password: "Lupa#2026-awal",
    });
    const session = await signInCookie("lupa@big.contoh.go.id", "Lupa#2026-awal");
    const generated = await reset(body.pengguna.id);
    expect(generated.status).toBe(200);
    expect(generated.body.passwordSementara).toMatch(/^[A-Za-z0-9]{16}$/);
    expect((await meWith(session)).status).toBe(401);
    await expect(signInCookie("lupa@big.contoh.go.id", "Lupa#2026-awal")).rejects.toThrow(/401/);
    expect(await signInCookie("lupa@big.contoh.go.id", generated.body.passwordSementara)).toMatch(
      /^simpul_sesi=/,
    );
    const chosen = await reset(body.pengguna.id, { password: "Lupa#2026-baru" });
    expect(chosen.body.passwordSementara).toBeNull();
    expect(await signInCookie("lupa@big.contoh.go.id", "Lupa#2026-baru")).toMatch(/^simpul_sesi=/);
    expect((await reset(body.pengguna.id, { password: "pendek" })).status).toBe(400);
    const audit = await database().db.auditLog.count({
      where: { aksi: "PENGGUNA_RESET_KATA_SANDI", target: body.pengguna.id },
    });
    expect(audit).toBe(2);
  });
});
