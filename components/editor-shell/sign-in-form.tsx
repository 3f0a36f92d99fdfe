"use client";

import { type FormEvent, useRef, useState } from "react";
import { readProblem } from "@/components/api/api-problem";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { EditorShellMessages } from "@/lib/i18n/messages/editor-shell";
import { ZLoginRequest } from "@/lib/schemas/auth";

type Field = "email" | "password";
type Texts = EditorShellMessages["signIn"];

const INPUT =
  "mt-1 block w-full rounded-lg border px-3 py-2 text-slate-900 shadow-sm focus:border-sky-700 focus:outline-2 focus:outline-offset-1 focus:outline-sky-700";

/** The field errors of the login schema, in the page's language. */
function fieldErrors(email: string, password: string, t: Texts): Partial<Record<Field, string>> {
  const parsed = ZLoginRequest.safeParse({ email, password });
  if (parsed.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    if (errors[field]) continue;
    const tooBig = issue.code === "too_big";
    errors[field] =
      field === "email"
        ? tooBig
          ? t.emailTooLong
          : t.emailRequired
        : tooBig
          ? t.passwordTooLong
          : t.passwordRequired;
  }
  return errors;
}

/** E-mail and password, checked with ZLoginRequest here and by POST /api/auth/login. */
export function SignInForm({ returnTo, texts: t }: { returnTo: string; texts: Texts }) {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const refs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get("email") ?? "");
    const password = String(data.get("password") ?? "");
    const found = fieldErrors(email, password, t);
    setErrors(found);
    const first = (["email", "password"] as const).find((field) => found[field]);
    if (first) {
      setFormError(t.formErrors);
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    setFormError(null);
    try {
      const response = await fetch("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      if (response.ok) {
        // A full load, so the editor frame renders with the new session.
        window.location.assign(returnTo);
        return;
      }
      setFormError(await failureText(response, t));
    } catch {
      setFormError(t.failed);
    }
    setBusy(false);
    refs.password.current?.focus();
  }

  const field = (name: Field, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`masuk-${name}`} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={refs[name]}
        id={`masuk-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `masuk-${name}-error` : undefined}
        className={`${INPUT} ${errors[name] ? "border-red-600" : "border-slate-300"}`}
      />
      {errors[name] && (
        <p id={`masuk-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      )}
    </div>
  );

  // POST: were the form ever submitted without its script, the password stays out of the address.
  return (
    <form method="post" noValidate onSubmit={submit} className="mt-6 space-y-5">
      <div role="alert" aria-live="assertive">
        {formError && (
          <p className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        )}
      </div>
      {field("email", t.email, "email", "username")}
      {field("password", t.password, "password", "current-password")}
      <button
        type="submit"
        disabled={busy || !hydrated}
        className={`${PRIMARY_BUTTON} w-full disabled:opacity-70`}
      >
        {busy ? t.submitting : t.submit}
      </button>
    </form>
  );
}

/** 401 and 429 get their own words; anything else a general failure. */
async function failureText(response: Response, t: Texts): Promise<string> {
  if (response.status === 401) return t.wrongCredentials;
  if (response.status === 429) {
    const problem = await readProblem(response);
    const seconds = Number(problem.details.retryAfterSeconds ?? response.headers.get("Retry-After") ?? 900);
    return t.rateLimited.replace("{minutes}", String(Math.max(1, Math.ceil(seconds / 60))));
  }
  return t.failed;
}
