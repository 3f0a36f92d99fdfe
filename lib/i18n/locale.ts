// The portal's languages: Indonesian first, English available. The choice lives in a cookie
// (set by GET /bahasa), so every page stays a plain server-rendered, shareable URL.

export const LOCALES = ["id", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "id";
export const LOCALE_COOKIE = "bahasa";

export const parseLocale = (value: string | null | undefined): Locale =>
  (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : DEFAULT_LOCALE;

/**
 * The texts of one part of the portal in every language. Each area keeps its own module
 * (lib/i18n/messages/*.ts), typed so that English cannot miss a key Indonesian has.
 */
export const defineMessages = <T extends Record<string, unknown>>(messages: { id: T; en: T }) => messages;
