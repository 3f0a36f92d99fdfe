import { describe, expect, it } from "vitest";
import { findPublishedRecordDetail } from "@/lib/catalogue/public/find-published-record-detail";
import { listOrganisationPublishedRecords } from "@/lib/catalogue/public/list-organisation-published-records";
import { listSitemapRecords } from "@/lib/catalogue/public/list-sitemap-records";
import { getCodeLabels } from "@/lib/catalogue/records/get-code-labels";
import { listDocumentSigners } from "@/lib/quality/list-document-signers";
import { useSeededApiDatabase } from "@/test/support/seeded-api";

// What the public record page and the sitemap read, against the seeded demo catalogue.

describe("record page data", () => {
  const database = useSeededApiDatabase();

  it("lists only published records in the sitemap, newest change first", async () => {
    const { db } = database();
    const published = await db.metadata.count({ where: { status: "PUBLISHED" } });
    const entries = await listSitemapRecords();
    expect(entries).toHaveLength(published);
    const times = entries.map((e) => e.lastModified.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it("finds a published record and gives null for others", async () => {
    const { db } = database();
    const draft = await db.metadata.findFirst({
      where: { status: { not: "PUBLISHED" } },
      select: { id: true },
    });
    const [first] = await listSitemapRecords();
    expect((await findPublishedRecordDetail(first?.id ?? ""))?.id).toBe(first?.id);
    expect(await findPublishedRecordDetail("tidak-ada")).toBeNull();
    if (draft) expect(await findPublishedRecordDetail(draft.id)).toBeNull();
  });

  it("lists other published records of the same organisation", async () => {
    const [first] = await listSitemapRecords();
    const record = await findPublishedRecordDetail(first?.id ?? "");
    if (!record) throw new Error("no published record");
    const others = await listOrganisationPublishedRecords(record.organisasi.kode, record.id, 3);
    expect(others.length).toBeLessThanOrEqual(3);
    expect(others.map((o) => o.id)).not.toContain(record.id);
    const { db } = database();
    const rows = await db.metadata.findMany({
      where: { id: { in: others.map((o) => o.id) } },
      select: { status: true, organisasi: { select: { kode: true } } },
    });
    for (const row of rows) {
      expect(row.status).toBe("PUBLISHED");
      expect(row.organisasi.kode).toBe(record.organisasi.kode);
    }
  });

  it("labels coded values in both languages and leaves unknown codes as they are", async () => {
    const id = await getCodeLabels("id");
    const en = await getCodeLabels("en");
    expect(id("TOPIK_KATEGORI", "environment")).not.toBe("environment");
    expect(en("TOPIK_KATEGORI", "environment")).toMatch(/environment/i);
    expect(id("TOPIK_KATEGORI", "bukanKode")).toBe("bukanKode");
    expect(id("PERAN_KONTAK", null)).toBe("");
  });

  it("names the signers of signed documents only", async () => {
    const { db } = database();
    const signed = await db.dokumenKualitas.findFirstOrThrow({
      where: { status: "SIGNED", signerId: { not: null } },
      select: { signatureToken: true, signer: { select: { namaLengkap: true } } },
    });
    const token = signed.signatureToken as string;
    const signers = await listDocumentSigners([token, "A".repeat(43)]);
    expect(signers.get(token)?.namaLengkap).toBe(signed.signer?.namaLengkap);
    expect(signers.size).toBe(1);
    expect((await listDocumentSigners([])).size).toBe(0);
  });
});
