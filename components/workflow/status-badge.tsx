import type { StatusMetadata } from "@/lib/workflow/statuses";

// One colour per record status, dark text on a light tint (WCAG AA contrast), the label always
// written out; used by the dashboard and the workflow screens.

export const STATUS_TONE: Record<StatusMetadata, string> = {
  DRAFT: "bg-slate-100 text-slate-800 ring-slate-300",
  QCQE_PROCESS: "bg-amber-50 text-amber-900 ring-amber-300",
  REVIEW: "bg-violet-50 text-violet-900 ring-violet-300",
  PUBLISHED: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  REJECTED: "bg-red-50 text-red-900 ring-red-300",
  PRIVATE: "bg-slate-200 text-slate-900 ring-slate-400",
};

export function StatusBadge({ status, label }: { status: StatusMetadata; label: string }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_TONE[status]}`}
    >
      {label}
    </span>
  );
}
