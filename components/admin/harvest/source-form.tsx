"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi, jsonInit } from "@/components/api/api-client";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { SourceTest } from "@/lib/harvest/manage-sources";
import { Notice } from "../notice";
import { ConstraintFields, ScheduleFields } from "./constraint-fields";
import { CredentialFields } from "./credential-fields";
import { formErrors, type HarvestFormValues, harvestInput } from "./form-values";
import { type HarvestTexts, type OrganisationChoice, SourceFields } from "./source-fields";
import { TestResult } from "./test-result";

type Busy = "save" | "test" | null;

/**
 * A harvest source, new (POST /api/admin/panen, then its page) or stored (PUT
 * /api/admin/panen/{id}), with "test connection" (POST /api/admin/panen/uji) on the values as
 * they stand, saved or not.
 */
export function HarvestSourceForm({
  sourceId,
  storedCredentials,
  initial,
  organisations,
  t,
  networkError,
}: {
  /** null: a new source. */
  sourceId: string | null;
  /** Whether the stored source has credentials; null for a new one. */
  storedCredentials: boolean | null;
  initial: HarvestFormValues;
  organisations: OrganisationChoice[];
  t: HarvestTexts;
  networkError: string;
}) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [test, setTest] = useState<SourceTest | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const hydrated = useHydrated();
  const prefix = sourceId ? `panen-${sourceId}` : "panen-baru";
  const set = <K extends keyof HarvestFormValues>(name: K, value: HarvestFormValues[K]) =>
    setValues((all) => ({ ...all, [name]: value }));

  /** Sends the form's values; field errors go beside their fields, the message on top. */
  async function send<T>(what: Exclude<Busy, null>, url: string, method: string): Promise<T | null> {
    setBusy(what);
    setFailure(null);
    setSaved(false);
    setTest(null);
    const result = await callApi<T>(url, jsonInit(method, harvestInput(values)), networkError);
    setBusy(null);
    if (!result.ok) {
      setErrors(formErrors(result.error));
      setFailure(result.error.message);
      return null;
    }
    setErrors({});
    return result.data;
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (!sourceId) {
      const created = await send<{ id: string }>("save", "/api/admin/panen", "POST");
      if (created) router.push(`/admin/panen/${encodeURIComponent(created.id)}`);
      return;
    }
    if (await send("save", `/api/admin/panen/${encodeURIComponent(sourceId)}`, "PUT")) {
      setSaved(true);
      setValues((all) => ({ ...all, username: "", password: "", removeCredentials: false }));
      router.refresh();
    }
  }

  async function testConnection() {
    // A saved source's test uses its stored credentials unless new ones are typed.
    const stored = sourceId ? `?sumber=${encodeURIComponent(sourceId)}` : "";
    setTest(await send<SourceTest>("test", `/api/admin/panen/uji${stored}`, "POST"));
  }

  const fields = { values, set, errors, t, prefix };
  return (
    <form noValidate onSubmit={save} className="space-y-6" aria-busy={busy !== null}>
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <SourceFields {...fields} organisations={organisations} />
      </div>
      <ScheduleFields {...fields} />
      <ConstraintFields {...fields} />
      <CredentialFields {...fields} stored={storedCredentials} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy !== null || !hydrated}>
          {busy === "save" ? t.saving : sourceId ? t.save : t.create}
        </button>
        <button type="button" className={SECONDARY_BUTTON} disabled={busy !== null} onClick={testConnection}>
          {busy === "test" ? t.testing : t.test}
        </button>
      </div>
      <div className="space-y-3" data-testid="panen-hasil-formulir">
        {failure && <Notice tone="error">{failure}</Notice>}
        {saved && <Notice tone="success">{t.saved}</Notice>}
        {test && <TestResult result={test} t={t} />}
      </div>
    </form>
  );
}
