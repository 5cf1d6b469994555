/**
 * The office's quotes (issue 41 item 4) against the real ERP: a quote a company's viewer asked for
 * is listed and shown to the sales desk with its company, the person who asked and the lines at
 * their level; answered with a price per line, the last day and a message (the lines' prices
 * written, the person mailed, the staff member audited); written about; refused to a role without
 * quotes; bad prices or dates, and a closed quote, write nothing. The office's mail of a request
 * links the quote's page in the office.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { OfficeQuote, OfficeQuoteRow } from "../../contract/office-quotes.ts";
import type { StaffRole } from "../../contract/staff.ts";
import { cliActor } from "../../erp/audit/audit.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { inviteStaff } from "../../erp/staff/accounts.ts";
import { totpCode } from "../../erp/staff/second-factor.ts";
import { tradeCompany } from "./fixtures/company.ts";
import { cloneItem } from "./fixtures/orders.ts";
import { useErp } from "./harness.ts";
import type { Answer } from "./staff-harness.ts";

const { state, client } = useErp();
const db = () => state.db.db;
const today = () => new Date(inject("today"));
const day = (offset: number) => new Date(today().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** An office call (POST /office) as the storefront makes it. */
const office = async (body: Record<string, unknown>): Promise<Answer> =>
  (await state.erp.call("POST", "/office", { lang: "en", ...body })) as Answer;

/** A staff member of these roles, invited and enrolled: answers the session and the e-mail. */
async function member(roles: StaffRole[]) {
  const email = `quotes-${crypto.randomBytes(4).toString("hex")}@staff.example`;
  const { token } = await inviteStaff(db(), cliActor("test"), { email, name: "Quote Desk", roles }, today());
  const shown = await office({ action: "getStaffInvite", token });
  const secret = (shown.body.invite as { secret: string }).secret;
  const answer = await office({
    action: "enrolStaff",
    token,
    password: "staff password for the quote suite",
    code: totpCode(secret, today()),
    client: "10.0.0.1",
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { session: answer.body.token as string, email };
}

const mailsOf = async (number: string) =>
  (
    await db().execute<{ kind: string; recipient: string; subject: string; body: string }>(
      sql`SELECT kind, recipient, subject, body FROM mail_outbox WHERE payload ->> 'quote' = ${number} ORDER BY created_at, id`,
    )
  ).rows;
const auditOf = async (number: string) =>
  (
    await db().execute<{ actor_kind: string; actor: string; action: string; after: Record<string, unknown> }>(
      sql`SELECT actor_kind, actor, action, after FROM audit_log WHERE entity = 'quote' AND entity_id = ${number}
        ORDER BY id`,
    )
  ).rows;

/** A company's viewer asks for a quote of two parts (2 and 3 units) at 100.00 and 50.00 net. */
async function requestedQuote() {
  const c = await tradeCompany(db(), client, today());
  const items = [];
  for (const price of [100, 50]) {
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 40 });
    await db().execute(sql`UPDATE prices SET baseprice = ${price}, promotion = NULL, promotion_from = NULL
      WHERE item_id = ${item.id}`);
    items.push(item);
  }
  const { cart_id } = await c.erp.viewer.addToCart({ record: items[0]!.id, quantity: 2 });
  await c.erp.viewer.addToCart({ cart_id, record: items[1]!.id, quantity: 3 });
  const { number } = await c.erp.viewer.call("requestQuote", { cart_id, message: "Twelve trucks" });
  return { c, number };
}

let sales: { session: string; email: string };
let warehouse: { session: string; email: string };
beforeAll(async () => {
  sales = await member(["sales"]);
  warehouse = await member(["warehouse"]);
});

describe("the office's quotes", () => {
  it("lists and shows a requested quote to the sales desk, and links it in the office's mail", async () => {
    const { c, number } = await requestedQuote();
    const listed = await office({ action: "listOfficeQuotes", staff: sales.session, status: "requested" });
    expect(listed.status).toBe(200);
    const row = (listed.body.quotes as OfficeQuoteRow[]).find((q) => q.number === number);
    expect(row).toMatchObject({
      status: "requested",
      company: "Drei Leute GmbH",
      customer: c.customer.number,
      requester: "Pat viewer",
      currency: "EUR",
      lines: 2,
      levelnet: 2 * 10000 + 3 * 5000,
      quotednet: null,
      validuntil: null,
    });
    expect(listed.body.total).toBeGreaterThanOrEqual(1);
    const answered = await office({ action: "listOfficeQuotes", staff: sales.session, status: "answered" });
    expect((answered.body.quotes as OfficeQuoteRow[]).map((q) => q.number)).not.toContain(number);
    const paged = await office({ action: "listOfficeQuotes", staff: sales.session, page: 1000, pagesize: 1 });
    expect(paged.body).toMatchObject({ quotes: [] });
    expect(paged.body.total).toBeGreaterThanOrEqual(1);

    const shown = await office({ action: "getOfficeQuote", staff: sales.session, number });
    const quote = shown.body.quote as OfficeQuote;
    expect(quote).toMatchObject({ number, status: "requested", company: "Drei Leute GmbH", lang: "en" });
    expect(quote.email).toMatch(/^viewer-.*@trade\.example$/);
    expect(quote.quotelines.map((l) => [l.position, l.quantity, l.levelprice, l.quotedprice])).toEqual([
      [1, 2, 10000, null],
      [2, 3, 5000, null],
    ]);
    expect((await office({ action: "getOfficeQuote", staff: sales.session, number: "Q-1999-000001" })).status).toBe(
      404,
    );
    const request = (await mailsOf(number)).find((m) => m.kind === "quote-request")!;
    expect(request.body).toContain(`/office/quotes/${number}`);
  });

  it("refuses every quote call to a role without quotes", async () => {
    const { number } = await requestedQuote();
    for (const body of [
      { action: "listOfficeQuotes" },
      { action: "getOfficeQuote", number },
      { action: "answerOfficeQuote", number, prices: [{ position: 1, price: 100 }], validuntil: day(10) },
      { action: "postOfficeQuoteMessage", number, message: "Hello" },
    ]) {
      const answer = await office({ ...body, staff: warehouse.session });
      expect(answer, body.action).toMatchObject({ status: 403, body: { code: "STAFF_FORBIDDEN" } });
    }
    expect((await mailsOf(number)).map((m) => m.kind).sort()).toEqual(["quote-request", "quote-requested"]);
  });

  it("answers with prices, the last day and a message: written, mailed and audited; bad input writes nothing", async () => {
    const { c, number } = await requestedQuote();
    const answer = (over: Record<string, unknown>) =>
      office({
        action: "answerOfficeQuote",
        staff: sales.session,
        number,
        prices: [
          { position: 1, price: 8500 },
          { position: 2, price: 4000 },
        ],
        validuntil: day(30),
        message: "Delivery in two weeks.",
        ...over,
      });
    const refusals = [
      await answer({ prices: [{ position: 1, price: 8500 }] }),
      await answer({
        prices: [
          { position: 1, price: 8500 },
          { position: 3, price: 1 },
        ],
      }),
      await answer({
        prices: [
          { position: 1, price: 0 },
          { position: 2, price: 4000 },
        ],
      }),
      await answer({ validuntil: day(-1) }),
      await answer({ validuntil: day(200) }),
      await answer({ validuntil: "2026-02-30" }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals[0]!.body).toMatchObject({ fields: { prices: ["line 2: no price"] } });
    expect(refusals[4]!.body).toMatchObject({ fields: { validuntil: ["range"] } });
    const untouched = (await office({ action: "getOfficeQuote", staff: sales.session, number })).body
      .quote as OfficeQuote;
    expect(untouched.status).toBe("requested");
    expect(untouched.quotelines.map((l) => l.quotedprice)).toEqual([null, null]);
    expect(await auditOf(number)).toEqual([]);

    const answered = await answer({});
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const quote = answered.body.quote as OfficeQuote;
    expect(quote).toMatchObject({ status: "answered", quotednet: 2 * 8500 + 3 * 4000 });
    expect(quote.quotelines.map((l) => l.quotedprice)).toEqual([8500, 4000]);
    expect(quote.validuntil).not.toBeNull();
    expect(quote.messages.at(-1)).toMatchObject({ side: "office", body: "Delivery in two weeks." });
    const mail = (await mailsOf(number)).find((m) => m.kind === "quote-answered")!;
    expect(mail.recipient).toBe(quote.email);
    expect(mail.body).toContain("Delivery in two weeks.");
    expect(mail.body).toContain(`/account/quotes/${number}`);
    expect(await auditOf(number)).toEqual([
      expect.objectContaining({
        actor_kind: "staff",
        actor: sales.email,
        action: "answerQuote",
        after: expect.objectContaining({ status: "answered", prices: { 1: 8500, 2: 4000 } }),
      }),
    ]);
    // The company sees the answer; the office may answer again while it has not decided.
    const seen = await c.erp.admin.call("getQuote", { number });
    expect(seen.quote).toMatchObject({ status: "answered", acceptable: true });
    const again = await answer({
      prices: [
        { position: 1, price: 8000 },
        { position: 2, price: 4000 },
      ],
      message: "",
    });
    expect((again.body.quote as OfficeQuote).quotelines[0]!.quotedprice).toBe(8000);

    // Declined, it is closed: no answer, no message.
    await c.erp.admin.call("declineQuote", { number, message: "" });
    expect(await answer({})).toMatchObject({ status: 409, body: { code: "QUOTE_CLOSED" } });
    const late = await office({ action: "postOfficeQuoteMessage", staff: sales.session, number, message: "Sure?" });
    expect(late).toMatchObject({ status: 409, body: { code: "QUOTE_CLOSED" } });
  });

  it("writes to the person who asked about an open quote", async () => {
    const { number } = await requestedQuote();
    const empty = await office({ action: "postOfficeQuoteMessage", staff: sales.session, number, message: "  " });
    expect(empty.status).toBe(400);
    const posted = await office({
      action: "postOfficeQuoteMessage",
      staff: sales.session,
      number,
      message: "Which axle, front or rear?",
    });
    expect(posted.status).toBe(200);
    const quote = posted.body.quote as OfficeQuote;
    expect(quote.messages.map((m) => [m.side, m.body])).toEqual([
      ["customer", "Twelve trucks"],
      ["office", "Which axle, front or rear?"],
    ]);
    const mail = (await mailsOf(number)).filter((m) => m.kind === "quote-message");
    expect(mail).toEqual([expect.objectContaining({ recipient: quote.email })]);
    expect(mail[0]!.body).toContain("Which axle, front or rear?");
  });
});
