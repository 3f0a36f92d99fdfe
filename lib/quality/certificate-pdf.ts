import { PDFDocument, type PDFPage, rgb, StandardFonts } from "@cantoo/pdf-lib";
import QRCode from "qrcode";
import {
  BLACK,
  type Cell,
  CONTENT_WIDTH,
  type Fonts,
  GREY,
  GUTTER,
  MARGIN,
  PdfWriter,
} from "../pdf/pdf-writer";
import type { Style } from "../pdf/text";

// The PDF certificate of a signed QC/QE/QA document (GET /api/metadata/{id}/kualitas/{tipe}/dokumen).
// Pure: no database, no clock, no randomness, so the same input gives the same bytes.

const QR_COLUMN = 150;
const QR_SIZE = 120;
const RULE = rgb(0.8, 0.8, 0.8);
const GREEN = rgb(0.05, 0.45, 0.2);
const RED = rgb(0.7, 0.1, 0.1);

export interface QualityCertificate {
  tipe: "QC" | "QE" | "QA";
  sesuai: boolean;
  passed: number;
  total: number;
  items: { kode: string; label: string; lulus: boolean | null; catatan?: string | null }[];
  /** The examiner's overall note. */
  catatan: string | null;
  signedAt: Date;
  signatureMethod: "PKI" | "OTP" | "MANUAL";
  /** 43 base64url characters. */
  signatureToken: string;
  /** The signing certificate, for PKI signatures. */
  certificate?: { subject: string; serial: string; issuer: string } | null;
  signer: { namaLengkap: string; jabatan: string | null; organisasi: string };
  record: { id: string; judul: string; organisasi: string; fileIdentifier: string | null };
  /** {BASE_URL}/verifikasi/{token}: what the QR code encodes. */
  verifyUrl: string;
}

const HEADINGS = {
  QC: { id: "Sertifikat Kendali Mutu (QC)", en: "Quality Control Certificate" },
  QE: { id: "Sertifikat Evaluasi Mutu (QE)", en: "Quality Evaluation Certificate" },
  QA: { id: "Sertifikat Penjaminan Mutu (QA)", en: "Quality Assurance Certificate" },
} as const;

const SIGNATURE_METHODS = {
  PKI: "Tanda tangan elektronik bersertifikat (PKI) / Certificate-based electronic signature (PKI)",
  OTP: "Tanda tangan elektronik dengan kode sekali pakai (OTP) / Electronic signature confirmed by one-time code (OTP)",
  MANUAL: "Dokumen bertanda tangan yang dipindai / Scanned signed document",
} as const;

const MONTHS = "Januari Februari Maret April Mei Juni Juli Agustus September Oktober November Desember";

/** Renders the certificate as an A4 PDF with the standard Helvetica and Courier fonts. */
export async function renderQualityCertificate(certificate: QualityCertificate): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  };
  setMetadata(doc, certificate);
  const writer = new PdfWriter(doc, fonts);
  drawHeader(writer, certificate);
  drawResult(writer, certificate);
  drawItems(writer, certificate.items);
  drawSignature(writer, certificate);
  drawFooters(writer, certificate);
  return doc.save();
}

function setMetadata(doc: PDFDocument, { tipe, record, signedAt, signatureToken }: QualityCertificate): void {
  const heading = HEADINGS[tipe];
  doc.setTitle(`${heading.id}: ${record.judul}`);
  doc.setSubject(`${heading.en}: ${record.judul}`);
  doc.setAuthor("Simpul");
  doc.setCreator("Simpul");
  doc.setProducer("Simpul (@cantoo/pdf-lib)");
  doc.setKeywords([
    tipe,
    record.id,
    ...(record.fileIdentifier ? [record.fileIdentifier] : []),
    signatureToken,
  ]);
  doc.setLanguage("id");
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);
}

/** Title and record on the left, the QR code on the right: always on the first page. */
function drawHeader(writer: PdfWriter, c: QualityCertificate): void {
  const { regular, bold, mono } = writer.fonts;
  const qrX = MARGIN + CONTENT_WIDTH - QR_COLUMN;
  const qrTop = writer.y;
  drawQrCode(writer.page, c.verifyUrl, qrX + (QR_COLUMN - QR_SIZE) / 2, qrTop, QR_SIZE);
  writer.y = qrTop - QR_SIZE - 10;
  const caption = { font: regular, size: 7.5, color: GREY };
  writer.row([
    { text: "Pindai untuk verifikasi / Scan to verify", style: caption, x: qrX, width: QR_COLUMN },
  ]);
  writer.row([{ text: c.verifyUrl, style: { font: mono, size: 7, color: GREY }, x: qrX, width: QR_COLUMN }]);
  const qrBottom = writer.y;
  const firstPage = writer.page;

  const width = CONTENT_WIDTH - QR_COLUMN - 2 * GUTTER;
  writer.y = qrTop;
  writer.text("SIMPUL · Katalog Metadata Geospasial", { font: bold, size: 8, color: GREY }, MARGIN, width);
  writer.gap(4);
  writer.text(HEADINGS[c.tipe].id, { font: bold, size: 18 }, MARGIN, width);
  writer.text(HEADINGS[c.tipe].en, { font: regular, size: 12, color: GREY }, MARGIN, width);
  writer.gap(14);
  writer.text("Rekaman metadata / Metadata record", { font: bold, size: 8, color: GREY }, MARGIN, width);
  writer.text(c.record.judul, { font: bold, size: 13 }, MARGIN, width);
  writer.gap(4);
  const fieldOptions = { width, labelWidth: 100 };
  writer.field("Organisasi / Organisation", c.record.organisasi, fieldOptions);
  writer.field("ID rekaman / Record ID", c.record.id, { ...fieldOptions, mono: true });
  if (c.record.fileIdentifier) writer.field("File identifier", c.record.fileIdentifier, fieldOptions);
  if (writer.page === firstPage) writer.y = Math.min(writer.y, qrBottom);
  writer.gap(16);
}

/** The QR module matrix as one filled path: no PNG, no seams between modules. */
function drawQrCode(page: PDFPage, url: string, x: number, top: number, size: number): void {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const start = col;
      while (col + 1 < modules.size && modules.get(row, col + 1)) col++;
      path += `M${start} ${row}h${col + 1 - start}v1h${start - col - 1}z`;
    }
  }
  page.drawSvgPath(path, { x, y: top, scale: size / modules.size, color: BLACK });
}

function drawResult(writer: PdfWriter, c: QualityCertificate): void {
  const { regular, bold } = writer.fonts;
  const boxHeight = 58;
  writer.ensure(boxHeight);
  const color = c.sesuai ? GREEN : RED;
  const top = writer.y;
  writer.page.drawRectangle({
    x: MARGIN,
    y: top - boxHeight,
    width: CONTENT_WIDTH,
    height: boxHeight,
    borderColor: color,
    borderWidth: 1.5,
    color: c.sesuai ? rgb(0.92, 0.97, 0.93) : rgb(0.98, 0.92, 0.92),
  });
  const verdict = c.sesuai ? "SESUAI / CONFORMANT" : "TIDAK SESUAI / NOT CONFORMANT";
  writer.page.drawText(verdict, { x: MARGIN + 14, y: top - 26, font: bold, size: 20, color });
  const tally = `${c.passed} dari ${c.total} butir lulus / ${c.passed} of ${c.total} checks passed`;
  writer.page.drawText(tally, { x: MARGIN + 14, y: top - 46, font: regular, size: 11 });
  writer.y = top - boxHeight - 16;

  writer.ensure(40);
  writer.text("Catatan pemeriksa / Examiner's note", { font: bold, size: 10 });
  writer.gap(2);
  writer.text(c.catatan?.trim() || "—", { font: regular, size: 10 }, MARGIN, CONTENT_WIDTH, true);
  writer.gap(16);
}

const ITEM_COLUMNS = (() => {
  const widths = [62, 180, 66];
  const note = CONTENT_WIDTH - widths.reduce((sum, w) => sum + w + GUTTER, 0);
  let x = MARGIN;
  return [...widths, note].map((width) => {
    const column = { x, width };
    x += width + GUTTER;
    return column;
  });
})();

function itemCells(texts: string[], style: (column: number) => Style): Cell[] {
  return ITEM_COLUMNS.map(({ x, width }, column) => ({
    text: texts[column] ?? "",
    style: style(column),
    x,
    width,
    multiline: column === 3,
  }));
}

/** The check items as a table whose header repeats on every page it continues on. */
function drawItems(writer: PdfWriter, items: QualityCertificate["items"]): void {
  const { regular, bold } = writer.fonts;
  writer.ensure(60);
  writer.text(`Butir pemeriksaan / Checks (${items.length})`, { font: bold, size: 10 });
  writer.gap(4);
  if (items.length === 0) {
    writer.text("Tidak ada butir. / No checks.", { font: regular, size: 9, color: GREY });
    writer.gap(16);
    return;
  }
  const header = () => {
    const titles = ["Kode / Code", "Butir / Check", "Hasil / Result", "Catatan / Note"];
    writer.row(itemCells(titles, () => ({ font: bold, size: 8.5 })));
    writer.rule(0.8, GREY);
  };
  header();
  writer.onPageBreak = () => {
    writer.text("Butir pemeriksaan (lanjutan) / Checks (continued)", { font: bold, size: 10 });
    writer.gap(4);
    header();
  };
  for (const item of items) {
    const result = item.lulus === null ? "—" : item.lulus ? "Lulus / Pass" : "Tidak lulus / Fail";
    const color = item.lulus === null ? GREY : item.lulus ? GREEN : RED;
    const texts = [item.kode, item.label, result, item.catatan?.trim() || ""];
    writer.row(
      itemCells(texts, (column) => ({ font: regular, size: 8.5, color: column === 2 ? color : BLACK })),
    );
    writer.rule(0.4, RULE);
  }
  writer.onPageBreak = null;
  writer.gap(16);
}

function drawSignature(writer: PdfWriter, c: QualityCertificate): void {
  const { regular, bold } = writer.fonts;
  writer.ensure(150);
  writer.text("Pengesahan / Signature", { font: bold, size: 10 });
  writer.rule(0.8, GREY);
  writer.field("Ditandatangani oleh / Signed by", c.signer.namaLengkap, { bold: true });
  writer.field("Jabatan / Position", c.signer.jabatan?.trim() || "—");
  writer.field("Organisasi / Organisation", c.signer.organisasi);
  writer.field("Waktu / Signed at", `${indonesianDateTime(c.signedAt)}\n${c.signedAt.toISOString()}`);
  writer.field("Metode / Method", SIGNATURE_METHODS[c.signatureMethod]);
  if (c.certificate) {
    writer.field("Subjek sertifikat / Certificate subject", c.certificate.subject);
    writer.field("Nomor seri / Serial number", c.certificate.serial, { mono: true });
    writer.field("Penerbit / Issuer", c.certificate.issuer);
  }
  writer.field("Token verifikasi / Verification token", c.signatureToken, { mono: true });
  writer.field("Alamat verifikasi / Verification address", c.verifyUrl, { mono: true });
  writer.gap(8);
  writer.text(
    "Keaslian sertifikat ini dapat diperiksa dengan memindai kode QR atau membuka alamat verifikasi. / " +
      "Scan the QR code or open the verification address to check that this certificate is authentic.",
    { font: regular, size: 8, color: GREY },
  );
}

/** Footer on every page: the token (so each page can be traced) and "page n of m". */
function drawFooters(writer: PdfWriter, c: QualityCertificate): void {
  const pages = writer.doc.getPages();
  const style = { font: writer.fonts.regular, size: 7.5, color: GREY };
  pages.forEach((page, index) => {
    const pageLabel = `Halaman ${index + 1} dari ${pages.length} / Page ${index + 1} of ${pages.length}`;
    const right = MARGIN + CONTENT_WIDTH - style.font.widthOfTextAtSize(pageLabel, style.size);
    page.drawLine({
      start: { x: MARGIN, y: 44 },
      end: { x: MARGIN + CONTENT_WIDTH, y: 44 },
      thickness: 0.4,
      color: RULE,
    });
    page.drawText(pageLabel, { ...style, x: right, y: 32 });
    const left = writer.fitLine(`Simpul · ${c.tipe} · token ${c.signatureToken}`, style, right - MARGIN - 12);
    page.drawText(left, { ...style, x: MARGIN, y: 32 });
  });
}

/** 12 Maret 2025 pukul 08.30.00 UTC */
function indonesianDateTime(date: Date): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const month = MONTHS.split(" ")[date.getUTCMonth()];
  const time = `${two(date.getUTCHours())}.${two(date.getUTCMinutes())}.${two(date.getUTCSeconds())}`;
  return `${date.getUTCDate()} ${month} ${date.getUTCFullYear()} pukul ${time} UTC`;
}
