import { Prisma } from "../db/generated/client";
import type { Comparator } from "./ast";
import { searchRefusal } from "./refusal";

// Dates compare as instants at the precision written: '2020' is the year, '2020-05' that
// month, '2020-05-01' the day, '2020-05-01T10:00Z' that minute. A value is the range of
// instants it denotes; = means inside it, < before its start, <= before its end.

const sql = Prisma.sql;

interface DateRange {
  /** UTC timestamps as PostgreSQL reads them; the range is [start, end). */
  start: string;
  end: string;
}

/** A date or date-time; a day may carry a zone too ('2013-11-01Z', as xs:date writes it). */
const DATE =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|[+-]\d{2}:?\d{2})?)?)?$/i;

/**
 * The instants an ISO 8601 date or date-time denotes at its own precision: '2020' is the
 * year, '2020-05-01' the day, '2020-05-01T10:00Z' that minute. No zone means UTC.
 */
function dateRange(value: string): DateRange {
  const range = dateRangeOf(value);
  if (!range)
    throw searchRefusal(
      `Tanggal tidak sah: "${value}"`,
      `invalid date: "${value}" (use ISO 8601, e.g. 2020-01-31)`,
    );
  return range;
}

/** The instant a date in a record starts at, as stored ('YYYY-MM-DD HH:MM:SS.mmm' UTC); undefined when it is no ISO 8601 date. */
export const instantOf = (value: string): string | undefined => dateRangeOf(value)?.start;

function dateRangeOf(value: string): DateRange | undefined {
  const match = DATE.exec(value.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const fields = [year, month ?? "1", day ?? "1", hour ?? "0", minute ?? "0", second ?? "0"];
  const [y, mo, d, h, mi, s] = fields.map(Number) as [number, number, number, number, number, number];
  const millis = fraction ? Number(fraction.slice(0, 3).padEnd(3, "0")) : 0;
  const local = new Date(Date.UTC(y, mo - 1, d, h, mi, s, millis));
  local.setUTCFullYear(y); // Date.UTC maps years 0-99 to 1900-1999
  const valid =
    y >= 1 && // PostgreSQL has no year 0
    local.getUTCMonth() === mo - 1 &&
    local.getUTCDate() === d &&
    local.getUTCHours() === h &&
    local.getUTCMinutes() === mi &&
    s < 60;
  if (!valid) return undefined;
  const offsetMinutes = zone && zone.toUpperCase() !== "Z" ? zoneMinutes(zone) : 0;
  const start = new Date(local.getTime() - offsetMinutes * 60_000);
  const end = new Date(start);
  if (fraction) end.setUTCMilliseconds(end.getUTCMilliseconds() + 1);
  else if (second) end.setUTCSeconds(end.getUTCSeconds() + 1);
  else if (minute) end.setUTCMinutes(end.getUTCMinutes() + 1);
  else if (day) end.setUTCDate(end.getUTCDate() + 1);
  else if (month) end.setUTCMonth(end.getUTCMonth() + 1);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return { start: timestamp(start), end: timestamp(end) };
}

function zoneMinutes(zone: string): number {
  const digits = zone.replace(":", "");
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return zone.startsWith("-") ? -minutes : minutes;
}

/** '2020-05-01 00:00:00.000' in UTC (the columns are timestamp(3) without time zone, holding UTC). */
const timestamp = (date: Date) => {
  if (date.getUTCFullYear() > 9999) return "infinity"; // the end of the year 9999
  if (date.getUTCFullYear() < 1) return "-infinity"; // year 1 in a zone east of UTC; PostgreSQL has no year 0
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 23)}`;
};

/** `v comparator value`, the value taken at its own precision. */
export function dateComparison(
  v: Prisma.Sql,
  comparator: Exclude<Comparator, "<>">,
  value: string,
): Prisma.Sql {
  const { start, end } = dateRange(value);
  const from = sql`${start}::timestamp`;
  const to = sql`${end}::timestamp`;
  switch (comparator) {
    case "=":
      return sql`(${v} >= ${from} AND ${v} < ${to})`;
    case "<":
      return sql`${v} < ${from}`;
    case "<=":
      return sql`${v} < ${to}`;
    case ">":
      return sql`${v} >= ${to}`;
    case ">=":
      return sql`${v} >= ${from}`;
  }
}

/** `v BETWEEN lower AND upper`: from the start of the lower value to the end of the upper one. */
export function dateBetween(v: Prisma.Sql, lower: string, upper: string): Prisma.Sql {
  const [from, to] = [dateRange(lower), dateRange(upper)];
  return sql`(${v} >= ${from.start}::timestamp AND ${v} < ${to.end}::timestamp)`;
}

/** LIKE on a date matches its ISO text. */
export const dateText = (v: Prisma.Sql) => sql`to_char(${v}, 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;
