import { X509Certificate } from "node:crypto";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase, testEngine } from "@/test/support/test-database";
import {
  certificateAuthority,
  decryptPrivateKey,
  encryptPrivateKey,
  importCertificateAuthority,
  signerCertificate,
  signHash,
  verifyHashSignature,
} from "./pki";

// The deployment's PKI on a real database: the CA, signer certificates that chain to it,
// signatures that verify only unaltered and within validity, keys that need the secret, and
// a CA imported from a PKCS#12 file made by another tool (node-forge, RSA).

const SECRET = "pki-test-secret-0123456789-abcdefghijklmnop";
const HASH = "ab".repeat(32);

/** An RSA CA (or, with ca=false, an end certificate) as a password-protected PKCS#12 file. */
function pkcs12File(password: string, { ca = true } = {}): Uint8Array {
  const keys = forge.pki.rsa.generateKeyPair(2048);
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = "0a1b2c";
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 86_400_000);
  const name = [{ name: "commonName", value: "CA Kementerian Uji" }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: "basicConstraints", cA: ca, critical: true },
    { name: "keyUsage", keyCertSign: ca, digitalSignature: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(keys.privateKey, [cert], password, { algorithm: "3des" });
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), "binary"));
}

describe(`signing PKI on ${testEngine}`, () => {
  let database: TestDatabase;
  const signer = {
    id: "",
    namaLengkap: "Dr. Sari Rahayu, M.Sc.",
    email: "sari@uji.contoh.go.id",
    organisasi: "Badan Uji, Tbk",
  };
  beforeAll(async () => {
    database = await createTestDatabase();
    const organisasi = await database.db.organisasi.create({ data: { kode: "UJI", nama: "Badan Uji" } });
    const user = await database.db.pengguna.create({
      data: {
        email: signer.email,
        namaLengkap: signer.namaLengkap,
        peran: "PEMERIKSA",
        organisasiId: organisasi.id,
        passwordHash: "-",
      },
    });
    signer.id = user.id;
  });
  afterAll(() => database.close());

  it("keeps private keys encrypted: the right secret opens them, another does not", () => {
    const sealed = encryptPrivateKey("-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----\n", SECRET);
    expect(sealed).not.toContain("PRIVATE KEY");
    expect(decryptPrivateKey(sealed, SECRET)).toContain("abc");
    expect(() => decryptPrivateKey(sealed, `${SECRET}x`)).toThrow(/SIGNING_SECRET/);
  });

  it("creates one CA and issues signer certificates that chain to it", async () => {
    const ca = await certificateAuthority(database.db, SECRET);
    expect((await certificateAuthority(database.db, SECRET)).id).toBe(ca.id);
    const caCert = new X509Certificate(ca.sertifikatPem);
    expect(caCert.ca).toBe(true);
    const issued = await signerCertificate(database.db, SECRET, signer);
    expect((await signerCertificate(database.db, SECRET, signer)).id).toBe(issued.id);
    const cert = new X509Certificate(issued.sertifikatPem);
    expect(cert.ca).toBe(false);
    expect(cert.checkIssued(caCert)).toBe(true);
    expect(cert.verify(caCert.publicKey)).toBe(true);
    // Commas in names are escaped, not read as new attributes.
    expect(cert.subject.split("\n")).toEqual([
      "CN=Dr. Sari Rahayu\\, M.Sc.",
      "O=Badan Uji\\, Tbk",
      `emailAddress=${signer.email}`,
    ]);
    expect(issued.kunciPrivat).not.toContain("PRIVATE KEY");
  });

  it("verifies a signature only unaltered, by a certificate of the CA, within its validity", async () => {
    const ca = await certificateAuthority(database.db, SECRET);
    const issued = await signerCertificate(database.db, SECRET, signer);
    const signature = signHash(issued, SECRET, HASH);
    const now = new Date();
    expect(verifyHashSignature(issued.sertifikatPem, ca.sertifikatPem, HASH, signature, now)).toBe(true);
    expect(verifyHashSignature(issued.sertifikatPem, ca.sertifikatPem, "cd".repeat(32), signature, now)).toBe(
      false,
    );
    const flipped = Buffer.from(signature, "base64");
    flipped[10] = (flipped[10] as number) ^ 0x01;
    expect(
      verifyHashSignature(issued.sertifikatPem, ca.sertifikatPem, HASH, flipped.toString("base64"), now),
    ).toBe(false);
    expect(
      verifyHashSignature(issued.sertifikatPem, ca.sertifikatPem, HASH, signature, new Date("2000-01-01")),
    ).toBe(false);
    // A certificate is not its own authority.
    expect(verifyHashSignature(issued.sertifikatPem, issued.sertifikatPem, HASH, signature, now)).toBe(false);
  });

  it("keeps the active CA when storing an imported one fails between its two writes", async () => {
    const password = "rahasia-p12";
    const before = await certificateAuthority(database.db, SECRET);
    // A real failure of the second write (the insert), after the first retired the old rows.
    await database.sql.exec(`CREATE FUNCTION simpul_test_refuse() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'disk penuh'; END $$;
      CREATE TRIGGER simpul_test_refuse BEFORE INSERT ON "Sertifikat"
        FOR EACH ROW EXECUTE FUNCTION simpul_test_refuse();`);
    try {
      await expect(
        importCertificateAuthority(database.db, SECRET, pkcs12File(password), password),
      ).rejects.toThrow();
    } finally {
      await database.sql.exec(
        `DROP TRIGGER simpul_test_refuse ON "Sertifikat"; DROP FUNCTION simpul_test_refuse();`,
      );
    }
    expect((await database.db.sertifikat.findUniqueOrThrow({ where: { id: before.id } })).aktif).toBe(true);
    expect((await certificateAuthority(database.db, SECRET)).id).toBe(before.id);
  });

  it("imports an existing CA from PKCS#12 and issues new signer certificates from it", async () => {
    const password = "rahasia-p12";
    await expect(
      importCertificateAuthority(database.db, SECRET, pkcs12File(password), "salah"),
    ).rejects.toMatchObject({
      code: "VALIDATION_FAILED",
    });
    await expect(
      importCertificateAuthority(database.db, SECRET, pkcs12File(password, { ca: false }), password),
    ).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    const before = await certificateAuthority(database.db, SECRET);
    const imported = await importCertificateAuthority(database.db, SECRET, pkcs12File(password), password);
    expect(imported.subjek).toContain("CA Kementerian Uji");
    expect((await certificateAuthority(database.db, SECRET)).id).toBe(imported.id);
    expect((await database.db.sertifikat.findUniqueOrThrow({ where: { id: before.id } })).aktif).toBe(false);

    const issued = await signerCertificate(database.db, SECRET, signer);
    expect(
      new X509Certificate(issued.sertifikatPem).checkIssued(new X509Certificate(imported.sertifikatPem)),
    ).toBe(true);
    const signature = signHash(issued, SECRET, HASH);
    expect(
      verifyHashSignature(issued.sertifikatPem, imported.sertifikatPem, HASH, signature, new Date()),
    ).toBe(true);
    expect(verifyHashSignature(issued.sertifikatPem, before.sertifikatPem, HASH, signature, new Date())).toBe(
      false,
    );
  }, 60_000);
});
