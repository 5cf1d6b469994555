/**
 * An order's lines as a table (the account's order page and the office's): part, description,
 * quantity, shipped, (in the office) backorder, price and amount; a kit's components are marked
 * and not priced or shipped on their own. The account's page adds the totals in the table's foot.
 */
import type { ReactNode } from "react";
import type { TFunction } from "../translation.tsx";

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
  const columns = backorder ? 7 : 6;
  const dash = (line: L, value: ReactNode) => (line.kitcomponent ? "–" : value);
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines">{t("order.lines")}</h2>
      <div className="table-scroll">
        <table className={className}>
          <thead>
            <tr>
              <th scope="col">{t("order.part")}</th>
              <th scope="col">{t("order.description")}</th>
              <th scope="col" className="numeric">
                {t("order.quantity")}
              </th>
              <th scope="col" className="numeric">
                {t("order.shipped")}
              </th>
              {backorder ? (
                <th scope="col" className="numeric">
                  {t("order.backorder")}
                </th>
              ) : null}
              <th scope="col" className="numeric">
                {t("order.price")}
              </th>
              <th scope="col" className="numeric">
                {t("order.amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l) => (
              <tr key={l.id} className={l.kitcomponent ? "kit-component" : undefined}>
                <th scope="row">{part(l)}</th>
                <td data-label={t("order.description")}>
                  {l.description}
                  {l.kitcomponent ? <span className="muted"> ({t("order.kit")})</span> : null}
                </td>
                <td className="numeric" data-label={t("order.quantity")}>
                  {l.quantity}
                </td>
                <td className="numeric" data-label={t("order.shipped")}>
                  {dash(l, l.shipped)}
                </td>
                {backorder ? (
                  <td className="numeric" data-label={t("order.backorder")}>
                    {backorder(l)}
                  </td>
                ) : null}
                <td className="numeric" data-label={t("order.price")}>
                  {dash(l, money(l.price))}
                </td>
                <td className="numeric" data-label={t("order.amount")}>
                  {dash(l, money(l.amount))}
                </td>
              </tr>
            ))}
          </tbody>
          {totals ? (
            <tfoot>
              {totals.rows.map(([label, cents]) => (
                <tr key={label}>
                  <th scope="row" colSpan={columns - 1}>
                    {label}
                  </th>
                  <td className="numeric">{money(cents)}</td>
                </tr>
              ))}
              <tr className="order-total">
                <th scope="row" colSpan={columns - 1}>
                  {t("order.total")}
                </th>
                <td className="numeric">{money(totals.total)}</td>
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </section>
  );
}
