import type { CodeLabel } from "@/lib/catalogue/records/get-code-labels";
import { protocolLabel } from "@/lib/catalogue/records/protocol-label";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import { Facts, linkClass, RecordSection } from "./record-section";

// Who to ask, where to get the data, and under which conditions.

interface Props {
  record: TRecordDetail;
  locale: Locale;
  label: CodeLabel;
}

const KIND_STYLE = {
  service: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  download: "bg-sky-50 text-sky-900 ring-sky-300",
  link: "bg-slate-100 text-slate-800 ring-slate-300",
} as const;

export function RecordContacts({ record, locale, label }: Props) {
  const t = rekamanMessages[locale];
  return (
    <RecordSection id="kontak" title={t.sections.kontak}>
      {record.kontak.length === 0 ? (
        <p className="text-slate-600">{t.none}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {record.kontak.map((k, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: contacts have no id and may repeat.
            <li key={index} className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {label("PERAN_KONTAK", k.peran)} · {t.lingkup[k.lingkup]}
              </p>
              {k.namaOrganisasi && <p className="mt-1 font-medium">{k.namaOrganisasi}</p>}
              {k.namaIndividu && (
                <p>
                  {k.namaIndividu}
                  {k.jabatan ? `, ${k.jabatan}` : ""}
                </p>
              )}
              {(k.alamat || k.kota) && (
                <p className="text-sm text-slate-700">
                  {[k.alamat, k.kota, k.provinsi, k.kodePos, k.negara].filter(Boolean).join(", ")}
                </p>
              )}
              {k.email && (
                <p className="text-sm">
                  <a className={linkClass} href={`mailto:${k.email}`}>
                    {k.email}
                  </a>
                </p>
              )}
              {k.telepon && <p className="text-sm">{k.telepon}</p>}
              {k.url && (
                <p className="text-sm">
                  <a className={`${linkClass} break-all`} href={k.url} rel="noopener noreferrer">
                    {k.url}
                  </a>
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}

export function RecordDistribution({ record, locale }: Omit<Props, "label">) {
  const t = rekamanMessages[locale];
  return (
    <RecordSection id="distribusi" title={t.sections.distribusi}>
      {record.distribusi.length === 0 ? (
        <p className="text-slate-600">{t.noDistribution}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {record.distribusi.map((link, index) => {
            const protocol = protocolLabel(link.protokol);
            const format = [link.formatNama, link.formatVersi].filter(Boolean).join(" ");
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: links have no id; the same URL may serve several layers.
              <li key={index} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start">
                <span
                  title={link.protokol}
                  className={`w-fit shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ${KIND_STYLE[protocol.kind]}`}
                >
                  {protocol.label}
                </span>
                <div className="min-w-0">
                  <a
                    className={`${linkClass} break-all font-medium`}
                    href={link.url}
                    rel="noopener noreferrer"
                  >
                    {link.nama ?? link.url}
                  </a>
                  {link.deskripsi && <p className="text-sm text-slate-700">{link.deskripsi}</p>}
                  <p className="text-xs text-slate-600">
                    {link.protokol}
                    {format ? ` · ${t.fields.format}: ${format}` : ""}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </RecordSection>
  );
}

export function RecordConstraints({ record, locale, label }: Props) {
  const t = rekamanMessages[locale];
  const f = t.fields;
  const { batasan } = record;
  // MD_RestrictionCode has no reference list here; its values are shown as ISO names them.
  const codes = (list: string[]) => list.join(", ");
  return (
    <RecordSection id="batasan" title={t.sections.batasan}>
      <Facts
        items={[
          [f.penggunaan, batasan.penggunaan],
          [f.akses, codes(batasan.akses)],
          [f.pemakaian, codes(batasan.pemakaian)],
          [f.lain, batasan.lain],
          [f.klasifikasi, label("KLASIFIKASI_KEAMANAN", batasan.klasifikasiKeamanan)],
        ]}
      />
      {!batasan.penggunaan && !batasan.lain && !batasan.akses.length && !batasan.pemakaian.length && (
        <p className="text-slate-600">{t.none}</p>
      )}
    </RecordSection>
  );
}

export function RecordLineage({ record, locale, label }: Props) {
  const t = rekamanMessages[locale];
  const f = t.fields;
  const { kualitasData } = record;
  return (
    <RecordSection id="kualitas-data" title={t.sections.kualitasData}>
      <Facts
        items={[
          [f.riwayat, kualitasData.riwayat],
          [f.sumber, kualitasData.sumber],
          [f.langkahProses, kualitasData.langkahProses],
        ]}
      />
      {kualitasData.laporan.length === 0 ? (
        <p className="mt-3 text-slate-600">{t.noReports}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-slate-300 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {f.elemen}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {f.metode}
                </th>
                <th scope="col" className="py-2 pr-3 font-medium">
                  {f.nilai}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {f.hasil}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {kualitasData.laporan.map((r, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: reports have no id.
                <tr key={index}>
                  <td className="py-2 pr-3 align-top">
                    {label("DQ_ELEMEN", r.elemen)}
                    {r.deskripsi && <span className="block text-slate-600">{r.deskripsi}</span>}
                  </td>
                  <td className="py-2 pr-3 align-top">{label("METOD_EVALUASI", r.metodeEvaluasi)}</td>
                  <td className="py-2 pr-3 align-top">{[r.nilai, r.satuan].filter(Boolean).join(" ")}</td>
                  <td className="py-2 align-top">
                    {r.lulus === null ? "–" : r.lulus ? t.lulus : t.tidakLulus}
                    {r.penjelasan && <span className="block text-slate-600">{r.penjelasan}</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RecordSection>
  );
}
