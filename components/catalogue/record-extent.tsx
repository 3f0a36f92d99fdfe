import { ExtentMap } from "@/components/map/extent-map";
import { extentFeatures } from "@/components/map/geometry";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import { periodText } from "./period-text";
import { Facts, RecordSection } from "./record-section";

// The spatial and temporal extent of a record. For an imported record, also every box and
// polygon of its document (on the map, exclusions drawn apart) and its periods as written.

interface Props {
  record: TRecordDetail;
  locale: Locale;
}

const SIDES = ["barat", "timur", "selatan", "utara"] as const;

export function RecordExtent({ record, locale }: Props) {
  const t = rekamanMessages[locale];
  const f = t.fields;
  const { bboxBarat: barat, bboxTimur: timur, bboxSelatan: selatan, bboxUtara: utara } = record;
  const bbox =
    barat !== null && timur !== null && selatan !== null && utara !== null
      ? { barat, timur, selatan, utara }
      : null;
  const details = record.rincianSumber;
  const boxes = details?.batas ?? [];
  const polygons = details?.poligon ?? [];
  const excludes = [...boxes, ...polygons].some((shape) => !shape.termasuk);
  // One included box is the record's own bbox, already drawn; anything more is worth drawing.
  const more = boxes.length > 1 || polygons.length > 0 || excludes;
  return (
    <RecordSection id="cakupan" title={t.sections.cakupan}>
      <ExtentMap
        bbox={bbox}
        label={record.deskripsiWilayah ?? t.sections.cakupan}
        shapes={details && more ? extentFeatures(details) : null}
      />
      {excludes && <p className="mt-2 text-sm text-slate-600">{t.rincian.legenda}</p>}
      {record.deskripsiWilayah && <p className="mt-3 font-medium">{record.deskripsiWilayah}</p>}
      {bbox ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {SIDES.map((side) => (
            <div key={side} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-200">
              <dt className="text-xs font-medium text-slate-600">{f[side]}</dt>
              <dd className="font-mono">{bbox[side]}°</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-3 text-slate-600">{t.noExtent}</p>
      )}
      {more && (
        <div className="mt-3 text-sm" data-testid="kotak-batas">
          <h3 className="font-medium text-slate-600">{t.rincian.kotakBatas}</h3>
          <ul className="mt-1 space-y-1 font-mono">
            {boxes.map((b) => (
              <li key={`${b.barat} ${b.selatan} ${b.timur} ${b.utara} ${b.termasuk}`}>
                {b.barat}, {b.selatan} – {b.timur}, {b.utara}
                {!b.termasuk && (
                  <span className="ml-2 font-sans text-orange-800">({t.rincian.pengecualian})</span>
                )}
              </li>
            ))}
          </ul>
          {polygons.length > 0 && <p className="mt-1 text-slate-700">{t.rincian.poligon(polygons.length)}</p>}
        </div>
      )}
    </RecordSection>
  );
}

export function RecordTemporal({ record, locale }: Props) {
  const t = rekamanMessages[locale];
  const { mulai, selesai } = record.temporal;
  const periods = record.rincianSumber?.periode ?? [];
  return (
    <RecordSection id="temporal" title={t.sections.temporal}>
      {periods.length > 0 ? (
        // The document's own positions: "2015-05" or "now" say more than the dates read from them.
        <Facts
          items={[
            [
              t.rincian.periode,
              <ul key="periode" data-testid="periode">
                {periods.map((period) => {
                  const text = periodText(period, t.rincian.indeterminate);
                  return <li key={text}>{text}</li>;
                })}
              </ul>,
            ],
          ]}
        />
      ) : mulai || selesai ? (
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
