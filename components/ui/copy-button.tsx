"use client";

import { useState } from "react";

/**
 * Copies a text to the clipboard and says so in a polite live region. The text itself is
 * always shown beside it as selectable text, so without JavaScript nothing is lost.
 */
export function CopyButton({
  text,
  label,
  copied,
  failed,
}: {
  text: string;
  label: string;
  copied: string;
  failed: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      setTimeout(() => setState("idle"), 4000);
    } catch {
      setState("failed");
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={copy}
        className="inline-flex shrink-0 items-center justify-center rounded-lg bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
      >
        {state === "copied" ? `✓ ${copied}` : label}
      </button>
      <span role="status" className="sr-only">
        {state === "copied" ? copied : state === "failed" ? failed : ""}
      </span>
    </>
  );
}
