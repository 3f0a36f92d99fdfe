import { describe, expect, it } from "vitest";
import type { Actor } from "@/lib/auth/actor";
import { importRecord } from "@/lib/catalogue/import/import-record";
import { STORED_RECORD_SELECT } from "@/lib/catalogue/records/stored-record-select";
import { ISO_EXPORT_FORMATS, type IsoExportFormat } from "@/lib/iso/formats";
import { storedRecordDocument } from "@/lib/iso/record-document";
import { XML_PROFILES } from "@/lib/iso/registry";
import { type StoredRecord, toIsoRecord } from "@/lib/iso/stored-record";
import { xmlToString } from "@/lib/xml/builder";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { testEngine } from "@/test/support/test-database";

// Export -> import -> export gives the same document, for every seeded record (all statuses)
// and each profile, through the database: what the importer stores is what was exported.
// The profiles run in order on the same records; gmd, which carries least, runs last.

describe(`round trip through the database on ${testEngine}`, () => {
  const database = useSeededApiDatabase();

  /** The record as stored, with its status. */
  async function load(id: string): Promise<StoredRecord & { status: string }> {
    const stored = await database().db.metadata.findUnique({
      where: { id },
      select: { ...STORED_RECORD_SELECT, status: true },
    });
    if (!stored) throw new Error(`record ${id} missing`);
    return stored;
  }

  /**
   * The record's fields encoded as for a record made in Simpul, not its source document (which
   * an import keeps and serves as it is): so the model itself must hold all the encoding wrote.
   */
  const encoded = (stored: StoredRecord, format: IsoExportFormat) =>
    xmlToString(XML_PROFILES[format].encode(toIsoRecord({ ...stored, sumber: null })));

  it.each(ISO_EXPORT_FORMATS)(
    "%s: every seeded record comes back as the same document",
    { timeout: 300_000 },
    async (format) => {
      const admin = await database().db.pengguna.findFirstOrThrow({ where: { peran: "ADMIN" } });
      const actor: Actor = { userId: admin.id, role: admin.peran, organisasiId: admin.organisasiId };
      const records = await database().db.metadata.findMany({
        select: { id: true, status: true },
        orderBy: { id: "asc" },
      });
      expect(records.length).toBeGreaterThanOrEqual(320);
      const changed: string[] = [];
      for (const { id, status } of records) {
        const first = encoded(await load(id), format);
        const outcome = await importRecord(actor, first, { status: "DRAFT", sourceName: `${id}.xml` });
        expect(outcome).toMatchObject({ outcome: "updated", id });
        const stored = await load(id);
        if (encoded(stored, format) !== first) changed.push(id);
        // Served in that format, the record is the document it was imported as.
        if (storedRecordDocument(stored, format) !== first) changed.push(`${id} (served)`);
        // Re-importing never moves a record through the workflow.
        expect(stored.status).toBe(status);
      }
      expect(changed).toEqual([]);
    },
  );
});
