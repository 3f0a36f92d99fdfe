import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fakeS3 } from "@/test/support/fake-s3";
import { freePort } from "@/test/support/net";
import { createObjectStore, type ObjectStoreSettings } from "./object-store";

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | null) => (data === null ? null : new TextDecoder().decode(data));

const localSettings = (dataDir: string): ObjectStoreSettings => ({ dataDir, S3_REGION: "us-east-1" });

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(folder, path.join(e.parentPath, e.name)))
    .sort();
}

describe("local object store", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "simpul-objects-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("stores, replaces, reads and deletes objects under DATA_DIR/objects", async () => {
    const store = createObjectStore(localSettings(dataDir));
    await store.putObject("kualitas/rekaman-1/qc.pdf", bytes("versi 1"), "application/pdf");
    await store.putObject("kualitas/rekaman-1/qc.pdf", bytes("versi 2"), "application/pdf");
    expect(text(await store.getObject("kualitas/rekaman-1/qc.pdf"))).toBe("versi 2");
    expect(await listFiles(path.join(dataDir, "objects"))).toEqual([
      path.join("kualitas", "rekaman-1", "qc.pdf"),
    ]);
    await store.deleteObject("kualitas/rekaman-1/qc.pdf");
    expect(await store.getObject("kualitas/rekaman-1/qc.pdf")).toBeNull();
    await store.deleteObject("kualitas/rekaman-1/qc.pdf"); // already gone: no error
    expect(await store.getObject("tidak/ada.pdf")).toBeNull();
    expect(await store.getObject("kualitas")).toBeNull(); // a folder is not an object
  });

  it("never shows a half-written object, even with concurrent writers", async () => {
    const store = createObjectStore(localSettings(dataDir));
    const big = (fill: number) => new Uint8Array(4 * 1024 * 1024).fill(fill);
    await Promise.all(
      [1, 2, 3, 4].map((n) => store.putObject("besar.bin", big(n), "application/octet-stream")),
    );
    const stored = (await store.getObject("besar.bin")) as Uint8Array;
    expect(stored.length).toBe(4 * 1024 * 1024);
    expect(new Set(stored).size).toBe(1); // one writer's bytes, whole
    expect((await readdir(path.join(dataDir, "objects"))).filter((name) => name.endsWith(".tmp"))).toEqual(
      [],
    );
  });

  it("refuses keys that could leave the folder or collide with temporary files", async () => {
    const store = createObjectStore(localSettings(dataDir));
    for (const key of [
      "",
      "/etc/passwd",
      "../luar.txt",
      "a/../../luar.txt",
      "a//b",
      "./a",
      ".tersembunyi",
      "a\\b",
      "a\u0000b",
    ]) {
      await expect(store.putObject(key, bytes("x"), "text/plain"), JSON.stringify(key)).rejects.toMatchObject(
        {
          code: "VALIDATION_FAILED",
        },
      );
      await expect(store.getObject(key)).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    }
    await expect(store.getObject("x".repeat(1025))).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
    expect(await readdir(dataDir)).toEqual(["objects"]);
  });

  it("is connected when the folder can be written, and says why not otherwise", async () => {
    expect(await createObjectStore(localSettings(dataDir)).checkObjectStore()).toEqual({
      connected: true,
      detail: expect.stringContaining(path.join(dataDir, "objects")),
    });
    const notAFolder = path.join(dataDir, "berkas-biasa");
    await writeFile(notAFolder, "not a folder");
    const status = await createObjectStore(localSettings(notAFolder)).checkObjectStore();
    expect(status.connected).toBe(false);
    expect(status.detail).toMatch(/ENOTDIR|EEXIST/);
  });
});

describe("S3 object store (against a loopback S3 look-alike)", () => {
  const s3 = fakeS3("simpul");
  let endpoint: string;
  const settings = (bucket: string, at = endpoint): ObjectStoreSettings => ({
    dataDir: "/nonexistent",
    S3_ENDPOINT: at,
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ACCESS_KEY_ID: "simpulkey",
    S3_SECRET_ACCESS_KEY: "rahasia-sekali",
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, "127.0.0.1", resolve));
    endpoint = `http://127.0.0.1:${(s3.server.address() as { port: number }).port}`;
  });
  afterAll(() => new Promise((resolve) => s3.server.close(resolve)));

  it("puts, gets and deletes with signed path-style requests", async () => {
    const store = createObjectStore(settings("simpul"));
    await store.putObject("kualitas/rekaman 1/qc.pdf", bytes("%PDF-1.7"), "application/pdf");
    expect(s3.objects.get("kualitas/rekaman 1/qc.pdf")).toMatchObject({ contentType: "application/pdf" });
    expect(text(await store.getObject("kualitas/rekaman 1/qc.pdf"))).toBe("%PDF-1.7");
    expect(await store.getObject("tidak/ada.pdf")).toBeNull();
    await store.deleteObject("kualitas/rekaman 1/qc.pdf");
    expect(s3.objects.size).toBe(0);
    expect(s3.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      "PUT /simpul/kualitas/rekaman%201/qc.pdf",
      "GET /simpul/kualitas/rekaman%201/qc.pdf",
      "GET /simpul/tidak/ada.pdf",
      "DELETE /simpul/kualitas/rekaman%201/qc.pdf",
    ]);
    for (const { authorization } of s3.requests) {
      expect(authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=simpulkey\/\d{8}\/us-east-1\/s3\/aws4_request/,
      );
    }
  });

  it("checks the bucket with HeadBucket", async () => {
    expect(await createObjectStore(settings("simpul")).checkObjectStore()).toEqual({
      connected: true,
      detail: expect.stringContaining(`${endpoint}/simpul`),
    });
    expect(s3.requests.at(-1)).toMatchObject({ method: "HEAD", url: "/simpul/" });
    const missing = await createObjectStore(settings("lain")).checkObjectStore();
    expect(missing).toMatchObject({ connected: false, detail: expect.stringContaining("HTTP 404") });
    const closed = await createObjectStore(
      settings("simpul", `http://127.0.0.1:${await freePort()}`),
    ).checkObjectStore();
    expect(closed.connected).toBe(false);
    expect(closed.detail).not.toContain("rahasia-sekali");
  });

  it("turns an unreachable store into SERVICE_UNAVAILABLE for uploads", async () => {
    const store = createObjectStore(settings("simpul", `http://127.0.0.1:${await freePort()}`));
    await expect(store.putObject("a.pdf", bytes("x"), "application/pdf")).rejects.toMatchObject({
      code: "SERVICE_UNAVAILABLE",
    });
  });
});
