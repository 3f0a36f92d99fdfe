"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { callApi } from "@/components/api/api-client";
import { PRIMARY_BUTTON } from "@/components/ui/button-styles";
import { fill } from "@/lib/i18n/messages/admin";
import { Notice } from "../notice";
import type { HarvestTexts } from "./source-fields";

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
// Its own classes: appended to PRIMARY_BUTTON, bg-red-700 loses to bg-sky-800 in the stylesheet's order.
const DANGER_BUTTON = `rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 ${FOCUS}`;
const SMALL = `rounded-md border px-2.5 py-1 text-sm font-semibold ${FOCUS}`;

type Message = { tone: "success" | "error"; text: string } | null;

/** Posts to the API, then shows what came of it and reloads the page's server data. */
function useAction(networkError: string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  /** `then` replaces the success message and the reload (a deleted source's page is gone). */
  async function act(url: string, method: string, success: string | null, then?: () => void) {
    setBusy(true);
    setMessage(null);
    const result = await callApi(url, { method }, networkError);
    setBusy(false);
    if (!result.ok) return setMessage({ tone: "error", text: result.error.message });
    if (then) return then();
    if (success) setMessage({ tone: "success", text: success });
    router.refresh();
  }
  const shown = message && <Notice tone={message.tone}>{message.text}</Notice>;
  return { act, busy, shown, router };
}

/** "Run now": queues a whole walk of the source (409 while one is queued or running). */
export function RunNowButton({
  sourceId,
  t,
  networkError,
}: {
  sourceId: string;
  t: HarvestTexts;
  networkError: string;
}) {
  const { act, busy, shown } = useAction(networkError);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={PRIMARY_BUTTON}
        disabled={busy}
        onClick={() => act(`/api/admin/panen/${encodeURIComponent(sourceId)}/jalankan`, "POST", t.runQueued)}
      >
        {t.runNow}
      </button>
      {shown}
    </div>
  );
}

/** Cancels a queued run at once, a running one after its current page. */
export function CancelRunButton({
  runId,
  label,
  t,
  networkError,
}: {
  runId: string;
  /** Which run, for screen readers (the row's start time). */
  label: string;
  t: HarvestTexts;
  networkError: string;
}) {
  const { act, busy, shown } = useAction(networkError);
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={`${SMALL} border-red-300 text-red-800 hover:bg-red-50`}
        disabled={busy}
        onClick={() =>
          act(`/api/admin/panen/riwayat/${encodeURIComponent(runId)}/batal`, "POST", t.cancelRequested)
        }
      >
        {t.cancelRun}
        <span className="sr-only"> {label}</span>
      </button>
      {shown}
    </div>
  );
}

/** Deletes the source and its history after a confirmation; its records stay. */
export function DeleteSourceButton({
  sourceId,
  nama,
  t,
  networkError,
}: {
  sourceId: string;
  nama: string;
  t: HarvestTexts;
  networkError: string;
}) {
  const { act, busy, shown, router } = useAction(networkError);
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={DANGER_BUTTON}
        disabled={busy}
        onClick={() => {
          if (!window.confirm(fill(t.confirmRemove, { nama }))) return;
          act(`/api/admin/panen/${encodeURIComponent(sourceId)}`, "DELETE", null, () =>
            router.push("/admin/panen"),
          );
        }}
      >
        {t.remove}
      </button>
      {shown}
    </div>
  );
}
