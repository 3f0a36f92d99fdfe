import { z } from "zod";

// The CSW service identity (spec 2.10) as administrators edit it: GET/PUT /api/admin/csw.

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullable().optional();

export const ZCswSettingsInput = z
  .object({
    judul: text(255).min(1).meta({ description: "ows:Title" }),
    abstrak: text(4000).min(1).meta({ description: "ows:Abstract" }),
    kataKunci: z.array(text(100).min(1)).max(50).optional().meta({ description: "ows:Keywords" }),
    namaOrganisasi: text(255).min(1).meta({ description: "ows:ProviderName" }),
    situsOrganisasi: z.url().max(500).nullable().optional().meta({ description: "ows:ProviderSite" }),
    namaKontak: optionalText(255).meta({ description: "ows:IndividualName" }),
    jabatan: optionalText(255).meta({ description: "ows:PositionName" }),
    telepon: optionalText(64).meta({ description: "ows:Voice" }),
    faks: optionalText(64).meta({ description: "ows:Facsimile" }),
    email: z.email().max(255).nullable().optional().meta({ description: "ows:ElectronicMailAddress" }),
    alamat: optionalText(500).meta({ description: "ows:DeliveryPoint" }),
    kota: optionalText(128).meta({ description: "ows:City" }),
    provinsi: optionalText(128).meta({ description: "ows:AdministrativeArea" }),
    kodePos: optionalText(16).meta({ description: "ows:PostalCode" }),
    negara: optionalText(64).meta({ description: "ows:Country" }),
    jamLayanan: optionalText(255).meta({ description: "ows:HoursOfService" }),
    instruksiKontak: optionalText(1000).meta({ description: "ows:ContactInstructions" }),
    peranKontak: optionalText(64).meta({ description: "ows:Role (CI_RoleCode, e.g. pointOfContact)" }),
    biaya: optionalText(255).meta({ description: "ows:Fees" }),
    batasanAkses: optionalText(1000).meta({ description: "ows:AccessConstraints" }),
  })
  .strict()
  .meta({ id: "CswSettingsInput" });
export type TCswSettingsInput = z.infer<typeof ZCswSettingsInput>;
