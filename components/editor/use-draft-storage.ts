"use client";

import { useEffect, useState } from "react";
import type { RecordForm } from "./record-form";

// Unsaved input survives a closed tab or a crash: the form is kept in localStorage while it
// differs from what was last saved, and offered back when the editor opens again. A leave-page
// warning guards the same state.

interface StoredDraft {
  form: RecordForm;
  savedAt: string;
}

export const draftKey = (recordId: string | null) => `simpul:editor:${recordId ?? "baru"}`;

function readDraft(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export function useDraftStorage(key: string, form: RecordForm, dirty: boolean, baseline: string) {
  const [offer, setOffer] = useState<StoredDraft | null>(null);
  const [keptAt, setKeptAt] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on opening the editor
  useEffect(() => {
    const stored = readDraft(key);
    if (stored && JSON.stringify(stored.form) !== baseline) setOffer(stored);
  }, [key]);

  // Kept shortly after typing stops; not while an older draft waits for the user's choice.
  useEffect(() => {
    if (!dirty || offer) return;
    const timer = window.setTimeout(() => {
      const savedAt = new Date().toISOString();
      try {
        window.localStorage.setItem(key, JSON.stringify({ form, savedAt } satisfies StoredDraft));
        setKeptAt(savedAt);
      } catch {
        // Storage full or disabled: the leave-page warning still protects the input.
      }
    }, 500);
    return () => window.clearTimeout(timer);
  }, [key, form, dirty, offer]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return {
    offer,
    keptAt,
    dismissOffer: () => setOffer(null),
    clear: () => {
      window.localStorage.removeItem(key);
      setOffer(null);
      setKeptAt(null);
    },
  };
}
