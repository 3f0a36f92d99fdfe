import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  RecordConstraints,
  RecordContacts,
  RecordDistribution,
  RecordLineage,
} from "@/components/catalogue/record-access";
import { RecordIdentification, RecordKeywords } from "@/components/catalogue/record-description";
import { RecordExtent, RecordTemporal } from "@/components/catalogue/record-extent";
import { RecordHeader } from "@/components/catalogue/record-header";
import {
  RecordDownloads,
  RecordQuality,
  RecordSiblings,
  XML_DOWNLOADS,
} from "@/components/catalogue/record-quality";
import { RecordSourceDetails } from "@/components/catalogue/record-source-details";
import { getExportStylesheet } from "@/lib/catalogue/export/export-stylesheet";
import { datasetJsonLd, jsonLdScript } from "@/lib/catalogue/public/dataset-json-ld";
import { findPublishedIdsByIdentifier } from "@/lib/catalogue/public/find-published-ids-by-identifier";
import { findPublishedRecordDetail } from "@/lib/catalogue/public/find-published-record-detail";
import { listOrganisationPublishedRecords } from "@/lib/catalogue/public/list-organisation-published-records";
import { getCodeLabels } from "@/lib/catalogue/records/get-code-labels";
import { siteBaseUrl } from "@/lib/http/site-url";
import { getLocale } from "@/lib/i18n/get-locale";
import { listDocumentSigners } from "@/lib/quality/list-document-signers";

type Props = { params: Promise<{ id: string }> };

const summary = (text: string) => (text.length > 200 ? `${text.slice(0, 197).trimEnd()}…` : text);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const record = await findPublishedRecordDetail((await params).id);
  if (!record) return {};
  const base = await siteBaseUrl();
  const url = `${base}/katalog/${encodeURIComponent(record.id)}`;
  const dcat = `${base}/dcat/${encodeURIComponent(record.id)}`;
  const description = summary(record.abstrak);
  const images = record.gambar
    ? [{ url: record.gambar.url, alt: record.gambar.deskripsi ?? record.judul }]
    : undefined;
  return {
    title: record.judul,
    description,
    keywords: record.kataKunci.map((k) => k.kataKunci),
    // The record in DCAT-AP, for harvesters that follow a page's alternates.
    alternates: {
      canonical: url,
      types: {
        "text/turtle": dcat,
        "application/ld+json": `${dcat}?format=jsonld`,
        "application/rdf+xml": `${dcat}?format=rdf`,
      },
    },
    openGraph: {
      type: "article",
      url,
      title: record.judul,
      description,
      siteName: "Simpul",
      locale: (await getLocale()) === "en" ? "en_GB" : "id_ID",
      publishedTime: record.publishedAt,
      modifiedTime: record.updatedAt,
      images,
    },
    twitter: { card: images ? "summary_large_image" : "summary", title: record.judul, description },
  };
}

export default async function RecordPage({ params }: Props) {
  const record = await findPublishedRecordDetail((await params).id);
  if (!record) notFound();
  const locale = await getLocale();
  const tokens = [record.kualitas.qc, record.kualitas.qe, record.kualitas.qa].flatMap((d) =>
    d?.signatureToken ? [d.signatureToken] : [],
  );
  // The data an imported service couples to, where it is a published record here.
  const uuidrefs = (record.rincianSumber?.layanan ?? []).flatMap((service) =>
    service.dataTerkait.flatMap((item) => item.uuidref ?? []),
  );
  const [label, siblings, stylesheet, baseUrl, signers, coupled] = await Promise.all([
    getCodeLabels(locale),
    listOrganisationPublishedRecords(record.organisasi.kode, record.id),
    getExportStylesheet(),
    siteBaseUrl(),
    listDocumentSigners(tokens),
    findPublishedIdsByIdentifier(uuidrefs),
  ]);
  const jsonLd = datasetJsonLd(record, baseUrl, [...XML_DOWNLOADS]);
  const props = { record, locale, label };
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-10">
      <script type="application/ld+json">{jsonLdScript(jsonLd)}</script>
      <RecordHeader record={record} locale={locale} label={label} />
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          <RecordIdentification {...props} />
          <RecordKeywords {...props} />
          <RecordExtent {...props} />
          <RecordTemporal {...props} />
          <RecordSourceDetails {...props} coupled={coupled} />
          <RecordDistribution {...props} />
          <RecordContacts {...props} />
          <RecordConstraints {...props} />
          <RecordLineage {...props} />
        </div>
        <aside className="space-y-6" aria-label={record.judul}>
          <RecordDownloads id={record.id} locale={locale} xslt={stylesheet !== null} />
          <RecordQuality id={record.id} kualitas={record.kualitas} signers={signers} locale={locale} />
          <RecordSiblings records={siblings} organisasi={record.organisasi.nama} locale={locale} />
        </aside>
      </div>
    </main>
  );
}
