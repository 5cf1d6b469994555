import { useTranslation } from "react-i18next";
import type { Price as PriceData } from "../../erp/contract";
import type { Language } from "~/i18n";
import { formatPrice } from "~/lib/money";

/**
 * Item price: with a promotion the new gross price, the old price, the price-info label and the
 * lowest price of the 30 days before the reduction (EU rule); otherwise the gross price with the
 * net price for 1 pcs.
 */
export function Price({ price, size = "normal" }: { price: PriceData; size?: "normal" | "large" }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const fmt = (amount: number) => formatPrice(amount, price.currency, lang);
  if (price.promotion) {
    return (
      <div className={`price price-${size} price-promo`}>
        <span className="price-info">{t("product.priceInfo")}</span>
        <span className="price-now">{fmt(price.promotion.grossprice)}</span>{" "}
        <del className="price-old">
          <span className="visually-hidden">{t("product.oldPrice")}: </span>
          {fmt(price.grossprice)}
        </del>
        <span className="price-note">
          {t("product.netPrice")}: {fmt(price.promotion.baseprice)}
        </span>
        <span className="price-note">{t("product.lowest30", { price: fmt(price.promotion.lowestprice30) })}</span>
      </div>
    );
  }
  return (
    <div className={`price price-${size}`}>
      <span className="price-now">{fmt(price.grossprice)}</span>
      <span className="price-note">{t("product.grossPrice")}</span>
      <span className="price-note">
        {t("product.netPrice")}: {fmt(price.baseprice)}
      </span>
    </div>
  );
}
