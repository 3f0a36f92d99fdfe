import Link from "next/link";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TSourceDetails } from "@/lib/schemas/source-details";
import { ExternalLink } from "./external-link";
import { Facts, linkClass } from "./record-section";

// One service description of an imported record's document: its type, versions and coupling,
// each operation with its platforms and URLs, and the data it serves. Coupled data that is a
// published record of this catalogue links to its page; anything else is shown as given.

type Service = TSourceDetails["layanan"][number];

interface Props {
  service: Service;
  locale: Locale;
  /** uuidref -> id of the published record it names (lib/catalogue/public/find-published-ids-by-identifier.ts). */
  coupled: Record<string, string>;
}

function CoupledData({
  item,
  coupled,
  locale,
}: { item: Service["dataTerkait"][number] } & Omit<Props, "service">) {
  const t = rekamanMessages[locale].rincian;
  const name = item.judul ?? item.pengenal ?? item.uuidref ?? item.href ?? "";
  const recordId = item.uuidref ? coupled[item.uuidref] : undefined;
  const extra = [item.operasi, item.uuidref !== name ? item.uuidref : undefined].filter(Boolean).join(" · ");
  return (
    <li>
      {recordId ? (
        <Link className={linkClass} href={`/katalog/${encodeURIComponent(recordId)}`} title={t.diKatalog}>
          {name}
        </Link>
      ) : (
        <ExternalLink href={item.href}>{name}</ExternalLink>
      )}
      {extra && <span className="ml-2 break-all text-sm text-slate-600">{extra}</span>}
    </li>
  );
}

export function RecordService({ service, locale, coupled }: Props) {
  const t = rekamanMessages[locale].rincian;
  const { tipe, couplingType } = service;
  return (
    <Facts
      items={[
        [
          t.tipeLayanan,
          tipe && (
            <>
              {tipe.nama}
              {tipe.codeSpace && (
                <span className="ml-2 break-all text-sm text-slate-600">
                  <ExternalLink href={tipe.codeSpace}>{tipe.codeSpace}</ExternalLink>
                </span>
              )}
            </>
          ),
        ],
        [t.versi, service.versi.join(", ")],
        [t.coupling, couplingType && (t.couplingType[couplingType] ?? couplingType)],
        [
          t.operasi,
          service.operasi.length === 0 ? null : (
            <ul key="operasi" className="space-y-2" data-testid="operasi-layanan">
              {service.operasi.map((operation, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an operation may be listed twice (one per platform).
                <li key={index}>
                  <span className="font-medium">{operation.nama}</span>
                  {operation.dcp.length > 0 && (
                    <span className="ml-2 text-sm text-slate-600">{operation.dcp.join(", ")}</span>
                  )}
                  <ul className="text-sm">
                    {operation.url.map((url) => (
                      <li key={url}>
                        <ExternalLink href={url}>{url}</ExternalLink>
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          ),
        ],
        [
          t.dataTerkait,
          service.dataTerkait.length === 0 ? null : (
            <ul key="data" className="space-y-1">
              {service.dataTerkait.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: several layers may name the same dataset.
                <CoupledData key={index} item={item} coupled={coupled} locale={locale} />
              ))}
            </ul>
          ),
        ],
      ]}
    />
  );
}
