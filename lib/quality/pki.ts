import "reflect-metadata";
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  randomBytes,
  sign,
  verify,
  webcrypto,
  X509Certificate,
} from "node:crypto";
import * as x509 from "@peculiar/x509";
import forge from "node-forge";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { AppError } from "../errors";

// The deployment's own signing PKI. At setup Simpul creates a certificate authority (ECDSA
// P-256, 10 years) unless one was imported from PKCS#12; each signer gets a certificate issued
// by it (2 years) at their first signature. Private keys are stored encrypted with AES-256-GCM
// under a key derived from SIGNING_SECRET. A document is signed over its SHA-256 hash
// (signed-content.ts) and verified against the signer certificate, which must chain to the
// active CA and have been valid when the document was signed.

x509.cryptoProvider.set(webcrypto as Crypto);

type Db = Pick<Prisma.TransactionClient, "sertifikat">;

const EC = { name: "ECDSA", namedCurve: "P-256", hash: "SHA-256" } as const;
const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** AES-256-GCM key from the signing secret. */
const keyFrom = (secret: string) => createHash("sha256").update(`simpul-signing-key:${secret}`).digest();

export function encryptPrivateKey(pem: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secret), iv);
  const body = Buffer.concat([cipher.update(pem, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

export function decryptPrivateKey(sealed: string, secret: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", keyFrom(secret), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    throw new AppError(
      "INTERNAL",
      "Kunci tanda tangan tidak dapat dibuka: SIGNING_SECRET berubah? / signing key cannot be opened (SIGNING_SECRET changed?)",
      {},
    );
  }
}

const startOfValidity = (now: Date, notBefore?: Date) =>
  new Date(Math.min(now.getTime() - 60_000, notBefore?.getTime() ?? Number.POSITIVE_INFINITY));

const serialNumber = () => {
  const bytes = randomBytes(16);
  bytes[0] = (bytes[0] as number) & 0x7f; // positive
  return bytes.toString("hex");
};

async function exportPkcs8Pem(key: CryptoKey): Promise<string> {
  const der = Buffer.from(await webcrypto.subtle.exportKey("pkcs8", key));
  return `-----BEGIN PRIVATE KEY-----\n${der.toString("base64").replace(/.{64}/g, "$&\n").trimEnd()}\n-----END PRIVATE KEY-----\n`;
}

async function importPkcs8Pem(pem: string): Promise<CryptoKey> {
  const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ""), "base64");
  // Node's CryptoKey type lists newer key usages than the DOM one @peculiar/x509 takes: same object.
  return (await webcrypto.subtle.importKey("pkcs8", der, EC, false, ["sign"])) as CryptoKey;
}

export interface StoredCertificate {
  id: string;
  sertifikatPem: string;
  kunciPrivat: string;
  subjek: string;
  serial: string;
  berlakuDari: Date;
  berlakuHingga: Date;
}

const certificateFields = (cert: X509Certificate) => ({
  serial: cert.serialNumber.toLowerCase(),
  subjek: cert.subject.replace(/\n/g, ", "),
  berlakuDari: new Date(cert.validFrom),
  berlakuHingga: new Date(cert.validTo),
});

/**
 * The active CA, created on first use. `notBefore`: the start of its validity when earlier
 * than now (the demo seed signs documents dated in the past).
 */
export async function certificateAuthority(
  db: Db,
  secret: string,
  { name = "Simpul", notBefore }: { name?: string; notBefore?: Date } = {},
): Promise<StoredCertificate> {
  const active = await db.sertifikat.findFirst({
    where: { jenis: "CA", aktif: true },
    orderBy: { createdAt: "desc" },
  });
  if (active) return active;
  const keys = (await webcrypto.subtle.generateKey(EC, true, ["sign", "verify"])) as CryptoKeyPair;
  const now = new Date();
  const cert = await x509.X509CertificateGenerator.createSelfSigned({
    serialNumber: serialNumber(),
    name: `CN=${name} Certificate Authority, O=${name}`,
    notBefore: startOfValidity(now, notBefore),
    notAfter: new Date(now.getTime() + 10 * YEAR_MS),
    signingAlgorithm: EC,
    keys,
    extensions: [
      new x509.BasicConstraintsExtension(true, 0, true),
      new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
    ],
  });
  const pem = cert.toString("pem");
  return db.sertifikat.create({
    data: {
      jenis: "CA",
      sertifikatPem: pem,
      kunciPrivat: encryptPrivateKey(await exportPkcs8Pem(keys.privateKey), secret),
      ...certificateFields(new X509Certificate(pem)),
    },
  });
}

/**
 * The signer's active certificate, issued by the CA on first use (or after it expired). Writes
 * two rows (retires the old certificate, stores the new): call it inside a transaction, as
 * sign-document.ts and the seed do.
 */
export async function signerCertificate(
  db: Db,
  secret: string,
  signer: { id: string; namaLengkap: string; email: string; organisasi: string },
  { notBefore }: { notBefore?: Date } = {},
): Promise<StoredCertificate> {
  const now = new Date();
  const active = await db.sertifikat.findFirst({
    where: { jenis: "PENANDATANGAN", penggunaId: signer.id, aktif: true, berlakuHingga: { gt: now } },
    orderBy: { createdAt: "desc" },
  });
  if (active) return active;
  const ca = await certificateAuthority(db, secret, { notBefore });
  const caCert = new x509.X509Certificate(ca.sertifikatPem);
  const keys = (await webcrypto.subtle.generateKey(EC, true, ["sign", "verify"])) as CryptoKeyPair;
  const escapeDn = (text: string) => text.replace(/[,+"\\<>;=]/g, (c) => `\\${c}`);
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: serialNumber(),
    subject: `CN=${escapeDn(signer.namaLengkap)}, O=${escapeDn(signer.organisasi)}, E=${escapeDn(signer.email)}`,
    issuer: caCert.subject,
    notBefore: new Date(
      Math.max(startOfValidity(now, notBefore).getTime(), new Date(ca.berlakuDari).getTime()),
    ),
    notAfter: new Date(Math.min(now.getTime() + 2 * YEAR_MS, new Date(ca.berlakuHingga).getTime())),
    signingAlgorithm: EC,
    publicKey: keys.publicKey,
    signingKey: await caSigningKey(ca, secret),
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
    ],
  });
  const pem = cert.toString("pem");
  await db.sertifikat.updateMany({ where: { penggunaId: signer.id, aktif: true }, data: { aktif: false } });
  return db.sertifikat.create({
    data: {
      jenis: "PENANDATANGAN",
      penggunaId: signer.id,
      sertifikatPem: pem,
      kunciPrivat: encryptPrivateKey(await exportPkcs8Pem(keys.privateKey), secret),
      ...certificateFields(new X509Certificate(pem)),
    },
  });
}

/** The CA's key as WebCrypto wants it (EC created here, or RSA imported from PKCS#12). */
async function caSigningKey(ca: StoredCertificate, secret: string): Promise<CryptoKey> {
  const pem = decryptPrivateKey(ca.kunciPrivat, secret);
  const cert = new X509Certificate(ca.sertifikatPem);
  if (cert.publicKey.asymmetricKeyType === "rsa") {
    const der = Buffer.from(pem.replace(/-----[^-]+-----|\s/g, ""), "base64");
    return (await webcrypto.subtle.importKey(
      "pkcs8",
      der,
      { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" },
      false,
      ["sign"],
    )) as CryptoKey;
  }
  return importPkcs8Pem(pem);
}

/**
 * Makes a certificate authority from a PKCS#12 file (certificate with its private key, as
 * exported by an existing CA) the active one; signers get new certificates from it.
 */
export async function importCertificateAuthority(
  db: Pick<PrismaClient, "$transaction">,
  secret: string,
  pkcs12: Uint8Array,
  password: string,
): Promise<StoredCertificate> {
  let certPem: string;
  let keyPem: string;
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.binary.raw.encode(pkcs12)),
      password,
    );
    const oids = forge.pki.oids as Record<string, string>;
    const bag = (type: string) => p12.getBags({ bagType: type })[type]?.[0];
    const keyBag = bag(oids.pkcs8ShroudedKeyBag as string) ?? bag(oids.keyBag as string);
    const certBag = bag(oids.certBag as string);
    if (!keyBag?.key || !certBag?.cert) throw new Error("no key or certificate");
    certPem = forge.pki.certificateToPem(certBag.cert);
    keyPem = forge.pki.privateKeyInfoToPem(
      forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keyBag.key)),
    );
  } catch (error) {
    throw new AppError(
      "VALIDATION_FAILED",
      "Berkas PKCS#12 tidak dapat dibaca (kata sandi salah atau bukan sertifikat RSA dengan kuncinya) / cannot read the PKCS#12 file",
      { reason: (error as Error).message },
    );
  }
  const cert = new X509Certificate(certPem);
  if (!cert.ca) {
    throw new AppError("VALIDATION_FAILED", "Sertifikat itu bukan CA / the certificate is not a CA", {});
  }
  // One transaction: were the insert to fail after the old certificates were retired, no CA
  // would be active and the next signature would silently create a new one.
  return db.$transaction(async (tx) => {
    await tx.sertifikat.updateMany({ where: { aktif: true }, data: { aktif: false } });
    return tx.sertifikat.create({
      data: {
        jenis: "CA",
        sertifikatPem: certPem,
        kunciPrivat: encryptPrivateKey(keyPem, secret),
        ...certificateFields(cert),
      },
    });
  });
}

/** Signs a SHA-256 hash (hex) with the certificate's key; base64 signature. */
export function signHash(certificate: StoredCertificate, secret: string, hashHex: string): string {
  return sign(
    "sha256",
    Buffer.from(hashHex, "hex"),
    decryptPrivateKey(certificate.kunciPrivat, secret),
  ).toString("base64");
}

/**
 * Whether the signature over the hash was made with the signer certificate, that certificate
 * was issued by the CA, and both were valid at the signing time.
 */
export function verifyHashSignature(
  signerPem: string,
  caPem: string,
  hashHex: string,
  signatureBase64: string,
  signedAt: Date,
): boolean {
  try {
    const signer = new X509Certificate(signerPem);
    const ca = new X509Certificate(caPem);
    const within = (cert: X509Certificate) =>
      new Date(cert.validFrom) <= signedAt && signedAt <= new Date(cert.validTo);
    return (
      signer.checkIssued(ca) &&
      signer.verify(ca.publicKey) &&
      within(signer) &&
      within(ca) &&
      verify("sha256", Buffer.from(hashHex, "hex"), signer.publicKey, Buffer.from(signatureBase64, "base64"))
    );
  } catch {
    return false;
  }
}

/** Issuer, subject and serial of a PEM certificate, for documents and certificates. */
export function describeCertificate(pem: string): { subject: string; issuer: string; serial: string } {
  const cert = new X509Certificate(pem);
  return {
    subject: cert.subject.replace(/\n/g, ", "),
    issuer: cert.issuer.replace(/\n/g, ", "),
    serial: cert.serialNumber,
  };
}
