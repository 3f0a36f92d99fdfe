"use client";

import { useState } from "react";

/** POST /api/auth/logout, then a full load of /masuk (so no signed-in page stays in the router cache). */
export function SignOutButton({
  label,
  busyLabel,
  failedLabel,
}: {
  label: string;
  busyLabel: string;
  failedLabel: string;
}) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  async function signOut() {
    setState("busy");
    try {
      const response = await fetch("/api/auth/logout", { method: "POST" });
      if (!response.ok) throw new Error(String(response.status));
      window.location.assign("/masuk");
    } catch {
      setState("failed");
    }
  }
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        onClick={signOut}
        disabled={state === "busy"}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60"
      >
        {state === "busy" ? busyLabel : label}
      </button>
      {state === "failed" && (
        <span role="alert" className="text-sm text-red-700">
          {failedLabel}
        </span>
      )}
    </span>
  );
}
