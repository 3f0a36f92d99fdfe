import { fillSearchText } from "@/lib/catalogue/records/search-text";
import type { Db } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import type { StatusMetadata } from "@/lib/db/generated/enums";

// Records that must never reach an anonymous visitor, one in every status but PUBLISHED, plus
// one PUBLISHED "control" record alike in every searchable respect: the same words, extent,
// organisation, keyword, format, dates, type and language. Every anonymous query below must
// find the control (so the query did search) and nothing of the others. Their values appear
// nowhere in the seed (seeded dates are 2024-2026, extents in Indonesia).

export const HIDDEN_STATUSES = ["DRAFT", "QCQE_PROCESS", "REVIEW", "REJECTED", "PRIVATE"] as const;

export const SHARED = {
  word: "zqxsemua",
  abstractWord: "zqxabstrak",
  keyword: "zqxkatakunci",
  format: "ZQXFORMAT",
  tipeData: "zqxtipe",
  level: "zqxlevel",
  category: "zqxkategori",
  language: "zqx",
  orgKode: "ZQXORG",
  orgName: "Badan Zqxorganisasi Uji",
  // South Atlantic: no seeded record comes near.
  bbox: { bboxBarat: -20, bboxTimur: -19, bboxSelatan: -50, bboxUtara: -49 },
  date: new Date("1901-06-15T00:00:00Z"),
} as const;

export interface PlantedRecord {
  status: StatusMetadata;
  id: string;
  fileIdentifier: string;
  /** A word only this record has, in its title, abstract and keywords. */
  word: string;
}

export interface Planted {
  control: PlantedRecord;
  hidden: PlantedRecord[];
  /** Strings none of which may appear in any anonymous answer: ids, fileIdentifiers, own words. */
  markers: string[];
}

const wordOf = (status: StatusMetadata) => `zqx${status.toLowerCase().replace("_", "")}`;

/** Takes the first seeded record of each status and turns it into a planted one. */
export async function plantRecords(db: Db): Promise<Planted> {
  const org = await db.organisasi.create({ data: { kode: SHARED.orgKode, nama: SHARED.orgName } });
  const plant = async (status: StatusMetadata): Promise<PlantedRecord> => {
    const seeded = await db.metadata.findFirstOrThrow({ where: { status }, orderBy: { id: "asc" } });
    const word = wordOf(status);
    const fileIdentifier = `zqx-fid-${word}`;
    await db.metadata.update({
      where: { id: seeded.id },
      data: {
        fileIdentifier,
        judul: `Peta ${word} ${SHARED.word}`,
        abstrak: `Abstrak ${word} ${SHARED.word} ${SHARED.abstractWord}`,
        tipeData: SHARED.tipeData,
        levelHierarki: SHARED.level,
        topikKategori: [SHARED.category, "oceans"],
        bahasa: SHARED.language,
        organisasiId: org.id,
        ...SHARED.bbox,
        tanggalMetadata: SHARED.date,
        // Newest of all if the status were forgotten: first in every "recent" list.
        publishedAt: status === "PUBLISHED" ? SHARED.date : new Date("2030-01-01T00:00:00Z"),
        kataKunci: {
          deleteMany: {},
          create: [{ kataKunci: SHARED.keyword }, { kataKunci: `${word}kunci` }],
        },
        tanggal: {
          deleteMany: {},
          create: (["creation", "publication", "revision"] as const).map((tipe) => ({
            tipe,
            tanggal: SHARED.date,
          })),
        },
        // Every record names the shared organisation as its point of contact (OrganisationName
        // reads the XML); only hidden records name `${word}kontak`: GetDomain must not list it.
        kontak: {
          create: [
            { peran: "pointOfContact", namaOrganisasi: SHARED.orgName },
            ...(status === "PUBLISHED"
              ? []
              : [{ peran: "pointOfContact", namaOrganisasi: `${word}kontak`, namaIndividu: `${word}orang` }]),
          ],
        },
        // Written again from what is now served, as every write of the app does.
        teksLengkap: null,
        nilaiKueri: Prisma.DbNull,
        distribusi: {
          deleteMany: {},
          create: [
            { protokol: "WWW:LINK-1.0-http--link", url: "https://example.org/d", formatNama: SHARED.format },
          ],
        },
      },
    });
    return { status, id: seeded.id, fileIdentifier, word };
  };
  const control = await plant("PUBLISHED");
  const hidden: PlantedRecord[] = [];
  for (const status of HIDDEN_STATUSES) hidden.push(await plant(status));
  await fillSearchText(db);
  return { control, hidden, markers: hidden.flatMap((r) => [r.id, r.fileIdentifier, r.word]) };
}

/** The markers of hidden records that `text` contains (expected: none). */
export const leaked = (text: string, planted: Planted) => planted.markers.filter((m) => text.includes(m));
