/** The probes of the calls a shop needs to sell to guests: the catalogue, the basket and the site's pages. */
import { CACHE_VERSION_PATH, CacheVersionResponseSchema } from "../cache-version.ts";
import { MarqueeResponseSchema, SliderResponseSchema } from "../content.ts";
import { BankAccountsResponseSchema, RegionResponseSchema } from "../region.ts";
import { SellerRecordSchema } from "../seller.ts";
import { EMAIL_PATHS, type EmailPath } from "../wire.ts";
import {
  call,
  common,
  get,
  lacking,
  NO_SUCH_PAYMENT,
  NO_SUCH_DEMO_PAYMENT,
  NO_SUCH_TOKEN,
  NOT_FOUND,
  PROBE_EMAIL,
  refusal,
  withCart,
  withItem,
  type Probe,
} from "./probe.ts";

export const catalogueProbes: Probe[] = [
  call(
    "catalogue",
    "catalogue",
    () => ({ ...common, filters: {} }),
    "answer",
    (answer, facts) => {
      const first = answer.items[0];
      if (first)
        facts.item = { id: first.id, urlcomponent: first.urlcomponent, number: "", manufacturer: first.manufacturer };
    },
  ),
  call(
    "search",
    "catalogue",
    withItem((it) => ({ ...common, keyword: it.urlcomponent.slice(0, 3) })),
    "answer",
  ),
  call(
    "getItem",
    "catalogue",
    withItem((it) => ({ ...common, urlcomponent: it.urlcomponent })),
    "answer",
    (answer, facts) => {
      if (facts.item) facts.item.number = answer.item.number;
    },
  ),
  call(
    "getPrice",
    "catalogue",
    withItem((it) => ({ ...common, record: it.id, quantity: 1 })),
    "answer",
  ),
  call(
    "getPrices",
    "catalogue",
    withItem((it) => ({ ...common, records: [it.id] })),
    "answer",
  ),
  // The item page's further calls, each of the record alone.
  ...(["getRelatedItems", "getApplications", "getAxleInfo", "getKitComponents"] as const).map((name) =>
    call(
      name,
      "catalogue",
      withItem((it) => ({ ...common, record: it.id })),
      "answer",
    ),
  ),
  // A name that is no bearing: only a bearing (ACL) has a data sheet.
  call("getBearingData", "catalogue", () => ({ ...common, name: NO_SUCH_TOKEN }), NOT_FOUND),
  call(
    "getCatalogueScript",
    "catalogue",
    withItem((it) => ({ ...common, number: it.number || "probe", manufacturer: it.manufacturer })),
    "answer",
  ),
  call("partSearch", "catalogue", () => ({ ...common, search: { kind: "universal", criteria: {} } }), "answer"),
  call(
    "checkFitment",
    "catalogue",
    withItem((it) => ({ ...common, items: [it.id], vehicle: { make: "Toyota", model: "Hilux", year: "2015" } })),
    "answer",
  ),
];

export const basketProbes: Probe[] = [
  call(
    "addToCart",
    "basket",
    withItem((it) => ({ ...common, record: it.id, quantity: 1 })),
    "answer",
    (answer, facts) => {
      facts.cart = answer.cart_id;
    },
  ),
  call(
    "getCarts",
    "basket",
    withCart((cart) => ({ ...common, cart_id: cart })),
    "answer",
    (answer, facts) => {
      facts.line = answer.shoppingcarts[0]?.shoppingcart.transactionlines[0]?._id;
    },
  ),
  call(
    "updateCart",
    "basket",
    withCart((cart, facts) =>
      facts.line ? { ...common, cart_id: cart, line_id: facts.line, field: "quantity" as const, value: 2 } : null,
    ),
    "answer",
  ),
  call(
    "updateAddress",
    "basket",
    withCart((cart) => ({
      ...common,
      cart_id: cart,
      addressee: "Conformance Probe",
      address: "Probestrasse 1",
      city: "Berlin",
      zip: "10115",
      country: "DE",
    })),
    "answer",
  ),
  call(
    "addOrder",
    "basket",
    withCart((cart) => ({ ...common, cart_id: cart })),
    refusal(400, "CHECKOUT_INCOMPLETE"),
  ),
  call(
    "checkQuickOrder",
    "basket",
    withItem((it) => ({ ...common, lines: [{ line: 1, part: it.number || "probe", quantity: 1 }] })),
    "answer",
  ),
  call(
    "addLinesToCart",
    "basket",
    withCart((cart, facts) =>
      facts.item ? { ...common, cart_id: cart, lines: [{ record: facts.item.id, quantity: 1 }] } : null,
    ),
    "answer",
  ),
  call("getTransactions", "basket", () => ({ ...common, transaction_id: NO_SUCH_PAYMENT }), NOT_FOUND),
  call("withdraw", "basket", () => ({ ...common, transaction_id: NO_SUCH_PAYMENT, items: "all" }), NOT_FOUND),
  call("getPaymentMethods", "basket", () => ({ ...common, amount: 1, transactionid: NO_SUCH_PAYMENT }), NOT_FOUND),
  call(
    "startPayment",
    "basket",
    () => ({
      ...common,
      transaction_id: NO_SUCH_PAYMENT,
      method: "bank",
      returnurl: "https://shop.example/return",
      cancelurl: "https://shop.example/cancel",
    }),
    NOT_FOUND,
  ),
  call("completePayment", "basket", () => ({ ...common, transaction_id: NO_SUCH_PAYMENT, method: "bank" }), NOT_FOUND),
  call("getDemoPayment", "basket", () => ({ ...common, id: NO_SUCH_DEMO_PAYMENT }), NOT_FOUND),
  call("decideDemoPayment", "basket", () => ({ ...common, id: NO_SUCH_DEMO_PAYMENT, decision: "decline" }), NOT_FOUND),
];

/** The field each mail's probe leaves out, so that no mail is sent. */
const FIRST_LACKING: Record<EmailPath, string> = {
  "/email/contact-general": "privacy",
  "/email/contact-dealer": "privacy",
  "/email/enquiry-form": "part",
  "/email/quick-contact-form": "make",
};

export const siteProbes: Probe[] = [
  // Every call needs the credential: one without it is refused.
  {
    ...get("/source/main", "site", RegionResponseSchema),
    name: "GET /source/main without the credential",
    anonymous: true,
    expected: refusal(401),
  },
  get("/source/main", "site", RegionResponseSchema),
  get("/seller/EU", "site", SellerRecordSchema),
  get("/bank-accounts/pl", "site", BankAccountsResponseSchema),
  get("/marquee/main", "site", MarqueeResponseSchema),
  get("/slider/main", "site", SliderResponseSchema),
  get(CACHE_VERSION_PATH, "site", CacheVersionResponseSchema),
  call("getDeliveryFacts", "site", () => common, "answer"),
  call("getNews", "site", () => ({ ...common, page: 1 }), "answer"),
  call("getSitemapParts", "site", () => ({ ...common, kind: "items", perpart: 1000 }), "answer"),
  call("getSitemapEntries", "site", () => ({ ...common, kind: "items", limit: 10 }), "answer"),
  call("hitRateLimit", "site", () => ({ ...common, key: NO_SUCH_TOKEN, limit: 100, window_seconds: 60 }), "answer"),
  // The enquiry forms' mails: a body without the privacy consent, so that no mail is sent.
  ...(Object.keys(EMAIL_PATHS) as EmailPath[]).map((path) =>
    lacking(`POST ${path}`, "site", path, { source: "main", email: PROBE_EMAIL }, FIRST_LACKING[path]),
  ),
];
