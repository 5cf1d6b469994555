import { useTranslation } from "../translation.tsx";
import type { Availability as AvailabilityData } from "../../contract/availability.ts";
import type { Language } from "../../contract/languages.ts";
import { deliverySentences, type DeliverySummary } from "../lib/delivery.ts";
import { PageLink } from "./page-link.tsx";

/**
 * An item's availability for the quantity. From stock (in stock, dropshipping) the delivery words
 * are the ERP's facts (decision 0032): the cut-off and the standard delivery to the shopper's
 * country, as the banner, FAQ, shipping page and checkout state them; the other cases keep theirs.
 */
export function Availability({
  availability,
  delivery = null,
}: {
  availability: AvailabilityData;
  delivery?: DeliverySummary | null;
}) {
  const { t, i18n } = useTranslation();
  const { t: tc } = useTranslation("checkout");
  const fromStock = availability.case === "inStock" || availability.case === "dropship";
  const facts = fromStock && delivery ? deliverySentences(tc, i18n.language as Language, delivery) : null;
  return (
    <div className={`availability availability-${availability.case}`}>
      <p>
        <strong>{t(availability.label.key)}</strong>
        {facts?.delivery ? null : <span>{t(availability.delivery.key, availability.delivery.params)}</span>}
      </p>
      {facts && (facts.cutoff || facts.delivery) ? (
        <p className="delivery-facts" data-testid="delivery-facts">
          {facts.cutoff ? <span>{facts.cutoff}</span> : null} {facts.delivery ? <span>{facts.delivery}</span> : null}{" "}
          <PageLink to="/shipping">{tc("deliveryFacts.more")}</PageLink>
        </p>
      ) : null}
    </div>
  );
}
