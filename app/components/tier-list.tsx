/** A level's volume tiers as worded by app/lib/quantity-rule.ts tierLines, the one the quantity reaches marked. */
import type { TierLine } from "../lib/quantity-rule.ts";
import { useTranslation } from "../translation.tsx";

export function TierList({ tiers, className, label }: { tiers: TierLine[]; className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={label}>
      {tiers.map((tier) => (
        <li key={tier.from} className={tier.applied ? "tier-applied" : undefined}>
          {tier.text}
          {tier.applied ? ` · ${t("quantityRule.applied")}` : null}
        </li>
      ))}
    </ul>
  );
}
