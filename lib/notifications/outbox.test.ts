import { describe, expect, it } from "vitest";
import { composeStatusMessage, type StatusChangeNotice, toWhatsappNumber } from "./outbox";

const notice: StatusChangeNotice = {
  metadataId: "m-1",
  judul: "Peta  Tutupan\nLahan 2025",
  dari: "REVIEW",
  ke: "REJECTED",
  catatan: "Abstrak belum lengkap",
  actorName: "Wali Data",
  owner: { id: "u-1", namaLengkap: "Produsen Satu", email: "produsen1@big.contoh.go.id", telepon: null },
  recordUrl: "https://katalog.example.go.id/editor/m-1",
};

describe("status change messages", () => {
  it("name the record, both statuses, the note, the actor and the link, Indonesian first", () => {
    const { subjek, isi } = composeStatusMessage(notice);
    expect(subjek).toBe(
      'Simpul: status "Peta Tutupan Lahan 2025" kini Ditolak / status of "Peta Tutupan Lahan 2025" is now Rejected',
    );
    const indonesian = isi.indexOf("diubah dari Tinjauan menjadi Ditolak oleh Wali Data");
    const english = isi.indexOf("was changed from Review to Rejected by Wali Data");
    expect(indonesian).toBeGreaterThan(0);
    expect(english).toBeGreaterThan(indonesian);
    expect(isi).toContain("Catatan: Abstrak belum lengkap");
    expect(isi).toContain("Note: Abstrak belum lengkap");
    expect(isi).toContain("Lihat metadata: https://katalog.example.go.id/editor/m-1");
  });

  it("leave out what is not given and say 'set to' for a record without a previous status", () => {
    const { isi } = composeStatusMessage({ ...notice, dari: null, catatan: null, recordUrl: undefined });
    expect(isi).toContain("ditetapkan menjadi Ditolak");
    expect(isi).toContain("was set to Rejected");
    expect(isi).not.toMatch(/Catatan|Note:|https:/);
  });
});

describe("WhatsApp numbers", () => {
  it.each([
    ["0812-3456-7890", "6281234567890"],
    ["+62 811-1000-2026", "6281110002026"],
    ["62 812 3456 789", "628123456789"],
    ["812.3456.7890", "6281234567890"],
    ["(021) 555-1234", "62215551234"],
    ["0065 6123 4567", "6561234567"],
    ["+65 6123 4567", "6561234567"],
  ])("%s -> %s", (written, expected) => expect(toWhatsappNumber(written)).toBe(expected));

  it.each(["", "-", "12345", "abc", "+0812345678", "08123456789012345678"])("%j is no number", (written) =>
    expect(toWhatsappNumber(written)).toBeNull(),
  );
});
