import type { TRecordDetail } from "../../schemas/record-detail";
import { protocolLabel } from "../records/protocol-label";

// schema.org/Dataset for a published record, so search engines (Google Dataset Search) can
// list it. Pure: the caller gives the record and the site's absolute base URL.

export interface XmlDownload {
  format: string;
  /** e.g. "ISO 19115-3 (2016)". */
  name: string;
}

type JsonLd = Record<string, unknown>;

const organisation = (name: string): JsonLd => ({ "@type": "Organization", name });

/** A licence is a URL when the constraint text is one, else a named CreativeWork. */
function licenceOf(text: string | null): string | JsonLd | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return /^https?:\/\/\S+$/.test(trimmed) ? trimmed : { "@type": "CreativeWork", name: trimmed };
}

function temporalCoverage({ mulai, selesai }: TRecordDetail["temporal"]): string | undefined {
  if (!mulai && !selesai) return undefined;
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : "..");
  return `${day(mulai)}/${day(selesai)}`;
}

/** The record as a schema.org Dataset object (serialise with JSON.stringify). */
export function datasetJsonLd(record: TRecordDetail, baseUrl: string, downloads: XmlDownload[]): JsonLd {
  const url = `${baseUrl}/katalog/${encodeURIComponent(record.id)}`;
  const { bboxBarat: w, bboxSelatan: s, bboxTimur: e, bboxUtara: n } = record;
  const publisher = organisation(record.organisasi.nama);
  const creators = record.kontak
    .filter((k) => k.lingkup === "SUMBER_DAYA" && k.namaOrganisasi)
    .map((k) => k.namaOrganisasi as string);
  const json: JsonLd = {
    "@context": "https://schema.org",
    "@type": "Dataset",
    "@id": url,
    url,
    identifier: record.id,
    name: record.judul,
    description: record.abstrak,
    keywords: [...new Set(record.kataKunci.map((k) => k.kataKunci))],
    isAccessibleForFree: true,
    publisher,
    creator: creators.length ? [...new Set(creators)].map(organisation) : publisher,
    datePublished: record.publishedAt,
    dateModified: record.updatedAt,
    distribution: [
      ...downloads.map((d) => ({
        "@type": "DataDownload",
        name: `Metadata ${d.name}`,
        encodingFormat: "application/xml",
        contentUrl: `${baseUrl}/api/public/metadata/${encodeURIComponent(record.id)}/xml?format=${d.format}`,
      })),
      ...record.distribusi.map((link) => ({
        "@type": "DataDownload",
        name: link.nama ?? protocolLabel(link.protokol).label,
        ...(link.deskripsi ? { description: link.deskripsi } : {}),
        encodingFormat: link.formatNama ?? link.protokol,
        contentUrl: link.url,
      })),
    ],
  };
  if (w !== null && s !== null && e !== null && n !== null) {
    // schema.org GeoShape box: "south west north east" (lat lon lat lon).
    json.spatialCoverage = {
      "@type": "Place",
      ...(record.deskripsiWilayah ? { name: record.deskripsiWilayah } : {}),
      geo: { "@type": "GeoShape", box: `${s} ${w} ${n} ${e}` },
    };
  }
  const temporal = temporalCoverage(record.temporal);
  if (temporal) json.temporalCoverage = temporal;
  const licence = licenceOf(record.batasan.lain);
  if (licence) json.license = licence;
  return json;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export const jsonLdScript = (json: JsonLd): string => JSON.stringify(json).replace(/</g, "\\u003c");
