import { useTranslation } from "../translation.tsx";
import { STOCK_LABEL_CASES, type StockLabelCase } from "../../contract/stock-labels.ts";
import type { ItemCardView } from "../lib/item-card.ts";
import { PriceLines, usePriceTexts, type PriceTexts } from "./price.tsx";
import { PageLink } from "./page-link.tsx";
import { FitmentNote } from "./fitment.tsx";

interface CardTexts {
  price: PriceTexts;
  stock: Record<StockLabelCase, string>;
  /** The shopper's vehicle, named in each card's fitment line. */
  vehicle?: string;
  /** The line naming the chosen vehicle's variants a part fits, and the one for a part that fits all. */
  fits: (variants: string) => string;
  fitsAll: string;
}

/** A grid of item cards; the texts around prices and stock labels are translated once for all of them. */
export function ItemGrid({ items, vehicle }: { items: readonly ItemCardView[]; vehicle?: string }) {
  const { t } = useTranslation();
  const texts: CardTexts = {
    price: usePriceTexts(),
    stock: Object.fromEntries(STOCK_LABEL_CASES.map((c) => [c, t(`availability.${c}`)])) as Record<
      StockLabelCase,
      string
    >,
    vehicle,
    fits: (variants) => t("vehicle.fitsVariants", { variants }),
    fitsAll: t("vehicle.fitsAllVariants"),
  };
  return (
    <div className="item-grid">
      {items.map((item, index) => (
        <ItemCard key={item.id} item={item} texts={texts} eager={index < EAGER_CARDS} />
      ))}
    </div>
  );
}

/**
 * The cards of the first row load their photos at once: one of them is the page's largest paint, which
 * must not wait for the layout a lazy image waits for (nor, on a slow line, behind the page's scripts).
 */
const EAGER_CARDS = 4;

/** An item in a grid: photo and name linking to /{urlcomponent}, description, price, stock label. */
function ItemCard({ item, texts, eager }: { item: ItemCardView; texts: CardTexts; eager: boolean }) {
  return (
    <article className="item-card">
      <PageLink to={item.url} className="item-card-photo" tabIndex={-1} aria-hidden="true">
        <img
          src={item.photo ?? "/placeholder.svg"}
          alt=""
          width="240"
          height="240"
          loading={eager ? undefined : "lazy"}
        />
      </PageLink>
      <h2 className="item-card-name">
        <PageLink to={item.url}>{item.name}</PageLink>
      </h2>
      {item.note ? <p className="item-card-replaces">{item.note}</p> : null}
      <p className="item-card-description">{item.description}</p>
      <PriceLines view={item.price} texts={texts.price} />
      <span className={`stock-label stock-${item.stock}`}>{texts.stock[item.stock]}</span>
      {item.fitment && texts.vehicle ? <FitmentNote fitment={item.fitment} vehicle={texts.vehicle} /> : null}
      {item.fits ? (
        <p className="item-card-fits">{item.fits.length ? texts.fits(item.fits.join("; ")) : texts.fitsAll}</p>
      ) : null}
    </article>
  );
}
