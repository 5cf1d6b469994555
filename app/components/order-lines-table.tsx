/**
 * An order's lines as a table (the account's order page and the office's): part, description,
 * quantity, shipped, (in the office) backorder, price and amount; a kit's components are marked
 * and not priced or shipped on their own. The account's page adds the totals in the table's foot.
 */
import type { ReactNode } from "react";
import type { TFunction } from "../translation.tsx";
import { DataTable, type Column } from "./data-table.tsx";

export interface OrderLineRow {
  id: string;
  part: string;
  description: string;
  quantity: number;
  shipped: number;
  price: number;
  amount: number;
  kitcomponent: boolean;
}

export function OrderLinesTable<L extends OrderLineRow>({
  t,
  lines,
  money,
  className,
  part = (line) => line.part,
  backorder,
  totals,
}: {
  /** The page's t: its namespace has the order.* texts (account, office). */
  t: TFunction;
  lines: readonly L[];
  /** An amount in cents, formatted in the order's currency. */
  money: (cents: number) => string;
  className: string;
  /** The row's heading: the part number, or a link to it. */
  part?: (line: L) => ReactNode;
  /** The units on backorder, for a column of their own (the office). */
  backorder?: (line: L) => number;
  /** The totals under the lines, the last one the order's total. */
  totals?: { rows: readonly (readonly [string, number])[]; total: number };
}) {
  const dash = (line: L, value: ReactNode) => (line.kitcomponent ? "–" : value);
  const columns: Column<L>[] = [
    { label: t("order.part"), rowHeader: true, cell: part },
    {
      label: t("order.description"),
      cell: (l) => (
        <>
          {l.description}
          {l.kitcomponent ? <span className="muted"> ({t("order.kit")})</span> : null}
        </>
      ),
    },
    { label: t("order.quantity"), numeric: true, cell: (l) => l.quantity },
    { label: t("order.shipped"), numeric: true, cell: (l) => dash(l, l.shipped) },
    ...(backorder ? [{ label: t("order.backorder"), numeric: true, cell: backorder }] : []),
    { label: t("order.price"), numeric: true, cell: (l) => dash(l, money(l.price)) },
    { label: t("order.amount"), numeric: true, cell: (l) => dash(l, money(l.amount)) },
  ];
  // The totals' labels span every column but the amount's.
  const span = columns.length - 1;
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines">{t("order.lines")}</h2>
      <DataTable
        items={lines}
        columns={columns}
        className={className}
        rowKey={(l) => l.id}
        rowClassName={(l) => (l.kitcomponent ? "kit-component" : undefined)}
        foot={
          totals ? (
            <>
              {totals.rows.map(([label, cents]) => (
                <tr key={label}>
                  <th scope="row" colSpan={span}>
                    {label}
                  </th>
                  <td className="numeric">{money(cents)}</td>
                </tr>
              ))}
              <tr className="order-total">
                <th scope="row" colSpan={span}>
                  {t("order.total")}
                </th>
                <td className="numeric">{money(totals.total)}</td>
              </tr>
            </>
          ) : null
        }
      />
    </section>
  );
}
