import { AppError } from "../../errors";
import { attribute, childrenNamed, type XmlElement } from "../../xml/element";
import { CSW } from "../../xml/namespaces";
import type { DecodedRecord, IsoDecoder } from "../decoder";
import { parseIsoDate } from "../iso-values";
import type { IsoBbox, IsoCitationDate, IsoContact, IsoDistribution } from "../record";
import { NO_DETAILS } from "./mdb-contacts";

// Dublin Core records (csw:Record, csw:SummaryRecord, csw:BriefRecord and OAI-PMH's oai_dc:dc)
// to a record, for harvest sources that offer nothing else. The document stays the record
// (source-document.ts) and is served as it is in Dublin Core; these fields are what the
// editor, search and the ISO outputs use. Only what the record holds is read: a DCMI type
// gives the hierarchy level, creators, publishers and contributors become contacts by that
// role, references and URL relations become links, ows bounding boxes the extent.

export const OAI_DC = "http://www.openarchives.org/OAI/2.0/oai_dc/";
const DC_ROOTS = new Set(["Record", "SummaryRecord", "BriefRecord"]);

const dc = (element: XmlElement, local: string): string[] =>
  [...childrenNamed(element, [CSW.dc, local]), ...childrenNamed(element, [CSW.dct, local])]
    .map((child) => child.text.trim())
    .filter((text) => text !== "");
const first = (element: XmlElement, ...locals: string[]): string | null =>
  locals.map((local) => dc(element, local)[0]).find((value) => value !== undefined) ?? null;

/** The MD_ScopeCode of a DCMI type (a URI or a bare name); dataset when there is none. */
function scopeOf(type: string | null): string {
  const name = type?.split(/[/#:]/).pop()?.toLowerCase() ?? "";
  if (name === "service") return "service";
  if (name === "collection") return "series";
  if (name === "software") return "software";
  return "dataset";
}

/** EPSG:4326 in any URN or URL form is latitude first; CRS84, WGS84BoundingBox and none are longitude first. */
function readBox(box: XmlElement): IsoBbox | null {
  const corner = (local: string) =>
    childrenNamed(box, [CSW.ows, local])[0]?.text.trim().split(/\s+/).map(Number) ?? [];
  const [a1, b1] = corner("LowerCorner");
  const [a2, b2] = corner("UpperCorner");
  if (![a1, b1, a2, b2].every((n) => n !== undefined && Number.isFinite(n))) return null;
  const crs = attribute(box, "crs") ?? "";
  const latFirst = box.local === "BoundingBox" && /(?:^|[:/])4326$/.test(crs);
  const [selatan, barat, utara, timur] = (latFirst ? [a1, b1, a2, b2] : [b1, a1, b2, a2]) as number[];
  return { barat, timur, selatan, utara } as IsoBbox;
}

const contact = (peran: string, name: string): IsoContact => ({
  lingkup: "SUMBER_DAYA",
  peran,
  namaIndividu: null,
  namaOrganisasi: name,
  jabatan: null,
  ...NO_DETAILS,
});

const isUrl = (text: string) => /^(https?|ftp):\/\//i.test(text);

export const decodeDublinCore: IsoDecoder = (root) => {
  const isCsw = root.ns === CSW.csw && DC_ROOTS.has(root.local);
  if (!isCsw && !(root.ns === OAI_DC && root.local === "dc")) {
    throw new AppError("VALIDATION_FAILED", "Bukan rekaman Dublin Core / not a Dublin Core record", {
      reason: "UNSUPPORTED_DOCUMENT",
    });
  }
  const warnings: string[] = [];
  const dates: IsoCitationDate[] = [];
  for (const [local, tipe] of [
    ["created", "creation"],
    ["issued", "publication"],
    ["date", "publication"],
    ["modified", "revision"],
  ] as const) {
    for (const text of dc(root, local)) {
      const tanggal = parseIsoDate(text);
      if (tanggal) dates.push({ tipe, tanggal });
      else warnings.push(`${local}: "${text}" bukan tanggal; dilewati / is not a date; skipped`);
    }
  }
  const formats = dc(root, "format");
  const links: IsoDistribution[] = [...dc(root, "references"), ...dc(root, "relation").filter(isUrl)].map(
    (url, index) => ({
      protokol: /^https?:/i.test(url) ? "WWW:LINK" : "WWW:DOWNLOAD",
      url,
      nama: null,
      deskripsi: null,
      fungsi: null,
      formatNama: formats.length === 1 ? (formats[0] as string) : (formats[index] ?? null),
      formatVersi: null,
    }),
  );
  const boxes = [
    ...childrenNamed(root, [CSW.ows, "BoundingBox"]),
    ...childrenNamed(root, [CSW.ows, "WGS84BoundingBox"]),
  ]
    .map(readBox)
    .filter((box): box is IsoBbox => box !== null);
  if (boxes.length > 1)
    warnings.push(
      "lebih dari satu kotak batas; yang pertama dipakai untuk pencarian / more than one bounding box; the first is searched",
    );
  const languages = dc(root, "language");
  const stamp = dates.find((d) => d.tipe === "revision")?.tanggal ?? dates[0]?.tanggal;
  if (!stamp)
    warnings.push(
      "Rekaman tanpa tanggal; tanggal metadata 1970-01-01 dipakai / the record has no date; 1970-01-01 was used as its date stamp",
    );
  const record: DecodedRecord = {
    fileIdentifier: first(root, "identifier"),
    bahasaMetadata: languages[0] ?? "und",
    characterSet: "utf8",
    levelHierarki: scopeOf(first(root, "type")),
    parentIdentifier: null,
    tanggalMetadata: stamp ?? new Date(0),
    judul: first(root, "title") ?? "",
    judulAlternatif: first(root, "alternative"),
    abstrak: first(root, "abstract", "description") ?? "",
    tujuan: null,
    tipeData: "lainnya",
    topikKategori: [],
    edisi: null,
    tanggalEdisi: null,
    statusProgres: null,
    frekuensiPembaruan: null,
    bahasa: languages[0] ?? "und",
    representasiSpasial: null,
    skalaPenyebut: null,
    resolusiJarak: null,
    resolusiSatuan: null,
    sistemReferensi: null,
    batasanPenggunaan: first(root, "rights", "license"),
    batasanAkses: [],
    batasanPemakaian: [],
    batasanLain: first(root, "accessRights"),
    klasifikasiKeamanan: null,
    bbox: boxes[0] ?? null,
    deskripsiWilayah: first(root, "spatial", "coverage"),
    tanggalMulai: null,
    tanggalSelesai: null,
    riwayatData: null,
    sumberData: first(root, "source"),
    langkahProses: null,
    gambarUrl: null,
    gambarDeskripsi: null,
    tanggal: dates,
    kataKunci: dc(root, "subject").map((kataKunci) => ({
      kataKunci,
      tipe: null,
      thesaurus: null,
      thesaurusTanggal: null,
    })),
    kontak: [
      ...dc(root, "creator").map((name) => contact("originator", name)),
      ...dc(root, "publisher").map((name) => contact("publisher", name)),
      ...dc(root, "contributor").map((name) => contact("contributor", name)),
    ],
    distribusi: links,
    laporanKualitasData: [],
  };
  return { record, warnings };
};
