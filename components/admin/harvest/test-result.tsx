import type { SourceTest } from "@/lib/harvest/manage-sources";
import { Notice } from "../notice";
import type { HarvestTexts } from "./source-fields";

/** What "test connection" found: what the remote offers, or why it cannot be used. */
export function TestResult({ result, t }: { result: SourceTest; t: HarvestTexts }) {
  if (!result.ok) {
    const kind = t.kinds[result.kind as keyof HarvestTexts["kinds"]] ?? result.kind;
    return (
      <Notice tone="error" title={t.testFailed}>
        <p data-testid="uji-galat">
          <span className="font-semibold">{kind}</span> ({result.kind}): {result.message}
        </p>
        <p className="mt-1 break-all">
          {t.failedAt}: {result.url}
        </p>
      </Notice>
    );
  }
  const { remote } = result;
  const rows: [string, string, string][] = [
    ["judul", t.remoteTitle, remote.title ?? t.notStated],
    ["rekaman", t.remoteRecords, remote.records === null ? t.notStated : String(remote.records)],
    ["format", t.chosenFormat, remote.chosenFormat ?? t.notStated],
    ["format-tersedia", t.formats, remote.formats.join(", ") || t.notStated],
  ];
  return (
    <Notice tone="success" title={t.testOk}>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium">{label}</dt>
            <dd className="break-words" data-testid={`uji-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {remote.notes.length > 0 && (
        <>
          <p className="mt-2 font-medium">{t.notes}</p>
          <ul className="list-disc pl-5">
            {remote.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
    </Notice>
  );
}
