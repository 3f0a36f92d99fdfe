import { ExtentMap } from "@/components/map/extent-map";
import type { CodeLabel } from "@/lib/catalogue/get-code-labels";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import { Facts, RecordSection } from "./record-section";

// The descriptive sections of a record: identification, keywords, spatial and temporal extent.

interface Props {
  record: TRecordDetail;
  locale: Locale;
  label: CodeLabel;
}

export function RecordIdentification({ record, locale, label }: Props) {
  const t = rekamanMessages[locale];
  const f = t.fields;
  const dates = record.tanggal.length ? (
    <ul>
      {record.tanggal.map((d) => (
        <li key={`${d.tipe}-${d.tanggal}`}>
          {t.tanggalTipe[d.tipe]}: {formatDate(d.tanggal, locale)}
        </li>
      ))}
    </ul>
  ) : null;
  return (
    <RecordSection id="identifikasi" title={t.sections.identifikasi}>
      <Facts
        items={[
          [f.judulAlternatif, record.judulAlternatif],
          [f.tujuan, record.tujuan],
          [f.organisasi, record.organisasi.nama],
          [f.tanggal, dates],
          [f.edisi, [record.edisi, formatDate(record.tanggalEdisi, locale)].filter(Boolean).join(" · ")],
          [f.topikKategori, record.topikKategori.map((k) => label("TOPIK_KATEGORI", k)).join(", ")],
          [f.tipeData, record.tipeData],
          [f.representasiSpasial, label("REPRESENTASI_SPASIAL", record.representasiSpasial)],
          [f.skala, record.skalaPenyebut ? `1:${formatNumber(record.skalaPenyebut, locale)}` : null],
          [
            f.resolusi,
            record.resolusi ? `${record.resolusi.jarak} ${record.resolusi.satuan ?? ""}`.trim() : null,
          ],
          [f.sistemReferensi, record.sistemReferensi],
          [f.bahasa, label("BAHASA", record.bahasa)],
          [f.statusProgres, label("STATUS_PROGRES", record.statusProgres)],
          [f.frekuensiPembaruan, label("FREKUENSI_PEMBARUAN", record.frekuensiPembaruan)],
          [f.levelHierarki, label("LEVEL_HIERARKI", record.levelHierarki)],
        ]}
      />
    </RecordSection>
  );
}

export function RecordKeywords({ record, locale, label }: Props) {
  const t = rekamanMessages[locale];
  const groups = new Map<string, string[]>();
  for (const k of record.kataKunci) {
    const group = k.thesaurus ?? (k.tipe ? label("JENIS_KATAKUNCI", k.tipe) : t.kataKunciLain);
    groups.set(group, [...(groups.get(group) ?? []), k.kataKunci]);
  }
  return (
    <RecordSection id="kata-kunci" title={t.sections.kataKunci}>
      {groups.size === 0 ? (
        <p className="text-slate-600">{t.none}</p>
      ) : (
        <div className="space-y-3">
          {[...groups].map(([group, words]) => (
            <div key={group}>
              <h3 className="text-sm font-medium text-slate-600">{group}</h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {words.map((word) => (
                  <li
                    key={word}
                    className="rounded-full bg-sky-50 px-3 py-1 text-sm text-sky-900 ring-1 ring-sky-200"
                  >
                    {word}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </RecordSection>
  );
}

export function RecordExtent({ record, locale }: Omit<Props, "label">) {
  const t = rekamanMessages[locale];
  const f = t.fields;
  const { bboxBarat: barat, bboxTimur: timur, bboxSelatan: selatan, bboxUtara: utara } = record;
  const bbox =
    barat !== null && timur !== null && selatan !== null && utara !== null
      ? { barat, timur, selatan, utara }
      : null;
  return (
    <RecordSection id="cakupan" title={t.sections.cakupan}>
      <ExtentMap bbox={bbox} label={record.deskripsiWilayah ?? t.sections.cakupan} />
      {record.deskripsiWilayah && <p className="mt-3 font-medium">{record.deskripsiWilayah}</p>}
      {bbox ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {(
            [
              [f.barat, bbox.barat],
              [f.timur, bbox.timur],
              [f.selatan, bbox.selatan],
              [f.utara, bbox.utara],
            ] as const
          ).map(([name, value]) => (
            <div key={name} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <dt className="text-xs font-medium text-slate-600">{name}</dt>
              <dd className="font-mono">{value}°</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-slate-600">{t.noExtent}</p>
      )}
    </RecordSection>
  );
}

export function RecordTemporal({ record, locale }: Omit<Props, "label">) {
  const t = rekamanMessages[locale];
  const { mulai, selesai } = record.temporal;
  return (
    <RecordSection id="temporal" title={t.sections.temporal}>
      {mulai || selesai ? (
        <Facts
          items={[
            [t.fields.mulai, formatDate(mulai, locale)],
            [t.fields.selesai, formatDate(selesai, locale)],
          ]}
        />
      ) : (
        <p className="text-slate-600">{t.noTemporal}</p>
      )}
    </RecordSection>
  );
}
