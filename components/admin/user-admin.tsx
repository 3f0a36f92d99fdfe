"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { callApi, jsonInit } from "@/components/api/api-client";
import { fieldMessages } from "@/components/api/api-problem";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { CopyButton } from "@/components/ui/copy-button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { type AdminMessages, fill } from "@/lib/i18n/messages/admin";
import type { TPengguna, TPenggunaWithPassword } from "@/lib/schemas/admin-pengguna";
import { Notice } from "./notice";
import { type OrganisationOption, UserForm } from "./user-form";

type Texts = AdminMessages["pengguna"];
type Mode =
  | { kind: "create" }
  | { kind: "edit"; user: TPengguna }
  | { kind: "deactivate"; user: TPengguna }
  | { kind: "reset"; user: TPengguna }
  | { kind: "password"; email: string; password: string };

const SMALL =
  "rounded-md px-2.5 py-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** The user list with its actions; every change goes through the users admin REST API. */
export function UserAdmin({
  users,
  organisations,
  currentUserId,
  t,
  networkError,
}: {
  users: TPengguna[];
  organisations: OrganisationOption[];
  currentUserId: string;
  t: Texts;
  networkError: string;
}) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const [mode, setMode] = useState<Mode | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  const open = (next: Mode) => {
    setErrors({});
    setFailure(null);
    setMode(next);
    if (!dialog.current?.open) dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();

  async function run<T>(url: string, init: RequestInit, done: (data: T) => void) {
    setBusy(true);
    setErrors({});
    setFailure(null);
    const result = await callApi<T>(url, init, networkError);
    setBusy(false);
    if (!result.ok) {
      setErrors(fieldMessages(result.error));
      setFailure(result.error.message);
      return;
    }
    done(result.data);
    router.refresh();
  }

  const create = (values: Record<string, string>) => {
    const { password, ...rest } = values;
    run<TPenggunaWithPassword>(
      "/api/admin/pengguna",
      jsonInit("POST", { ...rest, ...(password ? { password } : {}) }),
      (data) => {
        setMessage({ tone: "success", text: fill(t.created, { email: data.pengguna.email }) });
        if (data.passwordSementara)
          open({ kind: "password", email: data.pengguna.email, password: data.passwordSementara });
        else close();
      },
    );
  };
  const update = (user: TPengguna, body: Record<string, unknown>) =>
    run<TPengguna>(`/api/admin/pengguna/${user.id}`, jsonInit("PATCH", body), (data) => {
      setMessage({ tone: "success", text: fill(t.updated, { nama: data.namaLengkap }) });
      close();
    });
  const reset = (user: TPengguna) =>
    run<TPenggunaWithPassword>(`/api/admin/pengguna/${user.id}/reset-password`, { method: "POST" }, (data) =>
      open({ kind: "password", email: data.pengguna.email, password: data.passwordSementara ?? "" }),
    );
  const reactivate = async (user: TPengguna) => {
    setMessage(null);
    const result = await callApi<TPengguna>(
      `/api/admin/pengguna/${user.id}`,
      jsonInit("PATCH", { aktif: true }),
      networkError,
    );
    setMessage(
      result.ok
        ? { tone: "success", text: fill(t.updated, { nama: user.namaLengkap }) }
        : { tone: "error", text: result.error.message },
    );
    if (result.ok) router.refresh();
  };

  const columns: DataTableColumn<TPengguna>[] = [
    {
      key: "namaLengkap",
      header: t.namaLengkap,
      rowHeader: true,
      cellClassName: "align-top font-normal",
      cell: (user) => (
        <>
          <span className="font-medium text-slate-900">{user.namaLengkap}</span>
          {user.id === currentUserId && (
            <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
              {t.you}
            </span>
          )}
          <span className="block text-slate-600">{user.email}</span>
          {user.jabatan && <span className="block text-xs text-slate-600">{user.jabatan}</span>}
          {/* Below lg the role and organisation columns move under the name. */}
          <span className="mt-1 block text-xs text-slate-700 lg:hidden">
            {t.roles[user.peran]} · {user.organisasi.nama}
          </span>
        </>
      ),
    },
    {
      key: "peran",
      header: t.peran,
      className: "hidden lg:table-cell",
      cellClassName: "align-top",
      cell: (user) => t.roles[user.peran],
    },
    {
      key: "organisasi",
      header: t.organisasi,
      className: "hidden lg:table-cell",
      cellClassName: "align-top",
      cell: (user) => user.organisasi.nama,
    },
    {
      key: "status",
      header: t.status,
      cellClassName: "align-top",
      cell: (user) => (
        <>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.aktif ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"}`}
          >
            {user.aktif ? t.aktif : t.nonaktif}
          </span>
          <span className="mt-1 block text-xs text-slate-600">
            {t.lastLogin}: {user.lastLoginAt ? user.lastLoginAt.slice(0, 10) : t.never}
          </span>
        </>
      ),
    },
  ];
  const actions = (user: TPengguna) => (
    <>
      <button
        type="button"
        className={`${SMALL} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        onClick={() => open({ kind: "edit", user })}
      >
        {t.edit}
        <span className="sr-only"> {user.namaLengkap}</span>
      </button>
      <button
        type="button"
        className={`${SMALL} border border-slate-300 text-slate-800 hover:bg-slate-100`}
        onClick={() => open({ kind: "reset", user })}
      >
        {t.resetPassword}
        <span className="sr-only"> {user.namaLengkap}</span>
      </button>
      {user.aktif ? (
        user.id !== currentUserId && (
          <button
            type="button"
            className={`${SMALL} border border-red-300 text-red-800 hover:bg-red-50`}
            onClick={() => open({ kind: "deactivate", user })}
          >
            {t.deactivate}
            <span className="sr-only"> {user.namaLengkap}</span>
          </button>
        )
      ) : (
        <button
          type="button"
          className={`${SMALL} border border-emerald-400 text-emerald-900 hover:bg-emerald-50`}
          onClick={() => reactivate(user)}
        >
          {t.reactivate}
          <span className="sr-only"> {user.namaLengkap}</span>
        </button>
      )}
    </>
  );

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div aria-live="polite" className="min-w-0 flex-1">
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
        </div>
        <button type="button" className={PRIMARY_BUTTON} onClick={() => open({ kind: "create" })}>
          {t.create}
        </button>
      </div>
      <DataTable
        caption={t.title}
        columns={columns}
        rows={users}
        rowKey={(user) => user.id}
        rowAttributes={(user) => ({
          "data-email": user.email,
          className: user.aktif ? undefined : "bg-slate-50",
        })}
        rowActions={{ header: t.actions, cellClassName: "align-top", cell: actions }}
        empty={t.empty}
        className="mt-4"
        emptyClassName="mt-6"
      />
      <dialog
        ref={dialog}
        aria-labelledby="pengguna-dialog-title"
        onClose={() => setMode(null)}
        className="m-auto w-[min(44rem,calc(100vw-2rem))] rounded-xl border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        {mode && (
          <div className="p-6">
            <h2 id="pengguna-dialog-title" className="mb-4 text-lg font-semibold text-slate-900">
              {mode.kind === "create"
                ? t.createTitle
                : mode.kind === "password"
                  ? t.tempPasswordTitle
                  : mode.kind === "edit"
                    ? fill(t.editTitle, { nama: mode.user.namaLengkap })
                    : mode.kind === "reset"
                      ? t.resetPassword
                      : t.deactivate}
            </h2>
            {mode.kind === "create" && (
              <UserForm
                t={t}
                organisations={organisations}
                errors={errors}
                failure={failure}
                busy={busy}
                onSubmit={create}
                onCancel={close}
              />
            )}
            {mode.kind === "edit" && (
              <UserForm
                key={mode.user.id}
                t={t}
                organisations={organisations}
                user={mode.user}
                errors={errors}
                failure={failure}
                busy={busy}
                onSubmit={({ email: _email, password: _password, ...values }) => update(mode.user, values)}
                onCancel={close}
              />
            )}
            {(mode.kind === "deactivate" || mode.kind === "reset") && (
              <div className="space-y-4">
                {failure && <Notice tone="error">{failure}</Notice>}
                <p className="text-slate-700">
                  {fill(mode.kind === "deactivate" ? t.confirmDeactivate : t.confirmReset, {
                    nama: mode.user.namaLengkap,
                  })}
                </p>
                <div className="flex flex-wrap justify-end gap-3">
                  <button type="button" className={SECONDARY_BUTTON} onClick={close}>
                    {t.cancel}
                  </button>
                  <button
                    type="button"
                    className={
                      mode.kind === "deactivate"
                        ? `${PRIMARY_BUTTON} bg-red-700 hover:bg-red-800`
                        : PRIMARY_BUTTON
                    }
                    disabled={busy}
                    onClick={() =>
                      mode.kind === "deactivate" ? update(mode.user, { aktif: false }) : reset(mode.user)
                    }
                  >
                    {mode.kind === "deactivate" ? t.deactivate : t.resetPassword}
                  </button>
                </div>
              </div>
            )}
            {mode.kind === "password" && (
              <div className="space-y-4">
                <p className="text-slate-700">{fill(t.tempPasswordText, { email: mode.email })}</p>
                <div className="flex flex-wrap items-center gap-3">
                  <code
                    data-testid="temp-password"
                    className="select-all rounded-lg bg-slate-100 px-4 py-2 font-mono text-lg text-slate-900"
                  >
                    {mode.password}
                  </code>
                  <CopyButton text={mode.password} label={t.copy} copied={t.copied} failed={t.copy} />
                </div>
                <div className="flex justify-end">
                  <button type="button" className={SECONDARY_BUTTON} onClick={close}>
                    {t.close}
                  </button>
                </div>
              </div>
            )}
          </div>
        )}
      </dialog>
    </>
  );
}
