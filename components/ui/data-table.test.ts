import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, type DataTableProps } from "./data-table";

// The shared admin table, rendered to markup: caption, header and row cells, row attributes,
// row actions and the empty state.

interface Row {
  id: string;
  nama: string;
  jumlah: number;
  aktif: boolean;
}

const ROWS: Row[] = [
  { id: "a", nama: "Badan Informasi Geospasial", jumlah: 12, aktif: true },
  { id: "b", nama: "Kementerian <Uji>", jumlah: 0, aktif: false },
];

const props = (overrides: Partial<DataTableProps<Row>> = {}): DataTableProps<Row> => ({
  caption: "Daftar organisasi",
  rows: ROWS,
  rowKey: (row) => row.id,
  columns: [
    { key: "nama", header: "Nama", rowHeader: true, cellClassName: "font-medium", cell: (row) => row.nama },
    {
      key: "jumlah",
      header: "Metadata",
      className: "hidden text-right sm:table-cell",
      cell: (row) => row.jumlah,
    },
  ],
  ...overrides,
});

const render = (overrides?: Partial<DataTableProps<Row>>) =>
  renderToStaticMarkup(createElement(DataTable<Row>, props(overrides)));

describe("DataTable", () => {
  it("names the table with a visually hidden caption, unless asked to show it", () => {
    expect(render()).toContain('<caption class="sr-only">Daftar organisasi</caption>');
    expect(render({ captionVisible: true })).toMatch(
      /<caption class="[^"]*font-semibold[^"]*">Daftar organisasi/,
    );
  });

  it("renders column headers, a row header per row and the other cells, with their classes", () => {
    const html = render();
    expect(html).toContain('<th scope="col" class="px-4 py-3 font-semibold">Nama</th>');
    expect(html).toContain(
      '<th scope="col" class="px-4 py-3 font-semibold hidden text-right sm:table-cell">Metadata</th>',
    );
    expect(html).toContain('<th scope="row" class="px-4 py-3 font-medium">Badan Informasi Geospasial</th>');
    expect(html).toContain('<td class="px-4 py-3 hidden text-right sm:table-cell">12</td>');
    // Cell text is escaped like any React text.
    expect(html).toContain("Kementerian &lt;Uji&gt;");
    expect(html.match(/<tbody[^>]*>.*<\/tbody>/)?.[0].match(/<tr/g)).toHaveLength(2);
  });

  it("puts the row attributes on each row", () => {
    const html = render({
      rowAttributes: (row) => ({ "data-kode": row.id, className: row.aktif ? undefined : "bg-slate-50" }),
    });
    expect(html).toContain('<tr data-kode="a">');
    expect(html).toContain('<tr data-kode="b" class="bg-slate-50">');
  });

  it("adds a last column with each row's actions", () => {
    const html = render({
      rowActions: {
        header: "Aksi",
        cellClassName: "align-top",
        cell: (row) => createElement("button", { type: "button" }, `Ubah ${row.nama}`),
      },
    });
    expect(html).toContain('<th scope="col" class="px-4 py-3 font-semibold">Aksi</th>');
    expect(html).toContain(
      '<td class="px-4 py-3 align-top"><div class="flex flex-wrap gap-1.5 xl:flex-nowrap"><button type="button">Ubah Badan Informasi Geospasial</button></div></td>',
    );
  });

  it("shows the empty-state message instead of the table when there are no rows", () => {
    const html = render({ rows: [], empty: "Tidak ada pengguna yang cocok.", emptyClassName: "mt-6" });
    expect(html).not.toContain("<table");
    expect(html).toBe(
      '<p class="rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600 mt-6">Tidak ada pengguna yang cocok.</p>',
    );
  });

  it("keeps the table, header only, for no rows and no empty message; the message is unused with rows", () => {
    expect(render({ rows: [] })).toContain("<tbody");
    expect(render({ rows: [] })).not.toContain("<td");
    expect(render({ empty: "Kosong" })).not.toContain("Kosong");
  });

  it("adds the spacing classes to the card", () => {
    expect(render({ className: "mt-4" })).toMatch(
      /^<div class="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm mt-4"><table class="w-full text-left text-sm">/,
    );
  });
});
