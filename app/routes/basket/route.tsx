import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { useTranslation } from "../../translation.tsx";
import { SHIPPING_COUNTRIES } from "../../../contract/countries.ts";
import type { ShoppingCart } from "../../../contract/cart.ts";
import { customerBook } from "../../.server/address-book.ts";
import { changeQuantity, removeLine } from "../../.server/cart.ts";
import { checkoutAction, type CheckoutAnswer } from "../../.server/checkout.ts";
import { placingOrders } from "../../.server/order-queue.ts";
import { clientAddress, honeypotInputProps } from "../../.server/enquiry-guard.ts";
import { ErpCallError } from "../../.server/erp.ts";
import { erpFailure } from "../../.server/erp-failure.ts";
import { commitSession } from "../../.server/session.ts";
import { redirectWithSession, rememberBasket, shop } from "../../.server/shop.ts";
import { sessionUser } from "../../.server/user.ts";
import { basketView, countryChoices } from "../../.server/basket-view.ts";
import { basketCart } from "../../.server/basket-cart.ts";
import { checkoutTranslator } from "../../.server/i18n.ts";
import { RouteErrorBoundary } from "../../components/server-error.tsx";
import type { Language } from "../../../contract/languages.ts";
import { CheckoutDraftSchema, type CheckoutDraft } from "../../lib/checkout.ts";
import { formConstraint } from "../../.server/form-constraint.ts";
import { checkoutDefaults, type CustomerBook } from "../../lib/checkout-defaults.ts";
import { BasketLineFormSchema } from "../../lib/forms.ts";
import { formatPrice } from "../../../contract/money.ts";
import { resources } from "../../locales.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { BasketLine } from "./line.tsx";
import { PageLink } from "../../components/page-link.tsx";
import { PricesNote } from "../../components/prices-note.tsx";
import { deliveryFactsOrNull } from "../../.server/pages.ts";
import { rootMeta, seoMeta } from "../../lib/seo.ts";
import { priceBasisFor } from "../../lib/price-display.ts";
import { quantityRuleMessage } from "../../lib/quantity-rule.ts";
import { requestQuoteAction } from "../../.server/quote-request.ts";
import { useRootData } from "../../root-data.ts";
import { QuoteBasketNote, QuoteRequest } from "./quote-request.tsx";

/**
 * The 'Server error' dialog over the basket after the ERP refused a post: rare, so its code comes
 * when one is shown (decision 0050); on a page the server sent with it, its HTML stays as it is
 * until then, and it works without JavaScript as before.
 */
const SendFailureNotice = lazy(() =>
  import("../../components/dialog.tsx").then((m) => ({ default: m.SendFailureNotice })),
);

const cartGone = (error: unknown) =>
  error instanceof ErpCallError && (error.code === "CART_NOT_FOUND" || error.code === "LINE_NOT_FOUND");

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp, session, context, t } = await shop(request, load);
  let cart: ShoppingCart | null = null;
  let expired = false;
  const user = sessionUser(session);
  let book: CustomerBook | null = null;
  if (context.cartId) {
    try {
      const result = await erp.getCarts(context.cartId);
      cart = result.shoppingcarts[0]?.shoppingcart ?? null;
      if (result.summary.quantity !== context.basketCount)
        rememberBasket(session, context.cartId, result.summary.quantity);
      // A basket that became an order in another tab is not a basket any more.
      if (cart?.orderid) {
        rememberBasket(session, null, 0);
        cart = null;
      } else if (cart && !cart.shipcountry) {
        // Start with the country of the customer's default shipping address, else the shopper's
        // country, so the shipping methods show at once.
        book = user ? await customerBook(erp) : null;
        const start = book?.shipping?.country ?? book?.country ?? context.country;
        if (SHIPPING_COUNTRIES.includes(start))
          cart = (await erp.setShipCountry(context.cartId, start)).shoppingcarts[0]?.shoppingcart ?? cart;
      }
    } catch (error) {
      if (!cartGone(error)) throw error;
      rememberBasket(session, null, 0);
      expired = true;
    }
  }
  // Prices on every page follow the basket's delivery country once it is chosen (its VAT).
  const shipCountry = cart?.shipcountry ?? null;
  const shipCountryChanged = shipCountry !== null && shipCountry !== context.taxCountry;
  if (shipCountryChanged) session.set("shipCountry", shipCountry);
  // No cache may keep a basket: server/app.ts sends Cache-Control private, no-store for private paths.
  const headers = new Headers();
  if (session.data.basketCount !== context.basketCount || expired || !session.data.cartId || shipCountryChanged) {
    // The root loader shows the one-time notice and spends it in its own copy of the session; this
    // copy, saved after it, must not bring the notice back for the next page.
    session.get("notice");
    headers.append("Set-Cookie", await commitSession(session));
  }
  const countries = countryChoices(context.lang);
  // A signed-in customer's checkout starts with their default addresses and e-mail (issue 20).
  if (user && cart) book ??= await customerBook(erp);
  const defaults: CheckoutDraft = {
    ...(book && user ? checkoutDefaults(book, user.email) : {}),
    intent: "placeOrder",
    country: cart?.shipcountry ?? undefined,
    shippingMethod: cart?.shippingmethod ?? undefined,
    paymentMethod: cart?.paymentmethod ?? undefined,
    comment: cart?.comment || undefined,
    poNumber: cart?.ponumber || undefined,
    email: cart?.shipemail ?? (user ? user.email : undefined),
    ...(user ? { emailRepeat: cart?.shipemail ?? user.email } : {}),
    promoCode: cart?.promocode ?? undefined,
  };
  // The dispatch cut-off the checkout states: the ERP's, as on every other page (decision 0032).
  const cutoff = cart ? ((await deliveryFactsOrNull(erp))?.cutoff ?? null) : null;
  // What the page prints that the loader decides: tax wording, delivery times, airfreight lines.
  // A consumer sees gross figures, a signed-in trade customer net ones (app/lib/price-display.ts).
  const basis = priceBasisFor(user !== null);
  const view = cart ? basketView(cart, context.lang, t, await checkoutTranslator(context.lang), cutoff, basis) : null;
  // The forms' constraints (required, min, ...): the actions alone validate them (decision 0046).
  const constraints = { line: formConstraint(BasketLineFormSchema), checkout: formConstraint(CheckoutDraftSchema) };
  return data(
    { cart: cart && basketCart(cart), expired, countries, defaults, view, honeypot: honeypotInputProps(), constraints },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { lang } = rootMeta(args.matches);
  return seoMeta(args, {
    title: `${resources[lang].common.basket.title} | ${resources[lang].common.shell.shopName}`,
    description: resources[lang].common.meta.description,
    noindex: true,
  });
};

export async function action({ request, context: load }: ActionFunctionArgs) {
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  const { erp, session, context, t } = await shop(request, load);
  if (!context.cartId) return redirectWithSession("/basket", session, { key: "basket.expired", tone: "warning" });
  try {
    if (intent === "quantity" || intent === "remove") {
      const submission = parseWithZod(formData, { schema: BasketLineFormSchema });
      const line = String(formData.get("line") ?? "");
      if (submission.status !== "success") return data({ line, result: submission.reply() }, { status: 400 });
      const value = submission.value;
      let notice;
      try {
        notice =
          value.intent === "quantity"
            ? await changeQuantity(erp, session, context.cartId, value.line, value.quantity)
            : await removeLine(erp, session, context.cartId, value.line);
      } catch (error) {
        // A quantity the item's rule does not take: refused at the field, naming the rule; nothing changes.
        if (!(error instanceof ErpCallError) || error.code !== "QUANTITY_RULE" || value.intent !== "quantity")
          throw error;
        const cart = (await erp.getCarts(context.cartId)).shoppingcarts[0]?.shoppingcart;
        const rule = cart?.transactionlines.find((l) => l._id === value.line)?.item.quantityrule;
        const message = (rule && quantityRuleMessage(t, rule, value.quantity)) || error.message;
        return data({ line, result: submission.reply({ fieldErrors: { quantity: [message] } }) }, { status: 400 });
      }
      return redirectWithSession("/basket", session, notice);
    }
    if (intent === "requestQuote") return await requestQuoteAction(formData, erp, session, context.cartId);
    const cartId = context.cartId;
    const checkout = async () => {
      // Its turn came while the shop stops: the connection may close before an answer, so no order
      // is started; the shopper is asked to submit again (another process or the restarted shop).
      if (intent === "placeOrder" && load.stopping?.())
        return redirectWithSession("/basket", session, { key: "basket.notPlacedStopping", tone: "warning" });
      const cart = (await erp.getCarts(cartId)).shoppingcarts[0]?.shoppingcart;
      if (!cart) return redirectWithSession("/basket", session, { key: "basket.expired", tone: "warning" });
      const client = clientAddress(request, load);
      return await checkoutAction({ formData, erp, session, cartId, cart, source: context.source, client });
    };
    // Placing an order waits its turn, first come, first served, before it even reads the basket
    // (app/.server/order-queue.ts): under a rush the first submits answer first.
    return await (intent === "placeOrder" ? placingOrders.run(checkout) : checkout());
  } catch (error) {
    if (cartGone(error)) {
      rememberBasket(session, null, 0);
      return redirectWithSession("/basket", session, { key: "basket.expired", tone: "warning" });
    }
    // Any other refusal of the ERP: the 'Server error' dialog with its message and code.
    const failure = erpFailure(error, t, `basket ${intent}`);
    if (!failure) throw error;
    return data({ failure }, { status: failure.status });
  }
}

export default function Basket() {
  const { t, i18n } = useTranslation();
  const { cart, expired, countries, defaults, view, honeypot, constraints } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const lang = i18n.language as Language;
  // A trade company's person may ask for a quote of the basket (issue 41).
  const signedIn = useRootData()?.signedIn ?? false;
  const lines = cart?.transactionlines.filter((l) => !l.kitcomponent) ?? [];
  if (!cart || !view || lines.length === 0) {
    return (
      <section className="page narrow">
        <h1>{t("basket.title")}</h1>
        {expired ? <p>{t("basket.expired")}</p> : null}
        <p>{t("basket.empty")}</p>
        <p>
          <PageLink to="/" className="button">
            {t("basket.continue")}
          </PageLink>
        </p>
      </section>
    );
  }
  const fmt = (amount: number) => formatPrice(amount, cart.currency.iso, lang);
  const answer = actionData && "checkout" in actionData ? (actionData as CheckoutAnswer) : undefined;
  const lineResult = actionData && "line" in actionData ? actionData : undefined;
  const failure = actionData && "failure" in actionData ? actionData.failure : undefined;
  const quoteResult = actionData && "quote" in actionData ? actionData.quote : undefined;
  return (
    <section className="page basket">
      <h1>{t("basket.title")}</h1>
      {failure ? (
        <Suspense fallback={null}>
          <SendFailureNotice failure={failure} />
        </Suspense>
      ) : null}
      {cart.quote ? <QuoteBasketNote number={cart.quote} /> : null}
      <div className="basket-layout">
        <div className="basket-main">
          <ul className="basket-lines" aria-label={t("basket.title")}>
            {lines.map((line) => (
              <BasketLine
                key={line._id}
                line={line}
                components={cart.transactionlines.filter((c) => c.init === line._id)}
                fmt={fmt}
                figures={view.figures.lines}
                rule={view.rules[line._id]}
                lastResult={lineResult?.line === line._id ? lineResult.result : undefined}
                airfreight={view.airfreight[line._id]}
                constraint={constraints.line}
              />
            ))}
          </ul>
          {/* A trade customer's prices are net, VAT added; a basket at 0% (an export, a reverse
            charge) says its prices are net of VAT; a consumer's include it. */}
          <PricesNote
            basis={view.figures.basis === "net" && cart.taxrate > 0 ? "trade" : cart.taxrate === 0 ? "net" : "gross"}
          />
          {cart.sendtogetherrequired ? <p className="note">{t("basket.sendTogether")}</p> : null}
          {signedIn && !cart.quote ? <QuoteRequest lastResult={quoteResult} /> : null}
        </div>
        {/* The form, then the summary with the order button (an aside beside the form on wide screens). */}
        <CheckoutForm
          cart={cart}
          countries={countries}
          defaults={defaults}
          answer={answer}
          honeypot={honeypot}
          view={view}
          constraint={constraints.checkout}
          key={cart._id}
        />
      </div>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
