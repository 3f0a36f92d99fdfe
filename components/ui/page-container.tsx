import type { ReactNode } from "react";

/** The readable-width column every public page sits in. */
export function PageContainer({ children }: { children: ReactNode }) {
  return <main className="mx-auto max-w-3xl px-6 py-16">{children}</main>;
}
