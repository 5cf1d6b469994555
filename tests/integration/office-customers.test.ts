/**
 * The office's customers and applications (issue 38 item 3) through the contract over HTTP, in
 * staff sessions: the list searched, filtered and paged; one customer; an applicant from the shop's
 * form approved (the welcome mail in their language) or declined (a mail too); terms, credit limit,
 * price levels, status and the password link; an audit entry for every write, in the office and
 * by `npm run customers` (the command line's actor); bad input refused with fields, nothing written.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import type { ApplicationFields } from "../../contract/application.ts";
import { OFFICE_PATH, type StaffRole } from "../../contract/staff.ts";
import { createCustomer } from "../../erp/customers/customers.ts";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { firstAdminOf } from "../../erp/customers/people.ts";
import { startSession } from "../../erp/customers/tokens.ts";
import { startStaffSession } from "../../erp/staff/sessions.ts";
import { useErp } from "./harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const run = crypto.randomBytes(3).toString("hex");

async function staff(roles: StaffRole[]): Promise<{ token: string; email: string }> {
  const email = `${roles.join("-")}-${crypto.randomBytes(4).toString("hex")}@office.example`;
  const { rows } = await db().execute<{
    id: string;
  }>(sql`INSERT INTO staff (email, name, roles, password_hash, totp_secret, status)
    VALUES (${email}, 'Test', ${`{${roles.join(",")}}`}::text[], 'scrypt$test', 'JBSWY3DPEHPK3PXP', 'active') RETURNING id`);
  return { token: (await startStaffSession(db(), rows[0]!.id, today())).token, email };
}

type Answer = { status: number; body: Record<string, unknown> & { code?: string; fields?: Record<string, string[]> } };
async function office(token: string, action: string, fields: Record<string, unknown> = {}): Promise<Answer> {
  return (await state.transports.http.post(OFFICE_PATH, { action, staff: token, ...fields })) as Answer;
}

let seq = 0;
const newEmail = (what: string) => `${what}-${run}-${++seq}@trade.example`;

async function customer(over: Partial<Parameters<typeof createCustomer>[1]> = {}) {
  return createCustomer(db(), {
    email: newEmail("cust"),
    company: `Werkstatt ${run}`,
    contactName: "Eva Roth",
    country: "DE",
    lang: "de",
    status: "active",
    ...over,
  });
}

const application = (email: string, lang: "en" | "pl" | "de"): ApplicationFields => ({
  applying_as: "dealer",
  company: `Applicant ${run} ${lang}`,
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
  account_lang: lang,
  account_currency: "PLN",
  who: "garage",
  customers: "owners",
  range: "country",
  stock: "yes",
  website: "",
  specialisation: "",
  text: "",
  privacy: true,
});

const numberOf = async (email: string) =>
  (await db().execute<{ number: string }>(sql`SELECT number FROM customers WHERE lower(email) = lower(${email})`))
    .rows[0]!.number;
const auditOf = async (number: string) =>
  (
    await db().execute<{ action: string; actor: string; actor_kind: string; before: unknown; after: unknown }>(
      sql`SELECT action, actor, actor_kind, before, after FROM audit_log WHERE entity = 'customer' AND entity_id = ${number} ORDER BY id`,
    )
  ).rows;
const mailsTo = async (email: string) =>
  (
    await db().execute<{ kind: string; subject: string; body: string }>(
      sql`SELECT kind, subject, body FROM mail_outbox WHERE lower(recipient) = lower(${email}) ORDER BY created_at, id`,
    )
  ).rows;

describe("the office's customer list", () => {
  it("searches by number, name, e-mail or company, filters by status, and pages", async () => {
    const { token } = await staff(["sales"]);
    const tag = `tag${crypto.randomBytes(3).toString("hex")}`;
    const made = [
      await customer({ company: `Alpha ${tag}` }),
      await customer({ company: `Beta ${tag}`, status: "on_hold" }),
      await customer({ company: "Gamma", contactName: `Kim ${tag}` }),
    ];
    const list = await office(token, "listOfficeCustomers", { q: tag.toUpperCase() });
    expect(list.status).toBe(200);
    expect((list.body.customers as { number: string }[]).map((c) => c.number).sort()).toEqual(
      made.map((c) => c.number).sort(),
    );
    expect(list.body.total).toBe(3);
    const held = await office(token, "listOfficeCustomers", { q: tag, status: "on_hold" });
    expect(held.body.customers).toMatchObject([{ number: made[1]!.number, status: "on_hold", creditlimit: null }]);
    const second = await office(token, "listOfficeCustomers", { q: tag, page: 2, pagesize: 2 });
    expect(second.body).toMatchObject({ total: 3, page: 2 });
    expect(second.body.customers).toHaveLength(1);
    const byEmail = await office(token, "listOfficeCustomers", { q: made[2]!.email });
    expect(byEmail.body.customers).toMatchObject([{ number: made[2]!.number }]);
    const byNumber = await office(token, "listOfficeCustomers", { q: made[0]!.number.toLowerCase() });
    expect((byNumber.body.customers as { number: string }[]).map((c) => c.number)).toContain(made[0]!.number);
    // A % is a character, not a pattern.
    expect((await office(token, "listOfficeCustomers", { q: "%" })).body.total).toBe(0);
    // Bad filters: 400 with the field named.
    const bad = await office(token, "listOfficeCustomers", { status: "deleted", pagesize: 1000 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toEqual(expect.arrayContaining(["status", "pagesize"]));
  });

  it("shows one customer; an unknown number is 404", async () => {
    const { token } = await staff(["sales"]);
    const c = await customer();
    const shown = await office(token, "getOfficeCustomer", { number: c.number.toLowerCase() });
    expect(shown.status).toBe(200);
    expect(shown.body.customer).toMatchObject({
      number: c.number,
      email: c.email,
      status: "active",
      creditterms: "prepaid",
      creditlimit: null,
      openbalance: 0,
      haspassword: false,
      pricelevels: [],
      orders: [],
    });
    expect((await office(token, "getOfficeCustomer", { number: "C-999999999" })).status).toBe(404);
  });
});

describe("applications", () => {
  it("an applicant from the shop's form is approved: active, the welcome mail in their language, recorded", async () => {
    const { token, email: staffEmail } = await staff(["sales"]);
    const email = newEmail("applicant");
    await client("in-process", { lang: "en" }).applyForAccount(application(email, "de"));
    const number = await numberOf(email);
    let found: Record<string, unknown> | undefined;
    for (let page = 1; !found; page++) {
      const list = await office(token, "listApplicants", { page, pagesize: 200 });
      expect(list.status).toBe(200);
      const applicants = list.body.applicants as { number: string }[];
      found = applicants.find((a) => a.number === number);
      if (applicants.length < 200) break;
    }
    expect(found).toMatchObject({ email, lang: "de", application: { applyingas: "dealer", existing: false } });
    expect(found!.application).toMatchObject({
      details: { email, company: `Applicant ${run} de`, first_name: "Piotr" },
    });

    const approved = await office(token, "decideApplication", { number, decision: "approve" });
    expect(approved.status).toBe(200);
    expect(approved.body.customer).toMatchObject({ number, status: "active" });
    const welcome = (await mailsTo(email)).find((m) => m.kind === "account-welcome");
    expect(welcome?.subject).toBe("Ihr Händlerkonto ist bereit: Passwort festlegen");
    expect(welcome?.body).toMatch(/\/login\/password\/[\w-]{43}/);
    expect(await auditOf(number)).toMatchObject([
      {
        action: "approve",
        actor: staffEmail,
        actor_kind: "staff",
        before: { status: "applicant" },
        after: { status: "active", mail: "welcome" },
      },
    ]);
    // Decided once: a second decision is refused and writes nothing.
    const again = await office(token, "decideApplication", { number, decision: "decline" });
    expect(again).toMatchObject({ status: 409, body: { code: "CUSTOMER_STATE" } });
    expect(await auditOf(number)).toHaveLength(1);
  });

  it("an applicant declined is closed and told so in their language", async () => {
    const { token } = await staff(["sales"]);
    const email = newEmail("declined");
    await client("in-process", { lang: "en" }).applyForAccount(application(email, "pl"));
    const number = await numberOf(email);
    const declined = await office(token, "decideApplication", { number, decision: "decline" });
    expect(declined.body.customer).toMatchObject({ status: "closed" });
    const mail = (await mailsTo(email)).find((m) => m.kind === "account-declined");
    expect(mail?.subject).toBe("Twój wniosek o konto handlowe");
    expect(await auditOf(number)).toMatchObject([{ action: "decline", after: { status: "closed", mail: "declined" } }]);
    expect((await office(token, "decideApplication", { number, decision: "maybe" })).status).toBe(400);
  });
});

describe("a customer's terms, levels, status and password link", () => {
  it("records an audit entry for every write, before and after", async () => {
    const { token } = await staff(["sales"]);
    const c = await customer();
    const number = c.number;
    const terms = await office(token, "setCustomerTerms", {
      number,
      creditterms: "invoice",
      duedays: 30,
      creditlimit: 500_000,
    });
    expect(terms.body.customer).toMatchObject({ creditterms: "invoice", duedays: 30, creditlimit: 500_000 });
    const level = await office(token, "setCustomerPriceLevel", { number, name: "Dealer", discountpct: 12.5 });
    expect(level.body.customer).toMatchObject({
      pricelevels: [{ name: "Dealer", discountpct: 12.5, brand: null, pricegroup: null, tiers: [] }],
    });
    // Volume tiers come back with the level, by rising quantity; a tier not above the level is refused.
    const tiered = await office(token, "setCustomerPriceLevel", {
      number,
      name: "Dealer",
      discountpct: 12.5,
      tiers: [
        { from: 50, discountpct: 18 },
        { from: 10, discountpct: 15.25 },
      ],
    });
    expect(tiered.body.customer).toMatchObject({
      pricelevels: [
        {
          name: "Dealer",
          tiers: [
            { from: 10, discountpct: 15.25 },
            { from: 50, discountpct: 18 },
          ],
        },
      ],
    });
    const below = await office(token, "setCustomerPriceLevel", {
      number,
      name: "Dealer",
      discountpct: 12.5,
      tiers: [{ from: 10, discountpct: 12 }],
    });
    expect(below.status).toBe(400);
    const removed = await office(token, "setCustomerPriceLevel", { number, discountpct: null });
    expect((removed.body.customer as { pricelevels: unknown[] }).pricelevels).toEqual([]);

    // On hold signs the customer out everywhere; active again.
    const session = await startSession(db(), (await firstAdminOf(db(), c.id))!, today(), true);
    const held = await office(token, "setCustomerStatus", { number, status: "on_hold", reason: "unpaid invoices" });
    expect(held.body.customer).toMatchObject({ status: "on_hold" });
    const sessions = await db().execute(sql`SELECT 1 FROM customer_sessions WHERE customer_id = ${c.id}`);
    expect(sessions.rows).toHaveLength(0);
    expect(
      (await client("in-process", { customerToken: session })
        .getAccount()
        .catch((e: Error) => e)) instanceof Error,
    ).toBe(true);
    expect((await office(token, "setCustomerStatus", { number, status: "active" })).body.customer).toMatchObject({
      status: "active",
    });

    // Without a password: the welcome mail; with one: the reset mail.
    await office(token, "sendPasswordLink", { number });
    await db().execute(sql`UPDATE customer_people SET password_hash = 'scrypt$x' WHERE customer_id = ${c.id}`);
    await office(token, "sendPasswordLink", { number });
    expect((await mailsTo(c.email)).map((m) => [m.kind, m.subject])).toEqual([
      ["account-welcome", "Ihr Händlerkonto ist bereit: Passwort festlegen"],
      ["account-reset", "Passwort zurücksetzen"],
    ]);

    const entries = await auditOf(number);
    expect(entries.map((e) => e.action)).toEqual([
      "terms",
      "priceLevel",
      "priceLevel",
      "priceLevel",
      "hold",
      "activate",
      "sendPasswordLink",
      "sendPasswordLink",
    ]);
    expect(entries[0]).toMatchObject({
      actor_kind: "staff",
      before: { creditterms: "prepaid", duedays: 0, creditlimit: null },
      after: { creditterms: "invoice", duedays: 30, creditlimit: 500_000 },
    });
    expect(entries[1]!.after).toMatchObject({ levels: "Dealer 12.5 % (every part)" });
    expect(entries[2]!.after).toMatchObject({
      levels: "Dealer 12.5 % (every part; from 10: 15.25 %; from 50: 18 %)",
    });
    expect(entries[4]).toMatchObject({
      before: { status: "active" },
      after: { status: "on_hold", reason: "unpaid invoices" },
    });
    expect(entries[7]!.after).toMatchObject({ mail: "reset" });
    for (const e of entries) expect(JSON.stringify(e)).not.toMatch(/scrypt|token/);
  });

  it("refuses bad input and impossible changes with fields, writing nothing", async () => {
    const { token } = await staff(["sales"]);
    const c = await customer();
    const applicant = await customer({ status: "applicant" });
    const number = c.number;
    const refusals: [string, Record<string, unknown>, number, string][] = [
      ["setCustomerTerms", { number, creditterms: "invoice", creditlimit: null }, 400, "duedays"],
      ["setCustomerTerms", { number, creditterms: "invoice", duedays: 121, creditlimit: null }, 400, "duedays"],
      ["setCustomerTerms", { number, creditterms: "prepaid", creditlimit: -1 }, 400, "creditlimit"],
      ["setCustomerTerms", { number, creditterms: "prepaid", creditlimit: 12.5 }, 400, "creditlimit"],
      ["setCustomerPriceLevel", { number, name: "Too much", discountpct: 95 }, 400, "discountpct"],
      ["setCustomerPriceLevel", { number, name: "Odd", discountpct: 10.005 }, 400, "discountpct"],
      ["setCustomerPriceLevel", { number, name: "", discountpct: 10 }, 400, "name"],
      ["setCustomerPriceLevel", { number, name: "X", discountpct: 10, brand: "b", pricegroup: "g" }, 400, "pricegroup"],
      ["setCustomerPriceLevel", { number, name: "X", discountpct: 10, brand: "no-such-brand" }, 400, "brand"],
      ["setCustomerStatus", { number, status: "deleted" }, 400, "status"],
      ["setCustomerStatus", { number: "no such number!", status: "closed" }, 400, "number"],
      ["setCustomerStatus", { number: applicant.number, status: "active" }, 409, "status"],
      ["sendPasswordLink", { number: applicant.number }, 409, "status"],
    ];
    for (const [action, fields, status, field] of refusals) {
      const answer = await office(token, action, fields);
      expect(answer.status, `${action} ${JSON.stringify(fields)}`).toBe(status);
      expect(Object.keys(answer.body.fields ?? {}), `${action} ${JSON.stringify(fields)}`).toContain(field);
    }
    expect(await auditOf(number)).toEqual([]);
    expect(await auditOf(applicant.number)).toEqual([]);
    expect((await office(token, "getOfficeCustomer", { number })).body.customer).toMatchObject({
      status: "active",
      creditterms: "prepaid",
      creditlimit: null,
      pricelevels: [],
    });
    expect(await mailsTo(applicant.email)).toEqual([]);
  });

  it("npm run customers makes the same writes with the command line's actor", async () => {
    const c = await customer();
    const cli = (...argv: string[]) =>
      runCustomersCommand(db(), argv, { now: () => today(), shopUrl: "https://shop.example" });
    const answer = await cli("terms", c.number, "invoice", "--days", "14", "--limit", "2500,50");
    expect(answer.message).toContain("invoice 14 days, limit 2500.50 EUR");
    expect((await cli("terms", c.number, "invoice", "--days", "14", "--limit", "lots")).ok).toBe(false);
    await cli("level", c.email, "--name", "Partner", "--discount", "5");
    await cli("hold", c.number);
    await cli("approve", c.number);
    const entries = await auditOf(c.number);
    expect(entries.map((e) => e.action)).toEqual(["terms", "priceLevel", "hold", "approve"]);
    for (const e of entries) {
      expect(e.actor_kind).toBe("cli");
      expect(e.actor).toMatch(/^customers \(.+\)$/);
    }
    expect(entries[0]!.after).toMatchObject({ creditterms: "invoice", duedays: 14, creditlimit: 250_050 });
    const created = await cli(
      "create",
      "--email",
      newEmail("cli"),
      "--company",
      "Cli Ltd",
      "--contact",
      "Ann",
      "--country",
      "PL",
    );
    const number = /C-\d{6}/.exec(created.message)![0];
    expect(await auditOf(number)).toMatchObject([{ action: "create", actor_kind: "cli", before: null }]);
  });
});
