import { afterEach, describe, expect, it } from "vitest";
import { getRecordView } from "@/lib/catalogue/editor/get-record-view";
import { updateRecord } from "@/lib/catalogue/editor/save-record";
import { loadPublishedRecordDetails } from "@/lib/catalogue/public/load-published-record-details";
import {
  BASE_PLACEHOLDER,
  loadPublishedRenderings,
  PROTOCOL_FORMS,
  type ProtocolForm,
  renderMissingProtocolForms,
} from "@/lib/catalogue/records/stored-protocol-renderings";
import { adminActor, useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

// OGC API – Records' features and DCAT-AP's graph bodies, stored
// (lib/catalogue/records/stored-protocol-renderings.ts): what a page reads must be exactly what
// the renderers give live for the request's base URL, and must follow every input it was
// rendered from (the record, its organisation, its signed quality documents, the renderers).

const FORMS = Object.keys(PROTOCOL_FORMS) as ProtocolForm[];
const BASE = "https://katalog.contoh.go.id:8443/simpul";

describe(`stored OGC API and DCAT renderings on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  afterEach(() => {
    delete process.env.SIMPUL_RENDERING_VERSION;
  });

  /** The published records' ids, in id order. */
  const publishedIds = async () =>
    (
      await database().db.metadata.findMany({
        where: { status: "PUBLISHED" },
        select: { id: true },
        orderBy: { id: "asc" },
      })
    ).map((row) => row.id);

  /** What the renderers give live for `ids` in `form`. */
  async function live(ids: string[], form: ProtocolForm, base = BASE): Promise<string[]> {
    const records = await loadPublishedRecordDetails(ids, database().db);
    return records.map((record) => PROTOCOL_FORMS[form](record, base));
  }

  const served = async (ids: string[], form: ProtocolForm, base = BASE) =>
    (await loadPublishedRenderings(database().db, ids, form, base)).map((rendering) => rendering.text);

  it("stores every form of every published seed record, served as the renderers give it for the request's base", async () => {
    const db = database().db;
    const ids = await publishedIds();
    expect(ids.length).toBeGreaterThan(10);
    expect(await renderMissingProtocolForms(db)).toBe(ids.length);
    expect(await renderMissingProtocolForms(db)).toBe(0); // nothing left
    expect(await db.metadataSajian.count({ where: { bentuk: { in: FORMS } } })).toBe(
      ids.length * FORMS.length,
    );
    for (const form of FORMS) {
      const expected = await live(ids, form);
      expect(await served(ids, form), form).toEqual(expected);
      // Stored with the placeholder where the base goes, and nowhere else.
      const rows = await db.metadataSajian.findMany({ where: { bentuk: form }, select: { teks: true } });
      for (const { teks } of rows) {
        expect(teks).toContain(BASE_PLACEHOLDER);
        expect(teks).not.toContain(BASE);
      }
      // Another base, another text: the stored one is not the first request's.
      expect(await served(ids.slice(0, 3), form, "http://127.0.0.1:3000")).toEqual(
        await live(ids.slice(0, 3), form, "http://127.0.0.1:3000"),
      );
    }
    // The order asked, unpublished and unknown ids left out; the hierarchy level for DCAT's kind.
    const draft = await db.metadata.findFirstOrThrow({ where: { status: "DRAFT" }, select: { id: true } });
    const [first, second] = ids as [string, string];
    const asked = await loadPublishedRenderings(db, [second, draft.id, "no-such-id", first], "ogc", BASE);
    expect(asked.map((rendering) => rendering.id)).toEqual([second, first]);
    expect(asked.every((rendering) => rendering.levelHierarki !== "")).toBe(true);
  });

  it("renders live, and never stores, where the placeholder could stand for something else", async () => {
    const db = database().db;
    const [id] = await publishedIds();
    await db.metadataSajian.deleteMany({ where: { metadataId: id, bentuk: { in: FORMS } } });
    await db.metadata.update({
      where: { id },
      data: { abstrak: `Lihat ${BASE_PLACEHOLDER}/katalog untuk rinciannya.` },
    });
    for (const form of FORMS) {
      const text = (await served([id as string], form))[0];
      expect(text).toBe((await live([id as string], form))[0]);
      // The record's own text keeps the placeholder's host, as written.
      expect(text).toContain("simpul-base-url.invalid");
    }
    expect(await db.metadataSajian.count({ where: { metadataId: id, bentuk: { in: FORMS } } })).toBe(0);
    // A base URL a format would have to escape: the stored texts are not used for it.
    await renderMissingProtocolForms(db);
    const [other] = (await publishedIds()).filter((candidate) => candidate !== id);
    const odd = 'https://contoh.go.id/a"b<c>';
    expect(await served([other as string], "dcat-ttl", odd)).toEqual(
      await live([other as string], "dcat-ttl", odd),
    );
  });

  it("follows the record, its organisation, its signed quality documents and the renderers", async () => {
    const db = database().db;
    await renderMissingProtocolForms(db);
    const actor = await adminActor(db);
    const record = await db.metadata.findFirstOrThrow({
      where: {
        status: "PUBLISHED",
        sumber: null,
        dokumenKualitas: { some: { status: "SIGNED" } },
        // Not the record the test before gave the placeholder (never stored).
        NOT: { abstrak: { contains: "simpul-base-url.invalid" } },
      },
      orderBy: { id: "asc" },
      include: { dokumenKualitas: true },
    });
    const current = async (form: ProtocolForm) => {
      const text = (await served([record.id], form))[0];
      expect(text).toBe((await live([record.id], form))[0]);
      return text as string;
    };
    // An edit: stored again right after the write, before any read.
    const view = (await getRecordView(actor, record.id)) as unknown as Record<string, unknown>;
    const after = await updateRecord(
      actor,
      record.id,
      { ...view, judul: "Judul baru untuk OGC & DCAT" },
      null,
    );
    expect(after.status).toBe("PUBLISHED");
    const rows = await db.metadataSajian.findMany({
      where: { metadataId: record.id, bentuk: { in: FORMS } },
    });
    expect(rows.map((row) => row.bentuk).sort()).toEqual([...FORMS].sort());
    for (const row of rows) expect(row.teks).toContain("Judul baru untuk OGC");
    // The organisation's short name (DCAT's publisher shows the organisation).
    await db.organisasi.update({ where: { id: record.organisasiId }, data: { singkatan: "ORGBARU" } });
    expect((await loadPublishedRecordDetails([record.id], db))[0]?.organisasi.singkatan).toBe("ORGBARU");
    for (const form of FORMS) await current(form);
    // A signed document's verification page is linked: a document withdrawn is no longer.
    const signed = record.dokumenKualitas.find((document) => document.status === "SIGNED");
    const token = signed?.signatureToken as string;
    expect(await current("ogc")).toContain(`/verifikasi/${token}`);
    await db.dokumenKualitas.update({ where: { id: signed?.id }, data: { status: "REVOKED" } });
    expect(await current("ogc")).not.toContain(`/verifikasi/${token}`);
    expect(await current("dcat-ttl")).not.toContain(`/verifikasi/${token}`);
    // New renderers (a deploy): a planted text under the old version is not served.
    process.env.SIMPUL_RENDERING_VERSION = "protocols-before";
    await current("dcat-jsonld");
    await db.metadataSajian.update({
      where: { metadataId_bentuk: { metadataId: record.id, bentuk: "dcat-jsonld" } },
      data: { teks: "planted" },
    });
    expect(await served([record.id], "dcat-jsonld")).toEqual(["planted"]);
    process.env.SIMPUL_RENDERING_VERSION = "protocols-after";
    await current("dcat-jsonld");
  });
});
