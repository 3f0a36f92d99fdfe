"use client";

import { useState } from "react";
import { callApi } from "@/components/api/api-client";
import { SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { AdminMessages } from "@/lib/i18n/messages/admin";
import type { TComponentStatus } from "@/lib/schemas/admin-organisasi";
import { Notice } from "./notice";

type Texts = AdminMessages["status"];
const NAMES = ["smtp", "wa", "objectstore", "csw"] as const;

/** One card per component of spec 2.7 (green connected, red not), with a re-check button. */
export function ComponentStatus({
  initial,
  checkedAt,
  t,
  networkError,
}: {
  initial: TComponentStatus;
  checkedAt: string;
  t: Texts;
  networkError: string;
}) {
  const [status, setStatus] = useState(initial);
  const [at, setAt] = useState(checkedAt);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function refresh() {
    setBusy(true);
    setError(null);
    const result = await callApi<TComponentStatus>(
      "/api/admin/organisasi/status",
      { cache: "no-store" },
      networkError,
    );
    if (result.ok) {
      setStatus(result.data);
      setAt(new Date().toISOString());
    } else setError(result.error.message);
    setBusy(false);
  }

  return (
    <section aria-labelledby="status-cards" aria-busy={busy}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="status-cards" className="sr-only">
          {t.title}
        </h2>
        <p className="text-sm text-slate-600" aria-live="polite">
          {t.checkedAt} <time dateTime={at}>{at.slice(11, 19)} UTC</time>
        </p>
        <button type="button" className={SECONDARY_BUTTON} onClick={refresh} disabled={busy}>
          {busy ? t.refreshing : t.refresh}
        </button>
      </div>
      {error && (
        <div className="mt-4">
          <Notice tone="error" title={t.failed}>
            {error}
          </Notice>
        </div>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {NAMES.map((name) => {
          const ok = name === "csw" ? status.csw.healthy : status[name].connected;
          const detail =
            name === "csw"
              ? `${t.provider}: ${t.providers[status.csw.provider as "builtin" | "external"] ?? status.csw.provider}`
              : status[name].detail;
          const label = name === "csw" ? (ok ? t.healthy : t.unhealthy) : ok ? t.connected : t.disconnected;
          return (
            <li
              key={name}
              data-component={name}
              data-ok={ok}
              className={`rounded-xl border p-5 shadow-sm ${ok ? "border-emerald-300 bg-emerald-50" : "border-red-300 bg-red-50"}`}
            >
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-semibold text-slate-900">{t.names[name]}</h3>
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold ${ok ? "bg-emerald-700 text-white" : "bg-red-700 text-white"}`}
                >
                  <span aria-hidden="true">{ok ? "✓" : "✕"}</span>
                  {label}
                </span>
              </div>
              <p className="mt-2 break-words text-sm text-slate-700">{detail}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
