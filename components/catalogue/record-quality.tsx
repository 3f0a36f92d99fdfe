import type { OrganisationRecordLink } from "@/lib/catalogue/public/list-organisation-published-records";
import { formatDate, formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { DocumentSigner } from "@/lib/quality/list-document-signers";
import type { TQualityStatus } from "@/lib/schemas/quality-status";
import { buttonClass, linkClass, RecordSection } from "./record-section";

// The side column of the record page: XML downloads, the QC/QE/QA panel, and more records of
// the same organisation.

export const XML_DOWNLOADS = [
  { format: "mdb2016", name: "ISO 19115-3 (2016)" },
  { format: "mdb2018", name: "ISO 19115-3 (2018)" },
  { format: "gmd", name: "ISO 19139" },
] as const;

export function RecordDownloads({ id, locale, xslt }: { id: string; locale: Locale; xslt: boolean }) {
  const t = rekamanMessages[locale];
  const base = `/api/public/metadata/${encodeURIComponent(id)}/xml?format=`;
  const items = [
    ...XML_DOWNLOADS.map((d) => ({ ...d })),
    ...(xslt ? [{ format: "xslt", name: t.unduhXslt }] : []),
  ];
  return (
    <RecordSection id="unduh" title={t.sections.unduh}>
      <p className="text-sm text-slate-700">{t.unduhIntro}</p>
      <ul className="mt-3 flex flex-col gap-2">
        {items.map((d) => (
          <li key={d.format}>
            <a className={`${buttonClass} w-full justify-between`} href={`${base}${d.format}`} download>
              <span>{d.name}</span>
              <span aria-hidden="true" className="text-xs text-slate-600">
                XML ↓
              </span>
            </a>
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}

export function RecordQuality({
  id,
  kualitas,
  signers,
  locale,
}: {
  id: string;
  kualitas: TQualityStatus;
  signers: Map<string, DocumentSigner>;
  locale: Locale;
}) {
  const t = rekamanMessages[locale];
  return (
    <RecordSection id="status-kualitas" title={t.sections.kualitas}>
      <p className="text-sm text-slate-700">{t.kualitasIntro}</p>
      <ul className="mt-4 space-y-3">
        {(["qc", "qe", "qa"] as const).map((tipe) => {
          const doc = kualitas[tipe];
          const signed = doc?.status === "SIGNED" && doc.signedAt;
          const signer = doc?.signatureToken ? signers.get(doc.signatureToken) : undefined;
          return (
            <li key={tipe} className="rounded-lg p-3 ring-1 ring-slate-200">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-medium">{t.tipeDokumen[tipe]}</h3>
                {doc && doc.sesuai !== null ? (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold ${doc.sesuai ? "bg-emerald-100 text-emerald-900" : "bg-red-100 text-red-900"}`}
                  >
                    {doc.sesuai ? `✓ ${t.sesuai}` : `✗ ${t.tidakSesuai}`}
                  </span>
                ) : (
                  <span className="text-xs text-slate-600">{t.belumAda}</span>
                )}
              </div>
              {doc && (
                <p className="mt-1 text-sm text-slate-700">
                  {t.butirLulus(doc.passed, doc.total)}
                  {signed ? (
                    <>
                      <br />
                      {t.ditandatangani}:{" "}
                      <time
                        dateTime={doc.signedAt ?? undefined}
                        title={formatDateTime(doc.signedAt as string, locale)}
                      >
                        {formatDate(doc.signedAt, locale)}
                      </time>{" "}
                      ({doc.signatureMethod})
                      {signer && (
                        <span className="block">
                          {`${t.oleh}: ${signer.namaLengkap}${signer.jabatan ? `, ${signer.jabatan}` : ""}`}
                        </span>
                      )}
                    </>
                  ) : null}
                </p>
              )}
              {signed && doc.signatureToken && (
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  <a className={linkClass} href={`/verifikasi/${doc.signatureToken}`}>
                    {t.verifikasi} <span className="sr-only">{tipe.toUpperCase()}</span>
                  </a>
                  <a
                    className={linkClass}
                    href={`/api/public/metadata/${encodeURIComponent(id)}/kualitas/${tipe}/dokumen`}
                  >
                    {t.sertifikat} <span className="sr-only">{tipe.toUpperCase()}</span>
                  </a>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </RecordSection>
  );
}

export function RecordSiblings({
  records,
  organisasi,
  locale,
}: {
  records: OrganisationRecordLink[];
  organisasi: string;
  locale: Locale;
}) {
  const t = rekamanMessages[locale];
  if (records.length === 0) return null;
  return (
    <RecordSection id="lainnya" title={t.sections.lainnya}>
      <p className="text-sm text-slate-600">{organisasi}</p>
      <ul className="mt-3 space-y-3">
        {records.map((r) => (
          <li key={r.id}>
            <a className={`${linkClass} font-medium`} href={`/katalog/${encodeURIComponent(r.id)}`}>
              {r.judul}
            </a>
            <p className="text-xs text-slate-600">
              {r.tipeData}
              {r.publishedAt ? ` · ${formatDate(r.publishedAt, locale)}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </RecordSection>
  );
}
