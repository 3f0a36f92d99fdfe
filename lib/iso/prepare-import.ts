import { AppError } from "../errors";
import { type TImportedRecord, ZImportedRecord } from "../schemas/imported-record";
import type { DecodeResult } from "./decoder";
import { normaliseLanguage } from "./language";
import { TOPIC_CATEGORIES } from "./topic-categories";

// The one content check between decoding and storing: normalises what real-world documents
// spell loosely (languages, topic categories), then enforces the model's rules. A document
// that fails is refused as a whole with every problem named.

const topicCategories = new Set<string>(TOPIC_CATEGORIES);
const MAX_REPORTED_PROBLEMS = 8;

function language(value: string, field: string, warnings: string[]): string {
  const code = normaliseLanguage(value);
  if (code === value) return value;
  warnings.push(`${field}: "${value}" dibaca sebagai / read as "${code ?? "und"}"`);
  return code ?? "und";
}

/** Normalises and checks a decoded record; VALIDATION_FAILED (reason CONTENT) names each problem. */
export function prepareImport({ record, warnings: decodeWarnings }: DecodeResult): {
  record: TImportedRecord;
  warnings: string[];
} {
  const warnings = [...decodeWarnings];
  const unknownTopics = record.topikKategori.filter((topic) => !topicCategories.has(topic));
  if (unknownTopics.length > 0)
    warnings.push(`topikKategori tidak dikenal, dilewati / unknown, skipped: ${unknownTopics.join(", ")}`);
  if (record.abstrak.trim() === "")
    warnings.push("abstrak kosong; lengkapi sebelum diajukan / the abstract is empty");
  const links = record.distribusi.filter((link) => link.url.trim() !== "");
  if (links.length < record.distribusi.length)
    warnings.push("distribusi tanpa URL dilewati / online resources without a URL skipped");
  const normalised = {
    ...record,
    bahasa: language(record.bahasa, "bahasa", warnings),
    bahasaMetadata: language(record.bahasaMetadata, "bahasaMetadata", warnings),
    topikKategori: [...new Set(record.topikKategori.filter((topic) => topicCategories.has(topic)))],
    distribusi: links,
  };
  const parsed = ZImportedRecord.safeParse(normalised);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") || "(record)"}: ${issue.message}`,
    );
    throw new AppError(
      "VALIDATION_FAILED",
      `Isi dokumen tidak memenuhi syarat / content refused: ${problems.slice(0, MAX_REPORTED_PROBLEMS).join("; ")}`,
      { reason: "CONTENT", problems },
    );
  }
  return { record: parsed.data, warnings };
}
