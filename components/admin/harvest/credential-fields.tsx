import { Field } from "../field";
import { bindText, Checkbox, type FieldsProps } from "./source-fields";

/**
 * HTTP Basic credentials. They are never shown again once stored: the fields start empty, and
 * left empty they keep what is stored; the checkbox removes it.
 */
export function CredentialFields(props: FieldsProps & { stored: boolean | null }) {
  const { values, set, errors, t, prefix, stored } = props;
  const off = values.removeCredentials;
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="px-1 text-base font-semibold text-slate-900">{t.kredensial}</legend>
      {stored !== null && (
        <p className="text-sm text-slate-700" data-testid="kredensial-status">
          {stored ? t.credentialsStored : t.credentialsNone}
        </p>
      )}
      <div className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id={`${prefix}-username`} label={t.username} error={errors.username}>
          <input {...bindText(props, "username")} type="text" autoComplete="off" disabled={off} />
        </Field>
        <Field id={`${prefix}-password`} label={t.password} error={errors.password}>
          <input
            {...bindText(props, "password")}
            type="password"
            autoComplete="new-password"
            disabled={off}
          />
        </Field>
      </div>
      {stored && (
        <div className="mt-3 space-y-2">
          <Checkbox
            id={`${prefix}-hapus-kredensial`}
            label={t.removeCredentials}
            checked={off}
            onChange={(on) => set("removeCredentials", on)}
          />
          <p className="text-xs text-slate-600">{t.credentialsTestNote}</p>
        </div>
      )}
    </fieldset>
  );
}
