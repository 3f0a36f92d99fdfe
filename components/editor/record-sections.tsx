"use client";

import { area, Rows, select, text } from "./bound-inputs";
import { CODE_SET_PATHS, type CodeSetKey, type EditorContext } from "./editor-context";
import { ExtentDrawMap } from "./extent-draw-map";
import { Section, SelectField } from "./fields";

// The sections of the editor, one card each, in the order of ISO 19115's main packages.

const DATE_TYPES = ["creation", "publication", "revision"] as const;

export function IdentificationSection({ ctx }: { ctx: EditorContext }) {
  const { t } = ctx;
  const f = t.fields;
  const dateTypes = DATE_TYPES.map((kode) => ({ kode, label: t.tanggalTipeNama[kode] }));
  return (
    <Section id="bagian-identifikasi" title={t.sections.identifikasi}>
      {text(ctx, "judul", f.judul, { required: true, wide: true })}
      {text(ctx, "judulAlternatif", f.judulAlternatif, { wide: true })}
      {area(ctx, "abstrak", f.abstrak, { required: true, rows: 5 })}
      {area(ctx, "tujuan", f.tujuan)}
      <SelectField
        path="tipeData"
        label={f.tipeData}
        value={ctx.form.tipeData}
        onChange={(v) => ctx.set("tipeData", v)}
        error={ctx.error("tipeData")}
        options={Object.entries(t.tipeDataNama).map(([kode, label]) => ({ kode, label }))}
      />
      {select(ctx, "levelHierarki", f.levelHierarki, "LEVEL_HIERARKI", false)}
      {text(ctx, "edisi", f.edisi)}
      {text(ctx, "tanggalEdisi", f.tanggalEdisi, { type: "date" })}
      <Rows
        ctx={ctx}
        list="tanggal"
        legend={f.tanggal}
        addLabel={t.add.tanggal}
        render={(_, cell) => (
          <>
            {cell("tipe", f.tanggalTipe, { options: dateTypes, noEmpty: true })}
            {cell("tanggal", f.tanggalNilai, { type: "date" })}
          </>
        )}
      />
      {select(ctx, "bahasa", f.bahasa, "BAHASA", false)}
      {select(ctx, "statusProgres", f.statusProgres, "STATUS_PROGRES")}
      {select(ctx, "frekuensiPembaruan", f.frekuensiPembaruan, "FREKUENSI_PEMBARUAN")}
      {select(ctx, "representasiSpasial", f.representasiSpasial, "REPRESENTASI_SPASIAL")}
      {text(ctx, "skalaPenyebut", f.skalaPenyebut, { type: "number" })}
      {text(ctx, "sistemReferensi", f.sistemReferensi)}
      {text(ctx, "resolusiJarak", f.resolusiJarak, { type: "number" })}
      {text(ctx, "resolusiSatuan", f.resolusiSatuan)}
    </Section>
  );
}

export function KeywordSection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  return (
    <Section id="bagian-kataKunci" title={ctx.t.sections.kataKunci}>
      <Rows
        ctx={ctx}
        list="kataKunci"
        hideLegend
        legend={f.kataKunci}
        addLabel={ctx.t.add.kataKunci}
        render={(_, cell) => (
          <>
            {cell("kataKunci", f.kataKunci)}
            {cell("tipe", f.kataKunciTipe, { jenis: "JENIS_KATAKUNCI" })}
            {cell("thesaurus", f.thesaurus)}
            {cell("thesaurusTanggal", f.thesaurusTanggal, { type: "date" })}
          </>
        )}
      />
    </Section>
  );
}

/** Checkboxes over a reference list for a field that holds a set of codes. */
function CodeChecklist({
  ctx,
  field,
  list,
  legend,
  visibleLegend,
}: {
  ctx: EditorContext;
  field: CodeSetKey;
  list: string;
  legend: string;
  visibleLegend?: boolean;
}) {
  const values = ctx.form[field];
  const chosen = new Set(values);
  const toggle = (kode: string, on: boolean) =>
    ctx.setCodes(field, on ? [...values, kode] : values.filter((k) => k !== kode));
  const error = ctx.error(CODE_SET_PATHS[field]);
  return (
    <fieldset className="sm:col-span-2" id={`f-${CODE_SET_PATHS[field].replaceAll(".", "-")}`}>
      <legend className={visibleLegend ? "mb-2 text-sm font-semibold text-slate-800" : "sr-only"}>
        {legend}
      </legend>
      {error ? (
        <p className="mb-2 text-sm font-medium text-red-700" data-field-error={CODE_SET_PATHS[field]}>
          {error}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {(ctx.codes[list] ?? []).map((code) => (
          <label
            key={code.kode}
            className="flex items-start gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-sky-700 has-[:checked]:bg-sky-50"
          >
            <input
              type="checkbox"
              name={CODE_SET_PATHS[field]}
              value={code.kode}
              checked={chosen.has(code.kode)}
              onChange={(e) => toggle(code.kode, e.target.checked)}
              className="mt-0.5 h-4 w-4 accent-sky-800"
            />
            {code.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function TopicSection({ ctx }: { ctx: EditorContext }) {
  return (
    <Section id="bagian-topik" title={ctx.t.sections.topik}>
      <CodeChecklist ctx={ctx} field="topikKategori" list="TOPIK_KATEGORI" legend={ctx.t.sections.topik} />
    </Section>
  );
}

export function ExtentSection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  const { bboxBarat, bboxTimur, bboxSelatan, bboxUtara } = ctx.form;
  const values = [bboxBarat, bboxTimur, bboxSelatan, bboxUtara].map((v) =>
    v.trim() === "" ? Number.NaN : Number(v),
  );
  const [barat, timur, selatan, utara] = values as [number, number, number, number];
  const bounds = values.every(Number.isFinite) ? { barat, timur, selatan, utara } : null;
  return (
    <Section id="bagian-cakupan" title={ctx.t.sections.cakupan}>
      {text(ctx, "bboxBarat", f.bboxBarat, { type: "number" })}
      {text(ctx, "bboxTimur", f.bboxTimur, { type: "number" })}
      {text(ctx, "bboxSelatan", f.bboxSelatan, { type: "number" })}
      {text(ctx, "bboxUtara", f.bboxUtara, { type: "number" })}
      <ExtentDrawMap
        bounds={bounds}
        styleUrl={ctx.styleUrl}
        t={ctx.t.map}
        onDraw={(b) =>
          ctx.setMany({
            bboxBarat: String(b.barat),
            bboxTimur: String(b.timur),
            bboxSelatan: String(b.selatan),
            bboxUtara: String(b.utara),
          })
        }
      />
      {area(ctx, "deskripsiWilayah", f.deskripsiWilayah, { rows: 2 })}
      {text(ctx, "temporalMulai", f.temporalMulai, { type: "date" })}
      {text(ctx, "temporalSelesai", f.temporalSelesai, { type: "date" })}
    </Section>
  );
}

export function ContactSection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  const scopes = Object.entries(f.lingkupNama).map(([kode, label]) => ({ kode, label }));
  return (
    <Section id="bagian-kontak" title={ctx.t.sections.kontak}>
      <Rows
        ctx={ctx}
        list="kontak"
        hideLegend
        legend={ctx.t.sections.kontak}
        addLabel={ctx.t.add.kontak}
        render={(_, cell) => (
          <>
            {cell("lingkup", f.lingkup, { options: scopes, noEmpty: true })}
            {cell("peran", f.peran, { jenis: "PERAN_KONTAK", noEmpty: true })}
            {cell("namaIndividu", f.namaIndividu)}
            {cell("namaOrganisasi", f.namaOrganisasi)}
            {cell("jabatan", f.jabatan)}
            {cell("email", f.email, { type: "email" })}
            {cell("telepon", f.telepon, { type: "tel" })}
          </>
        )}
      />
    </Section>
  );
}

export function DistributionSection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  return (
    <Section id="bagian-distribusi" title={ctx.t.sections.distribusi}>
      <Rows
        ctx={ctx}
        list="distribusi"
        hideLegend
        legend={ctx.t.sections.distribusi}
        addLabel={ctx.t.add.distribusi}
        render={(_, cell) => (
          <>
            {cell("protokol", f.protokol, { jenis: "PROTOKOL_DISTRIBUSI" })}
            {cell("formatNama", f.formatNama)}
            {cell("url", f.url, { type: "url", wide: true })}
            {cell("nama", f.nama)}
            {cell("deskripsi", f.deskripsi)}
          </>
        )}
      />
    </Section>
  );
}

export function ConstraintSection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  return (
    <Section id="bagian-batasan" title={ctx.t.sections.batasan}>
      <CodeChecklist ctx={ctx} field="akses" list="BATASAN" legend={f.akses} visibleLegend />
      <CodeChecklist ctx={ctx} field="pemakaian" list="BATASAN" legend={f.pemakaian} visibleLegend />
      {area(ctx, "penggunaan", f.penggunaan, { rows: 2 })}
      {area(ctx, "lain", f.lain, { rows: 2 })}
      {select(ctx, "klasifikasiKeamanan", f.klasifikasiKeamanan, "KLASIFIKASI_KEAMANAN")}
    </Section>
  );
}

export function QualitySection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  const verdicts = Object.entries(ctx.t.lulusNama).map(([kode, label]) => ({ kode, label }));
  return (
    <Section id="bagian-kualitas" title={ctx.t.sections.kualitas}>
      {area(ctx, "riwayat", f.riwayat, { rows: 4 })}
      {area(ctx, "sumber", f.sumber, { rows: 2 })}
      {area(ctx, "langkahProses", f.langkahProses, { rows: 2 })}
      <Rows
        ctx={ctx}
        list="laporan"
        legend={f.laporan}
        addLabel={ctx.t.add.laporan}
        render={(_, cell) => (
          <>
            {cell("elemen", f.elemen, { jenis: "DQ_ELEMEN" })}
            {cell("metodeEvaluasi", f.metodeEvaluasi, { jenis: "METOD_EVALUASI" })}
            {cell("nilai", f.nilai)}
            {cell("satuan", f.satuan)}
            {cell("lulus", ctx.t.lulus, { options: verdicts, noEmpty: true })}
            {cell("deskripsi", f.deskripsi)}
          </>
        )}
      />
    </Section>
  );
}

export function GraphicSection({ ctx }: { ctx: EditorContext }) {
  const f = ctx.t.fields;
  return (
    <Section id="bagian-gambar" title={ctx.t.sections.gambar}>
      {text(ctx, "gambarUrl", f.gambarUrl, { type: "url", wide: true })}
      {text(ctx, "gambarDeskripsi", f.gambarDeskripsi, { wide: true })}
    </Section>
  );
}
