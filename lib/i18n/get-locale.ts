import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { LOCALE_COOKIE, type Locale, parseLocale } from "./locale";

/** The visitor's language (cookie `bahasa`), once per request. */
export const getLocale = cache(
  async (): Promise<Locale> => parseLocale((await cookies()).get(LOCALE_COOKIE)?.value),
);
