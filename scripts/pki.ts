// npm run pki -- show | import-ca <ca.p12> [--password-file FILE]
// The deployment's signing PKI (lib/quality/pki.ts): shows the active CA, or makes an existing CA
// from a PKCS#12 file (RSA certificate with its key) the active one, so that new signer
// certificates come from it. The password comes from --password-file or standard input, never
// from the command line (where ps would show it).
import "./load-settings"; // first: the .env files, before anything reads the environment
import { readFile } from "node:fs/promises";
import { getDb } from "../lib/db/client";
import { resolveSigningSecret } from "../lib/env";
import { certificateAuthority, describeCertificate, importCertificateAuthority } from "../lib/quality/pki";
import { migrateConfiguredDatabase, runCommand } from "./cli";
import { readCommandLine, usageError } from "./command-line";

const COMMAND = {
  usage: "Usage: npm run pki -- show | import-ca <ca.p12> [--password-file FILE]",
  help: `
The signing PKI of the quality documents.

  show                    prints the active certificate authority (creates one when there is none)
  import-ca FILE          makes the CA in a PKCS#12 file (an RSA certificate with its key) the
                          active one; new signer certificates come from it
  --password-file FILE    the PKCS#12 password; without it, it is read from standard input
                          (never from the command line, where ps would show it)

Examples:
  npm run pki -- show
  npm run pki -- import-ca ca-instansi.p12 --password-file ./ca-password.txt`,
  options: { "password-file": { type: "string" } },
  positionals: true,
} as const;

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return "";
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function main(): Promise<number> {
  const { values, positionals } = readCommandLine(COMMAND);
  const [command, file] = positionals;
  if (!(command === "show" || (command === "import-ca" && file)))
    usageError(
      COMMAND.usage,
      command ? `Unknown or incomplete command: ${positionals.join(" ")}` : "No command given.",
    );
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
