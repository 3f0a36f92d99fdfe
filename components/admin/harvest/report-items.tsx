import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import type { RunReport } from "@/lib/harvest/manage-runs";
import type { HarvestTexts } from "./source-fields";

type Item = RunReport["item"][number];

const LINK =
  "font-semibold text-sky-800 underline hover:text-sky-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** The records of a run that did not simply go in: withdrawn, in conflict, failed or noted, with why. */
export function ReportItems({ items, t }: { items: Item[]; t: HarvestTexts }) {
  const columns: DataTableColumn<Item>[] = [
    {
      key: "idRemote",
      header: t.idRemote,
      rowHeader: true,
      cellClassName: "align-top break-all font-mono text-xs font-normal",
      cell: (item) => item.idRemote ?? t.noId,
    },
    {
      key: "hasil",
      header: t.hasil,
      cellClassName: "align-top whitespace-nowrap",
      cell: (item) => t.results[item.hasil as keyof HarvestTexts["results"]] ?? item.hasil,
    },
    {
      key: "alasan",
      header: t.alasan,
      cellClassName: "align-top",
      cell: (item) =>
        item.alasan && (
          <>
            {t.reasons[item.alasan as keyof HarvestTexts["reasons"]] ?? item.alasan}
            <span className="block font-mono text-xs text-slate-600">{item.alasan}</span>
          </>
        ),
    },
    {
      key: "pesan",
      header: t.pesan,
      cellClassName: "align-top break-words text-slate-700",
      cell: (item) => item.pesan,
    },
    {
      key: "rekaman",
      header: t.rekaman,
      cellClassName: "align-top whitespace-nowrap",
      cell: (item) =>
        item.metadataId && (
          <a href={`/metadata/${encodeURIComponent(item.metadataId)}`} className={LINK}>
            {t.openRecord}
            <span className="sr-only"> {item.idRemote ?? item.metadataId}</span>
          </a>
        ),
    },
  ];
  return (
    <DataTable
      caption={t.items}
      columns={columns}
      rows={items}
      rowKey={(item) => item.id}
      rowAttributes={(item) => ({ "data-hasil": item.hasil, "data-alasan": item.alasan ?? undefined })}
      empty={t.itemsEmpty}
    />
  );
}
