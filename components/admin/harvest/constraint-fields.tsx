import { CONSTRAINTS_READ } from "@/lib/harvest/protocol";
import { describedBy, Field, INPUT } from "../field";
import { BBOX_SIDES } from "./form-values";
import { bindText, type FieldsProps } from "./source-fields";

const GROUP = "rounded-xl border border-slate-200 bg-white p-5 shadow-sm";
const LEGEND = "px-1 text-base font-semibold text-slate-900";

/** When the source runs by itself: an interval and/or a daily time (UTC); neither: by hand only. */
export function ScheduleFields(props: FieldsProps) {
  const { errors, t, prefix } = props;
  return (
    <fieldset className={GROUP} aria-describedby={`${prefix}-jadwal-hint`}>
      <legend className={LEGEND}>{t.jadwal}</legend>
      <p id={`${prefix}-jadwal-hint`} className="text-sm text-slate-600">
        {t.jadwalHint}
      </p>
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field
          id={`${prefix}-intervalMenit`}
          label={t.intervalMenit}
          hint={t.intervalHint}
          error={errors.intervalMenit}
        >
          <input {...bindText(props, "intervalMenit", t.intervalHint)} type="number" min={15} step={1} />
        </Field>
        <Field id={`${prefix}-jamHarian`} label={t.jamHarian} hint={t.jamHarianHint} error={errors.jamHarian}>
          <input
            {...bindText(props, "jamHarian", t.jamHarianHint)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="02:30"
          />
        </Field>
      </div>
    </fieldset>
  );
}

/** The protocol's optional constraint (only the fields it reads) and the stylesheet applied first. */
export function ConstraintFields(props: FieldsProps) {
  const { values, set, errors, t, prefix } = props;
  const reads = CONSTRAINTS_READ[values.protokol];
  const bboxId = `${prefix}-bbox`;
  return (
    <fieldset className={GROUP}>
      <legend className={LEGEND}>{t.batasan}</legend>
      <div className="space-y-4">
        {reads.filter && (
          <Field
            id={`${prefix}-filter`}
            label={t.filter}
            hint={values.protokol === "CSW" ? t.filterHintCsw : t.filterHintOgc}
            error={errors.filter}
          >
            <textarea
              {...bindText(props, "filter", values.protokol === "CSW" ? t.filterHintCsw : t.filterHintOgc)}
              rows={3}
              className={`${INPUT} font-mono text-sm`}
            />
          </Field>
        )}
        {reads.q && (
          <Field id={`${prefix}-q`} label={t.q} error={errors.q}>
            <input {...bindText(props, "q")} type="text" />
          </Field>
        )}
        {reads.bbox && (
          <fieldset {...describedBy(bboxId, t.bboxHint, errors.bbox)}>
            <legend className="text-sm font-medium text-slate-800">{t.bbox}</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              {BBOX_SIDES.map((side) => (
                <div key={side}>
                  <label htmlFor={`${bboxId}-${side}`} className="block text-sm text-slate-700">
                    {t.bboxSides[side]}
                  </label>
                  <input
                    id={`${bboxId}-${side}`}
                    type="number"
                    step="any"
                    value={values.bbox[side]}
                    onChange={(event) => set("bbox", { ...values.bbox, [side]: event.target.value })}
                    className={INPUT}
                    {...describedBy(bboxId, t.bboxHint, errors.bbox)}
                  />
                </div>
              ))}
            </div>
            <p id={`${bboxId}-hint`} className="mt-1 text-xs text-slate-600">
              {t.bboxHint}
            </p>
            {errors.bbox && (
              <p id={`${bboxId}-error`} className="mt-1 text-sm text-red-700">
                {errors.bbox}
              </p>
            )}
          </fieldset>
        )}
        {reads.setOai && (
          <Field id={`${prefix}-setOai`} label={t.setOai} error={errors.setOai}>
            <input {...bindText(props, "setOai")} type="text" autoComplete="off" />
          </Field>
        )}
        <Field id={`${prefix}-xslt`} label={t.xslt} hint={t.xsltHint} error={errors.xslt}>
          <textarea
            {...bindText(props, "xslt", t.xsltHint)}
            rows={4}
            spellCheck={false}
            className={`${INPUT} font-mono text-sm`}
          />
        </Field>
      </div>
    </fieldset>
  );
}
