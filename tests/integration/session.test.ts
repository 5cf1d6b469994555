/**
 * The shopper's session (issue 24 item 10): rotated when an order is placed, so a copy of the old
 * cookie never reaches the order; expired on the server's clock; changed only by POST (neither
 * ?lng= nor GET /language writes a cookie).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { action as basketAction, loader as basketLoader } from "../../app/routes/basket/route.tsx";
import { action as itemAction } from "../../app/routes/$id/route.tsx";
import { action as languageAction, loader as languageLoader } from "../../app/routes/language.tsx";
import { loader as rootLoader } from "../../app/root.tsx";
import { commitSession, getSession, SESSION_LIFETIME_SECONDS, sessionStorage } from "../../app/.server/session.ts";
import { ALL_TYPES, serializeConsent } from "../../app/lib/consent.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { formPost, GUEST_CHECKOUT, honeypotFields } from "./fixtures/forms.ts";
import { useErp } from "./harness.ts";

const { state, client, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  state.active = state.erp;
});

const consentCookie = () => serializeConsent(ALL_TYPES, false).split(";")[0]!;
const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? null;

/** The Cookie header of a session holding `values` (committed now, so alive). */
async function sessionCookie(values: Record<string, unknown>): Promise<string> {
  const session = await sessionStorage().getSession(null);
  for (const [key, value] of Object.entries(values)) session.set(key as never, value as never);
  return (await commitSession(session)).split(";")[0]!;
}

const sessionOf = (cookie: string) => getSession(new Request("http://shop.test/", { headers: { Cookie: cookie } }));

const checkoutPost = (cookie: string) => formPost("/basket", { ...honeypotFields(), ...GUEST_CHECKOUT }, cookie);

describe("placing an order rotates the session", () => {
  it("the buyer gets the order and a new session; a copy of the old cookie gets neither", async () => {
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(client("in-process"), item.id, 1);
    const old = await sessionCookie({ lang: "de", currency: "EUR", cartId, basketCount: 1 });

    const placed = (await basketAction({ request: checkoutPost(old), params: {}, context: load() })) as Response;
    expect(placed.status).toBe(303);
    expect(placed.headers.get("Location")).toMatch(/^\/order\/[0-9a-f]{32}$/);
    const rotated = cookieOf(placed)!;
    expect(rotated).not.toBe(old);
    const fresh = await sessionOf(rotated);
    expect(fresh.get("cartId")).toBeUndefined();
    expect(fresh.get("lang")).toBe("de"); // the shopper's choices carry over

    // The same post again with the old cookie (a copy, a second tab, a double click): no order page.
    const again = (await basketAction({ request: checkoutPost(old), params: {}, context: load() })) as Response;
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/basket");
    const told = await sessionOf(cookieOf(again)!);
    expect(told.get("notice")).toMatchObject({ key: "basket.alreadyOrdered" });
    expect(told.get("cartId")).toBeUndefined();

    // Nor does the old cookie's basket page lead there.
    const basket = (await basketLoader({
      request: new Request("http://shop.test/basket", { headers: { Cookie: `${consentCookie()}; ${old}` } }),
      params: {},
      context: load(),
    })) as unknown as { data: { cart: unknown } };
    expect(basket.data.cart).toBeNull();
  });
});

describe("the session expires on the server too", () => {
  it("a validly signed cookie past its expiry reads as a new session", async () => {
    const session = await sessionStorage().getSession(null);
    session.set("cartId", "00000000-0000-4000-8000-000000000000");
    session.set("lang", "pl");
    // Signed by the shop, but its own expiry is over (a copy kept beyond its life).
    session.set("expires", Date.now() - 1000);
    const stale = (await sessionStorage().commitSession(session)).split(";")[0]!;
    const read = await sessionOf(stale);
    expect(read.get("cartId")).toBeUndefined();
    expect(read.get("lang")).toBeUndefined();
  });

  it("a cookie without an expiry (never committed by this shop's code) is not trusted", async () => {
    const session = await sessionStorage().getSession(null);
    session.set("cartId", "00000000-0000-4000-8000-000000000000");
    const bare = (await sessionStorage().commitSession(session)).split(";")[0]!;
    expect((await sessionOf(bare)).get("cartId")).toBeUndefined();
  });

  it("committing renews the expiry, and the cookie's Max-Age says the same", async () => {
    const cookie = await sessionCookie({ lang: "en" });
    const expires = (await sessionOf(cookie)).get("expires")!;
    expect(expires).toBeGreaterThan(Date.now() + (SESSION_LIFETIME_SECONDS - 60) * 1000);
    const header = await commitSession(await sessionOf(cookie));
    expect(header).toMatch(new RegExp(`Max-Age=${SESSION_LIFETIME_SECONDS}`));
  });
});

describe("only a POST changes the session", () => {
  it("?lng= shows the page in that language without writing a cookie", async () => {
    const response = (await rootLoader({
      request: new Request("http://shop.test/?lng=de"),
      params: {},
      context: load(),
    })) as unknown as { data: { lang: string; langFromLink: boolean }; init: ResponseInit | null };
    expect(response.data.lang).toBe("de");
    expect(new Headers(response.init?.headers).get("Set-Cookie")).toBeNull();
    // The page is German by the link only (an English browser): its forms carry ?lng=de.
    expect(response.data.langFromLink).toBe(true);
    const own = (await rootLoader({
      request: new Request("http://shop.test/?lng=de", { headers: { "Accept-Language": "de-DE,de;q=0.9" } }),
      params: {},
      context: load(),
    })) as unknown as { data: { langFromLink: boolean } };
    expect(own.data.langFromLink).toBe(false);
  });

  it("a form posted from a ?lng= page stores the language it was shown in", async () => {
    const record = (await state.erp.call("POST", "/item", { action: "getItem", urlcomponent: DEMO_FIXTURES.inStock }))
      .body as { item: { id: number } };
    const response = (await itemAction({
      request: new Request(`http://shop.test/${DEMO_FIXTURES.inStock}?lng=de`, {
        method: "POST",
        body: new URLSearchParams({ intent: "add", record: String(record.item.id), quantity: "1" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: consentCookie() },
      }),
      params: { id: DEMO_FIXTURES.inStock },
      context: load(),
    })) as Response;
    expect(response.status).toBe(303);
    expect((await sessionOf(cookieOf(response)!)).get("lang")).toBe("de");
  });

  it("GET /language?to=de only offers the switch; the POST makes it", async () => {
    const shown = (await languageLoader({
      request: new Request("http://shop.test/language?to=de&redirectTo=%2Fimprint"),
      params: {},
      context: load(),
    })) as { to: string; ask: boolean };
    expect(shown).toMatchObject({ to: "de", ask: false });

    const switched = (await languageAction({
      request: new Request("http://shop.test/language", {
        method: "POST",
        body: new URLSearchParams({ to: "de", redirectTo: "/imprint" }),
      }),
      params: {},
      context: load(),
    })) as Response;
    expect(switched.status).toBe(303);
    expect(switched.headers.get("Location")).toBe("/imprint");
    expect((await sessionOf(cookieOf(switched)!)).get("lang")).toBe("de");
  });

  it("a POST switch to Polish from EUR first asks about the currency, then sets both", async () => {
    const request = (fields: Record<string, string>) =>
      new Request("http://shop.test/language", { method: "POST", body: new URLSearchParams(fields) });
    // The question is a page of its own in Polish (?lng=pl): the language is not stored yet, the
    // currency the shopper has now is, or it would follow the page's language there.
    const asked = (await languageAction({
      request: request({ to: "pl", redirectTo: "/imprint" }),
      params: {},
      context: load(),
    })) as Response;
    expect(asked.status).toBe(303);
    const location = asked.headers.get("Location")!;
    expect(location).toBe("/language?to=pl&redirectTo=%2Fimprint&lng=pl");
    const kept = await sessionOf(cookieOf(asked)!);
    expect(kept.get("lang")).toBeUndefined();
    expect(kept.get("currency")).toBe("EUR");
    const page = (await languageLoader({
      request: new Request(`http://shop.test${location}`, { headers: { Cookie: cookieOf(asked)! } }),
      params: {},
      context: load(),
    })) as { to: string; ask: boolean; current: string };
    expect(page).toMatchObject({ to: "pl", ask: true, current: "EUR" });

    const answered = (await languageAction({
      request: request({ to: "pl", switch: "yes", redirectTo: "/imprint" }),
      params: {},
      context: load(),
    })) as Response;
    const session = await sessionOf(cookieOf(answered)!);
    expect(session.get("lang")).toBe("pl");
    expect(session.get("currency")).toBe("PLN");
  });
});

describe("the one-time notice", () => {
  it("is shown once: the basket's first view, which saves the delivery country, does not bring it back", async () => {
    const item = await cloneItem(state.db.db, DEMO_FIXTURES.inStock, { TORUN: 5 });
    const { cart_id } = await client("in-process").addToCart({ record: item.id, quantity: 1 });
    const session = await sessionStorage().getSession(null);
    session.set("cartId", cart_id);
    session.set("basketCount", 1);
    session.flash("notice", { key: "product.added", tone: "success" });
    const cookie = `${consentCookie()}; ${(await commitSession(session)).split(";")[0]!}`;
    const request = () => new Request("http://shop.test/basket", { headers: { Cookie: cookie } });
    const root = (await rootLoader({ request: request(), params: {}, context: load() })) as unknown as {
      data: { notice: unknown };
      init: { headers: Headers } | null;
    };
    expect(root.data.notice).toMatchObject({ key: "product.added" });
    const basket = (await basketLoader({ request: request(), params: {}, context: load() })) as unknown as {
      init: { headers: Headers } | null;
    };
    // The basket saves the session (its delivery country was set): without the notice.
    const saved = new Headers(basket.init?.headers).get("Set-Cookie")!.split(";")[0]!;
    expect((await sessionOf(saved)).get("notice")).toBeUndefined();
    expect((await sessionOf(saved)).get("shipCountry")).toBeTruthy();
  });
});
