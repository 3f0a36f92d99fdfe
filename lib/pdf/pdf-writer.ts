import { type Color, PageSizes, type PDFDocument, type PDFFont, type PDFPage, rgb } from "@cantoo/pdf-lib";
import { type Style, toWinAnsi, wrapText } from "./text";

// A4 pages with the standard fonts, filled top to bottom: text wrapped to its column, rows that
// carry on across page breaks, and a hook to repeat a table header on the next page.

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Text stops here; the footer sits below. */
const CONTENT_BOTTOM = 64;
const LINE_SPACING = 1.3;
const LABEL_WIDTH = 140;
export const GUTTER = 8;

export const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.4, 0.4, 0.4);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  mono: PDFFont;
}
export interface Cell {
  text: string;
  style: Style;
  x: number;
  width: number;
  /** Keep the text's line breaks (notes); other text is one paragraph. */
  multiline?: boolean;
}

/** A flowing layout: text is wrapped to its column and continues on a new page when it reaches the footer. */
export class PdfWriter {
  page: PDFPage;
  y = 0;
  /** Called after a page break, e.g. to repeat a table header. */
  onPageBreak: (() => void) | null = null;
  private readonly encodable: Set<number>;

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    // Helvetica and Courier share the WinAnsi encoding, so one character set serves all three.
    this.encodable = new Set(fonts.regular.getCharacterSet());
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    this.y = PAGE_HEIGHT - MARGIN;
    return this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  }

  /** Starts a new page unless `height` still fits above the footer. */
  ensure(height: number): void {
    if (this.y - height >= CONTENT_BOTTOM) return;
    this.page = this.addPage();
    this.onPageBreak?.();
  }

  gap(height: number): void {
    this.y -= height;
  }

  rule(thickness: number, color: Color): void {
    this.ensure(4);
    const y = this.y - 1.5;
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + CONTENT_WIDTH, y }, thickness, color });
    this.y -= 4;
  }

  text(text: string, style: Style, x = MARGIN, width = CONTENT_WIDTH, multiline = false): void {
    this.row([{ text, style, x, width, multiline }]);
  }

  /** A label and its value side by side. */
  field(
    label: string,
    value: string,
    options: { width?: number; labelWidth?: number; mono?: boolean; bold?: boolean } = {},
  ): void {
    const { width = CONTENT_WIDTH, labelWidth = LABEL_WIDTH } = options;
    const font = options.mono ? this.fonts.mono : options.bold ? this.fonts.bold : this.fonts.regular;
    this.row([
      {
        text: label,
        style: { font: this.fonts.regular, size: 8.5, color: GREY },
        x: MARGIN,
        width: labelWidth,
      },
      {
        text: value,
        style: { font, size: 9.5 },
        x: MARGIN + labelWidth + GUTTER,
        width: width - labelWidth - GUTTER,
        multiline: true,
      },
    ]);
    this.gap(2);
  }

  /** Draws cells side by side line by line, so a long cell carries on across a page break. */
  row(cells: Cell[]): void {
    const lines = cells.map((cell) =>
      wrapText(toWinAnsi(cell.text, this.encodable, cell.multiline), cell.style, cell.width),
    );
    const lineHeight = Math.max(...cells.map((cell) => cell.style.size * LINE_SPACING));
    const count = Math.max(...lines.map((cellLines) => cellLines.length));
    this.ensure(Math.min(count, 4) * lineHeight); // keep short rows together
    for (let index = 0; index < count; index++) {
      this.ensure(lineHeight);
      cells.forEach(({ style, x }, column) => {
        const line = lines[column]?.[index];
        if (line)
          this.page.drawText(line, { x, y: this.y - style.size, ...style, color: style.color ?? BLACK });
      });
      this.y -= lineHeight;
    }
  }

  /** The first line of `text` at `width`, ending in "..." when the rest was cut off. */
  fitLine(text: string, style: Style, width: number): string {
    const [first = "", ...rest] = wrapText(toWinAnsi(text, this.encodable), style, width);
    if (rest.length === 0) return first;
    const [shortened = ""] = wrapText(first, style, width - style.font.widthOfTextAtSize("...", style.size));
    return `${shortened}...`;
  }
}
