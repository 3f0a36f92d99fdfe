import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { TSignedDocument } from "@/lib/schemas/quality-document";
import { StatusBadge } from "./status-badge";

/** What signing answered: the result, the record's status now, and where to verify the document. */
export function SignedResult({
  id,
  tipe,
  result,
  t,
}: {
  id: string;
  tipe: "qc" | "qe" | "qa";
  result: TSignedDocument;
  t: WorkflowMessages;
}) {
  const f = t.form;
  return (
    <div
      role="status"
      data-testid="hasil-tanda-tangan"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950"
    >
      <p className="text-lg font-semibold">{f.berhasil}</p>
      <p className="mt-2 text-sm">
        {result.tipe}: {result.sesuai ? t.kualitas.sesuai : t.kualitas.tidakSesuai} · {result.passed}/
        {result.total} {t.kualitas.lulus} · {t.kualitas.metodeNama[result.signatureMethod]} ·{" "}
        {result.signedBy.namaLengkap}
      </p>
      <p className="mt-2 flex items-center gap-2 text-sm">
        {f.statusSekarang}:{" "}
        <StatusBadge status={result.statusMetadata} label={t.status[result.statusMetadata]} />
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <a className={PRIMARY_BUTTON} href={`/verifikasi/${result.signatureToken}`}>
          {f.lihatVerifikasi}
        </a>
        <a
          className={SECONDARY_BUTTON}
          href={`/api/metadata/${encodeURIComponent(id)}/kualitas/${tipe}/dokumen`}
        >
          {t.kualitas.sertifikat}
        </a>
        <a className={SECONDARY_BUTTON} href={`/metadata/${encodeURIComponent(id)}`}>
          {f.kembali}
        </a>
      </p>
    </div>
  );
}
