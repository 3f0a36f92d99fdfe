import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDbForTests } from "@/lib/db/client";
import { ZVerificationInvalid, ZVerificationResult } from "@/lib/schemas/verification";
import { seedDatabase } from "@/prisma/seed/seed-database";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import { verifyDocument } from "./verify-document";

// Which documents verify: SIGNED ones, whatever their record's status is now; never
// REVOKED ones, nor signed rows missing what the answer has to state.

describe(`verifyDocument on ${testEngine}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { recordCount: 20 });
    setDbForTests(database.db);
  });
  afterAll(() => database.close());

  /** A different signed document of a published record for each test (they modify it). */
  let taken = 0;
  const nextSignedDocument = async () => {
    const document = await database.db.dokumenKualitas.findFirstOrThrow({
      where: { status: "SIGNED", metadata: { status: "PUBLISHED" } },
      orderBy: { id: "asc" },
      skip: taken++,
    });
    return { ...document, token: document.signatureToken as string };
  };

  it("verifies every signed document of the seed, matching the response schema", async () => {
    const signed = await database.db.dokumenKualitas.findMany({ where: { status: "SIGNED" } });
    expect(signed.length).toBeGreaterThan(10);
    for (const document of signed) {
      const result = ZVerificationResult.parse(await verifyDocument(document.signatureToken as string));
      expect(result).toMatchObject({ tipe: document.tipe, metadata: { id: document.metadataId } });
    }
  });

  it("still verifies a signed document after its record left PUBLISHED", async () => {
    const document = await nextSignedDocument();
    await database.db.metadata.update({ where: { id: document.metadataId }, data: { status: "PRIVATE" } });
    expect(await verifyDocument(document.token)).toMatchObject({ valid: true, tipe: document.tipe });
  });

  it("does not verify a revoked document", async () => {
    const document = await nextSignedDocument();
    await database.db.dokumenKualitas.update({ where: { id: document.id }, data: { status: "REVOKED" } });
    expect(ZVerificationInvalid.parse(await verifyDocument(document.token))).toStrictEqual({ valid: false });
  });

  it("does not vouch for a signed row without signer or result", async () => {
    const unsigned = await nextSignedDocument();
    await database.db.dokumenKualitas.update({ where: { id: unsigned.id }, data: { signerId: null } });
    expect(await verifyDocument(unsigned.token)).toStrictEqual({ valid: false });
    const undecided = await nextSignedDocument();
    await database.db.dokumenKualitas.update({ where: { id: undecided.id }, data: { sesuai: null } });
    expect(await verifyDocument(undecided.token)).toStrictEqual({ valid: false });
  });

  it("states a signer without a recorded position as an empty jabatan", async () => {
    const document = await nextSignedDocument();
    await database.db.pengguna.update({
      where: { id: document.signerId as string },
      data: { jabatan: null },
    });
    expect(await verifyDocument(document.token)).toMatchObject({ signedBy: { jabatan: "" } });
  });

  it("answers unknown tokens with valid = false", async () => {
    expect(await verifyDocument("Z".repeat(43))).toStrictEqual({ valid: false });
  });
});
