"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the server's HTML is all there is (before React has attached its handlers),
 * true after hydration. A form submitted by script is disabled until then: a click before it
 * would submit the form natively, as a GET of its fields, and sign or save nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
