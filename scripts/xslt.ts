// npm run xslt -- set <stylesheet.xsl> [--pengguna EMAIL] | remove [--pengguna EMAIL] | show
// Manages the administrator's XSLT stylesheet behind GET /api/public/metadata/{id}/xml?format=xslt
// (also PUT/GET/DELETE /api/admin/xslt; the editor page comes later). The stylesheet is checked and
// tried on a sample record before it is stored.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  getExportStylesheet,
  removeExportStylesheet,
  setExportStylesheet,
} from "../lib/catalogue/export-stylesheet";
import { resolveImportContext } from "../lib/catalogue/import-context";
import { migrateConfiguredDatabase, runCommand } from "./cli";

const USAGE =
  "Usage: npm run xslt -- set <stylesheet.xsl> | remove | show   [--pengguna EMAIL of an administrator]";

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { pengguna: { type: "string" } },
  });
  const [command, file] = positionals;
  if (!(command === "show" || command === "remove" || (command === "set" && file))) {
    console.error(USAGE);
    return 2;
  }
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
