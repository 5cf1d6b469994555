/**
 * A trade customer's volume prices on the product page (issue 41): the unit price from so many
 * units of a line at their level's tiers, net as the page shows a trade customer's prices
 * (app/lib/price-display.ts), the tier the chosen quantity reaches marked.
 */
import { useTranslation } from "../../translation.tsx";
import type { Language } from "../../../contract/languages.ts";
import { formatPrice } from "../../../contract/money.ts";
import type { Price } from "../../../contract/item.ts";
import { tierViews } from "../../lib/quantity-rule.ts";

export function VolumePrices({
  level,
  currency,
  quantity,
}: {
  level: NonNullable<Price["level"]>;
  currency: Price["currency"];
  quantity: number;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const percent = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const tiers = tierViews(level.tiers, quantity, (tier) => tier.baseprice);
  return (
    <section className="volume-prices" aria-labelledby="volume-prices-title">
      <h2 id="volume-prices-title">{t("quantityRule.tiers")}</h2>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.from} className={tier.applied ? "tier-applied" : undefined}>
            {t("quantityRule.tierNet", { count: tier.from, price: formatPrice(tier.unit, currency, lang) })}{" "}
            <span className="muted">
              ({t("quantityRule.tierDiscount", { discount: percent.format(tier.discountpct) })})
            </span>
            {tier.applied ? <strong className="tier-mark"> · {t("quantityRule.applied")}</strong> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
