/**
 * What the buyer orders, shown directly above the order button at every width (BGB 312j(2) wants
 * the total, the delivery costs and the essential facts right before it): the promo code first,
 * then the items, the amounts with VAT and delivery costs, the delivery method and its time, and
 * the payment method. The checkout form puts the terms checkbox and the order button below it.
 */
import { useTranslation } from "../../translation.tsx";
import { formatPrice } from "../../../contract/money.ts";
import type { Language } from "../../../contract/languages.ts";
import type { BasketCart } from "../../.server/basket-cart.ts";
import type { CheckoutAnswer } from "../../.server/checkout.ts";
import { ErrorList } from "../../components/forms.tsx";
import type { BasketView } from "../../.server/basket-view.ts";
import { CHECKOUT_FORM_ID } from "./form-id.ts";
import { PaymentMarks } from "../../components/payment-marks.tsx";
import { summaryTax, TaxNote } from "../../components/tax-note.tsx";

export function OrderSummary({
  cart,
  answer,
  view,
}: {
  cart: BasketCart;
  answer: CheckoutAnswer | undefined;
  /** The delivery times and the VAT line's wording, from the loader (basket-view.ts). */
  view: BasketView;
}) {
  const { t, i18n } = useTranslation("checkout");
  const lang = i18n.language as Language;
  const fmt = (amount: number) => formatPrice(amount, cart.currency.iso, lang);
  const lines = cart.transactionlines.filter((l) => !l.kitcomponent);
  const shipping = cart.options.shippingmethod.find((o) => o._id === cart.shippingmethod);
  const payment = cart.options.paymentmethod.find((o) => o._id === cart.paymentmethod);
  // A consumer's amounts are gross and the VAT in them follows the total; a trade customer's are
  // net and the VAT is added before it (app/lib/price-display.ts). Either way they add up as read.
  const figures = view.figures;
  const { net, taxIncluded, taxRow } = summaryTax({
    t,
    basis: figures.basis,
    taxrate: cart.taxrate,
    taxLabel: view.taxLabel,
    amount: fmt(figures.tax),
    testId: "basket-tax",
  });
  return (
    <>
      <h2 id="summary-title">{t("summary.title")}</h2>
      <PromoBox cart={cart} answer={answer} />
      <ul className="summary-items" aria-label={t("summary.items")}>
        {lines.map((line) => (
          <li key={line._id}>
            <span>{t("summary.itemLine", { quantity: line.quantity, name: line.item.name })}</span>
            <span className="summary-amount">{fmt(figures.lines[line._id]?.amount ?? line.amount)}</span>
          </li>
        ))}
      </ul>
      <dl>
        <dt>{net ? t("summary.subtotal") : t("summary.subtotalGross")}</dt>
        <dd data-testid="basket-subtotal">{fmt(figures.subtotal)}</dd>
        {cart.promocode && figures.discount > 0 ? (
          <>
            <dt>{t("summary.discount", { code: cart.promocode })}</dt>
            <dd data-testid="basket-discount">−{fmt(figures.discount)}</dd>
          </>
        ) : null}
        <dt>
          {net ? t("summary.shippingNet") : t("summary.shipping")}
          {shipping ? (
            <span className="summary-detail" data-testid="summary-delivery">
              {shipping.displayname}, {view.methodDays[shipping._id]}
            </span>
          ) : null}
        </dt>
        <dd data-testid="basket-shipping">
          {shipping && figures.shipping !== null ? fmt(figures.shipping) : t("summary.shippingLater")}
        </dd>
        {taxIncluded ? null : taxRow}
        <dt className="total">{t("summary.total")}</dt>
        <dd data-testid="basket-total" className="total">
          {fmt(figures.total)}
        </dd>
        {taxIncluded ? taxRow : null}
        <dt>{t("shipping.payment")}</dt>
        <dd data-testid="summary-payment">{payment ? payment.displayname : t("summary.paymentLater")}</dd>
      </dl>
      <PaymentMarks marks={view.paymentMarks} id="summary-payments" />
      <TaxNote note={view.taxNote} />
      {cart.vatcheck === "unavailable" ? <p className="note">{t("billing.vatUnavailable")}</p> : null}
    </>
  );
}

/** The promo box belongs to the checkout form (form attribute), so what was typed there survives. */
function PromoBox({ cart, answer }: { cart: BasketCart; answer: CheckoutAnswer | undefined }) {
  const { t } = useTranslation("checkout");
  const errors = answer?.checkout.error?.promoCode ?? null;
  return (
    <div className="promo">
      <label htmlFor="promo-code">{t("promo.label")}</label>
      <input
        id="promo-code"
        name="promoCode"
        form={CHECKOUT_FORM_ID}
        defaultValue={answer?.checkout.initialValue?.promoCode?.toString() ?? cart.promocode ?? ""}
        key={cart.promocode ?? ""}
        aria-invalid={errors?.length ? true : undefined}
        aria-describedby="promo-code-error"
        autoComplete="off"
        maxLength={40}
      />
      <ErrorList id="promo-code-error" errors={errors} />
      {cart.promocode && cart.promocodestatus ? <p className="note">{t(`promo.${cart.promocodestatus}`)}</p> : null}
      <div className="promo-actions">
        <button
          type="submit"
          form={CHECKOUT_FORM_ID}
          name="intent"
          value="promoApply"
          className="button"
          formNoValidate
        >
          {cart.promocode ? t("promo.change") : t("promo.apply")}
        </button>
        {cart.promocode ? (
          <button
            type="submit"
            form={CHECKOUT_FORM_ID}
            name="intent"
            value="promoRemove"
            className="button button-quiet"
            formNoValidate
          >
            {t("promo.remove")}
          </button>
        ) : null}
      </div>
      {answer?.notice ? (
        <p role="status" className="ok-text">
          {t(answer.notice.key.replace(/^checkout:/, ""), answer.notice.params)}
        </p>
      ) : null}
    </div>
  );
}
