import type { ReactNode } from "react";

// The admin screens' table: a bordered white card that scrolls sideways on a narrow screen, a
// slate header row, one row per item. No state and no handlers of its own, so it renders in
// server and client components alike (the cells may hold a client component's buttons).

/** One column: its header, what each row shows in it, and its classes. */
export interface DataTableColumn<T> {
  /** Unique among the columns (the React key of its cells). */
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Classes on the header and the body cells alike: visibility (`hidden sm:table-cell`), alignment. */
  className?: string;
  /** Classes on the header cell only. */
  headerClassName?: string;
  /** Classes on the body cells only. */
  cellClassName?: string;
  /** The cell that names its row: a `<th scope="row">` instead of a `<td>`. */
  rowHeader?: boolean;
}

/** The last column, holding each row's buttons in a wrapping row. */
export type DataTableRowActions<T> = Omit<DataTableColumn<T>, "key" | "rowHeader">;

/** What a row's `<tr>` carries besides its cells: a class and `data-*` attributes (for tests). */
export type DataTableRowAttributes = { className?: string } & {
  [name: `data-${string}`]: string | number | boolean | undefined;
};

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable, unique key per row. */
  rowKey: (row: T) => string;
  /** The table's accessible name; visually hidden unless `captionVisible`. */
  caption: ReactNode;
  captionVisible?: boolean;
  /** Shown instead of the table when there are no rows; without it an empty table shows its header. */
  empty?: ReactNode;
  rowActions?: DataTableRowActions<T>;
  rowAttributes?: (row: T) => DataTableRowAttributes;
  /** Extra classes on the table's card (spacing such as `mt-4`). */
  className?: string;
  /** Extra classes on the empty-state message (spacing such as `mt-6`). */
  emptyClassName?: string;
}

const cx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(" ");

const CARD = "relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm";
const EMPTY = "rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600";
const HEADER_CELL = "px-4 py-3 font-semibold";
const BODY_CELL = "px-4 py-3";
const ACTIONS = "flex flex-wrap gap-1.5 xl:flex-nowrap";

/** A list of items as a table with typed columns, a caption, an empty state and row actions. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  caption,
  captionVisible = false,
  empty,
  rowActions,
  rowAttributes,
  className,
  emptyClassName,
}: DataTableProps<T>) {
  if (rows.length === 0 && empty !== undefined) return <p className={cx(EMPTY, emptyClassName)}>{empty}</p>;
  return (
    <div className={cx(CARD, className)}>
      <table className="w-full text-left text-sm">
        <caption className={captionVisible ? "px-4 py-3 text-left font-semibold text-slate-900" : "sr-only"}>
          {caption}
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(HEADER_CELL, column.className, column.headerClassName)}
              >
                {column.header}
              </th>
            ))}
            {rowActions && (
              <th scope="col" className={cx(HEADER_CELL, rowActions.className, rowActions.headerClassName)}>
                {rowActions.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => {
                const classes = cx(BODY_CELL, column.className, column.cellClassName);
                return column.rowHeader ? (
                  <th key={column.key} scope="row" className={classes}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.key} className={classes}>
                    {column.cell(row)}
                  </td>
                );
              })}
              {rowActions && (
                <td className={cx(BODY_CELL, rowActions.className, rowActions.cellClassName)}>
                  <div className={ACTIONS}>{rowActions.cell(row)}</div>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
