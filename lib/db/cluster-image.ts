import {
  closeSync,
  existsSync,
  fstatSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { writeAtomically } from "../write-atomically";

// A new embedded database starts from an image of an empty cluster instead of running
// PGlite's initdb. initdb runs a second PostgreSQL in the process and copies its whole memory:
// `npm run db:migrate` on a new data directory peaked at 639–660 MB with it, against 194–220 MB
// with the image unpacked into the directory first (the same cluster: initdb's output, shut
// down). `npm ci` saves the image (scripts/save-cluster-image.ts, the postinstall step) under
// node_modules, named after the PGlite version that wrote it, so an upgrade of PGlite makes a new
// one; without it a new database runs initdb as before. The image is an uncompressed tar
// (39 MB), unpacked here a block at a time: PGlite's own loader holds it in memory two and three
// times over (318–344 MB for the same command, given a Blob backed by the file; more than
// initdb in `npm start`'s first start, given it gzipped in memory). A database in memory (the
// tests) is loaded by PGlite from that Blob.

const IMAGE_FOLDER = path.join("node_modules", ".cache", "simpul");
const IMAGE_NAME = /^pglite-.+-cluster\.tar$/;
const BLOCK = 512;

function pgliteVersion(root: string): string | null {
  try {
    const file = path.join(root, "node_modules", "@electric-sql", "pglite", "package.json");
    return (JSON.parse(readFileSync(file, "utf8")) as { version?: string }).version ?? null;
  } catch {
    return null;
  }
}

/** Where this installation keeps the empty cluster's image (null: PGlite's version unknown). */
export function clusterImageFile(root = process.cwd()): string | null {
  const version = pgliteVersion(root);
  return version ? path.join(root, IMAGE_FOLDER, `pglite-${version}-cluster.tar`) : null;
}

/**
 * Unpacks the image in `file` into the directory `dir` (empty or missing) and says whether it
 * did: not when there is none or it is damaged (checked whole first). Unpacked beside it, then
 * renamed, so that a process stopped halfway leaves no half cluster where a database is looked
 * for. Copied a block at a time: PGlite's own loader (`loadDataDir`) holds the archive in memory
 * two and three times over.
 */
export function unpackClusterImage(file: string | null, dir: string): boolean {
  if (!file || !existsSync(file)) return false;
  const entries = checkedEntries(file);
  if (!entries) return false;
  const unpacking = `${dir}.unpacking-${process.pid}`;
  rmSync(unpacking, { recursive: true, force: true });
  const fd = openSync(file, "r");
  try {
    const chunk = Buffer.alloc(64 * 1024);
    for (const entry of entries) {
      const target = path.join(unpacking, entry.name);
      if (entry.type === "5") {
        mkdirSync(target, { recursive: true, mode: entry.mode });
        continue;
      }
      mkdirSync(path.dirname(target), { recursive: true });
      const out = openSync(target, "w", entry.mode);
      try {
        for (let done = 0; done < entry.size; ) {
          const read = readSync(fd, chunk, 0, Math.min(chunk.length, entry.size - done), entry.offset + done);
          writeSync(out, chunk, 0, read);
          done += read;
        }
      } finally {
        closeSync(out);
      }
    }
  } finally {
    closeSync(fd);
  }
  if (existsSync(dir)) rmdirSync(dir); // empty: refused otherwise
  renameSync(unpacking, dir);
  return true;
}

/**
 * The image in `file` for a database in memory, or undefined when there is none or it is
 * damaged. Checked here: given a damaged one, PGlite tries it as gzip and reports the failure
 * outside the promise that opens the database, where it would end the process.
 */
export async function readClusterImage(file: string | null): Promise<Blob | undefined> {
  if (!file || !existsSync(file) || !checkedEntries(file)) return undefined;
  return openAsBlob(file);
}

/**
 * Runs initdb once, in a temporary directory, and saves the cluster to `file` (atomically: a
 * reader never sees half an image); images of other PGlite versions in the folder go. The cluster is shut down before it is packed: one packed while running (PGlite's
 * dumpDataDir) starts with crash recovery, whose progress timer then kept every process that
 * opened it from ending.
 */
export async function saveClusterImage(file: string): Promise<void> {
  const cluster = mkdtempSync(path.join(tmpdir(), "simpul-cluster-"));
  try {
    const pglite = new PGlite(cluster);
    await pglite.waitReady;
    await pglite.close();
    await writeAtomically(file, tarOf(cluster));
    const folder = path.dirname(file);
    for (const other of readdirSync(folder)) {
      if (IMAGE_NAME.test(other) && other !== path.basename(file))
        rmSync(path.join(folder, other), { force: true });
    }
  } finally {
    rmSync(cluster, { recursive: true, force: true });
  }
}

/** A ustar archive of `root`'s folders and files, named from the root as PGlite names them ("/base/1/…"). */
function tarOf(root: string): Buffer {
  const blocks: Buffer[] = [];
  const header = (name: string, mode: number, size: number, type: "0" | "5") => {
    const block = Buffer.alloc(BLOCK);
    block.write(name, 0, 100, "utf8");
    block.write(`${(mode & 0o7777).toString(8).padStart(7, "0")}\0`, 100);
    block.write("0000000\0", 108); // uid
    block.write("0000000\0", 116); // gid
    block.write(`${size.toString(8).padStart(11, "0")}\0`, 124);
    block.write(
      `${Math.floor(Date.now() / 1000)
        .toString(8)
        .padStart(11, "0")}\0`,
      136,
    );
    block.write(type, 156);
    block.write("ustar\u000000", 257);
    block.write(`${checksum(block).toString(8).padStart(6, "0")}\0 `, 148);
    blocks.push(block);
  };
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      const name = `/${path.relative(root, full).split(path.sep).join("/")}`;
      if (Buffer.byteLength(name) > 100) throw new Error(`${name}: too long a name for the cluster image`);
      if (entry.isDirectory()) {
        header(name, statSync(full).mode, 0, "5");
        walk(full);
      } else if (entry.isFile() && entry.name !== "postmaster.pid") {
        const content = readFileSync(full);
        header(name, statSync(full).mode, content.length, "0");
        blocks.push(content, Buffer.alloc((BLOCK - (content.length % BLOCK)) % BLOCK));
      }
    }
  };
  walk(root);
  blocks.push(Buffer.alloc(2 * BLOCK)); // the end: two empty blocks
  return Buffer.concat(blocks);
}

interface TarEntry {
  name: string;
  type: "0" | "5";
  mode: number;
  size: number;
  /** Where the content starts in the file. */
  offset: number;
}

/** The image's files and folders, or null with a warning when it is damaged (readEntries). */
function checkedEntries(file: string): TarEntry[] | null {
  const read = readEntries(file);
  if ("entries" in read) return read.entries;
  process.emitWarning(
    `The embedded database's cluster image ${file} is damaged (${read.damaged}); running initdb`,
  );
  return null;
}

/** Whether `file` holds a whole image (the save step replaces one that does not). */
export const isWholeClusterImage = (file: string) => existsSync(file) && "entries" in readEntries(file);

/**
 * The image's files and folders, or why it is damaged: a header's checksum wrong, an entry past
 * the file's end, no end marker, a name that leaves the directory, an entry of another kind than
 * a file or folder (the image is ours: it has no others), no PG_VERSION.
 */
function readEntries(file: string): { entries: TarEntry[] } | { damaged: string } {
  const damaged = (reason: string) => ({ damaged: reason });
  const fd = openSync(file, "r");
  try {
    const size = fstatSync(fd).size;
    const header = Buffer.alloc(BLOCK);
    const entries: TarEntry[] = [];
    for (let offset = 0; offset + BLOCK <= size; ) {
      readSync(fd, header, 0, BLOCK, offset);
      if (header.every((byte) => byte === 0))
        return entries.some((entry) => entry.name.replace(/^\//, "") === "PG_VERSION")
          ? { entries }
          : damaged("not a cluster: no PG_VERSION");
      if (checksum(header) !== Number.parseInt(header.toString("latin1", 148, 156).trim(), 8))
        return damaged(`a header's checksum is wrong at byte ${offset}`);
      const field = (start: number, end: number) => header.toString("utf8", start, end).replace(/\0.*$/s, "");
      const name = field(0, 100);
      const type = field(156, 157);
      const entrySize = Number.parseInt(field(124, 136).trim() || "0", 8);
      if (name.split("/").includes("..") || (type !== "0" && type !== "5"))
        return damaged(`an entry ${name}`);
      const start = offset + BLOCK;
      offset = start + Math.ceil(entrySize / BLOCK) * BLOCK;
      if (offset > size) return damaged("cut short");
      entries.push({
        name,
        type,
        mode: Number.parseInt(field(100, 108).trim(), 8),
        size: entrySize,
        offset: start,
      });
    }
    return damaged("no end marker");
  } finally {
    closeSync(fd);
  }
}

/** A header's checksum: its bytes summed with the checksum's own field (148–155) read as spaces. */
function checksum(header: Buffer): number {
  let sum = 8 * 0x20;
  for (let i = 0; i < BLOCK; i++) if (i < 148 || i >= 156) sum += header[i] as number;
  return sum;
}
