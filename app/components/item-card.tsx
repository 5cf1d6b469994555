import { Link } from "@remix-run/react";
import type { ItemSummary } from "../../erp/contract";
import { stockLabel } from "~/lib/availability";
import { Price } from "./price";
import { StockLabel } from "./availability";

/** An item in a grid: photo and name linking to /{urlcomponent}, description, price, stock label. */
export function ItemCard({ item, today }: { item: ItemSummary; today: Date }) {
  const photo = item.photos[0];
  return (
    <article className="item-card">
      <Link to={`/${item.urlcomponent}`} className="item-card-photo" tabIndex={-1} aria-hidden="true">
        <img src={photo?.url ?? "/placeholder.svg"} alt="" width="240" height="240" loading="lazy" />
      </Link>
      <h2 className="item-card-name">
        <Link to={`/${item.urlcomponent}`}>{item.name}</Link>
      </h2>
      <p className="item-card-description">{item.description}</p>
      <Price price={item.price} />
      <StockLabel label={stockLabel(item.stock, today)} />
    </article>
  );
}
