/**
 * The product page's quantity stepper and "Add to cart" form: the stepper's buttons and a typed
 * quantity (after QUANTITY_DEBOUNCE_MS) reload the page with that quantity's price (a GET form, so
 * it works without JavaScript); the post adds the item. The quantity is validated by the action.
 */
import { Form, useSearchParams, useSubmit } from "@remix-run/react";
import type { MutableRefObject } from "react";
import { useTranslation } from "../../translation.tsx";
import type { Language } from "../../../contract/languages.ts";
import { formatPrice } from "../../../contract/money.ts";
import type { Price } from "../../../contract/item.ts";
import { AddToCartButton } from "../../components/add-to-cart-button.tsx";
import { ErrorList } from "../../components/error-list.tsx";
import { LanguageField } from "../../components/page-link.tsx";
import { quantityTotal } from "../../lib/price-display.ts";
import { QUANTITY_DEBOUNCE_MS, type ProductTab } from "../../lib/product.ts";

export function AddToCartForm({
  record,
  quantity,
  max,
  rule,
  tab,
  price,
  errors,
  posted,
  adding,
  timer,
}: {
  record: number;
  quantity: number;
  /** The largest quantity the rule and the stock allow (contract/quantity.ts allowedMaximum). */
  max: number;
  /**
   * How the item is sold (issue 41), as the loader worded it: the rule, the break of the quantity
   * asked for (null when it keeps it), and the stepper's quantities down and up.
   */
  rule: { min: number; increment: number; text: string | null; preview: string | null; down: number; up: number };
  tab: ProductTab;
  price: Price;
  /** The action's errors of the quantity. */
  errors: string[] | undefined;
  /** The quantity the refused post asked for, shown again as typed (never changed silently). */
  posted: string | undefined;
  adding: boolean;
  /** The typed quantity's pending reload (the page clears it when it goes). */
  timer: MutableRefObject<ReturnType<typeof setTimeout> | undefined>;
}) {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  // A consumer's total with VAT, a trade customer's net (app/lib/price-display.ts).
  const total = quantityTotal(price, quantity);
  const quantityId = "add-to-cart-quantity";
  const quantityErrorId = `${quantityId}-error`;
  const ruleWords = rule.text;
  const preview = errors ? null : rule.preview;
  const described = [quantityErrorId, ruleWords ? "quantity-rule" : null, preview ? "quantity-rule-break" : null];
  const stepTo = (q: number) => {
    const next = new URLSearchParams(searchParams);
    next.set("quantity", String(q));
    return next;
  };
  return (
    <>
      <Form method="get" id="quantity-form" preventScrollReset replace>
        <LanguageField />
        {tab !== "overview" ? <input type="hidden" name="tab" value={tab} /> : null}
      </Form>
      <Form
        method="post"
        id="add-to-cart"
        noValidate
        onSubmit={() => {
          // A quantity typed within QUANTITY_DEBOUNCE_MS before pressing Add must not start
          // its own navigation afterwards: that would cancel the reload showing the notice.
          clearTimeout(timer.current);
        }}
        className="add-form"
      >
        <input type="hidden" name="intent" value="add" />
        <input type="hidden" name="record" value={record} />
        <label htmlFor={quantityId}>{t("product.quantity")}</label>
        <div className="stepper">
          <button
            type="submit"
            form="quantity-form"
            name="quantity"
            value={rule.down}
            disabled={quantity <= rule.min}
            aria-label={t("product.decrease")}
          >
            −
          </button>
          <input
            id={quantityId}
            name="quantity"
            type="number"
            required
            aria-invalid={errors ? true : undefined}
            key={`${quantity}:${posted ?? ""}`}
            defaultValue={posted ?? quantity}
            min={rule.min}
            step={rule.increment}
            max={max}
            inputMode="numeric"
            aria-describedby={[...described, "quantity-max"].filter(Boolean).join(" ")}
            onChange={(event) => {
              const value = Number(event.currentTarget.value);
              clearTimeout(timer.current);
              // A quantity above what can be ordered is left as typed, never reduced behind the
              // buyer's back: adding it says why (the stock's cap, or the rule's maximum named).
              if (!Number.isInteger(value) || value < 1 || value > max) return;
              timer.current = setTimeout(
                () =>
                  submit(stepTo(value), {
                    method: "get",
                    replace: true,
                    preventScrollReset: true,
                  }),
                QUANTITY_DEBOUNCE_MS,
              );
            }}
          />
          <button
            type="submit"
            form="quantity-form"
            name="quantity"
            value={rule.up}
            disabled={quantity >= max}
            aria-label={t("product.increase")}
          >
            +
          </button>
        </div>
        {/* A refusal (or a quantity in the address that breaks the rule) next to the field, then the rule. */}
        <ErrorList id={quantityErrorId} errors={errors} />
        {preview ? (
          <p id="quantity-rule-break" className="field-warning">
            {preview}
          </p>
        ) : null}
        {ruleWords ? (
          <p id="quantity-rule" className="quantity-rule">
            {ruleWords}
          </p>
        ) : null}
        <p id="quantity-max" className="muted">
          {t("product.maxQuantity", { count: max })}
        </p>
        <p className="muted">
          {t(total.net ? "product.totalNet" : "product.total", {
            quantity,
            amount: formatPrice(total.amount, price.currency, i18n.language as Language),
          })}
        </p>
        <AddToCartButton busy={adding} />
      </Form>
    </>
  );
}
