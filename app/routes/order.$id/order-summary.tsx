/** The order page's summary beside its lines: the amounts, the tax note and the order's PDF. */
import { useTranslation } from "../../translation.tsx";
import type { Order } from "../../../contract/orders.ts";
import type { OrderView } from "../../.server/order-view.ts";
import type { orderFigures } from "../../lib/price-display.ts";
import { summaryTax, TaxNote } from "../../components/tax-note.tsx";

export function OrderSummary({
  order,
  view,
  figures,
  fmt,
}: {
  order: Order;
  view: OrderView;
  figures: ReturnType<typeof orderFigures>;
  fmt: (n: number) => string;
}) {
  const { t } = useTranslation("checkout");
  const { net, taxIncluded, taxRow } = summaryTax({
    t,
    basis: figures.basis,
    taxrate: order.taxrate,
    taxLabel: view.taxLabel,
    amount: fmt(figures.tax),
    testId: "order-tax",
  });
  return (
    <aside className="summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">{t("order.summary")}</h2>
      {/* As the basket read: a consumer's gross amounts with the VAT included after the total, a
        trade customer's net ones with the VAT added before it (app/lib/price-display.ts). */}
      <dl>
        <dt>{net ? t("summary.subtotal") : t("summary.subtotalGross")}</dt>
        <dd data-testid="order-subtotal">{fmt(figures.subtotal)}</dd>
        {figures.discount > 0 ? (
          <>
            <dt>{t("summary.discount", { code: order.promocode ?? "" })}</dt>
            <dd>−{fmt(figures.discount)}</dd>
          </>
        ) : null}
        <dt>{net ? t("summary.shippingNet") : t("summary.shipping")}</dt>
        <dd data-testid="order-shipping">{fmt(figures.shipping ?? 0)}</dd>
        {taxIncluded ? null : taxRow}
        <dt>{t("summary.total")}</dt>
        <dd className="total" data-testid="order-total">
          {fmt(figures.total)}
        </dd>
        {taxIncluded ? taxRow : null}
        {order.viesrequest ? (
          <>
            <dt>{view.viesLabel}</dt>
            <dd>{order.viesrequest}</dd>
          </>
        ) : null}
      </dl>
      <TaxNote note={view.taxNote} />
      <p>
        <a href={`/api/pdf/transactions/${order._id}`} className="button" download={`${order.name}.pdf`}>
          {t("order.pdf")}
        </a>
      </p>
    </aside>
  );
}
