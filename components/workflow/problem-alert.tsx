import type { ApiProblem } from "@/components/api/api-problem";

/** A server error as an alert: the message, then the missing elements or bad fields it names. */
export function ProblemAlert({
  problem,
  title,
  missingTitle,
}: {
  problem: ApiProblem;
  title: string;
  missingTitle?: string;
}) {
  const rows = [...problem.missing, ...problem.fields];
  return (
    <div
      role="alert"
      data-testid="galat"
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">
        {title} ({problem.status || problem.code})
      </p>
      <p className="mt-1">{problem.message}</p>
      {rows.length > 0 ? (
        <>
          {problem.missing.length > 0 && missingTitle ? (
            <p className="mt-2 font-medium">{missingTitle}</p>
          ) : null}
          <ul className="mt-1 list-disc space-y-0.5 pl-5" data-testid="daftar-kurang">
            {rows.map((row) => (
              <li key={`${row.field}-${row.message}`}>
                <code className="font-mono text-xs">{row.field}</code>: {row.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
