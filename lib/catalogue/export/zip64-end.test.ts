import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strToU8, unzipSync, Zip, ZipPassThrough } from "fflate";
import { describe, expect, it } from "vitest";
import { withZip64End } from "./zip64-end";

/** A zip streamed by fflate's Zip, its last chunk passed through withZip64End. */
function streamedZip(count: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk, final) => {
    if (error) throw error;
    chunks.push(final ? withZip64End(chunk, count) : chunk);
  });
  for (let i = 0; i < count; i++) {
    const file = new ZipPassThrough(`r/${i}.xml`);
    zip.add(file);
    file.push(strToU8(String(i)), true);
  }
  zip.end();
  return Buffer.concat(chunks);
}

describe("withZip64End", () => {
  it("keeps small zips as fflate writes them", () => {
    const zip = streamedZip(3);
    expect(Object.keys(unzipSync(zip))).toEqual(["r/0.xml", "r/1.xml", "r/2.xml"]);
  });

  it("lets 70,000 entries read back as 70,000 (fflate alone gives 70,000 mod 65,536)", () => {
    const zip = streamedZip(70_000);
    const files = unzipSync(zip);
    expect(Object.keys(files)).toHaveLength(70_000);
    expect(new TextDecoder().decode(files["r/69999.xml"])).toBe("69999");
    // Another reader agrees (Info-ZIP's, where installed).
    const dir = mkdtempSync(path.join(tmpdir(), "zip64-"));
    try {
      writeFileSync(path.join(dir, "a.zip"), zip);
      const list = spawnSync("unzip", ["-Z1", path.join(dir, "a.zip")], {
        encoding: "utf8",
        maxBuffer: 1 << 24,
      });
      if (!list.error) expect(list.stdout.trim().split("\n")).toHaveLength(70_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
