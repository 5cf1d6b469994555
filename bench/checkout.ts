/**
 * The checkout submission of `npm run bench` (issue 40 item 5): guests place orders as a buyer does,
 * 10 at a time. Each order needs a basket of its own, so the baskets (one line each) are made first,
 * untimed, through the product page's form; then every basket's checkout form is posted once with
 * the fields a buyer fills (bank transfer, standard shipping to Poland) and the page's honeypot
 * stamp, after the minimum fill time. The answer of a placed order is the redirect to its page.
 */
import autocannon from "autocannon";
import { HONEYPOT_FIELD, VALID_FROM_FIELD } from "../app/.server/enquiry-guard.ts";
import { enquiryConfig } from "../app/.server/env.ts";
import { DEMO_FIXTURES } from "../erp/seed/catalogue.ts";
import type { Run } from "./pages.ts";
import { GUEST } from "./reliability/shopper.ts";
import { basketCookie } from "./servers.ts";

/** The value of the input named `name` in a page's HTML. */
function inputValue(html: string, name: string): string {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const value = input && /value="([^"]*)"/.exec(input)?.[1];
  if (value === undefined) throw new Error(`the basket page has no input ${name} with a value`);
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'");
}

/** Places `count` orders of one line (an item in stock) and times them. */
export async function timeCheckout(base: string, count: number): Promise<{ run: Run; orders: number }> {
  const cookies: string[] = [];
  for (let i = 0; i < count; i++) cookies.push(await basketCookie(base, DEMO_FIXTURES.inStock));
  const page = await (await fetch(`${base}/basket`, { headers: { cookie: cookies[0]! } })).text();
  const body = new URLSearchParams({
    intent: "placeOrder",
    ...GUEST,
    [HONEYPOT_FIELD]: "",
    [VALID_FROM_FIELD]: inputValue(page, VALID_FROM_FIELD),
  }).toString();
  // The form's minimum fill time (the shop's ENQUIRY_MIN_FILL_SECONDS) passes, as for a buyer.
  await new Promise((resolve) => setTimeout(resolve, enquiryConfig().ENQUIRY_MIN_FILL_SECONDS * 1000 + 500));
  let next = 0;
  const result = await autocannon({
    url: base,
    connections: 10,
    amount: count,
    requests: [
      {
        method: "POST",
        path: "/basket",
        body,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "content-type": "application/x-www-form-urlencoded",
            "accept-encoding": "gzip, br",
            cookie: cookies[next++ % cookies.length]!,
          },
        }),
      },
    ],
  });
  const stats = (result as { statusCodeStats?: Record<string, { count?: number }> }).statusCodeStats ?? {};
  return {
    orders: stats["303"]?.count ?? 0,
    run: {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result["4xx"] + result["5xx"],
      statuses: Object.keys(stats).sort().join(", "),
    },
  };
}
