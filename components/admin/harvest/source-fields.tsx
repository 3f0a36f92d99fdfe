import type { AdminMessages } from "@/lib/i18n/messages/admin";
import { describedBy, Field, INPUT } from "../field";
import { type HarvestFormValues, POLICIES, PROTOCOLS } from "./form-values";

export type HarvestTexts = AdminMessages["panen"];
export interface OrganisationChoice {
  id: string;
  nama: string;
}

/** What every group of the harvest form's fields gets from the form. */
export interface FieldsProps {
  values: HarvestFormValues;
  set: <K extends keyof HarvestFormValues>(name: K, value: HarvestFormValues[K]) => void;
  errors: Record<string, string>;
  t: HarvestTexts;
  /** Makes the ids unique: "panen-baru" or "panen-<id>". */
  prefix: string;
}

type TextName =
  | "nama"
  | "url"
  | "intervalMenit"
  | "jamHarian"
  | "filter"
  | "q"
  | "setOai"
  | "xslt"
  | "username"
  | "password";

/** id, value, change handler and aria of a text input or textarea. */
export function bindText({ values, set, errors, prefix }: FieldsProps, name: TextName, hint?: string) {
  const id = `${prefix}-${name}`;
  return {
    id,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    className: INPUT,
    ...describedBy(id, hint, errors[name]),
  };
}

/** Name, protocol, address, organisation, policy and whether the schedule runs. */
export function SourceFields(props: FieldsProps & { organisations: OrganisationChoice[] }) {
  const { values, set, errors, t, prefix, organisations } = props;
  const policyError = `${prefix}-kebijakan-error`;
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${prefix}-nama`} label={t.nama} error={errors.nama} required>
          <input {...bindText(props, "nama")} type="text" required autoComplete="off" />
        </Field>
        <Field id={`${prefix}-protokol`} label={t.protokol} error={errors.protokol} required>
          <select
            id={`${prefix}-protokol`}
            name="protokol"
            value={values.protokol}
            onChange={(event) => set("protokol", event.target.value as HarvestFormValues["protokol"])}
            className={INPUT}
            {...describedBy(`${prefix}-protokol`, undefined, errors.protokol)}
          >
            {PROTOCOLS.map((protocol) => (
              <option key={protocol} value={protocol}>
                {t.protocols[protocol]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={`${prefix}-url`} label={t.url} hint={t.urlHint} error={errors.url} required>
        <input {...bindText(props, "url", t.urlHint)} type="url" required autoComplete="off" />
      </Field>
      <Field
        id={`${prefix}-organisasiId`}
        label={t.organisasi}
        hint={t.organisasiHint}
        error={errors.organisasiId}
        required
      >
        <select
          id={`${prefix}-organisasiId`}
          name="organisasiId"
          value={values.organisasiId}
          onChange={(event) => set("organisasiId", event.target.value)}
          className={INPUT}
          {...describedBy(`${prefix}-organisasiId`, t.organisasiHint, errors.organisasiId)}
        >
          {organisations.map((organisation) => (
            <option key={organisation.id} value={organisation.id}>
              {organisation.nama}
            </option>
          ))}
        </select>
      </Field>
      <fieldset aria-describedby={errors.kebijakan ? policyError : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t.kebijakan}</legend>
        <div className="mt-2 space-y-2">
          {POLICIES.map((policy) => {
            const id = `${prefix}-kebijakan-${policy}`;
            return (
              <div key={policy} className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
                <input
                  id={id}
                  type="radio"
                  name={`${prefix}-kebijakan`}
                  value={policy}
                  checked={values.kebijakan === policy}
                  onChange={() => set("kebijakan", policy)}
                  aria-describedby={`${id}-hint`}
                  className="mt-1 h-4 w-4 accent-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
                />
                <div>
                  <label htmlFor={id} className="font-medium text-slate-900">
                    {t.policies[policy].label}
                  </label>
                  <p id={`${id}-hint`} className="text-sm text-slate-600">
                    {t.policies[policy].hint}
                  </p>
                </div>
              </div>
            );
          })}
        </div>
        {errors.kebijakan && (
          <p id={policyError} className="mt-1 text-sm text-red-700">
            {errors.kebijakan}
          </p>
        )}
      </fieldset>
      <Checkbox
        id={`${prefix}-aktif`}
        label={t.aktif}
        checked={values.aktif}
        onChange={(on) => set("aktif", on)}
      />
    </div>
  );
}

/** A labelled checkbox (aktif, removing credentials). */
export function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 accent-sky-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      />
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
    </div>
  );
}
