import { LINK } from "@/components/catalogue/styles";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { RecordWorkspace, WorkspaceDocument } from "@/lib/workflow/get-record-workspace";

// The record's current QC, QE and QA documents: state, result, signer, method, and the links to
// the public verification page and to the PDF certificate (or the signed scan).

const TYPES = ["qc", "qe", "qa"] as const;

function Result({ doc, t }: { doc: WorkspaceDocument; t: WorkflowMessages }) {
  if (doc.sesuai === null) return null;
  return (
    <span
      className={`rounded-md px-2 py-0.5 text-xs font-semibold ${doc.sesuai ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-900"}`}
    >
      {doc.sesuai ? t.kualitas.sesuai : t.kualitas.tidakSesuai}
    </span>
  );
}

export function QualityPanel({
  id,
  dokumen,
  locale,
  t,
  showItems = false,
}: {
  id: string;
  dokumen: RecordWorkspace["dokumen"];
  locale: Locale;
  t: WorkflowMessages;
  /** Lists each document's check items (the review page). */
  showItems?: boolean;
}) {
  const k = t.kualitas;
  return (
    <ul className="space-y-3">
      {TYPES.map((tipe) => {
        const doc = dokumen[tipe];
        const tipeUpper = tipe.toUpperCase() as "QC" | "QE" | "QA";
        return (
          <li
            key={tipe}
            data-testid={`dokumen-${tipe}`}
            className="rounded-lg border border-slate-200 bg-slate-50/60 p-4"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold text-slate-900">{k[tipeUpper]}</h3>
              {doc ? (
                <span className="text-xs font-medium text-slate-700">{k.docStatus[doc.status]}</span>
              ) : (
                <span className="text-xs text-slate-600">{k.belumAda}</span>
              )}
            </div>
            {doc ? (
              <>
                <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{k.hasil}</dt>
                  <dd className="flex flex-wrap items-center gap-2 text-slate-900">
                    <Result doc={doc} t={t} />
                    <span>
                      {doc.passed}/{doc.total} {k.lulus}
                    </span>
                  </dd>
                  {doc.penandatangan ? (
                    <>
                      <dt className="text-slate-600">{k.penandatangan}</dt>
                      <dd className="text-slate-900">
                        {doc.penandatangan.namaLengkap}
                        {doc.penandatangan.jabatan ? `, ${doc.penandatangan.jabatan}` : ""}
                      </dd>
                    </>
                  ) : null}
                  {doc.signedAt ? (
                    <>
                      <dt className="text-slate-600">{k.tanggal}</dt>
                      <dd className="text-slate-900">
                        <time dateTime={doc.signedAt}>{formatDateTime(doc.signedAt, locale)}</time>
                      </dd>
                    </>
                  ) : null}
                  {doc.signatureMethod ? (
                    <>
                      <dt className="text-slate-600">{k.metode}</dt>
                      <dd className="text-slate-900">{k.metodeNama[doc.signatureMethod]}</dd>
                    </>
                  ) : null}
                  {doc.catatan ? (
                    <>
                      <dt className="text-slate-600">{k.catatan}</dt>
                      <dd className="whitespace-pre-line text-slate-900">{doc.catatan}</dd>
                    </>
                  ) : null}
                </dl>
                {doc.signatureToken ? (
                  <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                    <a className={LINK} href={`/verifikasi/${doc.signatureToken}`}>
                      {k.verifikasi} {tipeUpper}
                    </a>
                    <a
                      className={LINK}
                      href={`/api/metadata/${encodeURIComponent(id)}/kualitas/${tipe}/dokumen`}
                    >
                      {k.sertifikat} {tipeUpper}
                    </a>
                  </p>
                ) : null}
                {showItems && doc.itemPemeriksaan.length > 0 ? (
                  <details className="mt-3 text-sm">
                    <summary className="cursor-pointer font-medium text-sky-900">
                      {k.butir} ({doc.itemPemeriksaan.length})
                    </summary>
                    <ul className="mt-2 space-y-1">
                      {doc.itemPemeriksaan.map((item, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a signed document's items never change order
                        <li key={`${item.kode}-${index}`} className="flex gap-2">
                          <span aria-hidden="true">
                            {item.lulus === true ? "✓" : item.lulus === false ? "✗" : "–"}
                          </span>
                          <span className="sr-only">
                            {item.lulus === true
                              ? t.form.lulus
                              : item.lulus === false
                                ? t.form.gagal
                                : t.form.na}
                          </span>
                          <span>
                            {item.label}
                            {item.catatan ? <span className="text-slate-600"> — {item.catatan}</span> : null}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
