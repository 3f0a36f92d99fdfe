import type { CodeLabel } from "@/lib/catalogue/records/get-code-labels";
import { formatDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import { ExternalLink } from "./external-link";
import { Facts, RecordSection } from "./record-section";

// The descriptive sections of a record: identification and keywords (the extent: record-extent.tsx).

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
  const uris = keywordUris(record.rincianSumber);
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
              <h3 className="text-sm font-medium text-slate-600">
                <ExternalLink href={uris.thesauri.get(group)}>{group}</ExternalLink>
              </h3>
              <ul className="mt-1 flex flex-wrap gap-2">
                {words.map((word) => (
                  <li
                    key={word}
                    className="rounded-full bg-sky-50 px-3 py-1 text-sm text-sky-900 ring-1 ring-sky-200"
                  >
                    <ExternalLink
                      href={uris.keywords.get(`${group}\u0000${word}`) ?? uris.keywords.get(word)}
                    >
                      {word}
                    </ExternalLink>
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

/** The URIs an imported document gives its thesauri (by title) and keywords (by group and word). */
function keywordUris(details: TRecordDetail["rincianSumber"]) {
  const thesauri = new Map<string, string>();
  const keywords = new Map<string, string>();
  for (const group of details?.tesaurus ?? []) {
    if (group.judul && group.uri && !thesauri.has(group.judul)) thesauri.set(group.judul, group.uri);
    for (const keyword of group.kataKunci) {
      if (!keyword.uri) continue;
      if (group.judul) keywords.set(`${group.judul}\u0000${keyword.teks}`, keyword.uri);
      if (!keywords.has(keyword.teks)) keywords.set(keyword.teks, keyword.uri);
    }
  }
  return { thesauri, keywords };
}
