import { useTranslation } from "../translation.tsx";
import type { Price as PriceData } from "../../contract/item.ts";
import type { Language } from "../../contract/languages.ts";
import { priceView, type PriceView } from "../lib/item-card.ts";
import { PageLink } from "./page-link.tsx";

/** The fixed texts around a price, translated once per list rather than once per price. */
export interface PriceTexts {
  priceInfo: string;
  oldPrice: string;
  netPrice: string;
  grossPrice: (rate: string) => string;
  /** A trade customer's "net price for 1 pcs, plus 19% VAT" (or without VAT, leaving the EU). */
  tradeNet: (rate: string | null) => string;
  exportPrice: string;
  lowest30: (price: string) => string;
  onRequest: string;
  yourPrice: string;
  listPrice: string;
  /** "Your agreed discount: −12.5 %" (a level is named by its discount, not the office's name). */
  level: (discount: string) => string;
  /** "plus" / "zzgl." / "bez", then the link text "shipping costs" / "Versandkosten" / "kosztów dostawy". */
  shippingBefore: string;
  shippingLink: string;
}

export function usePriceTexts(): PriceTexts {
  const { t } = useTranslation();
  return {
    priceInfo: t("product.priceInfo"),
    oldPrice: t("product.oldPrice"),
    netPrice: t("product.netPrice"),
    grossPrice: (rate) => t("product.grossPrice", { rate }),
    tradeNet: (rate) => (rate ? t("product.tradeNet", { rate }) : t("product.netPrice")),
    exportPrice: t("product.exportPrice"),
    lowest30: (price) => t("product.lowest30", { price }),
    onRequest: t("product.onRequest"),
    yourPrice: t("product.yourPrice"),
    listPrice: t("product.listPrice"),
    level: (discount) => t("product.level", { discount }),
    shippingBefore: t("product.shippingBefore"),
    shippingLink: t("product.shippingLink"),
  };
}

/**
 * The price law's "plus shipping" (PAngV §6, decision 0032): one short line linking to the shipping
 * costs, under every price the shop shows.
 */
export function ShippingNote({
  texts,
  lead,
  className = "price-note price-shipping",
}: {
  texts: Pick<PriceTexts, "shippingBefore" | "shippingLink">;
  /** Words before it, e.g. "All prices incl. VAT," in the basket. */
  lead?: string;
  className?: string;
}) {
  return (
    <span className={className}>
      {lead ? `${lead} ` : null}
      {texts.shippingBefore} <PageLink to="/shipping">{texts.shippingLink}</PageLink>
    </span>
  );
}

/** An item's price as app/lib/price-display.ts decides it, formatted in the shopper's language. */
export function Price({ price, size = "normal" }: { price: PriceData; size?: "normal" | "large" }) {
  const { i18n } = useTranslation();
  return <PriceLines view={priceView(price, i18n.language as Language)} size={size} texts={usePriceTexts()} />;
}

/** A price already decided and formatted (an item card's view model). */
export function PriceLines({
  view,
  size = "normal",
  texts,
}: {
  view: PriceView;
  size?: "normal" | "large";
  texts: PriceTexts;
}) {
  if (view.kind === "onRequest") {
    return (
      <div className={`price price-${size}`}>
        <span className="price-now">{texts.onRequest}</span>
      </div>
    );
  }
  if (view.kind === "customer") {
    return (
      <div className={`price price-${size} price-customer`}>
        {/* Net first, VAT added at the end: as on the basket, quick order and price list. */}
        <span className="price-info">{texts.yourPrice}</span>
        <span className="price-now">{view.now}</span>
        <span className="price-note">{texts.tradeNet(view.tax)}</span>
        <span className="price-note">{texts.level(view.discount)}</span>
        <span className="price-note">
          {texts.listPrice}: {view.list}
        </span>
        <span className="price-note">
          {view.tax ? `${texts.grossPrice(view.tax)}: ${view.gross}` : texts.exportPrice}
        </span>
        <ShippingNote texts={texts} />
      </div>
    );
  }
  if (view.kind === "promotion") {
    return (
      <div className={`price price-${size} price-promo`}>
        <span className="price-info">{texts.priceInfo}</span>
        <span className="price-now">{view.now}</span>{" "}
        <del className="price-old">
          <span className="visually-hidden">{texts.oldPrice}: </span>
          {view.old}
        </del>
        <span className="price-note">
          {texts.netPrice}: {view.net}
        </span>
        <span className="price-note">{view.tax ? texts.grossPrice(view.tax) : texts.exportPrice}</span>
        <span className="price-note">{texts.lowest30(view.lowest30)}</span>
        <ShippingNote texts={texts} />
      </div>
    );
  }
  return (
    <div className={`price price-${size}`}>
      <span className="price-now">{view.now}</span>
      <span className="price-note">{view.tax ? texts.grossPrice(view.tax) : texts.exportPrice}</span>
      <span className="price-note">
        {texts.netPrice}: {view.net}
      </span>
      <ShippingNote texts={texts} />
    </div>
  );
}
