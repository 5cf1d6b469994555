/**
 * An order's shipments as the buyer sees them (the order page and the account's order page): when,
 * what, and the carrier with its tracking number linked to the carrier's own tracking page.
 */
import type { ShipmentView } from "../../contract/carriers.ts";
import { formatDate } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";

/** The page's own texts (each page has its namespace): "Shipped on {{date}}" and the link's "track parcel {{number}}". */
export interface ShipmentTexts {
  shippedOn: (date: string) => string;
  track: (number: string) => string;
}

export function ShipmentList({
  shipments,
  lang,
  texts,
}: {
  shipments: readonly ShipmentView[];
  lang: Language;
  texts: ShipmentTexts;
}) {
  return (
    <ul className="order-shipments">
      {shipments.map((s, i) => (
        <li key={i}>
          {texts.shippedOn(formatDate(s.date, lang))}: {s.lines.map((l) => `${l.quantity} × ${l.part}`).join(", ")}
          {s.tracking ? (
            <>
              {" "}
              — {s.tracking.carriername}{" "}
              <a href={s.tracking.trackingurl} rel="noopener noreferrer external">
                {texts.track(s.tracking.trackingnumber)}
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
