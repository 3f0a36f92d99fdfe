"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/api-client";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { type AdminMessages, fill } from "@/lib/i18n/messages/admin";
import { CodeBlock } from "./code-block";
import { describedBy, Field } from "./field";
import { Notice } from "./notice";

type Texts = AdminMessages["xslt"];
export interface CurrentStylesheet {
  nama: string;
  updatedAt: string;
  ukuran: number;
  isi: string;
}

/** Shows the stylesheet behind format=xslt and replaces or removes it through /api/admin/xslt. */
export function XsltManager({
  current,
  t,
  networkError,
}: {
  current: CurrentStylesheet | null;
  t: Texts;
  networkError: string;
}) {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function upload(event: React.FormEvent) {
    event.preventDefault();
    if (!file) {
      setMessage({ tone: "error", text: t.chooseFile });
      return;
    }
    setBusy(true);
    setMessage(null);
    const result = await callApi<{ nama: string }>(
      `/api/admin/xslt?nama=${encodeURIComponent(file.name)}`,
      { method: "PUT", headers: { "Content-Type": "application/xslt+xml" }, body: await file.text() },
      networkError,
    );
    setBusy(false);
    setMessage(
      result.ok
        ? { tone: "success", text: fill(t.uploaded, { nama: result.data.nama }) }
        : { tone: "error", text: result.error.message },
    );
    if (result.ok) router.refresh();
  }

  async function remove() {
    if (!window.confirm(t.confirmRemove)) return;
    const result = await callApi("/api/admin/xslt", { method: "DELETE" }, networkError);
    setMessage(
      result.ok ? { tone: "success", text: t.removed } : { tone: "error", text: result.error.message },
    );
    if (result.ok) router.refresh();
  }

  const error = message?.tone === "error" ? message.text : undefined;
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <form
        onSubmit={upload}
        className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 className="text-lg font-semibold text-slate-900">{t.upload}</h2>
        <div className="mt-4">
          <Field id="xslt-berkas" label={t.file} error={error} announce>
            <input
              id="xslt-berkas"
              name="berkas"
              type="file"
              accept=".xsl,.xslt,application/xslt+xml,application/xml,text/xml"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              {...describedBy("xslt-berkas", undefined, error)}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-sky-800 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-sky-900 focus-visible:outline-2 focus-visible:outline-sky-700"
            />
          </Field>
        </div>
        {message?.tone === "success" && (
          <div className="mt-4">
            <Notice tone="success">{message.text}</Notice>
          </div>
        )}
        <button type="submit" className={`${PRIMARY_BUTTON} mt-4`} disabled={busy || !hydrated}>
          {busy ? t.uploading : t.submit}
        </button>
      </form>
      <section
        aria-labelledby="xslt-current"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="xslt-current" className="text-lg font-semibold text-slate-900">
          {t.current}
        </h2>
        {current ? (
          <>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t.nama}</dt>
              <dd className="font-mono text-slate-900" data-testid="xslt-nama">
                {current.nama}
              </dd>
              <dt className="text-slate-600">{t.updatedAt}</dt>
              <dd className="text-slate-900">{current.updatedAt.replace("T", " ").slice(0, 19)} UTC</dd>
              <dt className="text-slate-600">{t.size}</dt>
              <dd className="text-slate-900">{current.ukuran.toLocaleString("id-ID")} B</dd>
            </dl>
            <div className="mt-4 flex flex-wrap gap-3">
              <a href="/api/admin/xslt" className={SECONDARY_BUTTON}>
                {t.download}
              </a>
              <button type="button" onClick={remove} className={`${SECONDARY_BUTTON} text-red-800`}>
                {t.remove}
              </button>
            </div>
            <CodeBlock label={current.nama} text={current.isi} className="mt-4 max-h-96" />
          </>
        ) : (
          <p className="mt-3 text-slate-600">{t.none}</p>
        )}
      </section>
    </div>
  );
}
