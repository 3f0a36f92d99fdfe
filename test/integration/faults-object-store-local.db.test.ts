import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { vi } from "vitest";
import { describeUploadFaults } from "@/test/support/upload-faults";

// The local object store (DATA_DIR/objects) made unusable by a file where its folder should
// be: unlike chmod, this stops writes also when the tests run as root.

const dataDir = await vi.hoisted(async () => {
  const { mkdtempSync } = await import("node:fs");
  const { tmpdir } = await import("node:os");
  const folder = mkdtempSync(`${tmpdir()}/simpul-faults-local-`);
  process.env.DATA_DIR = folder; // read once by getEnv(), before any test module asks
  process.env.S3_ENDPOINT = "";
  process.env.S3_BUCKET = "";
  return folder;
});

const objects = path.join(dataDir, "objects");
const aside = path.join(dataDir, "objects-aside");

describeUploadFaults({
  name: "local",
  async breakStore() {
    await mkdir(objects, { recursive: true });
    await rename(objects, aside);
    await writeFile(objects, "not a folder");
  },
  async repairStore() {
    await rm(objects, { force: true });
    await rename(aside, objects);
  },
  async listObjects() {
    const entries = await readdir(objects, { recursive: true, withFileTypes: true }).catch(() => []);
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path.relative(objects, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
      )
      .sort();
  },
});
