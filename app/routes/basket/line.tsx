import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "../../translation.tsx";
import type { BasketLine as Line } from "../../.server/basket-cart.ts";
import { ErrorList } from "../../components/error-list.tsx";
import { formProps, useServerForm, type Constraint, type FormResult } from "../../components/server-form.tsx";
import { inputProps } from "../../lib/server-form.ts";
import { PageLink } from "../../components/page-link.tsx";
import type { LineRule } from "../../.server/basket-view.ts";

/** A basket line: photo, name linking to the item, price, quantity form, amount, remove; kit components on demand. */
export function BasketLine({
  line,
  components,
  fmt,
  figures,
  rule,
  lastResult,
  airfreight,
  constraint,
}: {
  line: Line;
  components: Line[];
  fmt: (n: number) => string;
  /** Each line's unit price and amount as the shopper's basis shows them (gross or net), by line id. */
  figures: Record<string, { unit: number; amount: number }>;
  /** The line's quantity rule and volume tiers, as the loader worded them (issue 41). */
  rule: LineRule | undefined;
  /** The action's answer to this line's form (its quantity's errors); the action alone validates it. */
  lastResult?: FormResult;
  /** The constraints of the line form's schema (BasketLineFormSchema), from the loader. */
  constraint: Record<string, Constraint>;
  /** An airfreight line's sentence (how many go by air and when they come), from the loader. */
  airfreight?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("line") === line._id;
  const [form, fields] = useServerForm<{ quantity: string }>(`line-${line._id}`, { lastResult, constraint });
  const photo = line.item.photos[0];
  const shown = figures[line._id] ?? { unit: line.price, amount: line.amount };
  const ruleWords = rule?.text;
  const broken = rule?.broken;
  const ruleId = `${form.id}-rule`;
  const brokenId = `${form.id}-broken`;
  const tiers = rule?.tiers ?? [];
  return (
    <li className="basket-line">
      <img src={photo?.url ?? "/placeholder.svg"} alt="" width="96" height="96" />
      <div className="basket-line-main">
        <h2>
          <PageLink to={`/${line.item.urlcomponent}`}>{line.item.name}</PageLink>
        </h2>
        <p className="muted">{line.displayname}</p>
        {line.baseprice > 0 ? (
          <p>
            {t("basket.price")}: {fmt(shown.unit)}
          </p>
        ) : (
          <p className="field-error">{t("basket.notPriced")}</p>
        )}
        {ruleWords ? (
          <p id={ruleId} className="quantity-rule">
            {ruleWords}
          </p>
        ) : null}
        {tiers.length ? (
          <ul className="line-tiers" aria-label={t("quantityRule.tiers")}>
            {tiers.map((tier) => (
              <li key={tier.from} className={tier.applied ? "tier-applied" : undefined}>
                {tier.text}
                {tier.applied ? ` · ${t("quantityRule.applied")}` : null}
              </li>
            ))}
          </ul>
        ) : null}
        {airfreight ? (
          <p className="service-line">
            <span aria-hidden="true">✈ </span>
            {airfreight}
          </p>
        ) : null}
        {components.length ? (
          <details>
            <summary>{t("basket.showComponents")}</summary>
            <ul>
              {components.map((c) => (
                <li key={c._id}>
                  {c.quantity} × {c.item.name}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      {/* Quantity, line total and remove: columns of their own, so they line up from row to row. */}
      <div className="line-actions">
        {line.quoted ? (
          // A quote's line keeps the quantity quoted: another quantity is another quote (issue 41).
          <p className="line-quantity">
            <span className="visually-hidden">{t("basket.quantity")}: </span>
            {line.quantity} <span className="muted">({t("basket.quoted")})</span>
          </p>
        ) : (
          <Form method="post" {...formProps(form)} className="line-quantity">
            <input type="hidden" name="line" value={line._id} />
            <label htmlFor={`${form.id}-quantity`} className="visually-hidden">
              {t("basket.lineQuantity", { name: line.item.name })}
            </label>
            <input
              {...inputProps(fields.quantity, {
                type: "number",
                ariaDescribedBy:
                  [ruleWords ? ruleId : null, broken ? brokenId : null].filter(Boolean).join(" ") || undefined,
              })}
              id={`${form.id}-quantity`}
              key={line.quantity}
              defaultValue={fields.quantity.errors ? fields.quantity.initialValue : line.quantity}
              min={line.item.quantityrule.min}
              step={line.item.quantityrule.increment}
              max={line.item.available}
              aria-invalid={fields.quantity.errors || broken ? true : undefined}
              inputMode="numeric"
            />
            <button
              type="submit"
              name="intent"
              value="quantity"
              className="button"
              disabled={busy}
              aria-label={t("basket.updateLine", { name: line.item.name })}
            >
              {t("basket.update")}
            </button>
            <ErrorList id={fields.quantity.errorId} errors={fields.quantity.errors} />
            {broken && !fields.quantity.errors ? (
              <p id={brokenId} className="field-error">
                {broken}
              </p>
            ) : null}
          </Form>
        )}
        <p className="line-amount">
          <span className="visually-hidden">{t("basket.amount")}: </span>
          {fmt(shown.amount)}
        </p>
        <Form method="post" className="line-remove">
          <input type="hidden" name="line" value={line._id} />
          <button
            type="submit"
            name="intent"
            value="remove"
            className="button button-quiet"
            disabled={busy}
            aria-label={t("basket.removeLine", { name: line.item.name })}
          >
            {t("basket.remove")}
          </button>
        </Form>
      </div>
    </li>
  );
}
