import type { IsoBbox } from "./record";

// Value conventions shared by every profile: how dates and decimals are written (ISO 8601,
// xs:decimal), how real-world date text is read back, and how several boxes become one.

/** A stored date at exactly midnight UTC is a calendar date (gco:Date); anything else has a time. */
export const isCalendarDate = (date: Date) => date.getTime() % 86_400_000 === 0;

/** YYYY-MM-DDTHH:MM:SSZ in UTC; milliseconds only when there are some, so nothing is lost. */
export function isoDateTime(date: Date): string {
  const text = date.toISOString();
  return text.endsWith(".000Z") ? `${text.slice(0, -5)}Z` : text;
}

/** YYYY-MM-DD for a calendar date, the full date-time otherwise (a deterministic function of the date). */
export function isoDateOrDateTime(date: Date): string {
  return isCalendarDate(date) ? date.toISOString().slice(0, 10) : isoDateTime(date);
}

/** xs:decimal text of a number: String() uses exponents below 1e-6 and from 1e21, which xs:decimal rejects. */
export function xsDecimal(value: number): string {
  const text = String(value);
  const match = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign, lead, fraction = "", exp] = match;
  const digits = `${lead}${fraction}`;
  const point = 1 + Number(exp);
  if (point <= 0) return `${sign}0.${"0".repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, "0")}`;
}

const DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * An ISO 8601 date or date-time (a year-month or a year means its first day). A time without a
 * zone is read as UTC; a zone on a plain date is ignored. null when the text is not such a date.
 */
export function parseIsoDate(text: string | null | undefined): Date | null {
  const match = text ? DATE.exec(text.trim()) : null;
  if (!match) return null;
  const [, year, month = "01", day = "01", hour, minute = "0", second = "0", fraction = "", zone] = match;
  const fields = [Number(month) - 1, Number(day), Number(hour ?? 0), Number(minute), Number(second)] as const;
  const date = new Date(0);
  date.setUTCFullYear(Number(year), fields[0], fields[1]);
  date.setUTCHours(fields[2], fields[3], fields[4], Math.round(Number(`0${fraction}`) * 1000));
  // The Date setters roll over (31 April becomes 1 May): a field they changed was out of range.
  const read = [
    date.getUTCMonth(),
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  if (read.some((value, i) => value !== fields[i])) return null;
  if (hour === undefined || !zone || zone === "Z") return date;
  const sign = zone.startsWith("-") ? -1 : 1;
  const offset = Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2));
  return new Date(date.getTime() - sign * offset * 60_000);
}

/** The smallest box covering all of them; null for none. */
export function unionOfBoxes(boxes: IsoBbox[]): IsoBbox | null {
  if (boxes.length === 0) return null;
  return {
    barat: Math.min(...boxes.map((box) => box.barat)),
    timur: Math.max(...boxes.map((box) => box.timur)),
    selatan: Math.min(...boxes.map((box) => box.selatan)),
    utara: Math.max(...boxes.map((box) => box.utara)),
  };
}

/**
 * A gml:id for a part of a record. gml:ids must be unique in the whole document, and a CSW
 * response holds many records, so each is prefixed with a hash of the record's identifier
 * (an NCName whatever characters the identifier has). Deterministic: same record, same id.
 */
export function gmlId(fileIdentifier: string, part: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < fileIdentifier.length; i++) {
    const code = fileIdentifier.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  const hash = (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
  return `r${hash}-${part}`;
}
