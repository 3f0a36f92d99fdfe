import { describe, expect, it } from "vitest";
import { GET as exportXml } from "@/app/api/metadata/[id]/export/xml/route";
import type { StatusMetadata } from "@/lib/db/generated/enums";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { DEMO, signInCookie } from "@/test/support/session";
import { testEngine } from "@/test/support/test-database";

// GET /api/metadata/{id}/export/xml: any status the signed-in user may read (permission matrix).

const get = (id: string, cookie: string | null, query = "") =>
  exportXml(
    new Request(`http://localhost/api/metadata/${id}/export/xml${query}`, {
      headers: cookie ? { Cookie: cookie } : {},
    }),
    { params: Promise.resolve({ id }) },
  );

describe(`record XML export on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  const recordWhere = async (where: {
    status: StatusMetadata;
    sameOrganisationAs?: string;
    not?: string;
    lintasOrg?: boolean;
  }) => {
    const { db } = database();
    const user = where.sameOrganisationAs
      ? await db.pengguna.findUniqueOrThrow({ where: { email: where.sameOrganisationAs } })
      : null;
    const other = where.not ? await db.pengguna.findUniqueOrThrow({ where: { email: where.not } }) : null;
    return db.metadata.findFirstOrThrow({
      where: {
        status: where.status,
        ...(user ? { organisasiId: user.organisasiId } : {}),
        ...(other ? { organisasiId: { not: other.organisasiId } } : {}),
        ...(where.lintasOrg === undefined ? {} : { organisasi: { allowLintasOrgReviewer: where.lintasOrg } }),
      },
    });
  };

  it("exports a record of the user's organisation in any status, default mdb2016, never cached", async () => {
    const [email, password] = DEMO.produsen;
    const cookie = await signInCookie(email, password);
    const draft = await recordWhere({ status: "DRAFT", sameOrganisationAs: email });
    const response = await get(draft.id, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${draft.id}.xml"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const xml = await response.text();
    expect(xml).toContain('xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/1.0"');
    expect(xml).toContain(draft.judul.replaceAll("&", "&amp;"));
    const gmd = await get(draft.id, cookie, "?format=gmd");
    expect(await gmd.text()).toContain("<gmd:MD_Metadata");
    const mdb2018 = await get(draft.id, cookie, "?format=mdb2018");
    expect(await mdb2018.text()).toContain('xmlns:mdb="http://standards.iso.org/iso/19115/-3/mdb/2.0"');
  });

  it("refuses records the role may not read (403), unknown ids (404), bad formats (400), no session (401)", async () => {
    const [email, password] = DEMO.produsen;
    const cookie = await signInCookie(email, password);
    const foreignDraft = await recordWhere({ status: "DRAFT", not: email });
    expect((await get(foreignDraft.id, cookie)).status).toBe(403);
    expect((await get("tidak-ada", cookie)).status).toBe(404);
    const own = await recordWhere({ status: "DRAFT", sameOrganisationAs: email });
    const bad = await get(own.id, cookie, "?format=xslt");
    expect(bad.status).toBe(400);
    expect(JSON.stringify((await bad.json()).error)).toContain("mdb2016, mdb2018, gmd");
    expect((await get(own.id, null)).status).toBe(401);
  });

  it("lets examiners read other organisations' records in QC/QE only where cross-organisation review is on", async () => {
    const [email, password] = DEMO.pemeriksa;
    const cookie = await signInCookie(email, password);
    const open = await recordWhere({ status: "QCQE_PROCESS", not: email, lintasOrg: true });
    expect((await get(open.id, cookie)).status).toBe(200);
    const closed = await recordWhere({ status: "QCQE_PROCESS", not: email, lintasOrg: false });
    expect((await get(closed.id, cookie)).status).toBe(403);
    const foreignDraft = await recordWhere({ status: "DRAFT", not: email, lintasOrg: true });
    expect((await get(foreignDraft.id, cookie)).status).toBe(403);
  });

  it("lets administrators read every record", async () => {
    const cookie = await signInCookie(...DEMO.admin);
    for (const status of ["DRAFT", "REJECTED", "PRIVATE"] as const) {
      const record = await recordWhere({ status });
      expect((await get(record.id, cookie)).status, status).toBe(200);
    }
  });
});
