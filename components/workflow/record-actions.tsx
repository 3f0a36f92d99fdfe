"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { type ApiProblem, networkProblem, readProblem } from "@/components/api/api-problem";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/ui/button-styles";
import type { WorkflowMessages } from "@/lib/i18n/messages/workflow";
import type { StatusMetadata } from "@/lib/workflow/statuses";
import { ProblemAlert } from "./problem-alert";

// The moves the user may make from the record page (the server's statusBerikut, nothing decided
// here) through POST /api/metadata/{id}/status, and deleting a draft through DELETE.

const DANGER_BUTTON =
  "rounded-lg border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700";

export function RecordActions({
  id,
  version,
  moves,
  canDelete,
  t,
}: {
  id: string;
  version: number;
  moves: StatusMetadata[];
  canDelete: boolean;
  t: WorkflowMessages;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<ApiProblem | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function send(request: () => Promise<Response>, after: () => void) {
    setBusy(true);
    setProblem(null);
    try {
      const response = await request();
      if (response.ok) after();
      else setProblem(await readProblem(response));
    } catch (error) {
      setProblem(networkProblem(error));
    } finally {
      setBusy(false);
    }
  }

  const move = (status: StatusMetadata) =>
    send(
      () =>
        fetch(`/api/metadata/${encodeURIComponent(id)}/status`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ status, catatan: null }),
        }),
      () => router.refresh(),
    );

  const remove = () =>
    send(
      () =>
        fetch(`/api/metadata/${encodeURIComponent(id)}`, {
          method: "DELETE",
          headers: { "If-Match": `"${version}"` },
        }),
      () => router.push("/dasbor"),
    );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {moves.map((status) => (
          <button
            key={status}
            type="button"
            disabled={busy}
            onClick={() => move(status)}
            className={`${status === "DRAFT" || status === "PRIVATE" ? SECONDARY_BUTTON : PRIMARY_BUTTON} disabled:opacity-60`}
          >
            {t.pindah[status]}
          </button>
        ))}
        {canDelete && !confirming ? (
          <button type="button" disabled={busy} onClick={() => setConfirming(true)} className={DANGER_BUTTON}>
            {t.hapus}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="alertdialog"
          aria-labelledby="konfirmasi-hapus"
          className="rounded-lg border border-red-300 bg-red-50 p-4"
        >
          <p id="konfirmasi-hapus" className="text-sm text-red-900">
            {t.konfirmasiHapus}
          </p>
          <div className="mt-3 flex gap-2">
            <button type="button" disabled={busy} onClick={remove} className={DANGER_BUTTON}>
              {t.ya}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={SECONDARY_BUTTON}>
              {t.batal}
            </button>
          </div>
        </div>
      ) : null}
      {problem ? <ProblemAlert problem={problem} title={t.galat} missingTitle={t.kurang} /> : null}
    </div>
  );
}
