import { describe, expect, it } from "vitest";
import { missingElements } from "@/lib/quality/completeness";
import { ZRecordContent } from "@/lib/schemas/record-input";
import { completenessInput, emptyForm, formToBody, validateBody } from "./record-form";

// The editor's form -> API body mapping, checked by the API's own schema and completeness rules.

const complete = () => ({
  ...emptyForm(),
  judul: "Peta Batas Desa",
  abstrak: "Batas desa skala 1:25.000.",
  topikKategori: ["boundaries"],
  bboxBarat: "106.5",
  bboxTimur: "107",
  bboxSelatan: "-7",
  bboxUtara: "-6",
  tanggal: [{ tipe: "creation", tanggal: "2024-05-01" }],
  kataKunci: [{ kataKunci: "batas", tipe: "theme", thesaurus: "", thesaurusTanggal: "" }],
  kontak: [
    {
      lingkup: "SUMBER_DAYA",
      peran: "pointOfContact",
      namaIndividu: "",
      namaOrganisasi: "BIG",
      jabatan: "",
      email: "info@big.go.id",
      telepon: "",
    },
  ],
  akses: ["otherRestrictions", "license"],
  riwayat: "Digitasi citra.",
});

describe("editor form", () => {
  it("turns a complete form into a body the API accepts, with nothing missing for submission", () => {
    const body = formToBody(complete());
    expect(validateBody(body)).toEqual({});
    const parsed = ZRecordContent.parse(body);
    expect(parsed.bboxBarat).toBe(106.5);
    expect(parsed.batasan.akses).toEqual(["otherRestrictions", "license"]);
    expect(parsed.kataKunci[0]?.thesaurus).toBeNull();
    expect(missingElements(completenessInput(body))).toEqual([]);
  });

  it("names bad fields by API path, as the server does", () => {
    const form = complete();
    form.judul = " ";
    form.bboxBarat = "200";
    form.skalaPenyebut = "abc";
    (form.kontak[0] as Record<string, string>).email = "bukan-email";
    const errors = validateBody(formToBody(form));
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(["judul", "bboxBarat", "skalaPenyebut", "kontak.0.email"]),
    );
  });

  it("lists what an empty form lacks", () => {
    const missing = missingElements(completenessInput(formToBody(emptyForm()))).map((m) => m.field);
    expect(missing).toEqual(expect.arrayContaining(["judul", "abstrak", "bbox", "kataKunci", "batasan"]));
  });
});

describe("editor messages", () => {
  it("gives zod's generic messages in Indonesian, keeping the schema's own ones", () => {
    const form = { ...emptyForm(), bboxBarat: "200" };
    const errors = validateBody(formToBody(form), "id");
    expect(errors.bboxBarat).not.toMatch(/Too big/);
    expect(errors.judul).toMatch(/judul/);
    expect(validateBody(formToBody(form), "en").bboxBarat).toMatch(/Too big/);
  });
});
