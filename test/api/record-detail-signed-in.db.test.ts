import { describe, expect, it } from "vitest";
import { GET as getRecord } from "@/app/api/metadata/[id]/route";
import { GET as getPublic } from "@/app/api/public/metadata/[id]/route";
import { ZRecordView } from "@/lib/schemas/record-detail";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// GET /api/metadata/{id}: any status the signed-in user may read, with status, version, owner.

const get = (id: string, cookie: string | null) =>
  getRecord(
    new Request(`http://localhost/api/metadata/${id}`, { headers: cookie ? { Cookie: cookie } : {} }),
    {
      params: Promise.resolve({ id }),
    },
  );

describe(`signed-in record detail on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  it("shows a draft of the user's organisation with status, version (also the ETag) and owner", async () => {
    const [email, password] = DEMO.produsen;
    const cookie = await signInCookie(email, password);
    const { db } = database();
    const user = await db.pengguna.findUniqueOrThrow({ where: { email } });
    const draft = await db.metadata.findFirstOrThrow({
      where: { status: "DRAFT", organisasiId: user.organisasiId },
      include: { owner: true },
    });
    const response = await get(draft.id, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("etag")).toBe(`"${draft.version}"`);
    const body = ZRecordView.parse(await response.json());
    expect(body).toMatchObject({
      id: draft.id,
      judul: draft.judul,
      status: "DRAFT",
      publishedAt: null,
      version: draft.version,
      pemilik: { id: draft.ownerId, namaLengkap: draft.owner.namaLengkap },
    });
  });

  it("shows a published record as the public detail does, plus status, version, owner and source", async () => {
    const cookie = await signInCookie(...DEMO.admin);
    const published = await database().db.metadata.findFirstOrThrow({ where: { status: "PUBLISHED" } });
    const signedIn = await (await get(published.id, cookie)).json();
    const publicView = await (
      await getPublic(new Request(`http://localhost/api/public/metadata/${published.id}`), {
        params: Promise.resolve({ id: published.id }),
      })
    ).json();
    const { version: _v, pemilik: _p, sumber, ...rest } = signedIn;
    expect(rest).toEqual(publicView);
    expect(sumber).toBeNull(); // a seeded record, made in Simpul: no received document
  });

  it("refuses other organisations' drafts (403), unknown ids (404) and requests without a session (401)", async () => {
    const [email, password] = DEMO.produsen;
    const cookie = await signInCookie(email, password);
    const { db } = database();
    const user = await db.pengguna.findUniqueOrThrow({ where: { email } });
    const foreign = await db.metadata.findFirstOrThrow({
      where: { status: "DRAFT", organisasiId: { not: user.organisasiId } },
    });
    expect((await get(foreign.id, cookie)).status).toBe(403);
    expect((await get("tidak-ada", cookie)).status).toBe(404);
    expect((await get(foreign.id, null)).status).toBe(401);
  });
});
