// Language codes arrive as ISO 639-2 (ind, eng), ISO 639-1 (id, en), with a country
// (eng; USA, en-GB) or as a name. Simpul stores ISO 639-2/B codes.

const FROM_TWO_LETTERS: Record<string, string> = {
  id: "ind",
  in: "ind",
  en: "eng",
  ms: "may",
  jv: "jav",
  su: "sun",
  fr: "fre",
  de: "ger",
  nl: "dut",
  es: "spa",
  pt: "por",
  it: "ita",
  zh: "chi",
  ja: "jpn",
  ar: "ara",
};
const FROM_NAME: Record<string, string> = {
  indonesian: "ind",
  indonesia: "ind",
  english: "eng",
  french: "fre",
  german: "ger",
  dutch: "dut",
};
/** ISO 639-2/T codes whose 639-2/B form differs. */
const TERMINOLOGIC_TO_BIBLIOGRAPHIC: Record<string, string> = {
  fra: "fre",
  deu: "ger",
  nld: "dut",
  zho: "chi",
  msa: "may",
};

/** An ISO 639-2/B code for a language value, or null when it names no language we know. */
export function normaliseLanguage(value: string | null | undefined): string | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase();
  const name = FROM_NAME[lower];
  if (name) return name;
  const code = /^([a-z]{2,3})(?:$|[^a-z])/.exec(lower)?.[1];
  if (!code) return null;
  if (code.length === 2) return FROM_TWO_LETTERS[code] ?? null;
  return TERMINOLOGIC_TO_BIBLIOGRAPHIC[code] ?? code;
}
