/**
 * A list as a table of columns (the office's lists, an order's and a customer's history), or the
 * sentence that there is nothing in it. Each cell carries its column's label for the phone layout
 * (`.stack-table td[data-label]`); a column may be the row's heading, or numeric (right-aligned).
 */
import type { ReactNode } from "react";

export interface Column<T> {
  label: string;
  cell: (item: T) => ReactNode;
  numeric?: boolean;
  /** The cell names its row (`th scope="row"`). */
  rowHeader?: boolean;
}

export interface DataTableProps<T> {
  items: readonly T[];
  columns: readonly Column<T>[];
  /** What is said when there are no items (without it, the table is shown with no rows). */
  none?: ReactNode;
  caption?: string;
  /** The caption's class ("visually-hidden": for assistive technology only). */
  captionClassName?: string;
  /** The id of what describes the table. */
  describedBy?: string;
  className?: string;
  rowKey?: (item: T, n: number) => string | number;
  rowClassName?: (item: T) => string | undefined;
  /** The table's foot (its rows). */
  foot?: ReactNode;
}

export function DataTable<T>({
  items,
  columns,
  none,
  caption,
  captionClassName,
  describedBy,
  className = "content-table stack-table",
  rowKey = (_, n) => n,
  rowClassName,
  foot,
}: DataTableProps<T>) {
  if (items.length === 0 && none !== undefined) return <p>{none}</p>;
  const numeric = (c: Column<T>) => (c.numeric ? "numeric" : undefined);
  return (
    <div className="table-scroll">
      <table className={className} aria-describedby={describedBy}>
        {caption ? <caption className={captionClassName}>{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.label} className={numeric(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, n) => (
            <tr key={rowKey(item, n)} className={rowClassName?.(item)}>
              {columns.map((c) =>
                c.rowHeader ? (
                  <th scope="row" key={c.label} className={numeric(c)}>
                    {c.cell(item)}
                  </th>
                ) : (
                  <td key={c.label} data-label={c.label} className={numeric(c)}>
                    {c.cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
        {foot ? <tfoot>{foot}</tfoot> : null}
      </table>
    </div>
  );
}
