/**
 * The note under a list of prices, in a module of its own: the pages that show it under prices of
 * their own (the basket, quick order, the price list) need none of the price display's code
 * (decision 0050). Its last words are the price law's "plus shipping costs" with its link, as
 * ShippingNote in price.tsx words it, from the same texts.
 */
import { useTranslation } from "../translation.tsx";
import { PageLink } from "./page-link.tsx";

/** The line under a list of prices: "All prices incl. VAT, plus shipping costs" (or net of VAT). */
export function PricesNote({ net = false }: { net?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="note">
      <span className="price-shipping">
        {t(net ? "basket.netPricesNote" : "basket.pricesNote")} {t("product.shippingBefore")}{" "}
        <PageLink to="/shipping">{t("product.shippingLink")}</PageLink>
      </span>
    </p>
  );
}
