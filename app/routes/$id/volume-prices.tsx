/**
 * A trade customer's volume prices on the product page (issue 41): the unit price from so many
 * units of a line at their level's tiers, net as the page shows a trade customer's prices
 * (app/lib/price-display.ts), the tier the chosen quantity reaches marked; the loader words them.
 */
import { useTranslation } from "../../translation.tsx";
import type { TierLine } from "../../lib/quantity-rule.ts";

export function VolumePrices({ tiers }: { tiers: TierLine[] }) {
  const { t } = useTranslation();
  return (
    <section className="volume-prices" aria-labelledby="volume-prices-title">
      <h2 id="volume-prices-title">{t("quantityRule.tiers")}</h2>
      <ul>
        {tiers.map((tier) => (
          <li key={tier.from} className={tier.applied ? "tier-applied" : undefined}>
            {tier.text}
            {tier.applied ? ` · ${t("quantityRule.applied")}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
