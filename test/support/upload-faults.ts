import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as sign } from "@/app/api/metadata/[id]/kualitas/[tipe]/route";
import { setDbForTests } from "@/lib/db/client";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { call } from "./seeded-api";
import { DEMO, signInCookie } from "./session";
import { createTestDatabase, type TestDatabase, testEngine } from "./test-database";

// Issue 10, faults: an upload that stores an object (the scanned, hand-signed QC/QE/QA PDF)
// while the object store cannot be used. The route answers 503 SERVICE_UNAVAILABLE with a
// retry hint, and nothing is half-stored: no document row, the record's status unchanged, no
// object. And when the object was stored but the database write then fails, the object goes.
// Run once per backend (faults-object-store-local / -s3), each with its own way to break it.

export interface StoreUnderTest {
  name: string;
  /** Makes the configured store unusable. */
  breakStore(): Promise<void>;
  repairStore(): Promise<void>;
  /** Keys of every stored object (temporary files included, for the local store). */
  listObjects(): Promise<string[]>;
}

const PDF = new TextEncoder().encode("%PDF-1.4\n% pindaian bertanda tangan basah\n%%EOF\n");

export function describeUploadFaults(store: StoreUnderTest): void {
  describe(`scanned document uploads with the ${store.name} object store down, on ${testEngine}`, () => {
    // A small seeded catalogue (the demo users and a few records) wired into getDb().
    let seeded: TestDatabase | undefined;
    beforeAll(async () => {
      seeded = await createTestDatabase();
      await seedDatabase(seeded.db, { recordCount: 12 });
      setDbForTests(seeded.db);
    });
    afterAll(() => seeded?.close());
    const database = () => seeded as TestDatabase;

    /** A record of its own, waiting for QC and QE, without any quality document (yet). */
    let taken = 0;
    async function examinableRecord(): Promise<string> {
      const { db } = database();
      const record = await db.metadata.findFirstOrThrow({ orderBy: { id: "asc" }, skip: taken++ });
      await db.dokumenKualitas.deleteMany({ where: { metadataId: record.id } });
      await db.metadata.update({ where: { id: record.id }, data: { status: "QCQE_PROCESS" } });
      return record.id;
    }

    const upload = async (id: string, tipe: "qc" | "qe") => {
      const form = new FormData();
      // QC not conforming (its automatic checks need not pass); QE conforming, so the record
      // stays in QCQE_PROCESS waiting for the other one.
      form.set("sesuai", tipe === "qe" ? "true" : "false");
      form.set("catatan", "Pindaian / scan");
      form.set("itemPemeriksaan", JSON.stringify([{ kode: "MANUAL", label: "Diperiksa", lulus: false }]));
      form.set("dokumen", new Blob([Buffer.from(PDF)], { type: "application/pdf" }), `${tipe}.pdf`);
      return call(
        sign,
        `/api/metadata/${id}/kualitas/${tipe}`,
        { id, tipe },
        { method: "POST", headers: { Cookie: await signInCookie(...DEMO.admin) }, body: form },
      );
    };

    const stateOf = async (id: string) => {
      const { db } = database();
      return {
        status: (await db.metadata.findUniqueOrThrow({ where: { id } })).status,
        documents: await db.dokumenKualitas.count({ where: { metadataId: id } }),
        history: await db.riwayatStatus.count({ where: { metadataId: id } }),
      };
    };

    it("refuses the upload with 503 and stores nothing; takes it once the store is back", async () => {
      const id = await examinableRecord();
      const before = await stateOf(id);
      await store.breakStore();
      try {
        const refused = await upload(id, "qc");
        expect(refused.status, JSON.stringify(refused.body)).toBe(503);
        expect(refused.body.error).toMatchObject({
          code: "SERVICE_UNAVAILABLE",
          message: expect.stringMatching(/Penyimpanan berkas.*\/ the object store cannot be used/),
        });
        expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
        expect(JSON.stringify(refused.body)).not.toMatch(/\/tmp\/|\/work\/|node_modules|\bat \w/);
        expect(await stateOf(id)).toEqual(before);
        expect(await store.listObjects()).toEqual([]);
      } finally {
        await store.repairStore();
      }

      const taken = await upload(id, "qc");
      expect(taken.status, JSON.stringify(taken.body)).toBe(201);
      expect(taken.body).toMatchObject({ signatureMethod: "MANUAL", uploadedDoc: true });
      expect((await stateOf(id)).documents).toBe(1);
      const { db } = database();
      const document = await db.dokumenKualitas.findFirstOrThrow({ where: { metadataId: id } });
      expect(await store.listObjects()).toEqual([document.uploadedDocKey]);
    });

    it("removes the stored object again when the database write after it fails", async () => {
      const id = await examinableRecord();
      expect((await upload(id, "qe")).status).toBe(201);
      const kept = await store.listObjects();
      const before = await stateOf(id);
      // A second QE in the same round: the object is stored first, then the transaction refuses it.
      const again = await upload(id, "qe");
      expect(again.status).toBe(409);
      expect(again.body.error.details.reason).toBe("ALREADY_SIGNED");
      expect(await stateOf(id)).toEqual(before);
      expect(await store.listObjects()).toEqual(kept);
    });
  });
}
