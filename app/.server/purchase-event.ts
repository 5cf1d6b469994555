/**
 * The purchase event (issue 22 item 6, transactions.md "Placing an order": report a purchase
 * event), sent the first time the buyer sees the order page, and only with analytics consent.
 *
 * The order page is private: it loads no third-party script (decision 0025), so the tag manager
 * cannot run there. The shop's server sends the event instead, in the GA4 Measurement Protocol
 * (POST {collect URL}/mp/collect?measurement_id=…&api_secret=…), which Google Analytics and a
 * server-side Tag Manager container both accept: GA4_COLLECT_URL names the container's address
 * (default Google Analytics itself). "The first time" is the session's one-time mark set when the
 * order is placed (app/.server/checkout.ts); GA4 also drops a second purchase with the same
 * transaction_id. Decision 0037 records the choice.
 */
import { allows, type Consent } from "../lib/consent.ts";
import { fromCents, toCents } from "../../contract/money.ts";
import type { Order } from "../../contract/orders.ts";

export interface PurchaseReporting {
  measurementId: string;
  apiSecret: string;
  /** The collector's origin: https://www.google-analytics.com or a server-side Tag Manager container. */
  collectUrl: string;
}

const amount = (value: number) => fromCents(toCents(value));

/** GA4's purchase event for an order: items at their net line amounts, value net of tax and shipping. */
export function purchaseEvent(order: Order) {
  const lines = order.transactionlines.filter((l) => !l.kitcomponent);
  return {
    name: "purchase",
    params: {
      transaction_id: order.name,
      currency: order.currency.iso,
      value: amount(order.itemsamount - order.discountamount),
      tax: amount(order.taxamount),
      shipping: amount(order.shippingcost),
      ...(order.promocode ? { coupon: order.promocode } : {}),
      items: lines.map((l) => ({
        item_id: l.item.name,
        item_name: l.displayname,
        price: amount(l.price),
        quantity: l.quantity,
      })),
    },
  };
}

/** The GA client id of the browser's first-party `_ga` cookie (GA1.1.123.456 -> 123.456); null without one. */
export function gaClientId(cookieHeader: string | null): string | null {
  const match = /(?:^|;\s*)_ga=GA\d\.\d\.(\d+\.\d+)(?:;|$)/.exec(cookieHeader ?? "");
  return match ? match[1]! : null;
}

/**
 * Sends the purchase of `order` when the shopper allowed analytics; resolves whether it was sent.
 * Never throws: a collector that is down costs the page nothing (2 s at most, logged).
 */
export async function reportPurchase(
  order: Order,
  consent: Consent,
  cookieHeader: string | null,
  reporting: PurchaseReporting | null,
): Promise<boolean> {
  if (!reporting || !allows(consent, "analytics")) return false;
  const ads = allows(consent, "advertisement") ? "GRANTED" : "DENIED";
  const url = new URL("/mp/collect", reporting.collectUrl);
  url.searchParams.set("measurement_id", reporting.measurementId);
  url.searchParams.set("api_secret", reporting.apiSecret);
  try {
    const answer = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        // Without the browser's _ga cookie (the tag manager never ran), a client id of this order alone.
        client_id:
          gaClientId(cookieHeader) ??
          `${parseInt(order._id.slice(0, 8), 16)}.${Math.floor(Date.parse(order.date) / 1000)}`,
        consent: { ad_user_data: ads, ad_personalization: ads },
        events: [purchaseEvent(order)],
      }),
      signal: AbortSignal.timeout(2_000),
    });
    if (!answer.ok) throw new Error(`collector answered ${answer.status}`);
    return true;
  } catch (error) {
    console.error(`[analytics] purchase ${order.name} not reported:`, error instanceof Error ? error.message : error);
    return false;
  }
}
