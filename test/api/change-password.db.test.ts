import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// Changing a password ends the user's other sessions; deactivating a user ends all of them;
// old scrypt hashes become argon2id at the next sign-in.

const meWith = (cookie: string) =>
  me(new Request("http://localhost/api/auth/me", { headers: { Cookie: cookie } }), undefined);
const change = (cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  changePassword(
    new Request("http://localhost/api/auth/password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie, ...headers },
      body: JSON.stringify(body),
    }),
    undefined,
  );

describe(`password changes and revocation on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("changes the password: other sessions end, this one is renewed, the new password signs in", async () => {
    const [email, password] = DEMO.pemeriksa;
    const here = await signInCookie(email, password);
    const elsewhere = await signInCookie(email, password);
    const changed = await change(here, { password, passwordBaru: "Pemeriksa#2026-baru" });
    expect(changed.status).toBe(204);
    const renewed = (changed.headers.get("set-cookie") ?? "").split(";")[0] as string;
    expect(renewed).toMatch(/^simpul_sesi=.+/);
    expect((await meWith(elsewhere)).status).toBe(401);
    expect((await meWith(here)).status).toBe(401);
    expect((await meWith(renewed)).status).toBe(200);
    await expect(signInCookie(email, password)).rejects.toThrow(/401/);
    expect(await signInCookie(email, "Pemeriksa#2026-baru")).toMatch(/^simpul_sesi=/);
    const stored = await database().db.pengguna.findUniqueOrThrow({ where: { email } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a wrong current password, a short or unchanged new one, no session, and cross-site posts", async () => {
    const [email, password] = DEMO.produsen;
    const cookie = await signInCookie(email, password);
    const wrong = await change(cookie, { password: "salah", passwordBaru: "Sesuatu#Baru-2026" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.details.fields[0].field).toBe("password");
    const short = await change(cookie, { password, passwordBaru: "pendek" });
    expect(short.status).toBe(400);
    expect((await short.json()).error.details.fields[0].field).toBe("passwordBaru");
    expect((await change(cookie, { password, passwordBaru: password })).status).toBe(400);
    expect((await change("simpul_sesi=palsu", { password, passwordBaru: "Sesuatu#Baru-2026" })).status).toBe(
      401,
    );
    const crossSite = await change(
      cookie,
      { password, passwordBaru: "Sesuatu#Baru-2026" },
      { Origin: "https://jahat.example" },
    );
    expect(crossSite.status).toBe(403);
    expect((await meWith(cookie)).status).toBe(200); // nothing changed
  });

  it("ends every session of a deactivated user and refuses them at sign-in", async () => {
    const [email, password] = DEMO.admin;
    const cookie = await signInCookie(email, password);
    await database().db.pengguna.update({ where: { email }, data: { aktif: false } });
    try {
      expect((await meWith(cookie)).status).toBe(401);
      await expect(signInCookie(email, password)).rejects.toThrow(/401/);
    } finally {
      await database().db.pengguna.update({ where: { email }, data: { aktif: true } });
    }
  });

  it("replaces an old scrypt hash with argon2id at the next sign-in", async () => {
    const walidata = await database().db.pengguna.findFirstOrThrow({ where: { peran: "WALIDATA" } });
    await database().db.pengguna.update({
      where: { id: walidata.id },
      // "Walidata#lama-2025" as the first releases stored it (scrypt).
      data: {
        passwordHash: "scrypt$16384$8$1$CEti113prQmOtnhcsloTNw$4Fv_RGmit5i9rhiiiUtPghBLeoimOEUZsz6ZBMTZ3uY",
      },
    });
    expect(await signInCookie(walidata.email, "Walidata#lama-2025")).toMatch(/^simpul_sesi=/);
    const stored = await database().db.pengguna.findUniqueOrThrow({ where: { id: walidata.id } });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await signInCookie(walidata.email, "Walidata#lama-2025")).toMatch(/^simpul_sesi=/);
  });
});
