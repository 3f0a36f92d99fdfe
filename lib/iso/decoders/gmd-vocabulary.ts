import { TOPIC_CATEGORIES } from "../topic-categories";
import type { Warnings } from "./gmd-read";

// Normalises the coded values real documents spell in many ways (UTF-8 / utf8, en / eng / fra)
// to the codes Simpul stores: ISO 639-2/B languages, MD_CharacterSetCode, MD_TopicCategoryCode.

const BIBLIOGRAPHIC: Record<string, string> = {
  fra: "fre",
  deu: "ger",
  nld: "dut",
  zho: "chi",
  ces: "cze",
  ell: "gre",
  eus: "baq",
  fas: "per",
  hye: "arm",
  isl: "ice",
  kat: "geo",
  mkd: "mac",
  mri: "mao",
  msa: "may",
  mya: "bur",
  ron: "rum",
  slk: "slo",
  sqi: "alb",
  bod: "tib",
  cym: "wel",
};

const TWO_LETTER: Record<string, string> = {
  id: "ind",
  en: "eng",
  fr: "fre",
  de: "ger",
  nl: "dut",
  es: "spa",
  it: "ita",
  pt: "por",
  ms: "may",
  zh: "chi",
  ja: "jpn",
  ko: "kor",
  ru: "rus",
  ar: "ara",
  el: "gre",
  pl: "pol",
  cs: "cze",
  sv: "swe",
  da: "dan",
  fi: "fin",
  no: "nor",
  rm: "roh",
};

const NAMES: Record<string, string> = {
  indonesian: "ind",
  "bahasa indonesia": "ind",
  english: "eng",
  french: "fre",
  german: "ger",
  dutch: "dut",
  spanish: "spa",
  italian: "ita",
  portuguese: "por",
};

/** ISO 639-2/B from a 639-2/T or 639-1 code, "eng; USA", "en-GB" or an English language name. */
export function normaliseLanguage(raw: string): string {
  const value = raw.trim().toLowerCase();
  const named = NAMES[value];
  if (named) return named;
  const code = /^([a-z]{2,3})(?![a-z])/.exec(value)?.[1];
  if (!code) return raw.trim();
  return code.length === 2 ? (TWO_LETTER[code] ?? code) : (BIBLIOGRAPHIC[code] ?? code);
}

const CHARACTER_SETS = [
  "ucs2",
  "ucs4",
  "utf7",
  "utf8",
  "utf16",
  ...Array.from({ length: 16 }, (_, i) => `8859part${i + 1}`),
  "jis",
  "shiftJIS",
  "eucJP",
  "usAscii",
  "ebcdic",
  "eucKR",
  "big5",
  "GB2312",
];
const CHARACTER_SET_BY_KEY = new Map(CHARACTER_SETS.map((code) => [code.toLowerCase(), code]));

/** MD_CharacterSetCode from the usual spellings (UTF-8, ISO-8859-1, latin1, ASCII). */
export function normaliseCharacterSet(raw: string): string {
  const key = raw
    .trim()
    .replace(/^MD_CharacterSetCode_/i, "")
    .toLowerCase()
    .replace(/[\s_-]/g, "");
  const part = /^iso8859(\d{1,2})$/.exec(key)?.[1];
  if (part) return `8859part${part}`;
  if (key === "latin1") return "8859part1";
  if (key === "ascii") return "usAscii";
  return CHARACTER_SET_BY_KEY.get(key) ?? raw.trim();
}

const TOPICS = new Set<string>(TOPIC_CATEGORIES);

/**
 * The valid MD_TopicCategoryCode values, once each. Sub-categories some profiles add
 * (geocat.ch "environment_EnvironmentalProtection") count as their category; anything else is
 * reported and left out.
 */
export function keepTopicCategories(values: string[], warnings: Warnings): string[] {
  const categories = values.map((value) => value.split("_")[0] as string);
  const unknown = values.filter((_, i) => !TOPICS.has(categories[i] as string));
  if (unknown.length > 0) {
    warnings.push(
      `Kategori topik yang bukan nilai MD_TopicCategoryCode tidak disimpan: ${unknown.join(", ")} / ` +
        `topic categories that are not MD_TopicCategoryCode values were left out: ${unknown.join(", ")}`,
    );
  }
  return [...new Set(categories.filter((category) => TOPICS.has(category)))];
}
