import { z } from "zod";

// What an imported record's source document says beyond the record's fields (lib/iso/source-details.ts):
// stored with the document (MetadataSumber.rincian) and shown by REST and the portal. Values are
// as the document writes them; an optional field is absent when the document does not give it.

const text = (description: string) => z.string().optional().meta({ description });

const ZPengenal = z
  .object({
    kode: z.string().meta({ description: "Kode / the code (CharacterString or Anchor text)." }),
    codeSpace: text("Ruang kode / code space."),
    versi: text("Versi / version."),
    href: text("URI Anchor (xlink:href) dari kode / the code's Anchor URI."),
  })
  .meta({
    id: "SourceIdentifier",
    description: "MD_Identifier / RS_Identifier sebagaimana tertulis / as written.",
  });

const ZTautan = z.object({
  url: z.string(),
  protokol: text("Protokol / protocol."),
  nama: text("Nama / name."),
});

const ZLayanan = z.object({
  tipe: z
    .object({ nama: z.string(), codeSpace: text("Ruang kode / code space.") })
    .optional()
    .meta({ description: "Jenis layanan (serviceType) / service type, e.g. view, download, OGC:WMS." }),
  versi: z.array(z.string()).meta({ description: "serviceTypeVersion, e.g. OGC:WFS 2.0." }),
  couplingType: text("SV_CouplingType: loose, mixed, tight."),
  operasi: z
    .array(
      z.object({
        nama: z.string().meta({ description: "operationName, e.g. GetCapabilities." }),
        dcp: z.array(z.string()).meta({ description: "DCPList, e.g. WebServices, HTTPGet." }),
        url: z.array(z.string()).meta({ description: "connectPoint URLs." }),
      }),
    )
    .meta({ description: "Operasi (containsOperations) / the service's operations." }),
  dataTerkait: z
    .array(
      z.object({
        unsur: z
          .enum(["operatesOn", "operatedDataset", "coupledResource"])
          .meta({ description: "Unsur asal / the element it comes from." }),
        uuidref: text("uuidref: pengenal metadata data terkait / the coupled record's identifier."),
        href: text("xlink:href."),
        judul: text("xlink:title atau judul sitasi / or the citation title."),
        pengenal: text("Pengenal sumber daya (coupledResource) / the resource identifier."),
        operasi: text("Nama operasi (coupledResource) / the operation name."),
      }),
    )
    .meta({ description: "Data terkait (operatesOn, coupledResource) / coupled data, each as given." }),
});

const ZTesaurus = z.object({
  judul: text("Judul tesaurus / thesaurus title; absent for a keyword group without one."),
  uri: text("URI tesaurus (Anchor judul) / the thesaurus URI (the title's Anchor)."),
  tanggal: text("Tanggal tesaurus sebagaimana tertulis / the thesaurus date as written."),
  tipe: text("MD_KeywordTypeCode."),
  kataKunci: z.array(z.object({ teks: z.string(), uri: text("URI Anchor kata kunci / the keyword's URI.") })),
});

const ZDistributor = z.object({
  organisasi: text("Organisasi / organisation."),
  individu: text("Perorangan / individual."),
  email: text("E-mail."),
  peran: text("CI_RoleCode."),
  kontakHref: text("xlink:href kontak yang hanya berupa rujukan / of a contact given by reference."),
  kontakJudul: text("xlink:title kontak tersebut / that contact's xlink:title."),
  format: z.array(z.object({ nama: z.string(), versi: text("Versi / version.") })),
  tautan: z.array(ZTautan),
});

const ZPeriode = z.object({
  mulai: text("Awal sebagaimana tertulis (bisa sebagian, mis. 2015-05) / begin as written (may be partial)."),
  selesai: text("Akhir sebagaimana tertulis / end as written."),
  mulaiIndeterminate: text("indeterminatePosition awal / of the begin: before, after, now, unknown."),
  selesaiIndeterminate: text("indeterminatePosition akhir / of the end, e.g. now."),
});

const ZPosisi = z.tuple([z.number(), z.number()]);
const ZGeometri = z
  .discriminatedUnion("type", [
    z.object({ type: z.literal("Point"), coordinates: ZPosisi }),
    z.object({ type: z.literal("LineString"), coordinates: z.array(ZPosisi) }),
    z.object({ type: z.literal("Polygon"), coordinates: z.array(z.array(ZPosisi)) }),
    z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(z.array(ZPosisi))) }),
  ])
  .meta({ description: "Geometri GeoJSON (bujur, lintang) / a GeoJSON geometry (longitude, latitude)." });

export const ZSourceDetails = z
  .object({
    identifikasiSumberDaya: z
      .array(ZPengenal)
      .meta({ description: "Pengenal sumber daya (citation identifier) / the resource identifiers." }),
    layanan: z
      .array(ZLayanan)
      .meta({ description: "Satu per SV_ServiceIdentification / one per service identification." }),
    tesaurus: z.array(ZTesaurus).meta({
      description: "Kelompok kata kunci bertesaurus atau ber-URI / keyword groups with a thesaurus or URIs.",
    }),
    sistemReferensi: z
      .array(ZPengenal)
      .meta({ description: "Setiap referenceSystemInfo / every reference system." }),
    distributor: z.array(ZDistributor).meta({ description: "Setiap MD_Distributor / every distributor." }),
    periode: z.array(ZPeriode).meta({
      description:
        "Setiap cakupan waktu (TimeInstant: mulai = selesai) / every temporal extent (a TimeInstant has begin = end).",
    }),
    batas: z
      .array(
        z.object({
          barat: z.number(),
          timur: z.number(),
          selatan: z.number(),
          utara: z.number(),
          termasuk: z.boolean().meta({
            description:
              "extentTypeCode: true cakupan, false pengecualian / true inclusion, false exclusion.",
          }),
        }),
      )
      .meta({ description: "Setiap EX_GeographicBoundingBox / every bounding box." }),
    poligon: z
      .array(
        z.object({
          termasuk: z.boolean().meta({ description: "extentTypeCode." }),
          srsName: text("srsName sebagaimana tertulis / as written."),
          geometri: ZGeometri,
        }),
      )
      .meta({
        description:
          "Setiap EX_BoundingPolygon yang terbaca; koordinat CRS lintang-dahulu (EPSG:4326) ditulis bujur dahulu / every readable bounding polygon; a latitude-first CRS's positions are given longitude first.",
      }),
    pengenalWilayah: z
      .array(ZPengenal)
      .meta({ description: "Pengenal geografis (EX_GeographicDescription) / geographic identifiers." }),
  })
  .meta({
    id: "SourceDetails",
    description:
      "Rincian dokumen sumber yang tidak dimuat kolom rekaman, sebagaimana tertulis / what the received document says beyond the record's fields, as written.",
  });

export type TSourceDetails = z.infer<typeof ZSourceDetails>;
export type TSourceGeometry = z.infer<typeof ZGeometri>;
export type TSourceIdentifier = z.infer<typeof ZPengenal>;
