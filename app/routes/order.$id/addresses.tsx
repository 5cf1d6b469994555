/** The order page's addresses: billing, shipping and the seller's. */
import { useTranslation } from "../../translation.tsx";
import { AddressLines } from "../../components/address-lines.tsx";
import type { OrderView } from "../../.server/order-view.ts";

/** One party of the order (billing, shipping, seller): a heading over its address lines, empty lines left out. */
function AddressSection({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <AddressLines lines={lines} />
    </section>
  );
}

/** The order's parties: billing and shipping address, and the seller. */
export function OrderAddresses({ view }: { view: Pick<OrderView, "billing" | "shipping" | "seller"> }) {
  const { t } = useTranslation("checkout");
  return (
    <div className="address-grid">
      <AddressSection id="billing-title" title={t("order.billing")} lines={view.billing} />
      <AddressSection id="shipping-title" title={t("order.shipping")} lines={view.shipping} />
      <AddressSection id="seller-title" title={t("order.seller")} lines={view.seller} />
    </div>
  );
}
