"use client";

import { useState } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { AdminMessages } from "@/lib/i18n/messages/admin";
import { PERAN, type TPengguna } from "@/lib/schemas/admin-pengguna";
import { describedBy, Field, INPUT } from "./field";
import { Notice } from "./notice";

type Texts = AdminMessages["pengguna"];
export interface OrganisationOption {
  kode: string;
  nama: string;
}

/** The fields of a new user, or of an existing one (without e-mail and password). */
export function UserForm({
  t,
  organisations,
  user,
  errors,
  failure,
  busy,
  onSubmit,
  onCancel,
}: {
  t: Texts;
  organisations: OrganisationOption[];
  user?: TPengguna;
  errors: Record<string, string>;
  failure: string | null;
  busy: boolean;
  onSubmit: (values: Record<string, string>) => void;
  onCancel: () => void;
}) {
  const prefix = user ? `ubah-${user.id}` : "baru";
  const [values, setValues] = useState<Record<string, string>>({
    email: "",
    namaLengkap: user?.namaLengkap ?? "",
    jabatan: user?.jabatan ?? "",
    nip: user?.nip ?? "",
    telepon: user?.telepon ?? "",
    peran: user?.peran ?? "PRODUSEN",
    organisasi: user?.organisasi.kode ?? organisations[0]?.kode ?? "",
    password: "",
  });
  const bind = (name: string, hint?: string) => ({
    id: `${prefix}-${name}`,
    name,
    value: values[name] ?? "",
    onChange: (event: { target: { value: string } }) =>
      setValues((all) => ({ ...all, [name]: event.target.value })),
    ...describedBy(`${prefix}-${name}`, hint, errors[name]),
  });
  const text = (
    name: "email" | "namaLengkap" | "jabatan" | "nip" | "telepon",
    type = "text",
    required = false,
  ) => (
    <Field id={`${prefix}-${name}`} label={t[name]} error={errors[name]} required={required}>
      <input {...bind(name)} type={type} required={required} className={INPUT} autoComplete="off" />
    </Field>
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(values);
      }}
      className="space-y-4"
    >
      {failure && <Notice tone="error">{failure}</Notice>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {!user && text("email", "email", true)}
        {text("namaLengkap", "text", true)}
        {text("jabatan")}
        {text("nip")}
        {text("telepon", "tel")}
        <Field id={`${prefix}-peran`} label={t.peran} error={errors.peran} required>
          <select {...bind("peran")} className={INPUT}>
            {PERAN.map((peran) => (
              <option key={peran} value={peran}>
                {t.roles[peran]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${prefix}-organisasi`} label={t.organisasi} error={errors.organisasi} required>
          <select {...bind("organisasi")} className={INPUT}>
            {organisations.map((organisasi) => (
              <option key={organisasi.kode} value={organisasi.kode}>
                {organisasi.nama}
              </option>
            ))}
          </select>
        </Field>
        {!user && (
          <Field id={`${prefix}-password`} label={t.password} hint={t.passwordHint} error={errors.password}>
            <input
              {...bind("password", t.passwordHint)}
              type="password"
              autoComplete="new-password"
              className={INPUT}
            />
          </Field>
        )}
      </div>
      {user && <p className="text-sm text-slate-600">{t.sessionNote}</p>}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          {t.cancel}
        </button>
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
