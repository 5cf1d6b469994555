/**
 * The customer's address book and settings (issue 20 item 4) through the contract and the account
 * pages: one default shipping and one default billing address per customer even under concurrent
 * saves, another customer's address is unknown, bad input writes nothing, the settings switch the
 * shop's language and currency, and the defaults fill the checkout of the basket.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as addressAction } from "../../app/routes/account.addresses.$id.tsx";
import { action as settingsAction } from "../../app/routes/account.settings.tsx";
import { loader as basketLoader } from "../../app/routes/basket/route.tsx";
import { action as loginAction } from "../../app/routes/login.tsx";
import { getSession } from "../../app/.server/session.ts";
import { ADDRESS_BOOK_LIMIT } from "../../contract/accounts.ts";
import { createCustomer } from "../../erp/customers/customers.ts";
import { hashPassword } from "../../erp/customers/password.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client, load } = useErp();
const PASSWORD = "a-long-enough-password";
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  state.active = state.erp;
});

async function newCustomer(vatNumber = "") {
  const email = `book-${randomUUID()}@trade.example`;
  const customer = await createCustomer(state.db.db, {
    email,
    company: "Allrad Roth GmbH",
    contactName: "Eva Roth",
    country: "DE",
    vatNumber,
    status: "active",
  });
  await state.db.db.execute(
    sql`UPDATE customer_people SET password_hash = ${await hashPassword(PASSWORD)} WHERE customer_id = ${customer.id}`,
  );
  const signedIn = await client("in-process").signIn(email, PASSWORD, "203.0.113.50");
  return { email, customer, token: signedIn.token };
}

const entry = (over: Record<string, unknown> = {}) => ({
  label: "Workshop",
  firstname: "Eva",
  lastname: "Roth",
  company: "Allrad Roth GmbH",
  street: "Industriestraße",
  housenumber: "7",
  apartment: "",
  zip: "70173",
  city: "Stuttgart",
  country: "DE",
  phone: "",
  defaultshipping: false,
  defaultbilling: false,
  ...over,
});

const cookieOf = (response: Response) => response.headers.get("Set-Cookie")?.split(";")[0] ?? "";

/** The session cookie of a storefront sign-in. */
async function storefrontCookie(email: string, cookie = "") {
  const response = (await loginAction({
    request: new Request("http://shop.test/login", {
      method: "POST",
      body: new URLSearchParams({ email, password: PASSWORD, redirectTo: "/account" }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
    }),
    params: {},
    context: load(),
  })) as Response;
  expect(response.status).toBe(303);
  return cookieOf(response);
}

const post = (path: string, cookie: string, fields: Record<string, string>) =>
  new Request(`http://shop.test${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie },
  });

describe.each(["in-process", "http"] as const)("the address book over %s", (transport) => {
  it("keeps one default of each kind, even when saves race", async () => {
    const { token } = await newCustomer();
    const erp = client(transport, { customerToken: token });
    const first = await erp.saveAddress(null, entry({ defaultshipping: true, defaultbilling: true }));
    const saves = await Promise.all(
      [1, 2, 3, 4].map((n) => erp.saveAddress(null, entry({ label: `Depot ${n}`, defaultshipping: true }))),
    );
    const book = await erp.getAddresses();
    expect(book).toHaveLength(5);
    expect(book.filter((a) => a.defaultshipping)).toHaveLength(1);
    expect(book.filter((a) => a.defaultbilling).map((a) => a.id)).toEqual([first.id]);
    expect(saves.map((s) => s.id)).toContain(book.find((a) => a.defaultshipping)!.id);
    // Changing one keeps its id; the default mark moves back.
    const changed = await erp.saveAddress(first.id, entry({ city: "Esslingen", defaultshipping: true }));
    expect(changed).toMatchObject({ id: first.id, city: "Esslingen", defaultshipping: true, defaultbilling: false });
    expect((await erp.getAddresses()).filter((a) => a.defaultshipping).map((a) => a.id)).toEqual([first.id]);
  });

  it("another customer's address is unknown to change and to delete, and stays as it was", async () => {
    const mine = client(transport, { customerToken: (await newCustomer()).token });
    const theirs = client(transport, { customerToken: (await newCustomer()).token });
    const address = await mine.saveAddress(null, entry());
    await expectError(theirs.saveAddress(address.id, entry({ city: "Elsewhere" })), 404, "NOT_FOUND");
    await expectError(theirs.deleteAddress(address.id), 404, "NOT_FOUND");
    expect(await theirs.getAddresses()).toEqual([]);
    expect((await mine.getAddresses())[0]).toMatchObject({ id: address.id, city: "Stuttgart" });
    await expectError(client(transport).getAddresses(), 401, "AUTH001");
  });

  it(`refuses the ${ADDRESS_BOOK_LIMIT + 1}st address and a line break in a field`, async () => {
    const { customer, token } = await newCustomer();
    const erp = client(transport, { customerToken: token });
    await state.db.db.execute(sql`INSERT INTO customer_addresses (customer_id, first_name, last_name, street,
      house_number, zip, city, country) SELECT ${customer.id}, 'A', 'B', 'C', '1', '0', 'D', 'DE'
      FROM generate_series(1, ${ADDRESS_BOOK_LIMIT})`);
    const full = await expectError(erp.saveAddress(null, entry()), 409);
    expect(full.fields?.addresses).toBeDefined();
    await expectError(erp.saveAddress(null, entry({ street: "Line\r\nBcc: x@y.example" })), 400);
  });
});

describe("the account pages and the checkout", () => {
  it("a bad address gets field errors and writes nothing; a good one is saved and fills the checkout", async () => {
    const { email, customer } = await newCustomer("DE123456789");
    const cookie = await storefrontCookie(email);
    const bad = (await addressAction({
      request: post("/account/addresses/new", cookie, { firstName: "Eva", country: "XX", street: "a\nb" }),
      params: { id: "new" },
      context: load(),
    })) as { data: { result: { error: Record<string, string[]> } }; init: ResponseInit | null };
    expect(bad.init?.status).toBe(400);
    expect(Object.keys(bad.data.result.error)).toEqual(
      expect.arrayContaining(["lastName", "street", "houseNumber", "zip", "city", "country"]),
    );
    const none = await state.db.db.execute(sql`SELECT 1 FROM customer_addresses WHERE customer_id = ${customer.id}`);
    expect(none.rows).toHaveLength(0);

    const saved = (await addressAction({
      request: post("/account/addresses/new", cookie, {
        firstName: "Eva",
        lastName: "Roth",
        street: "Industriestraße",
        houseNumber: "7",
        zip: "70173",
        city: "Stuttgart",
        country: "AT",
        defaultShipping: "on",
        defaultBilling: "on",
      }),
      params: { id: "new" },
      context: load(),
    })) as Response;
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/account/addresses");

    // A basket, then the checkout: the default address, its country and the account's VAT number.
    const erp = client("in-process", {
      customerToken: (await getSession(new Request("http://x/", { headers: { Cookie: cookie } }))).get("user")!.token,
    });
    const item = (await erp.getItem(DEMO_FIXTURES.inStock)).item;
    const { cart_id } = await erp.addToCart({ record: item.id, quantity: 1 });
    const withBasket = await storefrontCookie(email, cookie);
    const page = (await basketLoader({
      request: new Request("http://shop.test/basket", { headers: { Cookie: withBasket } }),
      params: {},
      context: load(),
    })) as unknown as { data: { defaults: Record<string, unknown> } };
    // The page put the default address's country on the basket (its data carries only what it draws).
    expect((await erp.getCarts(cart_id)).shoppingcarts[0]?.shoppingcart.shipcountry).toBe("AT");
    expect(page.data.defaults).toMatchObject({
      firstName: "Eva",
      street: "Industriestraße",
      country: "AT",
      email,
      billingDifferent: true,
      billingCompany: "Allrad Roth GmbH",
      vatNumber: "DE123456789",
    });
  });

  it("settings switch the language and currency, and keep the date of a yes to news mail", async () => {
    const { email, customer } = await newCustomer();
    const cookie = await storefrontCookie(email);
    const save = async (fields: Record<string, string>) =>
      (await settingsAction({ request: post("/account/settings", cookie, fields), params: {}, context: load() })) as
        Response | { init: ResponseInit | null };
    const refused = await save({ language: "fr", currency: "USD" });
    expect((refused as { init: ResponseInit | null }).init?.status).toBe(400);

    const saved = (await save({ language: "pl", currency: "PLN", newsMail: "on" })) as Response;
    expect(saved.status).toBe(303);
    const session = await getSession(new Request("http://x/", { headers: { Cookie: cookieOf(saved) } }));
    expect([session.get("lang"), session.get("currency")]).toEqual(["pl", "PLN"]);
    const row = async () =>
      (
        await state.db.db.execute<{ lang: string; currency: string; news_mail_at: Date | null }>(
          sql`SELECT lang, currency, news_mail_at FROM customers WHERE id = ${customer.id}`,
        )
      ).rows[0]!;
    const first = await row();
    expect(first).toMatchObject({ lang: "pl", currency: "PLN" });
    expect(first.news_mail_at).not.toBeNull();
    await save({ language: "de", currency: "EUR", newsMail: "on" });
    expect((await row()).news_mail_at).toEqual(first.news_mail_at);
    await save({ language: "de", currency: "EUR" });
    expect((await row()).news_mail_at).toBeNull();
  });
});
