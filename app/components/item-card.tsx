import { useTranslation } from "react-i18next";
import { STOCK_LABEL_CASES, type StockLabelCase } from "../../contract/availability.ts";
import type { ItemCardView } from "../lib/item-card.ts";
import { StockLabel } from "./availability.tsx";
import { PriceLines, usePriceTexts, type PriceTexts } from "./price.tsx";
import { PageLink } from "./page-link.tsx";

interface CardTexts {
  price: PriceTexts;
  stock: Record<StockLabelCase, string>;
}

/** A grid of item cards; the texts around prices and stock labels are translated once for all of them. */
export function ItemGrid({ items }: { items: readonly ItemCardView[] }) {
  const { t } = useTranslation();
  const texts: CardTexts = {
    price: usePriceTexts(),
    stock: Object.fromEntries(STOCK_LABEL_CASES.map((c) => [c, t(`stockLabel.${c}`)])) as Record<
      StockLabelCase,
      string
    >,
  };
  return (
    <div className="item-grid">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} texts={texts} />
      ))}
    </div>
  );
}

/** An item in a grid: photo and name linking to /{urlcomponent}, description, price, stock label. */
function ItemCard({ item, texts }: { item: ItemCardView; texts: CardTexts }) {
  return (
    <article className="item-card">
      <PageLink to={item.url} className="item-card-photo" tabIndex={-1} aria-hidden="true">
        <img src={item.photo ?? "/placeholder.svg"} alt="" width="240" height="240" loading="lazy" />
      </PageLink>
      <h2 className="item-card-name">
        <PageLink to={item.url}>{item.name}</PageLink>
      </h2>
      <p className="item-card-description">{item.description}</p>
      <PriceLines view={item.price} texts={texts.price} />
      <StockLabel label={item.stock} text={texts.stock[item.stock]} />
    </article>
  );
}
