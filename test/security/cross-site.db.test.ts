import { beforeAll, describe, expect, it } from "vitest";
import { PATCH as patchOrganisation } from "@/app/api/admin/organisasi/[kode]/route";
import { POST as login } from "@/app/api/auth/login/route";
import { SESSION_COOKIE } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// Cross-site requests with the session cookie are refused (issue 10): every state-changing
// method of every API route, sent with a valid session cookie from another site, answers 403
// and changes nothing; sign-in and sign-out included (login CSRF, forced sign-out). The routes are enumerated from the file system, so a new route is
// covered without editing this test.

type Handler = (request: Request, context: { params: Promise<Record<string, unknown>> }) => Promise<Response>;
const ROUTES = import.meta.glob<Record<string, unknown>>("/app/api/**/route.ts");
const MUTATING = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** The catch-all 404 of unknown API paths (it changes nothing for anyone). */
const NOT_ROUTES = new Set(["/app/api/[...path]/route.ts"]);

const CROSS_SITE: { name: string; headers: Record<string, string> }[] = [
  { name: "Origin", headers: { Origin: "https://evil.example" } },
  { name: "Sec-Fetch-Site", headers: { "Sec-Fetch-Site": "cross-site" } },
  {
    name: "both, same-site subdomain",
    headers: { Origin: "https://evil.localhost", "Sec-Fetch-Site": "same-site" },
  },
];

/** What a cross-site request could change: row counts, newest updates, the catalogue version. */
async function fingerprint(db: Db): Promise<string> {
  const [rows] = await db.$queryRaw<Record<string, unknown>[]>`
    SELECT (SELECT count(*) FROM "Metadata")::int AS metadata,
           (SELECT max("updatedAt") FROM "Metadata") AS "metadataUpdated",
           (SELECT count(*) FROM "Pengguna")::int AS pengguna,
           (SELECT max("updatedAt") FROM "Pengguna") AS "penggunaUpdated",
           (SELECT string_agg("passwordHash", ',' ORDER BY id) FROM "Pengguna") AS passwords,
           (SELECT max("updatedAt") FROM "Organisasi") AS "organisasiUpdated",
           (SELECT count(*) FROM "DokumenKualitas")::int AS dokumen,
           (SELECT count(*) FROM "AuditLog")::int AS audit,
           (SELECT count(*) FROM "RiwayatStatus")::int AS riwayat,
           (SELECT "version" FROM "CatalogueState" WHERE id = 1)::text AS "catalogueVersion"`;
  return JSON.stringify(rows);
}

describe(`cross-site requests with a session cookie on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  let cookie: string;
  let params: (file: string) => Record<string, unknown>;

  beforeAll(async () => {
    const { db } = database();
    cookie = await signInCookie(...DEMO.admin);
    const record = await db.metadata.findFirstOrThrow({ where: { status: "DRAFT" }, orderBy: { id: "asc" } });
    const user = await db.pengguna.findFirstOrThrow({ where: { peran: "PRODUSEN" }, orderBy: { id: "asc" } });
    const organisation = await db.organisasi.findFirstOrThrow({ orderBy: { kode: "asc" } });
    params = (file) => ({
      id: file.includes("/pengguna/") ? user.id : record.id,
      kode: organisation.kode,
      tipe: "qc",
      asset: "init.js",
      jenis: "TOPIK_KATEGORI",
      token: "x".repeat(43),
      path: ["x"],
    });
  });

  it("answers 403 to every state-changing method of every signed-in API route, and changes nothing", async () => {
    const { db } = database();
    const before = await fingerprint(db);
    const checked: string[] = [];
    for (const [file, load] of Object.entries(ROUTES).sort()) {
      if (NOT_ROUTES.has(file)) continue;
      const module = await load();
      for (const method of MUTATING) {
        const handler = module[method] as Handler | undefined;
        if (!handler) continue;
        const url = `http://localhost${file.replace("/app", "").replace("/route.ts", "")}`;
        let refused = 0;
        for (const { name, headers } of CROSS_SITE) {
          const response = await handler(
            new Request(url, {
              method,
              headers: { cookie, "Content-Type": "application/json", ...headers },
              body: "{}",
            }),
            { params: Promise.resolve(params(file)) },
          );
          const body = await response.json();
          // A route that does not take this method at all (methodNotAllowed) says 405 to anyone.
          if (response.status === 405 && body.error.code === "METHOD_NOT_ALLOWED") continue;
          refused++;
          expect(response.status, `${method} ${file} (${name})`).toBe(403);
          expect(body.error.code).toBe("FORBIDDEN");
          expect(body.error.message).toMatch(/cross-site/);
        }
        if (refused === CROSS_SITE.length) checked.push(`${method} ${file}`);
        else expect(refused, `${method} ${file}`).toBe(0);
      }
    }
    console.log(`cross-site: ${checked.length} route methods refused:\n  ${checked.join("\n  ")}`);
    expect(checked.length).toBeGreaterThanOrEqual(15);
    expect(await fingerprint(db)).toBe(before);
  });

  it("lets the same request through from this site, and the fingerprint sees the change", async () => {
    const { db } = database();
    const organisation = await db.organisasi.findFirstOrThrow({ orderBy: { kode: "asc" } });
    const before = await fingerprint(db);
    const request = (headers: Record<string, string>) =>
      patchOrganisation(
        new Request(`http://localhost/api/admin/organisasi/${organisation.kode}`, {
          method: "PATCH",
          headers: { cookie, "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ allowLintasOrgReviewer: !organisation.allowLintasOrgReviewer }),
        }),
        { params: Promise.resolve({ kode: organisation.kode }) },
      );
    expect((await request({ Origin: "https://evil.example" })).status).toBe(403);
    expect(await fingerprint(db)).toBe(before);
    const same = await request({ Origin: "http://localhost", "Sec-Fetch-Site": "same-origin" });
    expect(same.status).toBe(200);
    expect(await fingerprint(db)).not.toBe(before);
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Path=/, and Secure over HTTPS only", async () => {
    const signIn = async (url: string) => {
      const response = await login(
        new Request(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: DEMO.produsen[0], password: DEMO.produsen[1] }),
        }),
      );
      expect(response.status).toBe(200);
      const attributes = (response.headers.get("set-cookie") ?? "").split(";").map((a) => a.trim());
      expect(attributes[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=.{20,}`));
      return attributes.slice(1).map((a) => a.toLowerCase());
    };
    const plain = await signIn("http://localhost/api/auth/login");
    expect(plain).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=lax"]));
    expect(plain).not.toContain("secure");
    const secure = await signIn("https://katalog.example.go.id/api/auth/login");
    expect(secure).toEqual(expect.arrayContaining(["path=/", "httponly", "samesite=lax", "secure"]));
    expect(secure.find((a) => a.startsWith("max-age="))).toMatch(/^max-age=\d+$/);
  });
});
