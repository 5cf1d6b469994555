/**
 * The note under a list of prices, in a module of its own: the pages that show it under prices of
 * their own (the basket, quick order, the price list) need none of the price display's code
 * (decision 0050). Its last words are the price law's "plus shipping costs" with its link, as
 * ShippingNote in price.tsx words it, from the same texts.
 */
import { useTranslation } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";

/**
 * The line under a list of prices: "All prices incl. VAT, plus shipping costs" for a consumer
 * (gross), "All prices net of VAT, plus shipping costs" for a sale at 0% (net), and "All prices
 * net, plus VAT and shipping costs" for a trade customer, whose VAT is added at the end (trade).
 */
export function PricesNote({ basis = "gross" }: { basis?: "gross" | "net" | "trade" }) {
  const { t } = useTranslation();
  return (
    <p className="note">
      <span className="price-shipping">
        {basis === "trade"
          ? t("basket.tradePricesNote")
          : `${t(basis === "net" ? "basket.netPricesNote" : "basket.pricesNote")} ${t("product.shippingBefore")}`}{" "}
        <PageLink to="/shipping">{t("product.shippingLink")}</PageLink>
      </span>
    </p>
  );
}
