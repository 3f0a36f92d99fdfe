"use client";

import Link from "next/link";
import { useState } from "react";
import { problemOf } from "@/components/api/api-problem";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { useHydrated } from "@/components/ui/use-hydrated";
import { type EditorTexts, fill } from "@/lib/i18n/messages/editor";

// Uploads ISO XML files to POST /api/metadata/import (multipart field "berkas") a few at a time,
// so the progress bar moves per batch and each file's line turns into its outcome as its batch
// returns. XMLHttpRequest, because fetch reports no upload progress.

const BATCH = 5;

type FileResult =
  | { name: string; outcome: "imported" | "updated"; id: string; warnings: string[] }
  | { name: string; outcome: "failed"; message: string };
type Line = { name: string; state: "waiting" | "uploading" } | FileResult;

function uploadBatch(files: File[], onProgress: (loaded: number) => void): Promise<FileResult[]> {
  return new Promise((resolve, reject) => {
    const data = new FormData();
    for (const file of files) data.append("berkas", file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/metadata/import");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      const body = xhr.response as { results?: FileResult[] } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.results) resolve(body.results);
      else reject(new Error(problemOf(xhr.status, body).message));
    };
    xhr.onerror = () => reject(new Error("network"));
    xhr.send(data);
  });
}

/** The server reports files as they finish, not in upload order: match them by name. */
function matchResults(batch: File[], results: FileResult[]): (FileResult | undefined)[] {
  const left = [...results];
  const matched = batch.map((file) => {
    const at = left.findIndex((r) => r.name === file.name);
    return at < 0 ? undefined : left.splice(at, 1)[0];
  });
  // A file sent without a name is reported under the server's default name: take what is left.
  return matched.map((result) => result ?? left.shift());
}

export function ImportForm({ t }: { t: EditorTexts["import"] }) {
  const [files, setFiles] = useState<File[]>([]);
  const [lines, setLines] = useState<Line[]>([]);
  const [sent, setSent] = useState(0);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const total = files.reduce((sum, f) => sum + f.size, 0) || 1;
  const percent = Math.min(100, Math.round((sent / total) * 100));

  const start = async () => {
    setBusy(true);
    setSent(0);
    setLines(files.map((f) => ({ name: f.name, state: "waiting" })));
    let done = 0;
    for (let first = 0; first < files.length; first += BATCH) {
      const batch = files.slice(first, first + BATCH);
      const indices = batch.map((_, i) => first + i);
      const batchBytes = batch.reduce((sum, f) => sum + f.size, 0);
      setLines((all) => all.map((l, i) => (indices.includes(i) ? { name: l.name, state: "uploading" } : l)));
      let results: FileResult[];
      try {
        results = await uploadBatch(batch, (loaded) => setSent(done + Math.min(loaded, batchBytes)));
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        results = batch.map((f) => ({ name: f.name, outcome: "failed", message }));
      }
      done += batchBytes;
      setSent(done);
      const byFile = matchResults(batch, results);
      setLines((all) => all.map((l, i) => (indices.includes(i) ? (byFile[i - first] ?? l) : l)));
    }
    setBusy(false);
  };

  const finished = lines.filter((l): l is FileResult => "outcome" in l);
  const count = (outcome: string) => finished.filter((l) => l.outcome === outcome).length;
  return (
    <div className="space-y-6">
      <form
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (files.length > 0) void start();
        }}
      >
        <label htmlFor="berkas" className="block text-sm font-medium text-slate-800">
          {t.files}
        </label>
        <input
          id="berkas"
          name="berkas"
          type="file"
          multiple
          accept=".xml,application/xml,text/xml"
          disabled={busy}
          onChange={(e) => {
            setFiles(Array.from(e.target.files ?? []));
            setLines([]);
            setSent(0);
          }}
          className="mt-2 block w-full text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-sky-50 file:px-3 file:py-2 file:font-semibold file:text-sky-900 hover:file:bg-sky-100"
        />
        <p className="mt-2 text-sm text-slate-600">{fill(t.selected, { n: files.length })}</p>
        <button
          type="submit"
          className={`${PRIMARY_BUTTON} mt-4`}
          disabled={busy || !hydrated || files.length === 0}
        >
          {busy ? t.uploading : t.upload}
        </button>
        {lines.length > 0 ? (
          <div className="mt-5">
            <div className="flex justify-between text-sm text-slate-700">
              <span id="kemajuan-label">{t.progress}</span>
              <span>{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="kemajuan-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="mt-1 h-3 overflow-hidden rounded-full bg-slate-200"
            >
              <div className="h-full bg-sky-700 transition-all" style={{ width: `${percent}%` }} />
            </div>
          </div>
        ) : null}
      </form>
      {lines.length > 0 ? (
        <section
          aria-labelledby="hasil-judul"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
        >
          <h2 id="hasil-judul" className="text-lg font-semibold text-slate-900">
            {t.results}
          </h2>
          <p className="mt-1 text-sm text-slate-700" aria-live="polite" data-testid="ringkasan-impor">
            {busy
              ? t.uploading
              : fill(t.summary, {
                  imported: count("imported"),
                  updated: count("updated"),
                  failed: count("failed"),
                })}
          </p>
          <ul className="mt-3 divide-y divide-slate-200" data-testid="hasil-impor">
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name
              <li key={index} className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm">
                <span className="font-medium text-slate-900 break-all">{line.name}</span>
                <LineOutcome line={line} t={t} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

function LineOutcome({ line, t }: { line: Line; t: EditorTexts["import"] }) {
  if ("state" in line) {
    return <span className="text-slate-600">{line.state === "waiting" ? t.waiting : t.uploading}</span>;
  }
  if (line.outcome === "failed") {
    return (
      <span className="text-red-700">
        <span className="font-semibold">{t.failed}:</span> {line.message}
      </span>
    );
  }
  return (
    <span className="text-emerald-800">
      <span className="font-semibold">{line.outcome === "imported" ? t.imported : t.updated}</span> ·{" "}
      <Link href={`/metadata/${line.id}`} className="text-sky-800 underline hover:text-sky-950">
        {t.open}
      </Link>
    </span>
  );
}
