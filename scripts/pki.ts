// npm run pki -- show | import-ca <ca.p12> [--password-file FILE]
// The deployment's signing PKI (lib/quality/pki.ts): shows the active CA, or makes an existing CA
// from a PKCS#12 file (RSA certificate with its key) the active one, so that new signer
// certificates come from it. The password comes from --password-file or standard input, never
// from the command line (where ps would show it).
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { getDb } from "../lib/db/client";
import { resolveSigningSecret } from "../lib/env";
import { certificateAuthority, describeCertificate, importCertificateAuthority } from "../lib/quality/pki";
import { migrateConfiguredDatabase, runCommand } from "./cli";

const USAGE = "Usage: npm run pki -- show | import-ca <ca.p12> [--password-file FILE]";

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "password-file": { type: "string" } },
  });
  const [command, file] = positionals;
  if (!(command === "show" || (command === "import-ca" && file))) {
    console.error(USAGE);
    return 2;
  }
  await migrateConfiguredDatabase();
  const db = await getDb();
  const secret = resolveSigningSecret();
  if (command === "import-ca") {
    const passwordFile = values["password-file"];
    const password = passwordFile ? await readFile(passwordFile, "utf8") : await readStdin();
    await importCertificateAuthority(
      db,
      secret,
      await readFile(file as string),
      password.replace(/\r?\n$/, ""),
    );
  }
  const ca = await certificateAuthority(db, secret);
  const described = describeCertificate(ca.sertifikatPem);
  console.log(
    `CA aktif / active CA: ${described.subject}\n  serial ${described.serial}, berlaku / valid ${ca.berlakuDari.toISOString()} – ${ca.berlakuHingga.toISOString()}`,
  );
  return 0;
}

await runCommand(main);
