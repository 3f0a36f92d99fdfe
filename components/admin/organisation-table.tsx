"use client";

import { useRef, useState } from "react";
import { callApi, jsonInit } from "@/components/api/api-client";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { OrganisationOverview } from "@/lib/accounts/list-organisations";
import { type AdminMessages, fill } from "@/lib/i18n/messages/admin";
import type { TCrossOrgItems, TOrganisasiSettings } from "@/lib/schemas/admin-organisasi";
import { Notice } from "./notice";

type Texts = AdminMessages["organisasi"];
interface Preflight {
  organisation: OrganisationOverview;
  counts: TCrossOrgItems | null;
  error: string | null;
}

/**
 * The organisations with their allowLintasOrgReviewer switch. Switching off first shows the
 * spec 2.8 pre-flight (GET lintas-org-check) and asks to confirm; the PATCH re-checks on the
 * server, and its 409 is shown like the pre-flight.
 */
export function OrganisationTable({
  organisations,
  t,
  networkError,
}: {
  organisations: OrganisationOverview[];
  t: Texts;
  networkError: string;
}) {
  const [rows, setRows] = useState(organisations);
  const [preflight, setPreflight] = useState<Preflight | null>(null);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  async function save(organisation: OrganisationOverview, allow: boolean) {
    setBusy(organisation.kode);
    const result = await callApi<TOrganisasiSettings>(
      `/api/admin/organisasi/${encodeURIComponent(organisation.kode)}`,
      jsonInit("PATCH", { allowLintasOrgReviewer: allow }),
      networkError,
    );
    setBusy(null);
    if (result.ok) {
      setRows((all) =>
        all.map((row) => (row.kode === organisation.kode ? { ...row, allowLintasOrgReviewer: allow } : row)),
      );
      setMessage({ tone: "success", text: `${t.saved}: ${organisation.nama} – ${allow ? t.on : t.off}` });
      dialog.current?.close();
      setPreflight(null);
      return;
    }
    if (result.error.code === "CONFLICT" && preflight) {
      setPreflight({
        ...preflight,
        counts: result.error.details as unknown as TCrossOrgItems,
        error: result.error.message,
      });
      return;
    }
    setMessage({ tone: "error", text: result.error.message });
    dialog.current?.close();
  }

  async function toggle(organisation: OrganisationOverview) {
    setMessage(null);
    if (!organisation.allowLintasOrgReviewer) return save(organisation, true);
    setPreflight({ organisation, counts: null, error: null });
    dialog.current?.showModal();
    const result = await callApi<TCrossOrgItems>(
      `/api/admin/organisasi/lintas-org-check?organisasi=${encodeURIComponent(organisation.kode)}`,
      { cache: "no-store" },
      networkError,
    );
    setPreflight({
      organisation,
      counts: result.ok ? result.data : null,
      error: result.ok ? null : result.error.message,
    });
  }

  const columns: DataTableColumn<OrganisationOverview>[] = [
    {
      key: "nama",
      header: t.nama,
      rowHeader: true,
      cellClassName: "font-medium text-slate-900",
      cell: (row) => (
        <>
          {row.nama}
          {row.singkatan && <span className="ml-1 font-normal text-slate-600">({row.singkatan})</span>}
        </>
      ),
    },
    {
      key: "kode",
      header: t.kode,
      className: "hidden sm:table-cell",
      cellClassName: "font-mono text-slate-700",
      cell: (row) => row.kode,
    },
    {
      key: "metadata",
      header: t.metadata,
      className: "hidden text-right sm:table-cell",
      cellClassName: "tabular-nums",
      cell: (row) => row.jumlahMetadata,
    },
    {
      key: "pengguna",
      header: t.pengguna,
      className: "hidden text-right sm:table-cell",
      cellClassName: "tabular-nums",
      cell: (row) => row.jumlahPengguna,
    },
    {
      key: "lintasOrg",
      header: t.lintasOrg,
      cell: (row) => (
        <button
          type="button"
          role="switch"
          aria-checked={row.allowLintasOrgReviewer}
          aria-label={fill(t.switchLabel, { nama: row.nama })}
          disabled={busy === row.kode}
          onClick={() => toggle(row)}
          className="group inline-flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        >
          <span
            aria-hidden="true"
            className={`relative inline-block h-6 w-11 rounded-full transition ${row.allowLintasOrgReviewer ? "bg-sky-800" : "bg-slate-400"}`}
          >
            <span
              className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition ${row.allowLintasOrgReviewer ? "left-[1.375rem]" : "left-0.5"}`}
            />
          </span>
          <span className="text-slate-800">{row.allowLintasOrgReviewer ? t.on : t.off}</span>
        </button>
      ),
    },
  ];

  const blocked = (preflight?.counts?.total ?? 0) > 0;
  return (
    <>
      {message && (
        <div className="mb-4">
          <Notice tone={message.tone}>{message.text}</Notice>
        </div>
      )}
      <DataTable
        caption={t.title}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.kode}
        rowAttributes={(row) => ({ "data-kode": row.kode })}
      />
      <dialog
        ref={dialog}
        aria-labelledby="preflight-title"
        onClose={() => setPreflight(null)}
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {preflight && (
          <div className="p-6">
            <h2 id="preflight-title" className="text-lg font-semibold text-slate-900">
              {fill(t.preflightTitle, { nama: preflight.organisation.nama })}
            </h2>
            {!preflight.counts && !preflight.error && <p className="mt-4 text-slate-600">{t.checking}</p>}
            {preflight.counts && (
              <dl className="mt-4 grid grid-cols-3 gap-3 text-center" data-testid="preflight-counts">
                {(["draft", "pending", "total"] as const).map((key) => (
                  <div key={key} className="rounded-lg bg-slate-50 p-3">
                    <dt className="text-xs font-medium uppercase text-slate-600">{t[key]}</dt>
                    <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900" data-count={key}>
                      {preflight.counts?.[key]}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
            <div className="mt-4">
              {preflight.error ? (
                <Notice tone="error">{preflight.error}</Notice>
              ) : (
                preflight.counts && (
                  <Notice tone={blocked ? "warning" : "info"}>
                    {blocked ? t.preflightBlocked : t.preflightClear}
                  </Notice>
                )
              )}
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button type="button" className={SECONDARY_BUTTON} onClick={() => dialog.current?.close()}>
                {t.cancel}
              </button>
              <button
                type="button"
                className={`${PRIMARY_BUTTON} disabled:cursor-not-allowed disabled:opacity-50`}
                disabled={!preflight.counts || blocked || busy !== null}
                onClick={() => save(preflight.organisation, false)}
              >
                {t.confirmOff}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </>
  );
}
