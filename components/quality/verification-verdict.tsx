import { linkClass } from "@/components/catalogue/record-section";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { verifikasiMessages } from "@/lib/i18n/messages/verifikasi";
import type { VerificationResult } from "@/lib/schemas/verification";

/** The verdict on one token: valid with the document's facts (spec 2.4), not valid, or throttled (null). */
export function VerificationVerdict({
  token,
  result,
  locale,
}: {
  token: string;
  result: VerificationResult | null;
  locale: Locale;
}) {
  const t = verifikasiMessages[locale];
  const valid = result?.valid === true;
  const signedAt = result?.valid ? (
    <time dateTime={result.signedAt}>{formatDateTime(result.signedAt, locale)}</time>
  ) : null;
  const recordLink = result?.valid ? (
    <a className={linkClass} href={`/katalog/${encodeURIComponent(result.metadata.id)}`}>
      {result.metadata.judul}
    </a>
  ) : null;
  return (
    <>
      <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{t.title}</p>
      <div
        className={`mt-3 rounded-xl border-2 p-6 ${
          result === null
            ? "border-amber-500 bg-amber-50"
            : valid
              ? "border-emerald-600 bg-emerald-50"
              : "border-red-600 bg-red-50"
        }`}
      >
        <h1 className="flex items-center gap-3 text-2xl font-bold text-slate-900 sm:text-3xl">
          <span
            aria-hidden="true"
            className={`flex size-10 shrink-0 items-center justify-center rounded-full text-xl text-white ${
              result === null ? "bg-amber-700" : valid ? "bg-emerald-700" : "bg-red-700"
            }`}
          >
            {result === null ? "!" : valid ? "✓" : "✗"}
          </span>
          {result === null ? t.title : valid ? t.sah : t.tidakSah}
        </h1>
        <p className="mt-3 text-slate-800">
          {result === null ? t.tooMany : valid ? t.sahText : t.tidakSahText}
        </p>
        <p className="mt-3 text-sm text-slate-700">
          {t.token}: <code className="break-all rounded bg-white/70 px-1">{token}</code>
        </p>
      </div>
      {result?.valid && (
        <section aria-labelledby="rincian" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
          <h2 id="rincian" className="text-lg font-semibold">
            {t.facts}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(10rem,max-content)_1fr]">
            {(
              [
                [t.tipe, t.tipeNama[result.tipe]],
                [t.status, t.statusSigned],
                [t.hasil, result.sesuai ? `✓ ${t.sesuai}` : `✗ ${t.tidakSesuai}`],
                [t.butir, `${result.passed} / ${result.total}`],
                [t.signedAt, signedAt],
                [t.metode, t.metodeNama[result.signatureMethod]],
                [t.metadata, recordLink],
                [t.organisasi, result.metadata.organisasi],
                [t.penandatangan, result.signedBy.namaLengkap],
                [t.jabatan, result.signedBy.jabatan || "–"],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <p className="mt-6 text-sm text-slate-600">
        <a className={linkClass} href={`/api/verify/${encodeURIComponent(token)}`}>
          {t.api}
        </a>
      </p>
    </>
  );
}
