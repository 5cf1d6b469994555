import { useTranslation } from "react-i18next";
import type { Price as PriceData } from "../../erp/contract";
import type { Language } from "~/i18n";
import { formatPrice } from "~/lib/money";
import { displayPrice } from "~/lib/price-display";

/** An item's price as app/lib/price-display.ts decides it, formatted in the shopper's language. */
export function Price({ price, size = "normal" }: { price: PriceData; size?: "normal" | "large" }) {
  const { t, i18n } = useTranslation();
  const fmt = (amount: number) => formatPrice(amount, price.currency, i18n.language as Language);
  const shown = displayPrice(price);
  if (shown.kind === "promotion") {
    return (
      <div className={`price price-${size} price-promo`}>
        <span className="price-info">{t("product.priceInfo")}</span>
        <span className="price-now">{fmt(shown.now)}</span>{" "}
        <del className="price-old">
          <span className="visually-hidden">{t("product.oldPrice")}: </span>
          {fmt(shown.old)}
        </del>
        <span className="price-note">
          {t("product.netPrice")}: {fmt(shown.net)}
        </span>
        <span className="price-note">{t("product.lowest30", { price: fmt(shown.lowest30) })}</span>
      </div>
    );
  }
  return (
    <div className={`price price-${size}`}>
      <span className="price-now">{fmt(shown.now)}</span>
      <span className="price-note">{t("product.grossPrice")}</span>
      <span className="price-note">
        {t("product.netPrice")}: {fmt(shown.net)}
      </span>
    </div>
  );
}
