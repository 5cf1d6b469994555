/**
 * Applying for a trade account (issue 20 item 6) against the real ERP: the applicant is stored
 * with status applicant and their dealer details, the office gets the application and the
 * applicant an acknowledgement in their language (both in the outbox); an e-mail that already
 * belongs to a customer gets the same answer but no second account (the office is told); bad
 * input is refused and writes nothing; the office's CLI lists the applicant with the details,
 * shows the application and approves it (the welcome mail). Also the page's action: guarded by
 * the honeypot, answered with a redirect to the thank-you page.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/apply.tsx";
import type { ApplicationFields } from "../../contract/application.ts";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { formPost, honeypotFields } from "./fixtures/forms.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  process.env.HONEYPOT_SECRET = "honeypot-test-secret-0123456789";
});

const application = (email: string, over: Partial<ApplicationFields> = {}): ApplicationFields => ({
  applying_as: "dealer",
  company: "Offroad Serwis Kowalski",
  first_name: "Piotr",
  last_name: "Kowalski",
  email,
  phone: "+48 600 700 800",
  vat_number: "PL1234567890",
  billing_address_street_1: "ul. Polna 3",
  billing_address_post: "87-100",
  billing_address_city: "Toruń",
  billing_address_country: "PL",
  delivery_address: "",
  account_lang: "pl",
  account_currency: "PLN",
  who: "garage",
  customers: "owners",
  range: "country",
  stock: "yes",
  website: "https://offroad.example",
  specialisation: "Hilux, Land Cruiser",
  text: "We fit 30 suspension kits a month.",
  privacy: true,
  ...over,
});

const count = async (query: ReturnType<typeof sql>) => ((await state.db.db.execute(query)).rows[0] as { n: number }).n;
/** What an application of `email` may have written (other test files write to the same database meanwhile). */
const counts = async (email: string) => ({
  customers: await count(sql`SELECT count(*)::int AS n FROM customers WHERE lower(email) = lower(${email})`),
  applications: await count(sql`SELECT count(*)::int AS n FROM customer_applications a
    JOIN customers c ON c.id = a.customer_id WHERE lower(c.email) = lower(${email})`),
  mails: await count(sql`SELECT count(*)::int AS n FROM mail_outbox
    WHERE lower(recipient) = lower(${email}) OR position(lower(${email}) IN lower(body)) > 0`),
});
const mailsTo = async (recipient: string) =>
  (
    await state.db.db.execute<{ kind: string; subject: string; body: string; reply_to: string }>(
      sql`SELECT kind, subject, body, reply_to FROM mail_outbox WHERE lower(recipient) = lower(${recipient}) ORDER BY created_at`,
    )
  ).rows;

describe.each(["in-process", "http"] as const)("applying over %s", (transport) => {
  it("stores an applicant with the details, mails the office and acknowledges in Polish", async () => {
    const email = `apply-${transport}-${Date.now()}@trade.example`;
    expect(await client(transport, { lang: "en" }).applyForAccount(application(email))).toEqual({ received: true });

    const { rows } = await state.db.db.execute<{
      number: string;
      status: string;
      company: string;
      contact_name: string;
      lang: string;
      currency: string;
      country: string;
      vat_number: string;
      applying_as: string;
      details: Record<string, unknown>;
    }>(sql`SELECT c.number, c.status, c.company, c.contact_name, c.lang, c.currency, c.country, c.vat_number,
        a.applying_as, a.details FROM customers c JOIN customer_applications a ON a.customer_id = c.id
      WHERE c.email = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: "applicant",
      company: "Offroad Serwis Kowalski",
      contact_name: "Piotr Kowalski",
      lang: "pl",
      currency: "PLN",
      country: "PL",
      vat_number: "PL1234567890",
      applying_as: "dealer",
    });
    expect(rows[0]!.details).toMatchObject({ who: "garage", stock: "yes", website: "https://offroad.example" });
    expect(rows[0]!.details).not.toHaveProperty("customer"); // no session token or other common field kept

    const office = await mailsTo("office@parts-shop.example");
    const mine = office.filter((m) => m.body.includes(email));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: "account-application", reply_to: email });
    expect(mine[0]!.subject).toContain(rows[0]!.number);
    expect(mine[0]!.body).toContain(`npm run customers -- approve ${rows[0]!.number}`);
    expect(mine[0]!.body).toContain("Specialisation: Hilux, Land Cruiser");

    const ack = await mailsTo(email);
    expect(ack).toHaveLength(1);
    expect(ack[0]!.kind).toBe("account-application-received");
    expect(ack[0]!.subject).toBe("Otrzymaliśmy Twój wniosek o konto handlowe");
    // The address may be anyone's: the acknowledgement carries nothing the sender typed (issue 37 item 3).
    expect(ack[0]!.body).toMatch(/^Dzień dobry,\n/);
    for (const typed of ["Piotr", "Kowalski", "Offroad"]) expect(ack[0]!.body).not.toContain(typed);
  });

  it("an e-mail that already has an account: the same answer, no second account, the office is told", async () => {
    const [werkstatt] = DEMO_CUSTOMERS;
    const before = await count(
      sql`SELECT count(*)::int AS n FROM customers WHERE lower(email) = lower(${werkstatt!.email})`,
    );
    const answer = await client(transport).applyForAccount(
      application(werkstatt!.email.toUpperCase(), { account_lang: "en", company: "Someone Else Ltd" }),
    );
    expect(answer).toEqual({ received: true });
    expect(
      await count(sql`SELECT count(*)::int AS n FROM customers WHERE lower(email) = lower(${werkstatt!.email})`),
    ).toBe(before);
    const office = (await mailsTo("office@parts-shop.example")).filter((m) => m.body.includes("Someone Else Ltd"));
    expect(office.at(-1)!.subject).toMatch(/existing customer C-\d{6} \(active\)/);
    const note = (await mailsTo(werkstatt!.email)).filter((m) => m.kind === "account-application-existing");
    // The owner hears in the account's language (German), whatever the form said.
    expect(note.at(-1)!.subject).toBe("Ihr Antrag: Sie haben bereits ein Konto bei uns");
  });

  it("bad input is refused with the field and writes nothing", async () => {
    const email = `bad-${transport}-${Date.now()}@trade.example`;
    const before = await counts(email);
    const bad: Partial<ApplicationFields>[] = [
      { privacy: false as unknown as true },
      { billing_address_country: "XX" },
      { company: "Evil\r\nBcc: victim@example.com" },
      { applying_as: "reseller" as "dealer" },
      { account_currency: "USD" as "EUR" },
      { vat_number: "" },
    ];
    for (const over of bad) {
      const error = await expectError(client(transport).applyForAccount(application(email, over)), 400, "BAD_REQUEST");
      expect(Object.keys(error.fields ?? {})).toEqual([Object.keys(over)[0]]);
    }
    expect(await counts(email)).toEqual(before);
  });
});

describe("the office's CLI and the page's action", () => {
  it("lists the applicant with the details, shows the application, approves with the welcome mail", async () => {
    const email = `cli-${Date.now()}@trade.example`;
    await client("in-process").applyForAccount(application(email, { applying_as: "distributor" }));
    const opts = { now: () => new Date(), shopUrl: "https://shop.example" };
    const list = await runCustomersCommand(state.db.db, ["list", "--status", "applicant"], opts);
    const line = list.message.split("\n").findIndex((l) => l.includes(email));
    expect(line).toBeGreaterThanOrEqual(0);
    expect(list.message.split("\n")[line + 1]).toMatch(
      /applying as distributor; phone \+48 600 700 800; VAT PL1234567890; garage; https:\/\/offroad\.example \(npm run customers -- show C-\d{6}\)/,
    );
    const show = await runCustomersCommand(state.db.db, ["show", email], opts);
    expect(show.message).toContain("Applying as: distributor");
    expect(show.message).toContain("Message:\n  We fit 30 suspension kits a month.");
    const approved = await runCustomersCommand(state.db.db, ["approve", email], opts);
    expect(approved.message).toContain("link to set a password");
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(["account-application-received", "account-welcome"]);
  });

  it("the page posts through the honeypot to the thank-you page; a bot's post writes nothing", async () => {
    const email = `page-${Date.now()}@trade.example`;
    const fields = Object.fromEntries(
      Object.entries(application(email)).map(([k, v]) => [k, k === "privacy" ? "on" : String(v ?? "")]),
    );
    const before = await counts(email);
    // An address of its own: the contact form's rate limit is counted per address, shared by all tests.
    const context = load({ clientAddress: `198.51.100.${Math.floor(Math.random() * 250) + 1}` });
    const bot = await action({
      request: formPost("/apply", { ...fields, ...honeypotFields(10_000, "filled") }),
      params: {},
      context,
    });
    expect((bot as { init: { status: number } }).init.status).toBe(400);
    const tooFast = await action({
      request: formPost("/apply", { ...fields, ...honeypotFields(100) }),
      params: {},
      context,
    });
    expect((tooFast as { init: { status: number } }).init.status).toBe(400);
    expect(await counts(email)).toEqual(before);

    const invalid = await action({
      request: formPost("/apply", { ...fields, email: "not-an-address", ...honeypotFields() }),
      params: {},
      context,
    });
    expect((invalid as { init: { status: number } }).init.status).toBe(400);
    expect(await counts(email)).toEqual(before);

    const sent = (await action({
      request: formPost("/apply", { ...fields, ...honeypotFields() }),
      params: {},
      context,
    })) as Response;
    expect(sent.status).toBe(303);
    expect(sent.headers.get("Location")).toBe("/apply?sent");
    expect(await count(sql`SELECT count(*)::int AS n FROM customers WHERE email = ${email}`)).toBe(1);
  });
});
