import fc from "fast-check";
import type { DecodedRecord } from "@/lib/iso/decoder";
import type { IsoContact, IsoKeyword, IsoRecord } from "@/lib/iso/record";
import { XML_PROFILES } from "@/lib/iso/registry";
import { xmlToString } from "@/lib/xml/builder";
import { fullIsoRecord, seededIsoRecords } from "./iso-records";

// Arbitrary ISO records for the property-based import tests (test/fuzz): a seeded or the full
// record with its free text, numbers, dates, box and lists replaced by random values of the
// kinds the encoders write and the decoders read back exactly (text an XML document can hold,
// without surrounding spaces; finite numbers; dates at millisecond precision).

const textChar = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(..."abcxyzHUTAN019 .,-") },
  { weight: 2, arbitrary: fc.constantFrom(..."'\"&<>;%_\\*?!#()[]{}/:=+\t\n") },
  { weight: 1, arbitrary: fc.integer({ min: 0xa1, max: 0xd7ff }).map((c) => String.fromCodePoint(c)) },
  { weight: 1, arbitrary: fc.integer({ min: 0x1f300, max: 0x1f64f }).map((c) => String.fromCodePoint(c)) },
);

/** Non-empty text without surrounding whitespace (the decoders trim). */
export const isoText = fc
  .array(textChar, { minLength: 1, maxLength: 40 })
  .map((chars) => chars.join(""))
  .filter((text) => text.trim() === text && text !== "");

const optionalText = fc.option(isoText, { nil: null });

/** Instants between the years 1000 and 9999: calendar dates (midnight UTC) and date-times with or without milliseconds. */
export const isoInstant = fc
  .tuple(
    fc.date({
      min: new Date("1000-01-01T00:00:00Z"),
      max: new Date("9999-12-31T00:00:00Z"),
      noInvalidDate: true,
    }),
    fc.constantFrom("day", "second", "millisecond"),
  )
  .map(([date, precision]) => {
    const ms = date.getTime();
    const unit = precision === "day" ? 86_400_000 : precision === "second" ? 1000 : 1;
    return new Date(ms - (((ms % unit) + unit) % unit));
  });

const longitude = fc.double({ min: -180, max: 180, noNaN: true }).map((v) => v + 0);
const latitude = fc.double({ min: -90, max: 90, noNaN: true }).map((v) => v + 0);

const keyword: fc.Arbitrary<IsoKeyword> = fc.record({
  kataKunci: isoText,
  tipe: fc.constantFrom(null, "theme", "place", "temporal", "discipline", "stratum"),
  thesaurus: optionalText,
  thesaurusTanggal: fc.option(isoInstant, { nil: null }),
});

/** A contact of the base record with its texts replaced. */
const contact = (template: IsoContact) =>
  fc
    .record({
      namaIndividu: optionalText,
      namaOrganisasi: optionalText,
      jabatan: optionalText,
      email: optionalText,
      telepon: optionalText,
      alamat: optionalText,
      kota: optionalText,
      kodePos: optionalText,
      url: optionalText,
    })
    .map((texts): IsoContact => ({ ...template, ...texts }));

/** A valid record: a seeded (or the full) record with random content. */
export const isoRecord: fc.Arbitrary<IsoRecord> = fc
  .constantFrom(fullIsoRecord(), ...seededIsoRecords().slice(0, 20))
  .chain((base) =>
    fc
      .record({
        fileIdentifier: isoText,
        judul: isoText,
        judulAlternatif: optionalText,
        abstrak: isoText,
        tujuan: optionalText,
        edisi: optionalText,
        batasanPenggunaan: optionalText,
        batasanLain: optionalText,
        deskripsiWilayah: optionalText,
        riwayatData: optionalText,
        sumberData: optionalText,
        langkahProses: optionalText,
        tanggalMetadata: isoInstant,
        tanggalEdisi: fc.option(isoInstant, { nil: null }),
        skalaPenyebut: fc.option(fc.integer({ min: 1, max: 2_147_483_647 }), { nil: null }),
        resolusiJarak: fc.option(
          fc.double({ min: 0, max: 1e9, noNaN: true }).map((v) => v + 0),
          {
            nil: null,
          },
        ),
        bbox: fc.option(
          fc.tuple(longitude, longitude, latitude, latitude).map(([barat, timur, a, b]) => ({
            barat,
            timur,
            selatan: Math.min(a, b),
            utara: Math.max(a, b),
          })),
          { nil: null },
        ),
        tanggal: fc.array(
          fc.record({
            tipe: fc.constantFrom("creation", "publication", "revision") as fc.Arbitrary<"creation">,
            tanggal: isoInstant,
          }),
          { maxLength: 4 },
        ),
        kataKunci: fc.array(keyword, { maxLength: 6 }),
        kontak: fc.tuple(...base.kontak.map(contact)),
      })
      .map((changes): IsoRecord => ({ ...base, ...changes })),
  );

/**
 * What decoding an encoded record gives back (as lib/iso/decoders/{gmd,mdb}.test.ts state it):
 * the record without its organisation, keywords in MD_Keywords group order, and the
 * organisation as METADATA contact where the record names none (the encoder's fallback), and
 * the resolution unit only with a distance (metres when it has none).
 */
export function expectedDecoding(record: IsoRecord): DecodedRecord {
  const { organisasi, ...rest } = record;
  const groupOf = (k: IsoKeyword) => JSON.stringify([k.tipe, k.thesaurus, k.thesaurusTanggal?.getTime()]);
  const groups = [...new Set(record.kataKunci.map(groupOf))];
  const kataKunci = [...record.kataKunci].sort(
    (a, b) => groups.indexOf(groupOf(a)) - groups.indexOf(groupOf(b)),
  );
  const hasOwn = record.kontak.some((c) => c.lingkup === "METADATA");
  const fallback: IsoContact[] = [];
  if (!hasOwn && organisasi) {
    fallback.push({
      lingkup: "METADATA",
      peran: "pointOfContact",
      namaIndividu: null,
      namaOrganisasi: organisasi.nama,
      jabatan: null,
      email: organisasi.email,
      telepon: organisasi.telepon,
      alamat: organisasi.alamat,
      kota: organisasi.kota,
      provinsi: organisasi.provinsi,
      kodePos: organisasi.kodePos,
      negara: null,
      url: organisasi.website,
    });
  } else if (!hasOwn && record.kontak[0]) fallback.push({ ...record.kontak[0], lingkup: "METADATA" });
  // The unit is gco:Distance's uom: without a distance it is not written, and a distance
  // without a unit is written (and read back) in metres.
  const resolusiSatuan = record.resolusiJarak === null ? null : record.resolusiSatuan || "m";
  return { ...rest, resolusiSatuan, kataKunci, kontak: [...record.kontak, ...fallback] };
}

/** The XML profiles a generated record is written in: ISO 19139 and both ISO 19115-3 versions. */
export const ISO_PROFILES = ["gmd", "mdb2016", "mdb2018"] as const;

/** A record written as one of ISO_PROFILES' documents. */
export const encodeIsoRecord = (profile: (typeof ISO_PROFILES)[number], record: IsoRecord) =>
  xmlToString(XML_PROFILES[profile].encode(record));

/** A generated record as a document in one of ISO_PROFILES. */
export const encodedIsoRecord = fc
  .tuple(fc.constantFrom(...ISO_PROFILES), isoRecord)
  .map(([profile, record]) => encodeIsoRecord(profile, record));
