"use client";

import type { EditorTexts } from "@/lib/i18n/messages/editor";
import { fill } from "@/lib/i18n/messages/editor";
import { COMPLETENESS_RULE_COUNT, type MissingElement } from "@/lib/quality/completeness";

// What the record still lacks before it can be submitted, by the rules the submission checks.

/** Where each completeness rule's field lives in the form. */
const TARGET: Record<string, string> = {
  judul: "#f-judul",
  abstrak: "#f-abstrak",
  tanggal: "#bagian-identifikasi",
  bahasa: "#f-bahasa",
  topikKategori: "#bagian-topik",
  bbox: "#bagian-cakupan",
  kataKunci: "#bagian-kataKunci",
  "kontak.SUMBER_DAYA": "#bagian-kontak",
  batasan: "#bagian-batasan",
  "kualitasData.riwayat": "#f-kualitasData-riwayat",
};

/** The rule messages are "Indonesian / English". */
const inLocale = (message: string, locale: "id" | "en") => {
  const [id, en] = message.split(" / ");
  return (locale === "en" ? en : id) ?? message;
};

export function CompletenessPanel({
  missing,
  locale,
  t,
}: {
  missing: MissingElement[];
  locale: "id" | "en";
  t: EditorTexts;
}) {
  const filled = COMPLETENESS_RULE_COUNT - missing.length;
  const percent = Math.round((filled / COMPLETENESS_RULE_COUNT) * 100);
  return (
    <section
      aria-labelledby="kelengkapan-judul"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="kelengkapan-judul" className="text-sm font-semibold text-slate-900">
        {t.completeness}
      </h2>
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={COMPLETENESS_RULE_COUNT}
        aria-valuenow={filled}
        aria-labelledby="kelengkapan-judul"
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={`h-full ${missing.length === 0 ? "bg-emerald-600" : "bg-sky-700"}`}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-2 text-sm text-slate-700" data-testid="kelengkapan-ringkas" aria-live="polite">
        {missing.length === 0 ? t.complete : fill(t.missingOf, { filled, total: COMPLETENESS_RULE_COUNT })}
      </p>
      {missing.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm" data-testid="kelengkapan-kurang">
          {missing.map((m) => (
            <li key={m.field}>
              <a href={TARGET[m.field] ?? "#"} className="text-sky-800 underline hover:text-sky-950">
                {inLocale(m.message, locale)}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
