import type { Db } from "./client";

// How an embedded database opened in this process (not prepared by `npm start`, which serves
// it prepared) gets its migrations, reference data and demo records. That is a use case, which
// lib/db does not know: the entry points register it (instrumentation.ts for the Next server,
// scripts/load-settings.ts for the commands) through prisma/seed/register-preparation.ts.
// Kept on globalThis: Next loads instrumentation and the routes as separate module graphs.

export type EmbeddedPreparation = (db: Db, options: { withDemoData: boolean }) => Promise<unknown>;

const holder = globalThis as unknown as { simpulEmbeddedPreparation?: EmbeddedPreparation };

export function setEmbeddedPreparation(prepare: EmbeddedPreparation): void {
  holder.simpulEmbeddedPreparation = prepare;
}

/** The registered preparation; an error that says so when an entry point did not register one. */
export function embeddedPreparation(): EmbeddedPreparation {
  const prepare = holder.simpulEmbeddedPreparation;
  if (!prepare)
    throw new Error(
      "the embedded database was opened in a process that registered no preparation (import prisma/seed/register-preparation first)",
    );
  return prepare;
}
