/**
 * An order's shipments as the buyer sees them (the order page and the account's order page): when,
 * what, and the carrier with its tracking number linked to the carrier's own tracking page.
 */
import type { ShipmentView } from "../../contract/carriers.ts";
import { formatDate } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import type { TFunction } from "../translation.tsx";

export function ShipmentList({
  shipments,
  lang,
  t,
}: {
  shipments: readonly ShipmentView[];
  lang: Language;
  /**
   * The page's t (each page has its namespace): its order.shipmentOn is "Shipped on {{date}}" and
   * its order.trackParcel the link's "track parcel {{number}}".
   */
  t: TFunction;
}) {
  return (
    <ul className="order-shipments">
      {shipments.map((s, i) => (
        <li key={i}>
          {t("order.shipmentOn", { date: formatDate(s.date, lang) })}:{" "}
          {s.lines.map((l) => `${l.quantity} × ${l.part}`).join(", ")}
          {s.tracking ? (
            <>
              {" "}
              — {s.tracking.carriername}{" "}
              <a href={s.tracking.trackingurl} rel="noopener noreferrer external">
                {t("order.trackParcel", { number: s.tracking.trackingnumber })}
              </a>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
