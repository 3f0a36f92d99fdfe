import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PageSizes, PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { toWinAnsi } from "../pdf/text";
import { type QualityCertificate, renderQualityCertificate } from "./certificate-pdf";

// The certificate as a reader and a phone see it: poppler's pdftotext for the text (and
// where each word sits), pdftoppm + zbarimg for the QR code. Those checks skip without the
// tools; the structural ones (valid PDF, pages, metadata, determinism) always run.

const TOKEN = "q3Jv0Zk7c9Wm2XbT5sYdP8fLhA1nR4uE6gKiVoBwC0M";
const VERIFY_URL = `https://simpul.example.go.id/verifikasi/${TOKEN}`;

const certificate = (overrides: Partial<QualityCertificate> = {}): QualityCertificate => ({
  tipe: "QC",
  sesuai: true,
  passed: 7,
  total: 8,
  items: Array.from({ length: 8 }, (_, index) => ({
    kode: `QC-${String(index + 1).padStart(2, "0")}`,
    label: `Kelengkapan elemen wajib nomor ${index + 1}`,
    lulus: index === 7 ? false : index === 6 ? null : true,
    catatan: index === 7 ? "Kontak pemilik tidak mencantumkan surel." : null,
  })),
  catatan: "Rekaman layak terbit.\nSatu butir minor perlu diperbaiki pada revisi berikutnya.",
  signedAt: new Date("2025-03-12T08:30:05.000Z"),
  signatureMethod: "OTP",
  signatureToken: TOKEN,
  certificate: null,
  signer: {
    namaLengkap: "Dewi Kartika Sari",
    jabatan: "Kepala Bidang Standardisasi",
    organisasi: "Badan Informasi Geospasial",
  },
  record: {
    id: "rec_01JQ8ZK3V5",
    judul: "Peta Rupabumi Indonesia Skala 1:25.000 Lembar Bogor",
    organisasi: "Pusat Pemetaan Rupabumi",
    fileIdentifier: "8f14e45f-ceea-467f-a0e6-b2c1b7f2a9d3",
  },
  verifyUrl: VERIFY_URL,
  ...overrides,
});

const WORD_5000 = "Ω".repeat(2500) + "x".repeat(2500);
const HOSTILE = `Emoji 😀👍🏽👨‍👩‍👧 🇮🇩 CJK 地理空间数据 한국어 RTL مرحبا שלום \u202Eevil\u202C ctl\u0000\u0007\u001b\t tab Pāṇini Łódź ${WORD_5000} \ud800 Z̸̢͚a̵l̷g̶o\r\nend`;

const hostileCertificate = (): QualityCertificate => ({
  ...certificate(),
  sesuai: false,
  items: Array.from({ length: 5 }, (_, index) => ({
    kode: HOSTILE,
    label: HOSTILE,
    lulus: index % 2 === 0,
    catatan: HOSTILE,
  })),
  catatan: HOSTILE,
  signatureMethod: "PKI",
  certificate: { subject: HOSTILE, serial: HOSTILE, issuer: HOSTILE },
  signer: { namaLengkap: HOSTILE, jabatan: HOSTILE, organisasi: HOSTILE },
  record: { id: HOSTILE, judul: HOSTILE, organisasi: HOSTILE, fileIdentifier: HOSTILE },
});

const longCertificate = (): QualityCertificate => ({
  ...certificate(),
  passed: 80,
  total: 80,
  items: Array.from({ length: 80 }, (_, index) => ({
    kode: `QC-${index + 1}`,
    label: `Butir pemeriksaan nomor ${index + 1} dengan uraian yang cukup panjang untuk dibungkus`,
    lulus: true,
    catatan: `Catatan ${index + 1}: ${"sudah sesuai dengan ketentuan SNI ISO 19115 ".repeat(4)}`,
  })),
});

const workDir = mkdtempSync(path.join(tmpdir(), "simpul-certificate-"));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let fileCount = 0;
const writePdf = (bytes: Uint8Array) => {
  const file = path.join(workDir, `certificate-${++fileCount}.pdf`);
  writeFileSync(file, bytes);
  return file;
};
const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return result.stdout;
};
const hasTool = (command: string, flag: string) => spawnSync(command, [flag]).status === 0;

const hasPoppler = hasTool("pdftotext", "-v") && hasTool("pdftoppm", "-v");
const hasZbar = hasTool("zbarimg", "--version");
const POPPLER = "(skipped without poppler-utils: apt-get install -y poppler-utils)";
const ZBAR = "(skipped without poppler-utils and zbar-tools: apt-get install -y poppler-utils zbar-tools)";

/** The text in content-stream order, whitespace collapsed so wrapped lines read as one. */
const pdfText = (bytes: Uint8Array) => run("pdftotext", ["-raw", writePdf(bytes), "-"]).replace(/\s+/g, " ");

/** The QR codes zbarimg finds on the first page rendered at 150 dpi. */
const decodeQrOnFirstPage = (bytes: Uint8Array) => {
  const prefix = path.join(workDir, `page-${++fileCount}`);
  run("pdftoppm", ["-png", "-r", "150", "-f", "1", "-l", "1", "-singlefile", writePdf(bytes), prefix]);
  return run("zbarimg", ["--raw", "-q", `${prefix}.png`]).trim();
};

describe("renderQualityCertificate", () => {
  it("renders a loadable A4 PDF with the document metadata", async () => {
    const bytes = await renderQualityCertificate(certificate());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: PageSizes.A4[0], height: PageSizes.A4[1] });
    expect(doc.getTitle()).toBe(
      "Sertifikat Kendali Mutu (QC): Peta Rupabumi Indonesia Skala 1:25.000 Lembar Bogor",
    );
    expect(doc.getAuthor()).toBe("Simpul");
    expect(doc.getSubject()).toBe(
      "Quality Control Certificate: Peta Rupabumi Indonesia Skala 1:25.000 Lembar Bogor",
    );
    expect(doc.getCreationDate()?.toISOString()).toBe("2025-03-12T08:30:05.000Z");
    expect(doc.getModificationDate()?.toISOString()).toBe("2025-03-12T08:30:05.000Z");
  });

  it("gives identical bytes for the same input (no clock, no random document ID)", async () => {
    const [first, second] = await Promise.all([
      renderQualityCertificate(longCertificate()),
      renderQualityCertificate(longCertificate()),
    ]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });

  it("continues a long item list on further pages", async () => {
    const doc = await PDFDocument.load(await renderQualityCertificate(longCertificate()));
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });

  it("draws hostile text (emoji, CJK, RTL, controls, a 5,000-character word) without throwing", async () => {
    const bytes = await renderQualityCertificate(hostileCertificate());
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(doc.getTitle()).toContain("地理空间数据"); // metadata is UTF-16: kept as written
  });
});

describe("toWinAnsi", () => {
  const encodable = async () => {
    const doc = await PDFDocument.create();
    return new Set((await doc.embedFont(StandardFonts.Helvetica)).getCharacterSet());
  };

  it("keeps what WinAnsi has, folds accents and replaces the rest", async () => {
    const set = await encodable();
    expect(toWinAnsi("Café – “ok” € ß", set)).toBe("Café – “ok” € ß");
    expect(toWinAnsi("Pāṇini Łódź ﬁ", set)).toBe("Panini Lódz fi");
    expect(toWinAnsi("地图 😀 👨‍👩‍👧 🇮🇩 مرحبا", set)).toBe("?? ? ? ? ?????");
    expect(toWinAnsi("a\u0000b\tc\u200Bd\u202Ee\u00ADf\ud800", set)).toBe("a b cdef?");
  });

  it("keeps line breaks only in multi-line text", async () => {
    const set = await encodable();
    expect(toWinAnsi("one\r\ntwo\rthree\nfour", set)).toBe("one two three four");
    expect(toWinAnsi("one\r\ntwo\rthree\nfour", set, true)).toBe("one\ntwo\nthree\nfour");
  });
});

describe.skipIf(!hasPoppler)(`certificate text as pdftotext reads it ${POPPLER}`, () => {
  it("states the record, the result, the signer and the token", async () => {
    const text = pdfText(await renderQualityCertificate(certificate()));
    for (const expected of [
      "Sertifikat Kendali Mutu (QC)",
      "Quality Control Certificate",
      "Peta Rupabumi Indonesia Skala 1:25.000 Lembar Bogor",
      "Pusat Pemetaan Rupabumi",
      "rec_01JQ8ZK3V5",
      "8f14e45f-ceea-467f-a0e6-b2c1b7f2a9d3",
      "SESUAI / CONFORMANT",
      "7 dari 8 butir lulus / 7 of 8 checks passed",
      "Kontak pemilik tidak mencantumkan surel.",
      "Satu butir minor perlu diperbaiki",
      "Dewi Kartika Sari",
      "Kepala Bidang Standardisasi",
      "Badan Informasi Geospasial",
      "12 Maret 2025 pukul 08.30.05 UTC",
      "2025-03-12T08:30:05.000Z",
      TOKEN,
      "Halaman 1 dari 1",
    ]) {
      expect(text).toContain(expected);
    }
    // Printed under the QR code, broken across lines as a URL has no spaces to wrap at.
    expect(text.replaceAll(" ", "")).toContain(VERIFY_URL);
    expect(text).not.toContain("TIDAK SESUAI");
  });

  it("states a non-conformant QA result and the PKI certificate", async () => {
    const text = pdfText(
      await renderQualityCertificate(
        certificate({
          tipe: "QA",
          sesuai: false,
          signatureMethod: "PKI",
          certificate: { subject: "CN=Dewi Kartika Sari", serial: "0A1B2C3D", issuer: "CN=BSrE CA" },
        }),
      ),
    );
    for (const expected of [
      "Sertifikat Penjaminan Mutu (QA)",
      "TIDAK SESUAI / NOT CONFORMANT",
      "CN=Dewi Kartika Sari",
      "0A1B2C3D",
      "CN=BSrE CA",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("writes every item of a long list, repeating the table header on each page", async () => {
    const bytes = await renderQualityCertificate(longCertificate());
    const pageCount = (await PDFDocument.load(bytes)).getPageCount();
    const text = pdfText(bytes);
    for (let index = 1; index <= 80; index++) expect(text).toContain(`Catatan ${index}: sudah sesuai`);
    expect(text).toContain(`Halaman ${pageCount} dari ${pageCount}`);
    // pdftotext ends each page with a form feed.
    const pages = run("pdftotext", ["-raw", writePdf(bytes), "-"]).split("\f");
    const withItems = pages.filter((page) => /Catatan \d+: sudah/.test(page));
    expect(withItems.length).toBeGreaterThan(1);
    for (const page of withItems) expect(page).toContain("Catatan / Note");
  });

  it("keeps every word of hostile text inside the page margins", async () => {
    const bytes = await renderQualityCertificate(hostileCertificate());
    const words = [
      ...run("pdftotext", ["-bbox", writePdf(bytes), "-"]).matchAll(
        /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">/g,
      ),
    ].map((match) => match.slice(1, 5).map(Number));
    expect(words.length).toBeGreaterThan(1000);
    const [width, height] = PageSizes.A4;
    for (const [xMin = 0, yMin = 0, xMax = 0, yMax = 0] of words) {
      expect(xMin).toBeGreaterThanOrEqual(49);
      expect(xMax).toBeLessThanOrEqual(width - 49);
      expect(yMin).toBeGreaterThanOrEqual(49);
      expect(yMax).toBeLessThanOrEqual(height - 20);
    }
    const text = pdfText(bytes);
    expect(text).toContain("Panini Lódz");
    expect(text).toContain("TIDAK SESUAI / NOT CONFORMANT");
  });
});

describe.skipIf(!hasPoppler || !hasZbar)(`QR code as a phone reads it ${ZBAR}`, () => {
  it("encodes exactly the verification URL", async () => {
    expect(decodeQrOnFirstPage(await renderQualityCertificate(certificate()))).toBe(VERIFY_URL);
  });

  it("stays on the first page and readable whatever the text around it", async () => {
    const longUrl = `https://katalog.simpul.example.go.id/sub/path/panjang/verifikasi/${TOKEN}`;
    const bytes = await renderQualityCertificate({ ...hostileCertificate(), verifyUrl: longUrl });
    expect(decodeQrOnFirstPage(bytes)).toBe(longUrl);
  });
});
