import { afterEach, describe, expect, it } from "vitest";
import { GET } from "@/app/csw/route";
import type { Actor } from "@/lib/auth/actor";
import { clearStoredResponses } from "@/lib/cache/response-store";
import { getRecordView } from "@/lib/catalogue/editor/get-record-view";
import { updateRecord } from "@/lib/catalogue/editor/save-record";
import { renderMissing } from "@/lib/catalogue/records/render-stored";
import { startRenderingWorker } from "@/lib/catalogue/records/rendering-worker";
import { STORED_RECORD_SELECT } from "@/lib/catalogue/records/stored-record-select";
import {
  loadPublishedFragments,
  RENDERING_FORMS,
  type RenderingForm,
  renderMissingCswForms,
} from "@/lib/catalogue/records/stored-renderings";
import { recordFragment } from "@/lib/iso/record-document";
import { sourceServedAs } from "@/lib/iso/source-document";
import { descend, firstChild, textOf } from "@/lib/xml/element";
import { CSW, ISO19139, MDB_2018 } from "@/lib/xml/namespaces";
import { readXml } from "@/lib/xml/read-xml";
import { importSamplesAsPublished } from "@/test/support/sample-import";
import { adminActor, useSeededApiDatabase } from "@/test/support/seeded-api";
import { samplesUnavailable } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// Stored renderings (lib/catalogue/records/stored-renderings.ts): what a CSW page reads must be
// byte for byte what the renderers give live, and must follow every input it was rendered from.

const FORMS = Object.keys(RENDERING_FORMS) as RenderingForm[];
const SCHEMA_OF: Record<RenderingForm, [string, string]> = {
  gmd: [ISO19139.gmd, "full"],
  mdb2018: [MDB_2018.mdb, "full"],
  "dc-brief": [CSW.csw, "brief"],
  "dc-summary": [CSW.csw, "summary"],
  "dc-full": [CSW.csw, "full"],
};

/** A CSW GetRecords request through the route. */
const getRecords = (params: Record<string, string>) =>
  GET(
    new Request(
      `http://localhost/csw?${new URLSearchParams({ service: "CSW", version: "2.0.2", request: "GetRecords", typeNames: "csw:Record", resultType: "results", ...params })}`,
    ),
  );

async function getRecordById(id: string, form: RenderingForm): Promise<string> {
  const [schema, set] = SCHEMA_OF[form];
  const query = new URLSearchParams({
    service: "CSW",
    version: "2.0.2",
    request: "GetRecordById",
    id,
    outputSchema: schema,
    elementSetName: set,
  });
  const response = await GET(new Request(`http://localhost/csw?${query}`));
  expect(response.status).toBe(200);
  return response.text();
}

/** Polls `check` until it holds or a minute has passed; whether it holds at the end. */
async function until(check: () => Promise<boolean>): Promise<boolean> {
  for (let waited = 0; !(await check()) && waited < 60_000; waited += 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
}

describe(`stored renderings on ${testEngine}`, () => {
  const database = useSeededApiDatabase();
  const admin = (): Promise<Actor> => adminActor(database().db);
  afterEach(() => {
    delete process.env.SIMPUL_RENDERING_VERSION;
  });

  /**
   * Every published record's stored renderings (or those of `only`) against its live ones;
   * returns how many were compared. The tests after the first two compare the records they
   * changed and a few others: a live rendering of every record costs seconds each time.
   */
  async function compareAll(only?: string[]): Promise<number> {
    const db = database().db;
    const records = await db.metadata.findMany({
      where: { status: "PUBLISHED", ...(only ? { id: { in: only } } : {}) },
      select: STORED_RECORD_SELECT,
      orderBy: { id: "asc" },
    });
    const stored = await db.metadataSajian.findMany({
      where: only ? { metadataId: { in: only } } : {},
      select: { metadataId: true, bentuk: true, teks: true },
    });
    const storedText = new Map(stored.map((row) => [`${row.metadataId} ${row.bentuk}`, row.teks]));
    let compared = 0;
    for (const form of FORMS) {
      const { profile, elementSet } = RENDERING_FORMS[form];
      const live = records.map((record) => recordFragment(record, profile, elementSet));
      // What a page reads (stored, or the record's own source) is what the renderer gives.
      expect(
        await loadPublishedFragments(
          db,
          records.map((record) => record.id),
          form,
        ),
      ).toEqual(live);
      records.forEach((record, i) => {
        const ownSource = sourceServedAs(record.sumber, profile.format, elementSet);
        const text = storedText.get(`${record.id} ${form}`);
        // Stored unless the record is served as its own source document in this form.
        if (ownSource) expect(text, `${record.id} ${form}`).toBeUndefined();
        else {
          expect(text, `${record.id} ${form}`).toBe(live[i]);
          compared++;
        }
      });
    }
    return compared;
  }

  it("stores every form of every published seed record as the renderers give it", async () => {
    const db = database().db;
    const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
    expect(published).toBeGreaterThan(10);
    expect(await renderMissingCswForms(db)).toBe(published);
    expect(await renderMissingCswForms(db)).toBe(0); // nothing left
    expect(await compareAll()).toBe(published * FORMS.length);
  });

  it.skipIf(samplesUnavailable)(
    `stores the real-world samples as the renderers give them ${samplesUnavailable ?? ""}`,
    { timeout: 120_000 },
    async () => {
      const imported = await importSamplesAsPublished(await admin());
      expect(imported).toBeGreaterThanOrEqual(30);
      // Samples that share a file identifier are one record (the import replaces it).
      const importedRecords = await database().db.metadata.count({
        where: { status: "PUBLISHED", sumber: { isNot: null } },
      });
      expect(importedRecords).toBeGreaterThanOrEqual(30);
      expect(await renderMissingCswForms(database().db)).toBe(importedRecords);
      // Some forms of an imported record are its own document, not stored; the rest are.
      expect(await compareAll()).toBeGreaterThan(importedRecords * 3);
    },
  );

  it("serves the stored text, and follows a change of the renderers' version (a deploy)", async () => {
    const db = database().db;
    const record = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", sumber: null },
      orderBy: { id: "asc" },
    });
    process.env.SIMPUL_RENDERING_VERSION = "deployed-before";
    const live = (await loadPublishedFragments(db, [record.id], "dc-summary"))[0];
    // A rendering is what is served while its key holds: a planted text shows it is read.
    await db.metadataSajian.update({
      where: { metadataId_bentuk: { metadataId: record.id, bentuk: "dc-summary" } },
      data: { teks: "<planted/>" },
    });
    expect(await loadPublishedFragments(db, [record.id], "dc-summary")).toEqual(["<planted/>"]);
    // New renderers: the old text is not served; the live rendering is, and stored again.
    process.env.SIMPUL_RENDERING_VERSION = "deployed-after";
    expect(await loadPublishedFragments(db, [record.id], "dc-summary")).toEqual([live]);
    const row = await db.metadataSajian.findUniqueOrThrow({
      where: { metadataId_bentuk: { metadataId: record.id, bentuk: "dc-summary" } },
    });
    expect(row.teks).toBe(live);
    expect(row.kunci.startsWith("deployed-after:")).toBe(true);
    // The background renderer stores every other record's renderings under the new version.
    expect(await renderMissingCswForms(db)).toBeGreaterThan(0);
    expect(
      await db.metadataSajian.count({
        where: { bentuk: { in: FORMS }, NOT: { kunci: { startsWith: "deployed-after:" } } },
      }),
    ).toBe(0);
  });

  it("follows the organisation's contact, which a record made here is written with", async () => {
    const db = database().db;
    await renderMissingCswForms(db);
    const record = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", sumber: null },
      orderBy: { id: "asc" },
      include: { organisasi: true },
    });
    const before = await getRecordById(record.id, "gmd");
    expect(before).toContain(record.organisasi.nama);
    await db.organisasi.update({
      where: { id: record.organisasiId },
      data: { kontakEmail: "kontak-baru@contoh.go.id", kota: "Kota Baru" },
    });
    for (const form of ["gmd", "mdb2018"] as const) {
      const after = await getRecordById(record.id, form);
      expect(after).toContain("kontak-baru@contoh.go.id");
      expect(after).toContain("Kota Baru");
    }
    expect(await renderMissingCswForms(db)).toBeGreaterThan(0); // the organisation's records, again
    expect(await getRecordById(record.id, "gmd")).toContain("kontak-baru@contoh.go.id");
  });

  it("follows an edit of the record, at once and without the background renderer", async () => {
    const db = database().db;
    await renderMissingCswForms(db);
    const actor = await admin();
    const record = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED", sumber: null },
      orderBy: { id: "desc" },
    });
    const view = (await getRecordView(actor, record.id)) as unknown as Record<string, unknown>;
    const edited = "Judul yang disunting & disimpan";
    const after = await updateRecord(actor, record.id, { ...view, judul: edited }, null);
    expect(after.status).toBe("PUBLISHED");
    // Rendered right after the write: stored before any read.
    // (OGC API's and DCAT's forms beside them: test/ogcapi/stored-protocol-renderings.db.test.ts)
    const stored = await db.metadataSajian.findMany({
      where: { metadataId: record.id, bentuk: { in: FORMS } },
    });
    expect(stored.map((row) => row.bentuk).sort()).toEqual([...FORMS].sort());
    for (const row of stored) expect(row.teks).toContain("Judul yang disunting &amp; disimpan");
    clearStoredResponses();
    for (const form of FORMS)
      expect(await getRecordById(record.id, form)).toContain("Judul yang disunting &amp; disimpan");
  });

  it("a harvest walk sees every record once, also when records are edited during it", async () => {
    const db = database().db;
    const actor = await admin();
    const published = await db.metadata.findMany({
      where: { status: "PUBLISHED" },
      select: { id: true, fileIdentifier: true, sumber: { select: { metadataId: true } } },
    });
    const expected = published.map((record) => record.fileIdentifier ?? record.id).sort();
    const seen: string[] = [];
    const edits = published.filter((record) => !record.sumber).map((record) => record.id);
    let start = 1;
    let pages = 0;
    while (start > 0) {
      const page = await getRecords({
        outputSchema: ISO19139.gmd,
        elementSetName: "full",
        maxRecords: "10",
        startPosition: String(start),
      });
      const text = await page.text();
      // Each record's metadata identifier, whatever prefixes its document uses.
      const results = firstChild(readXml(text), [CSW.csw, "SearchResults"]);
      for (const record of results?.children ?? []) {
        const identifier = descend(
          record,
          [ISO19139.gmd, "fileIdentifier"],
          [ISO19139.gco, "CharacterString"],
        );
        seen.push(textOf(identifier)?.trim() ?? "");
      }
      start = Number(/nextRecord="(\d+)"/.exec(text)?.[1]);
      pages++;
      // Between pages, a record is edited (its content, dateStamp and version change): one
      // already seen, and one not yet seen.
      const id = pages % 2 === 0 ? edits.shift() : edits.pop();
      if (id && start > 0) {
        const view = (await getRecordView(actor, id)) as unknown as Record<string, unknown>;
        await updateRecord(actor, id, { ...view, judul: `${view.judul} (disunting ${pages})` }, null);
      }
    }
    expect(pages).toBeGreaterThan(3);
    expect(seen.sort()).toEqual(expected);
  });

  it("streams a page whose records are larger than a megabyte, whole and well-formed, never stored", async () => {
    const db = database().db;
    await renderMissingCswForms(db);
    // The first record of a GetRecords page (newest first); its summary is never its source.
    const record = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED" },
      orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
    });
    // A rendering of 1.2 MB (as a record with a long lineage would be), planted under its key.
    const long = Array.from({ length: 70_000 }, () => "Panjang & <teks>").join(" ");
    const planted = `<csw:SummaryRecord xmlns:csw="${CSW.csw}" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier>${record.id}</dc:identifier><dc:title>${long.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;")}</dc:title></csw:SummaryRecord>`;
    await db.metadataSajian.update({
      where: { metadataId_bentuk: { metadataId: record.id, bentuk: "dc-summary" } },
      data: { teks: planted },
    });
    clearStoredResponses();
    const response = await getRecords({ elementSetName: "summary", maxRecords: "20" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-status")).toBe("Simpul; fwd=miss");
    expect(response.headers.get("etag")).toBeNull();
    const text = await response.text();
    const results = firstChild(readXml(text), [CSW.csw, "SearchResults"]);
    expect(results?.children).toHaveLength(20);
    expect(textOf(firstChild(results?.children[0], [CSW.dc, "title"]))).toBe(long);
  });

  it("leaves the CPU to a harvest run: the background renderer takes one batch a pass while it goes on", async () => {
    const db = database().db;
    await db.metadataSajian.deleteMany({});
    const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
    expect(published).toBeGreaterThan(50);
    const storedRecords = async () =>
      (await db.metadataSajian.groupBy({ by: ["metadataId"], _count: { _all: true } })).length;
    const features = () => db.metadataSajian.count({ where: { bentuk: "ogc" } });
    let busy = true;
    // The catalogue version stays: only what is missing makes a pass go on.
    const worker = startRenderingWorker(
      async () => db,
      async () => 1n,
      {
        intervalMs: 1_000,
        busy: async () => busy,
      },
    );
    try {
      await until(async () => (await storedRecords()) > 0);
      // The first pass: one batch of 50 records (their CSW forms), the rest left for later.
      expect(await storedRecords()).toBeLessThanOrEqual(50);
      expect(await features()).toBe(0);
      // The run ends: a pass renders all that is missing (a cut pass did not count as done).
      busy = false;
      await until(async () => (await features()) === published);
      expect(await storedRecords()).toBe(published);
    } finally {
      await worker.stop();
    }
    // The records at the ends of the first batch and after it, and the last one.
    const ids = (
      await db.metadata.findMany({
        where: { status: "PUBLISHED" },
        select: { id: true },
        orderBy: { id: "asc" },
      })
    ).map((row) => row.id);
    const edges = [0, 1, 49, 50, ids.length - 1].map((i) => ids[i] as string);
    expect(await compareAll(edges)).toBeGreaterThan(edges.length);
  });

  it("renders as many records a batch as it is asked to, each form as a whole pass does", async () => {
    const db = database().db;
    await db.metadataSajian.deleteMany({});
    const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
    const progress: number[] = [];
    // The embedded database's renderer takes smaller batches (scripts/serve.ts).
    expect(await renderMissing(db, { batch: 7, onProgress: (count) => progress.push(count) })).toBe(
      published,
    );
    // CSW's forms, then OGC API's and DCAT's: each family a batch of 7 records at a time.
    const batches = Math.ceil(published / 7);
    expect(progress).toHaveLength(2 * batches);
    expect(progress.slice(0, 3)).toEqual([7, 14, 21]);
    expect(progress[batches - 1]).toBe(published);
    expect(progress[batches]).toBe(published + 7);
    expect(await db.metadataSajian.count({ where: { bentuk: "ogc" } })).toBe(published);
    expect(await compareAll()).toBeGreaterThan(0);
  });

  /** Every record, organisation, quality document and harvest source written an hour ago, so that "since" finds none. */
  async function writtenAnHourAgo(): Promise<void> {
    const db = database().db;
    for (const table of ["Metadata", "Organisasi", "DokumenKualitas", "SumberPanen"])
      await db.$executeRawUnsafe(`UPDATE "${table}" SET "updatedAt" = now() - interval '1 hour'`);
  }

  /** Plants a rendering under a key that is nobody's: outdated, yet its record was not written. */
  const plantOutdated = (id: string) =>
    database().db.metadataSajian.update({
      where: { metadataId_bentuk: { metadataId: id, bentuk: "dc-summary" } },
      data: { kunci: "planted" },
    });

  it("after a change, checks only the records written since: the record, its organisation, quality documents or harvest source", async () => {
    const db = database().db;
    await writtenAnHourAgo();
    await renderMissing(db);
    const published = await db.metadata.findMany({
      where: { status: "PUBLISHED", sumber: null },
      orderBy: { id: "asc" },
      select: { id: true, organisasiId: true },
    });
    const [untouched, edited] = published;
    if (!untouched || !edited) throw new Error("the seed has too few published records");
    await plantOutdated(untouched.id);
    const since = new Date();
    expect(await renderMissing(db, { changedSince: since })).toBe(0);

    await db.metadata.update({
      where: { id: edited.id },
      data: { judul: "Judul yang diubah di basis data" },
    });
    expect(await renderMissing(db, { changedSince: since })).toBe(1);

    // An organisation's change: its published records (here: those not rendered since).
    const organisation = published.find(
      (record) => record.organisasiId !== edited.organisasiId,
    )?.organisasiId;
    if (!organisation) throw new Error("the seed's published records have one organisation");
    const ofOrganisation = (
      await db.metadata.findMany({
        where: { status: "PUBLISHED", organisasiId: organisation },
        select: { id: true },
      })
    ).map((row) => row.id);
    await db.organisasi.update({ where: { id: organisation }, data: { kontakTelepon: "+62 21 555 0101" } });
    expect(await renderMissing(db, { changedSince: since })).toBe(ofOrganisation.length);

    // A quality document's status and a harvest source's name are in OGC API's and DCAT's keys.
    const signedSince = new Date();
    const document = await db.dokumenKualitas.findFirstOrThrow({
      where: { status: "SIGNED", metadata: { status: "PUBLISHED" } },
    });
    await db.dokumenKualitas.update({ where: { id: document.id }, data: { status: "REVOKED" } });
    expect(await renderMissing(db, { changedSince: signedSince })).toBe(1);
    const harvestedSince = new Date();
    const adminUser = await admin();
    const source = await db.sumberPanen.create({
      data: {
        nama: "Simpul daerah",
        protokol: "CSW",
        url: "https://simpul.contoh.go.id/csw",
        organisasiId: adminUser.organisasiId,
        dibuatOlehId: adminUser.userId,
      },
    });
    await db.metadataPanen.create({
      data: { metadataId: untouched.id, sumberId: source.id, idRemote: "r-1", digest: "0".repeat(64) },
    });
    expect(await renderMissing(db, { changedSince: harvestedSince })).toBe(1);
    // The planted rendering is found by a pass over every record, as at start.
    await plantOutdated(edited.id);
    expect(await renderMissing(db)).toBe(1);
    const changed = [untouched.id, edited.id, ...ofOrganisation];
    expect(await compareAll(changed)).toBeGreaterThan(changed.length);
  });

  it("the background renderer checks every record at start and, after a change, the records written since", async () => {
    const db = database().db;
    await writtenAnHourAgo();
    let version = 1n;
    const start = () =>
      startRenderingWorker(
        async () => db,
        async () => version,
        { intervalMs: 50 },
      );
    const [untouched, edited] = await db.metadata.findMany({
      where: { status: "PUBLISHED", sumber: null },
      orderBy: { id: "asc" },
      take: 2,
    });
    if (!untouched || !edited) throw new Error("the seed has too few published records");
    const renderingOf = (id: string, bentuk: string) =>
      db.metadataSajian.findUniqueOrThrow({ where: { metadataId_bentuk: { metadataId: id, bentuk } } });
    const featureKey = async () => (await renderingOf(edited.id, "ogc")).kunci;
    // A pass renders in id order, OGC API's features last: the last record's tells it is done.
    const last = await db.metadata.findFirstOrThrow({
      where: { status: "PUBLISHED" },
      orderBy: { id: "desc" },
    });
    const lastKey = async () =>
      (
        await db.metadataSajian.findUnique({
          where: { metadataId_bentuk: { metadataId: last.id, bentuk: "ogc" } },
        })
      )?.kunci;
    const outdated = await lastKey();

    let worker = start();
    try {
      expect(await until(async () => (await lastKey()) !== outdated)).toBe(true);
      const before = await featureKey();
      await plantOutdated(untouched.id);
      await db.metadata.update({
        where: { id: edited.id },
        data: { judul: "Judul yang diubah di basis data" },
      });
      version = 2n;
      // The pass after the change renders the record written (its OGC API feature last)…
      expect(await until(async () => (await featureKey()) !== before)).toBe(true);
      // …and leaves a record that was not written alone, outdated rendering and all.
      expect((await renderingOf(untouched.id, "dc-summary")).kunci).toBe("planted");
    } finally {
      await worker.stop();
    }
    // A restart checks every record again.
    worker = start();
    try {
      expect(
        await until(async () => (await renderingOf(untouched.id, "dc-summary")).kunci !== "planted"),
      ).toBe(true);
    } finally {
      await worker.stop();
    }
    expect(await compareAll([untouched.id, edited.id])).toBeGreaterThan(2);
  });
});
