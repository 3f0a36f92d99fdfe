import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as logout } from "@/app/api/auth/logout/route";
import { GET as me } from "@/app/api/auth/me/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

const loginRequest = (body: unknown, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const meWith = (cookie?: string) =>
  me(new Request("http://localhost/api/auth/me", { headers: cookie ? { Cookie: cookie } : {} }), undefined);

describe(`sessions on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("signs in with a flagged cookie and tells who is signed in", async () => {
    const response = await login(
      loginRequest({ email: "ADMIN@simpul.contoh.go.id", password: DEMO.admin[1] }),
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^simpul_sesi=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=28800$/);
    expect(await response.json()).toMatchObject({ peran: "ADMIN", namaLengkap: expect.any(String) });
    const who = await meWith(cookie.split(";")[0]);
    expect(who.status).toBe(200);
    expect(who.headers.get("cache-control")).toBe("private, no-store");
    expect(await who.json()).toMatchObject({
      peran: "ADMIN",
      organisasi: expect.any(String),
      id: expect.any(String),
    });
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const response = await login(
      new Request("https://katalog.example/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: DEMO.produsen[0], password: DEMO.produsen[1] }),
      }),
    );
    expect(response.headers.get("set-cookie")).toMatch(/; Secure$/);
  });

  it("answers one generic 401 for a wrong password and an unknown account, 400 for a bad body", async () => {
    const wrong = await login(loginRequest({ email: DEMO.pemeriksa[0], password: "salah" }));
    const unknown = await login(loginRequest({ email: "tidak.ada@contoh.go.id", password: "salah" }));
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect((await wrong.json()).error.message).toBe((await unknown.json()).error.message);
    expect((await login(loginRequest("{nope"))).status).toBe(400);
    expect((await login(loginRequest({ email: "x" }))).status).toBe(400);
  });

  it("refuses requests without a valid session with 401", async () => {
    expect((await meWith()).status).toBe(401);
    expect((await meWith("simpul_sesi=Fe26.2**rusak")).status).toBe(401);
  });

  it("throttles after 5 failures per account and address, even for the right password", async () => {
    const email = "walidata@big.contoh.go.id";
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await login(loginRequest({ email, password: `salah${i}` }))).status);
    const blocked = await login(loginRequest({ email, password: "Walidata#2026" }));
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("logs out by clearing the cookie, and revokes cookies when the session version changes", async () => {
    const out = await logout(new Request("http://localhost/api/auth/logout", { method: "POST" }));
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(
      /^simpul_sesi=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0$/,
    );

    const cookie = await signInCookie(...DEMO.produsen);
    expect((await meWith(cookie)).status).toBe(200);
    await database().db.pengguna.update({
      where: { email: DEMO.produsen[0] },
      data: { sessionVersion: { increment: 1 } },
    });
    expect((await meWith(cookie)).status).toBe(401);
  });
});
