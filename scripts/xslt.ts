// npm run xslt -- set <stylesheet.xsl> [--pengguna EMAIL] | remove [--pengguna EMAIL] | show
// Manages the administrator's XSLT stylesheet behind GET /api/public/metadata/{id}/xml?format=xslt
// (also PUT/GET/DELETE /api/admin/xslt; the editor page comes later). The stylesheet is checked and
// tried on a sample record before it is stored.
import "./load-settings"; // first: the .env files, before anything reads the environment
import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  getExportStylesheet,
  removeExportStylesheet,
  setExportStylesheet,
} from "../lib/catalogue/export/export-stylesheet";
import { resolveImportContext } from "../lib/catalogue/import/import-context";
import { migrateConfiguredDatabase, runCommand } from "./cli";
import { readCommandLine, usageError } from "./command-line";

const COMMAND = {
  usage: "Usage: npm run xslt -- set <stylesheet.xsl> | remove | show   [--pengguna EMAIL]",
  help: `
Manages the administrator's XSLT stylesheet behind GET /api/public/metadata/{id}/xml?format=xslt.
A stylesheet is checked and tried on a sample record before it is stored.

  set FILE            stores FILE as the stylesheet
  remove              removes it (format=xslt then answers 404)
  show                prints the stored stylesheet
  --pengguna EMAIL    the administrator recorded as changing it (default: the first one)

Examples:
  npm run xslt -- set ./ke-html.xsl --pengguna admin@contoh.go.id
  npm run xslt -- show`,
  options: { pengguna: { type: "string" } },
  positionals: true,
} as const;

async function main(): Promise<number> {
  const { values, positionals } = readCommandLine(COMMAND);
  const [command, file] = positionals;
  if (!(command === "show" || command === "remove" || (command === "set" && file)))
    usageError(
      COMMAND.usage,
      command ? `Unknown or incomplete command: ${positionals.join(" ")}` : "No command given.",
    );
  await migrateConfiguredDatabase();
  if (command === "show") {
    const current = await getExportStylesheet();
    console.log(
      current
        ? `${current.nama} (${current.updatedAt.toISOString()})\n${current.isi}`
        : "Belum ada stylesheet / none configured",
    );
    return 0;
  }
  const { actor } = await resolveImportContext({ email: values.pengguna });
  if (command === "remove") {
    console.log(
      (await removeExportStylesheet(actor))
        ? "Stylesheet dihapus / removed"
        : "Belum ada stylesheet / none configured",
    );
    return 0;
  }
  const stored = await setExportStylesheet(actor, {
    nama: path.basename(file as string),
    isi: await readFile(file as string, "utf8"),
  });
  console.log(`Stylesheet ${stored.nama} disimpan / stored; format=xslt memakainya / is now used.`);
  return 0;
}

await runCommand(main);
