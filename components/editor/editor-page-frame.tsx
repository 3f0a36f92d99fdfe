import type { ReactNode } from "react";

/** The editor pages' heading and width (wider than the public reading column: a form and a sidebar). */
export function EditorPageFrame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </main>
  );
}
