import type { CodeLabel } from "@/lib/catalogue/records/get-code-labels";
import type { Locale } from "@/lib/i18n/locale";
import { rekamanMessages } from "@/lib/i18n/messages/rekaman";
import type { TRecordDetail } from "@/lib/schemas/record-detail";
import type { TSourceDetails, TSourceIdentifier } from "@/lib/schemas/source-details";
import { ExternalLink, isWebAddress } from "./external-link";
import { Facts, linkClass, RecordSection } from "./record-section";
import { RecordService } from "./record-service";

// What an imported record's document says beyond the record's fields, as written: resource
// identifiers, the service description, every reference system, geographic identifiers and the
// distributors with their links. (Thesaurus URIs, periods, boxes and polygons are shown with
// the keywords and the extent.) Only for records that have any.

interface Props {
  record: TRecordDetail;
  locale: Locale;
  label: CodeLabel;
  /** uuidref -> id of the published record it names. */
  coupled: Record<string, string>;
}

/** A list of identifiers (null when empty, so that Facts leaves it out). */
function identifiers(list: TSourceIdentifier[]) {
  if (list.length === 0) return null;
  return (
    <ul>
      {list.map((identifier) => (
        <li key={JSON.stringify(identifier)} className="break-words">
          <ExternalLink
            href={identifier.href ?? (isWebAddress(identifier.kode) ? identifier.kode : undefined)}
          >
            {identifier.kode}
          </ExternalLink>
          {(identifier.codeSpace || identifier.versi) && (
            <span className="ml-2 text-sm text-slate-600">
              {[identifier.codeSpace, identifier.versi].filter(Boolean).join(" · ")}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function Distributor({ item, label }: { item: TSourceDetails["distributor"][number]; label: CodeLabel }) {
  return (
    <li className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      {item.peran && (
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
          {label("PERAN_KONTAK", item.peran)}
        </p>
      )}
      {item.organisasi && <p className="mt-1 font-medium">{item.organisasi}</p>}
      {item.individu && <p>{item.individu}</p>}
      {item.kontakJudul || item.kontakHref ? (
        <p>
          <ExternalLink href={item.kontakHref}>{item.kontakJudul ?? item.kontakHref}</ExternalLink>
        </p>
      ) : null}
      {item.email && (
        <p className="text-sm">
          {item.email.includes("@") ? (
            <a className={linkClass} href={`mailto:${item.email}`}>
              {item.email}
            </a>
          ) : (
            item.email
          )}
        </p>
      )}
      {item.format.length > 0 && (
        <p className="text-sm">
          {item.format.map((f) => [f.nama, f.versi].filter(Boolean).join(" ")).join(", ")}
        </p>
      )}
      <ul className="mt-1 text-sm">
        {item.tautan.map((link) => (
          <li key={link.url}>
            <ExternalLink href={link.url}>{link.nama ?? link.url}</ExternalLink>
            {link.protokol && <span className="ml-2 text-slate-600">{link.protokol}</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}

export function RecordSourceDetails({ record, locale, label, coupled }: Props) {
  const details = record.rincianSumber;
  if (!details) return null;
  const { identifikasiSumberDaya, layanan, sistemReferensi, pengenalWilayah, distributor } = details;
  const lists = [identifikasiSumberDaya, layanan, sistemReferensi, pengenalWilayah, distributor];
  if (lists.every((list) => list.length === 0)) return null;
  const t = rekamanMessages[locale];
  const r = t.rincian;
  return (
    <RecordSection id="rincian" title={t.sections.rincian}>
      <p className="text-sm text-slate-600">{r.intro}</p>
      <div className="mt-4 space-y-5">
        {layanan.map((service, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: service sections have no id of their own.
          <div key={index}>
            <h3 className="mb-2 font-medium text-slate-900">{r.layanan}</h3>
            <RecordService service={service} locale={locale} coupled={coupled} />
          </div>
        ))}
        <Facts
          items={[
            [r.pengenal, identifiers(identifikasiSumberDaya)],
            [r.sistemReferensi, identifiers(sistemReferensi)],
            [r.pengenalWilayah, identifiers(pengenalWilayah)],
          ]}
        />
        {distributor.length > 0 && (
          <div>
            <h3 className="mb-2 font-medium text-slate-900">{r.distributor}</h3>
            <ul className="grid gap-4 sm:grid-cols-2">
              {distributor.map((item, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: distributors have no id and may repeat.
                <Distributor key={index} item={item} label={label} />
              ))}
            </ul>
          </div>
        )}
      </div>
    </RecordSection>
  );
}
