import type { Locale } from "./locale";

// Dates for people: Indonesian or British English wording, always in UTC so that a date stored
// at midnight UTC (a calendar date) shows as that day everywhere.

const TAG: Record<Locale, string> = { id: "id-ID", en: "en-GB" };

export const formatDate = (iso: string | null | undefined, locale: Locale): string =>
  iso
    ? new Intl.DateTimeFormat(TAG[locale], { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso))
    : "";

export const formatDateTime = (iso: string, locale: Locale): string =>
  `${new Intl.DateTimeFormat(TAG[locale], {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
    hourCycle: "h23",
  }).format(new Date(iso))} UTC`;

export const formatNumber = (value: number, locale: Locale): string =>
  new Intl.NumberFormat(TAG[locale]).format(value);
