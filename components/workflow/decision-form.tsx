"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { type ApiProblem, networkProblem, readProblem } from "@/components/api/api-problem";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { StatusMetadata } from "@/lib/workflow/statuses";
import { ProblemAlert } from "./problem-alert";

// The walidata's decision on a record in REVIEW: the moves the server allows (statusBerikut),
// with a note, through POST /api/metadata/{id}/status. Which moves need a note comes from the
// workflow table too; the server refuses a missing one all the same.

const DANGER_BUTTON =
  "rounded-lg border border-red-700 bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

export function DecisionForm({
  id,
  moves,
  needsNote,
  t,
}: {
  id: string;
  moves: StatusMetadata[];
  needsNote: StatusMetadata[];
  t: WorkflowMessages;
}) {
  const router = useRouter();
  const noteId = useId();
  const [catatan, setCatatan] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const noteError = problem?.fields.find((field) => field.field === "catatan");

  async function decide(status: StatusMetadata) {
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch(`/api/metadata/${encodeURIComponent(id)}/status`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ status, catatan: catatan.trim() || null }),
      });
      if (response.ok) router.push(`/metadata/${encodeURIComponent(id)}`);
      else setProblem(await readProblem(response));
    } catch (error) {
      setProblem(networkProblem(error));
    } finally {
      setBusy(false);
    }
  }

  const style = (status: StatusMetadata) =>
    status === "PUBLISHED" ? PRIMARY_BUTTON : status === "REJECTED" ? DANGER_BUTTON : SECONDARY_BUTTON;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t.keputusan.intro}</p>
      <div>
        <label htmlFor={noteId} className="block text-sm font-medium text-slate-800">
          {t.keputusan.catatan}{" "}
          {needsNote.length > 0 ? (
            <span className="font-normal text-slate-600">({t.keputusan.catatanWajib})</span>
          ) : null}
        </label>
        <textarea
          id={noteId}
          value={catatan}
          onChange={(event) => setCatatan(event.target.value)}
          rows={3}
          maxLength={4000}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-galat` : undefined}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-sky-700"
        />
        {noteError ? (
          <p id={`${noteId}-galat`} className="mt-1 text-sm text-red-800">
            {noteError.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => decide(status)}
            className={`${style(status)} disabled:opacity-60`}
          >
            {t.pindah[status]}
          </button>
        ))}
      </div>
      {problem ? <ProblemAlert problem={problem} title={t.galat} /> : null}
    </div>
  );
}
