import { Form, useFetcher, useNavigation, useSubmit } from "@remix-run/react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "../../translation.tsx";
import type { BasketCart } from "../../.server/basket-cart.ts";
import type { CheckoutAnswer, Shortage } from "../../.server/checkout.ts";
import { ErrorList, InputField, TextareaField } from "../../components/form-fields.tsx";
import { formProps, useServerForm, type Constraint } from "../../components/server-form.tsx";
import { inputProps } from "../../lib/server-form.ts";
import type { CheckoutDraft } from "../../lib/checkout.ts";
import { INVALID_VAT } from "../../lib/checkout-fields.ts";
import { formatPrice } from "../../../contract/money.ts";
import type { Language } from "../../../contract/languages.ts";
import { PageLink } from "../../components/page-link.tsx";
import { HoneypotFields, HoneypotProvider } from "../../components/honeypot.tsx";
import { useLinkedLanguage, useRootData } from "../../root-data.ts";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import type { BasketView, CountryChoice } from "../../.server/basket-view.ts";
import { CHECKOUT_FORM_ID } from "./form-id.ts";
import { OrderSummary } from "./order-summary.tsx";
import { AddressFields, ChoiceList } from "./checkout-fields.tsx";

const notices = () => import("./checkout-notices.tsx");
const CurrencyDialog = lazy(() => notices().then((m) => ({ default: m.CurrencyDialog })));
const ShortageNotice = lazy(() => notices().then((m) => ({ default: m.ShortageList })));

/** The shortages of an answer (checkout-notices.tsx), the code loaded only when there are some. */
function ShortageList({ shortages, alert }: { shortages?: Shortage[]; alert?: boolean }) {
  return shortages?.length ? (
    <Suspense fallback={null}>
      <ShortageNotice shortages={shortages} alert={alert} />
    </Suspense>
  ) : null;
}

/** VAT debounce (transactions.md section 9). */
const VAT_DEBOUNCE_MS = 500;

export function CheckoutForm({
  cart,
  countries,
  defaults,
  answer,
  honeypot,
  view,
  constraint,
}: {
  cart: BasketCart;
  countries: readonly CountryChoice[];
  /** What the loader words: delivery times, the dispatch cut-off, the VAT line (basket-view.ts). */
  view: BasketView;
  defaults: CheckoutDraft;
  answer: CheckoutAnswer | undefined;
  /** The honeypot and minimum fill time of placing the order and trying a code (enquiry-guard.ts). */
  honeypot: HoneypotInputProps;
  /** The constraints of the form's schema (CheckoutDraftSchema), from the loader. */
  constraint: Record<string, Constraint>;
}) {
  // Posted to /basket, with ?lng= while the page is in a language by a link only (root.tsx).
  const action = `/basket${useLinkedLanguage()}`;
  const { t, i18n } = useTranslation("checkout");
  const { t: tc } = useTranslation("common");
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const submit = useSubmit();
  const hydrated = useHydrated();
  const vatFetcher = useFetcher<CheckoutAnswer>();
  const formRef = useRef<HTMLFormElement>(null);
  const vatTimer = useRef<ReturnType<typeof setTimeout>>();
  // The action alone validates (decision 0046): placing the order needs every field, the other
  // buttons post what is there; its answer's errors show with JavaScript on and off alike.
  const [form, fields] = useServerForm<CheckoutDraft>(CHECKOUT_FORM_ID, {
    lastResult: answer?.checkout,
    defaultValue: defaults,
    constraint,
  });
  const [billingCountry, setBillingCountry] = useState(fields.billingCountry.initialValue ?? "");
  useEffect(() => setBillingCountry(fields.billingCountry.initialValue ?? ""), [fields.billingCountry.initialValue]);
  const prefix = countries.find((c) => c.code === billingCountry)?.vatPrefix;
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const placing = busy && navigation.formData?.get("intent") === "placeOrder";
  // A viewer of a trade company builds the basket for someone else to order (issue 41).
  const viewer = useRootData()?.accountRole === "viewer";
  const fmt = (n: number) => formatPrice(n, cart.currency.iso, lang);
  const vatAnswer = vatFetcher.data ?? answer;
  const vatErrors = vatFetcher.data
    ? vatFetcher.data.vatCheck === "invalid"
      ? [INVALID_VAT]
      : []
    : fields.vatNumber.errors;

  /**
   * With JavaScript, a change posts the whole form with an intent, as its button would. One post at
   * a time: a change made while one is on its way is posted when that one has been answered, with
   * the form as it is then, so the server never gets an older choice after a newer one (a quick
   * second choice of country could otherwise be written first and overwritten by the first).
   */
  const waiting = useRef<string[]>([]);
  const send = (intent: string) => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", intent);
    submit(data, { method: "post", action, preventScrollReset: true, replace: true });
  };
  const post = (intent: string) => {
    if (!busy) send(intent);
    else if (!waiting.current.includes(intent)) waiting.current.push(intent);
  };
  useEffect(() => {
    const next = busy ? undefined : waiting.current.shift();
    if (next) send(next);
  });
  const checkVatSoon = () => {
    clearTimeout(vatTimer.current);
    vatTimer.current = setTimeout(() => {
      if (!formRef.current) return;
      const data = new FormData(formRef.current);
      data.set("intent", "vat");
      vatFetcher.submit(data, { method: "post", action });
    }, VAT_DEBOUNCE_MS);
  };
  useEffect(() => () => clearTimeout(vatTimer.current), []);

  const shippingOptions = cart.options.shippingmethod;
  const trade = view.figures.basis === "net";
  const paymentOptions = cart.options.paymentmethod;

  return (
    <>
      <Form
        method="post"
        action={action}
        {...formProps(form)}
        ref={formRef}
        className="checkout"
        preventScrollReset
        onSubmit={(event) => {
          // Placing the order posts the whole form, the choices still queued included: a queued
          // post sent after it would interrupt its navigation and leave the buyer on the basket.
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          if (submitter?.value === "placeOrder") waiting.current = [];
        }}
      >
        <ErrorList id={form.errorId} errors={form.errors} />
        <ShortageList shortages={answer?.shortages} alert />
        <HoneypotProvider {...honeypot}>
          <HoneypotFields formId={CHECKOUT_FORM_ID} label={t("abuse.honeypotLabel")} />
        </HoneypotProvider>

        <fieldset className="checkout-section">
          <legend>{t("contact.title")}</legend>
          <div className="field-grid">
            <InputField field={fields.firstName} label={t("contact.firstName")} autoComplete="given-name" />
            <InputField field={fields.lastName} label={t("contact.lastName")} autoComplete="family-name" />
            {/* A trade customer (net figures: signed in) orders as a company: required, not "optional". */}
            <InputField
              field={fields.companyName}
              label={trade ? t("contact.company") : t("contact.companyName")}
              autoComplete="organization"
              required={trade ? true : undefined}
            />
            <InputField field={fields.phone} label={t("contact.phone")} type="tel" autoComplete="tel" />
            <InputField field={fields.email} label={t("contact.email")} type="email" autoComplete="email" />
            <InputField field={fields.emailRepeat} label={t("contact.emailRepeat")} type="email" autoComplete="email" />
          </div>
        </fieldset>

        <fieldset className="checkout-section">
          <legend>{t("shipping.title")}</legend>
          <div className="field-grid">
            <AddressFields
              street={fields.street}
              houseNumber={fields.houseNumber}
              apartment={fields.apartment}
              city={fields.city}
              zip={fields.zip}
              country={fields.country}
              countries={countries}
              onCountryChange={() => post("country")}
            />
          </div>
          {/* With JavaScript a change of country or method posts at once; without it these buttons do. */}
          {hydrated ? null : (
            <p>
              <button type="submit" name="intent" value="country" className="button button-quiet" formNoValidate>
                {t("shipping.updateCountry")}
              </button>
            </p>
          )}

          {shippingOptions.length === 0 ? (
            <p className="muted">{t("shipping.noMethods")}</p>
          ) : (
            <>
              <ChoiceList
                field={fields.shippingMethod}
                legend={t("shipping.method")}
                options={shippingOptions}
                onChange={() => post("methods")}
                detail={(o) => (
                  <>
                    {" — "}
                    {/* A consumer's cost with VAT, a trade customer's net and said so (price-display.ts). */}
                    {view.figures.basis === "net"
                      ? t("shipping.netCost", { price: fmt(view.figures.options[o._id] ?? o.cost) })
                      : fmt(view.figures.options[o._id] ?? o.grosscost)}{" "}
                    <span className="muted">
                      ({t("deliveryFacts.carrierDays", { carrier: o.carrier, days: view.methodDays[o._id] })})
                    </span>
                  </>
                )}
              />
              {view.cutoff ? (
                <p className="note" data-testid="dispatch-cutoff">
                  {t("deliveryFacts.cutoff", { time: view.cutoff })}
                </p>
              ) : null}
              <ChoiceList
                field={fields.paymentMethod}
                legend={t("shipping.payment")}
                options={paymentOptions}
                onChange={() => post("methods")}
              />
              {hydrated ? null : (
                <p>
                  <button type="submit" name="intent" value="methods" className="button button-quiet" formNoValidate>
                    {t("shipping.updateMethods")}
                  </button>
                </p>
              )}
            </>
          )}
        </fieldset>

        <div className="checkout-section billing-toggle">
          <input {...inputProps(fields.billingDifferent, { type: "checkbox" })} />
          <label htmlFor={fields.billingDifferent.id}>{t("billing.different")}</label>
        </div>
        {/* Shown only while the box above is ticked (CSS :has, so it works without JavaScript too). */}
        <fieldset className="checkout-section billing-section">
          <legend>{t("billing.title")}</legend>
          <div className="field-grid">
            <InputField
              field={fields.billingCompany}
              label={t("billing.company")}
              autoComplete="billing organization"
            />
            <AddressFields
              section="billing "
              street={fields.billingStreet}
              houseNumber={fields.billingHouseNumber}
              apartment={fields.billingApartment}
              city={fields.billingCity}
              zip={fields.billingZip}
              country={fields.billingCountry}
              countries={countries}
              onCountryChange={setBillingCountry}
            />
          </div>
          <fieldset className="vat">
            <legend>{t("billing.vatTitle")}</legend>
            <div className="field">
              <label htmlFor={fields.vatNumber.id}>{t("billing.vatNumber")}</label>
              <div className="vat-input">
                <span className="vat-prefix" id={`${fields.vatNumber.id}-prefix`}>
                  {prefix ? t("billing.vatPrefix", { prefix }) : t("billing.vatNoPrefix")}
                </span>
                <input
                  {...inputProps(fields.vatNumber, { type: "text" })}
                  aria-describedby={`${fields.vatNumber.id}-prefix ${fields.vatNumber.errorId}`}
                  aria-invalid={vatErrors?.length ? true : undefined}
                  onInput={checkVatSoon}
                  autoComplete="off"
                />
                <button type="submit" name="intent" value="vat" className="button button-quiet" formNoValidate>
                  {t("billing.vatCheck")}
                </button>
              </div>
              <ErrorList id={fields.vatNumber.errorId} errors={vatErrors} />
              {vatAnswer?.vatCheck === "valid" ? (
                <p className="ok-text" role="status">
                  {t("billing.vatValid")}
                </p>
              ) : vatAnswer?.vatCheck === "unavailable" ? (
                <p className="notice-text" role="status">
                  {t("billing.vatUnavailable")}
                </p>
              ) : null}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="checkout-section">
          <legend>{t("additional.title")}</legend>
          {trade ? (
            <InputField
              field={fields.poNumber}
              label={t("additional.poNumber")}
              hint={t(cart.ponumberrequired ? "additional.poNumberRequiredHint" : "additional.poNumberHint")}
              required={cart.ponumberrequired || undefined}
              autoComplete="off"
            />
          ) : null}
          <TextareaField field={fields.comment} label={t("additional.comment")} rows={3} />
        </fieldset>

        {answer?.currencyOffer ? (
          <Suspense fallback={null}>
            <CurrencyDialog offer={answer.currencyOffer} current={cart.currency.iso} />
          </Suspense>
        ) : null}
      </Form>
      {/* Outside the form element, tied to it by the form attribute: on a phone after the form, on a
        wide screen beside it, and at every width the last thing before the order button. */}
      <aside className="summary" aria-labelledby="summary-title">
        <OrderSummary cart={cart} answer={answer} view={view} />
        <div className="terms">
          <input {...inputProps(fields.terms, { type: "checkbox" })} />
          <label htmlFor={fields.terms.id}>{t("terms.accept")}</label>
          <p className="terms-links">
            <PageLink to="/terms" target="_blank">
              {t("terms.read")}
            </PageLink>{" "}
            <PageLink to="/privacy" target="_blank">
              {t("terms.privacy")}
            </PageLink>{" "}
            <PageLink to="/returns" target="_blank">
              {t("terms.returns")}
            </PageLink>{" "}
            <PageLink to="/shipping" target="_blank">
              {t("terms.shippingCosts")}
            </PageLink>
          </p>
          <ErrorList id={fields.terms.errorId} errors={fields.terms.errors} />
        </div>
        <ErrorList id={`${form.id}-errors-bottom`} errors={form.errors} />
        <ShortageList shortages={answer?.shortages} />
        {cart.approvalreasons.length > 0 && !viewer ? (
          <p className="notice notice-warning">
            {t("approvalNeeded", {
              reasons: cart.approvalreasons.map((r) => tc(`approval.reasons.${r}`)).join("; "),
            })}
          </p>
        ) : null}
        {viewer ? (
          <p className="notice notice-warning">{t("errors.viewerCannotOrder")}</p>
        ) : (
          <button
            type="submit"
            form={CHECKOUT_FORM_ID}
            name="intent"
            value="placeOrder"
            className="button button-primary place-order"
            disabled={busy}
          >
            {placing ? t("placing") : t("placeOrder")}
          </button>
        )}
      </aside>
    </>
  );
}
