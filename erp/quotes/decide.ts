/**
 * What happens to a quote (issue 41 item 4): the office answers it (a net price per line, until
 * when they hold, a message) and may answer again while the company has not decided; the company
 * accepts an answered quote while it holds (an admin or buyer: a new basket of its lines at the
 * quoted prices, which becomes the person's current basket and is ordered through the usual
 * checkout) or declines it; either side writes messages while it is open. Each step locks the
 * quote's row, so two at once are applied one after the other and the second sees the first.
 * The housekeeping expires answers that ran out unordered; the checkout orders an accepted quote
 * only while it holds (orderQuote).
 */
import { sql } from "drizzle-orm";
import { QUOTE_VALID_DAYS_MAX, type QuoteStatus } from "../../contract/quote-constants.ts";
import { insertKitComponents } from "../cart/cart.ts";
import type { Quote } from "../../contract/quotes.ts";
import type { OfficeActor } from "../audit/audit.ts";
import { recordAudit } from "../audit/audit.ts";
import type { CallContext } from "../context.ts";
import { requireRole } from "../customers/people.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { quoteAnsweredMail, quoteMessageMail, quoteOfficeMail } from "./mail.ts";
import {
  addMessage,
  mailFacts,
  mayOrder,
  queueQuoteMail,
  quoteByNumber,
  quoteCaller,
  quoteOf,
  quoteView,
  sellerFor,
  statusAt,
  stillValid,
  type QuoteMailDeps,
  type QuoteRow,
  type Tx,
} from "./quotes.ts";

const closed = (why: string) => new ErpError(409, "QUOTE_CLOSED", why, { number: [why] });

/** Refuses (409 QUOTE_CLOSED, `why`) a step on a quote whose status at `now` is not one of `open`. */
function requireOpen(
  quote: Pick<QuoteRow, "status" | "valid_until">,
  now: Date,
  open: readonly QuoteStatus[],
  why: string,
) {
  if (!open.includes(statusAt(quote, now))) throw closed(why);
}

/** The company's quote, read for the caller. */
export async function readQuote(ctx: CallContext, number: string): Promise<Quote> {
  const caller = quoteCaller(ctx);
  const quote = await quoteOf(ctx.db, caller, number);
  return quoteView(ctx.db, quote, ctx.now, mayOrder(caller.person));
}

/** A message of the company's person about an open quote (requested, answered or accepted), mailed to the office. */
export async function postCustomerMessage(
  ctx: CallContext,
  deps: QuoteMailDeps,
  number: string,
  message: string,
): Promise<Quote> {
  const caller = quoteCaller(ctx);
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteOf(tx, caller, number, true);
    requireOpen(quote, ctx.now, ["requested", "answered", "accepted"], "This quote is closed: ask for a new one");
    await addMessage(tx, quote.id, "customer", caller.person.name, message, ctx.now);
    const office = quoteOfficeMail(
      "message",
      await mailFacts(tx, quote),
      message,
      deps.office[quote.source],
      deps.shopUrl,
    );
    await queueQuoteMail(tx, deps, quote, "quote-message-office", office, { quote: number });
    return quoteView(tx, quote, ctx.now, mayOrder(caller.person));
  });
}

/**
 * Accepts an answered quote that still holds: a new basket of the person's with the quote's lines
 * at the quoted prices (kits with their components). An admin or buyer only (403 ACCOUNT_ROLE).
 */
export async function acceptQuote(ctx: CallContext, number: string): Promise<{ number: string; cart_id: string }> {
  const caller = quoteCaller(ctx);
  requireRole(caller.person, "admin", "buyer");
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteOf(tx, caller, number, true);
    if (quote.status !== "answered" || !stillValid(quote, ctx.now))
      throw closed(
        quote.status === "requested" ? "This quote is not answered yet" : "This quote can no longer be accepted",
      );
    const { rows } = await tx.execute<{ id: string }>(sql`INSERT INTO carts
        (customer, person_id, source, currency, country, quote_id, updated_at)
      VALUES (${caller.company.number}, ${caller.person.id}, ${quote.source}, ${quote.currency}, ${quote.country},
        ${quote.id}, ${ctx.now})
      RETURNING id`);
    const cartId = rows[0]!.id;
    await tx.execute(sql`INSERT INTO cart_lines (cart_id, item_id, quantity, quoted_net_cents)
      SELECT ${cartId}, item_id, quantity, quoted_net_cents FROM quote_lines WHERE quote_id = ${quote.id}
      ORDER BY position`);
    await insertKitComponents(tx, cartId, null);
    await tx.execute(sql`UPDATE quotes SET status = 'accepted', cart_id = ${cartId}, updated_at = ${ctx.now}
      WHERE id = ${quote.id}`);
    return { number: quote.number, cart_id: cartId };
  });
}

/** Declines a quote not yet accepted (with an optional message), mailing the office. An admin or buyer only. */
export async function declineQuote(
  ctx: CallContext,
  deps: QuoteMailDeps,
  number: string,
  message: string,
): Promise<Quote> {
  const caller = quoteCaller(ctx);
  requireRole(caller.person, "admin", "buyer");
  return ctx.db.transaction(async (tx) => {
    const quote = await quoteOf(tx, caller, number, true);
    requireOpen(quote, ctx.now, ["requested", "answered"], "This quote can no longer be declined");
    if (message) await addMessage(tx, quote.id, "customer", caller.person.name, message, ctx.now);
    await tx.execute(sql`UPDATE quotes SET status = 'declined', updated_at = ${ctx.now} WHERE id = ${quote.id}`);
    const office = quoteOfficeMail(
      "decline",
      await mailFacts(tx, quote),
      message,
      deps.office[quote.source],
      deps.shopUrl,
    );
    await queueQuoteMail(tx, deps, quote, "quote-declined", office, { quote: number });
    return quoteView(tx, { ...quote, status: "declined" }, ctx.now, true);
  });
}

/** The office's answer: a net price in cents for every line (by position), until when they hold, a message. */
export interface QuoteAnswer {
  prices: ReadonlyMap<number, number>;
  validUntil: Date;
  message: string;
}

/**
 * Answers a quote the company has not decided on (requested, or answered before: the new answer
 * replaces the old), mailing the person who asked. Every line needs its price.
 */
export async function answerQuote(
  db: Database,
  deps: Pick<QuoteMailDeps, "shopUrl" | "onMailQueued">,
  actor: OfficeActor,
  number: string,
  answer: QuoteAnswer,
  now: Date,
): Promise<QuoteRow> {
  const latest = new Date(now.getTime() + QUOTE_VALID_DAYS_MAX * 86_400_000);
  if (answer.validUntil.getTime() <= now.getTime() || answer.validUntil.getTime() > latest.getTime())
    throw new ErpError(400, "BAD_REQUEST", `The prices must hold from tomorrow up to ${QUOTE_VALID_DAYS_MAX} days`, {
      validuntil: ["range"],
    });
  return db.transaction(async (tx) => {
    const quote = await quoteByNumber(tx, number, true);
    requireOpen(
      quote,
      now,
      ["requested", "answered"],
      "The company has decided on this quote, or its prices ran out: it cannot be answered again",
    );
    const { rows } = await tx.execute<{ position: number }>(
      sql`SELECT position FROM quote_lines WHERE quote_id = ${quote.id} ORDER BY position`,
    );
    const missing = rows.filter((r) => !((answer.prices.get(r.position) ?? 0) > 0)).map((r) => r.position);
    const unknown = [...answer.prices.keys()].filter((p) => !rows.some((r) => r.position === p));
    if (missing.length || unknown.length)
      throw new ErpError(400, "BAD_REQUEST", "Give a price above 0 for every line of the quote, and for no other", {
        prices: [...missing.map((p) => `line ${p}: no price`), ...unknown.map((p) => `line ${p}: no such line`)],
      });
    await tx.execute(sql`UPDATE quote_lines l SET quoted_net_cents = v.cents
      FROM jsonb_to_recordset(${JSON.stringify([...answer.prices].map(([position, cents]) => ({ position, cents })))}::jsonb)
        AS v(position int, cents bigint)
      WHERE l.quote_id = ${quote.id} AND l.position = v.position`);
    await tx.execute(sql`UPDATE quotes SET status = 'answered', valid_until = ${answer.validUntil},
        answered_at = ${now}, answered_by = ${actor.name}, updated_at = ${now}
      WHERE id = ${quote.id}`);
    const seller = await sellerFor(tx, quote);
    if (answer.message) await addMessage(tx, quote.id, "office", seller.name, answer.message, now);
    const answered = { ...quote, status: "answered" as const, valid_until: answer.validUntil };
    await recordAudit(tx, actor, {
      entity: "quote",
      entityId: quote.number,
      action: "answerQuote",
      before: { status: quote.status },
      after: {
        status: "answered",
        validuntil: answer.validUntil.toISOString(),
        prices: Object.fromEntries(answer.prices),
      },
    });
    const mail = quoteAnsweredMail(await mailFacts(tx, answered), answer.message, seller, deps.shopUrl);
    await queueQuoteMail(tx, deps, quote, "quote-answered", mail, { quote: number });
    return answered;
  });
}

/** A message of the office about an open quote, mailed to the person who asked. */
export async function postOfficeMessage(
  db: Database,
  deps: Pick<QuoteMailDeps, "shopUrl" | "onMailQueued">,
  number: string,
  message: string,
  now: Date,
): Promise<QuoteRow> {
  return db.transaction(async (tx) => {
    const quote = await quoteByNumber(tx, number, true);
    requireOpen(quote, now, ["requested", "answered", "accepted"], "This quote is closed");
    const seller = await sellerFor(tx, quote);
    await addMessage(tx, quote.id, "office", seller.name, message, now);
    const mail = quoteMessageMail(await mailFacts(tx, quote), message, seller, deps.shopUrl);
    await queueQuoteMail(tx, deps, quote, "quote-message", mail, { quote: number });
    return quote;
  });
}

/**
 * At the checkout, in addOrder's transaction: a basket made from a quote is ordered only while the
 * quote is accepted and holds; the quote is then ordered, by this order. Nothing for another basket.
 */
export async function orderQuote(tx: Tx, quoteId: string | null, orderId: string, now: Date): Promise<void> {
  if (!quoteId) return;
  const { rows } = await tx.execute<{ status: string; valid_until: Date | null }>(
    sql`SELECT status, valid_until FROM quotes WHERE id = ${quoteId} FOR UPDATE`,
  );
  const quote = rows[0];
  if (!quote || quote.status !== "accepted" || !stillValid(quote, now))
    throw new ErpError(409, "QUOTE_CLOSED", "The quote of this basket no longer holds: ask for a new one", {
      quote: ["closed"],
    });
  await tx.execute(sql`UPDATE quotes SET status = 'ordered', order_id = ${orderId}, updated_at = ${now}
    WHERE id = ${quoteId}`);
}

/** The housekeeping: answers whose prices ran out unordered are expired. Answers how many. */
export async function expireQuotes(db: Database, now: Date): Promise<number> {
  const { rowCount } = await db.execute(sql`UPDATE quotes SET status = 'expired', updated_at = ${now}
    WHERE status IN ('answered', 'accepted') AND valid_until < ${now}`);
  return rowCount ?? 0;
}
