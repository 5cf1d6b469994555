/**
 * Quotes of a trade company (issue 41 item 4, contract/quotes.ts): asked for from a basket by any
 * of its people, read by them (a buyer or viewer of a company that keeps orders apart: only their
 * own), written about by both sides. The lines keep the company's net level price of the moment
 * they were asked for (the basket's own pricing, erp/cart/view.ts), so the office answers knowing
 * what the company pays today. Answering, accepting and declining are ./decide.ts's.
 */
import { sql } from "drizzle-orm";
import type { Language } from "../../contract/languages.ts";
import type { Currency } from "../../contract/money.ts";
import { QUOTE_LINES_MAX, QUOTES_LISTED, type QuoteStatus } from "../../contract/quote-constants.ts";
import type { Quote, QuoteSummary } from "../../contract/quotes.ts";
import { sellerOf } from "../company/records.ts";
import type { CallContext } from "../context.ts";
import { ownOrdersOnly, type Person } from "../customers/people.ts";
import type { Customer } from "../customers/customers.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { queueMessage } from "../mail/outbox.ts";
import { regionFor } from "../region/region.ts";
import { buildCart } from "../cart/view.ts";
import { cartNotFound, lockCart } from "../cart/cart.ts";
import type { Source } from "../../contract/catalogue.ts";
import { quoteOfficeMail, quoteRequestedMail, type QuoteMailFacts } from "./mail.ts";

export type Tx = Pick<Database, "execute">;

/** The signed-in company and person a quote call is made by. */
export interface QuoteCaller {
  company: Pick<Customer, "id" | "number" | "company" | "email" | "buyersSeeAllOrders">;
  person: Person;
}

export function quoteCaller(ctx: CallContext): QuoteCaller {
  if (!ctx.account || !ctx.person) throw new ErpError(401, "AUTH001", "Not signed in");
  return { company: ctx.account, person: ctx.person };
}

/** What the office mails and the shop's links need besides the quote. */
export interface QuoteMailDeps {
  office: Record<Source, string>;
  shopUrl: string;
  onMailQueued?: (id: string) => void;
}

export const quoteNotFound = () => new ErpError(404, "NOT_FOUND", "Quote not found");

/** A quote's row as the calls read it. */
export type QuoteRow = {
  id: string;
  number: string;
  customer_id: string;
  person_id: string | null;
  status: QuoteStatus;
  currency: Currency;
  source: Source;
  country: string;
  lang: Language;
  valid_until: Date | null;
  cart_id: string | null;
  order_number: string | null;
  created_at: Date;
  requester: string;
  requester_email: string;
  company: string;
  /** The company's customer number. */
  customer_number: string;
};

const QUOTE_SELECT = sql`SELECT q.id, q.number, q.customer_id, q.person_id, q.status, q.currency, q.source, q.country,
    q.lang, q.valid_until, q.cart_id, o.number AS order_number, q.created_at, c.company, c.number AS customer_number,
    coalesce(p.name, c.contact_name) AS requester, coalesce(p.email, c.email) AS requester_email
  FROM quotes q JOIN customers c ON c.id = q.customer_id
    LEFT JOIN customer_people p ON p.id = q.person_id AND p.removed_at IS NULL
    LEFT JOIN orders o ON o.id = q.order_id`;

/**
 * The caller's quote of that number, locked when `lock`: another company's, or a colleague's where
 * the company keeps orders apart, is not found, exactly as an unknown number.
 */
export async function quoteOf(tx: Tx, caller: QuoteCaller, number: string, lock = false): Promise<QuoteRow> {
  const own = ownOrdersOnly(caller.company, caller.person);
  const { rows } = await tx.execute<QuoteRow>(sql`${QUOTE_SELECT}
    WHERE q.number = ${number} AND q.customer_id = ${caller.company.id}
      AND (${own}::uuid IS NULL OR q.person_id = ${own}::uuid)
    ${lock ? sql`FOR UPDATE OF q` : sql``}`);
  if (!rows[0]) throw quoteNotFound();
  return rows[0];
}

/** A quote of any company, for the office; locked when `lock`. */
export async function quoteByNumber(tx: Tx, number: string, lock = false): Promise<QuoteRow> {
  const { rows } = await tx.execute<QuoteRow>(sql`${QUOTE_SELECT} WHERE q.number = ${number}
    ${lock ? sql`FOR UPDATE OF q` : sql``}`);
  if (!rows[0]) throw quoteNotFound();
  return rows[0];
}

type LineRow = {
  position: number;
  item_id: number;
  name: string;
  description: string;
  urlcomponent: string;
  quantity: number;
  level_net_cents: string | number;
  quoted_net_cents: string | number | null;
};

async function linesOf(tx: Tx, quote: Pick<QuoteRow, "id" | "lang">): Promise<LineRow[]> {
  const { rows } =
    await tx.execute<LineRow>(sql`SELECT l.position, l.item_id, i.name, coalesce(t.description, '') AS description,
      i.urlcomponent, l.quantity, l.level_net_cents, l.quoted_net_cents
    FROM quote_lines l JOIN items i ON i.id = l.item_id
      LEFT JOIN item_texts t ON t.item_id = l.item_id AND t.lang = ${quote.lang}
    WHERE l.quote_id = ${quote.id} ORDER BY l.position`);
  return rows;
}

/** The quote's facts for its mails. */
export async function mailFacts(tx: Tx, quote: QuoteRow): Promise<QuoteMailFacts> {
  const lines = await linesOf(tx, quote);
  return {
    number: quote.number,
    lang: quote.lang,
    currency: quote.currency,
    company: quote.company,
    to: { name: quote.requester, email: quote.requester_email },
    lines: lines.map((l) => ({
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      levelCents: Number(l.level_net_cents),
      quotedCents: l.quoted_net_cents === null ? null : Number(l.quoted_net_cents),
    })),
    validUntil: quote.valid_until ? new Date(quote.valid_until).toISOString() : null,
  };
}

/** Queues one mail of the quote, in the region of its basket. */
export async function queueQuoteMail(
  tx: Tx,
  deps: Pick<QuoteMailDeps, "onMailQueued">,
  quote: Pick<QuoteRow, "source">,
  kind: string,
  mail: { to: string; replyTo: string; subject: string; body: string },
  payload: unknown,
) {
  const id = await queueMessage(tx, { kind, source: quote.source, ...mail, payload });
  deps.onMailQueued?.(id);
}

/** The seller whose name signs a quote's mails. */
export const sellerFor = (tx: Tx, quote: Pick<QuoteRow, "source" | "country">) =>
  sellerOf(tx, regionFor(quote.source, quote.country).location.name);

/**
 * Asks for a quote of the basket's lines (kit components and service lines left out) with a
 * message; the basket stays as it is. Answers the quote's number.
 */
export async function requestQuote(
  ctx: CallContext,
  deps: QuoteMailDeps,
  cartId: string,
  message: string,
): Promise<{ number: string }> {
  const caller = quoteCaller(ctx);
  return ctx.db.transaction(async (tx) => {
    if (!(await lockCart(tx, cartId))) throw cartNotFound();
    const built = await buildCart({ ...ctx, db: tx as unknown as Database }, tx, cartId, { owner: true });
    const lines = built.lines.filter((l) => l.row.parent_line_id === null && l.item.recordtype !== "service");
    if (lines.length === 0)
      throw new ErpError(400, "BAD_REQUEST", "The basket is empty: put the parts to quote in it first", {
        cart_id: ["empty"],
      });
    if (lines.length > QUOTE_LINES_MAX)
      throw new ErpError(400, "BAD_REQUEST", `A quote holds at most ${QUOTE_LINES_MAX} lines`, {
        cart_id: ["tooMany"],
      });
    const seq = (await tx.execute<{ n: number }>(sql`SELECT nextval('quote_number_seq')::int AS n`)).rows[0]!.n;
    const number = `Q-${ctx.now.getUTCFullYear()}-${String(seq).padStart(6, "0")}`;
    const { rows } = await tx.execute<{ id: string }>(sql`INSERT INTO quotes
        (number, customer_id, person_id, currency, source, country, lang, created_at, updated_at)
      VALUES (${number}, ${caller.company.id}, ${caller.person.id}, ${built.cart.currency.iso}, ${ctx.source},
        ${ctx.country}, ${ctx.lang}, ${ctx.now}, ${ctx.now})
      RETURNING id`);
    const id = rows[0]!.id;
    await tx.execute(sql`INSERT INTO quote_lines (quote_id, position, item_id, quantity, level_net_cents)
      SELECT ${id}, v.position, v.item_id, v.quantity, v.cents
      FROM jsonb_to_recordset(${JSON.stringify(
        lines.map((l, i) => ({ position: i + 1, item_id: l.item.id, quantity: l.row.quantity, cents: l.netCents })),
      )}::jsonb) AS v(position int, item_id int, quantity int, cents bigint)`);
    await addMessage(tx, id, "customer", caller.person.name, message, ctx.now);
    const quote = await quoteByNumber(tx, number);
    const facts = await mailFacts(tx, quote);
    const seller = await sellerFor(tx, quote);
    await queueQuoteMail(tx, deps, quote, "quote-requested", quoteRequestedMail(facts, seller, deps.shopUrl), {
      quote: number,
    });
    const office = quoteOfficeMail("request", facts, message, deps.office[quote.source], deps.shopUrl);
    await queueQuoteMail(tx, deps, quote, "quote-request", office, { quote: number });
    return { number };
  });
}

export async function addMessage(
  tx: Tx,
  quoteId: string,
  side: "customer" | "office",
  author: string,
  body: string,
  at: Date,
) {
  await tx.execute(sql`INSERT INTO quote_messages (quote_id, side, author, body, created_at)
    VALUES (${quoteId}, ${side}, ${author}, ${body}, ${at})`);
  await tx.execute(sql`UPDATE quotes SET updated_at = ${at} WHERE id = ${quoteId}`);
}

/** Whether an answered quote's prices still hold at `now`. */
export const stillValid = (quote: Pick<QuoteRow, "valid_until">, now: Date) =>
  quote.valid_until !== null && new Date(quote.valid_until).getTime() >= now.getTime();

/** The status a quote shows at `now`: an answer whose prices ran out is expired even before the housekeeping says so. */
export const statusAt = (quote: Pick<QuoteRow, "status" | "valid_until">, now: Date): QuoteStatus =>
  (quote.status === "answered" || quote.status === "accepted") && !stillValid(quote, now) ? "expired" : quote.status;

function summaryOf(quote: QuoteRow, lines: readonly LineRow[], now: Date): QuoteSummary {
  const quoted = lines.every((l) => l.quoted_net_cents !== null);
  return {
    number: quote.number,
    date: new Date(quote.created_at).toISOString(),
    status: statusAt(quote, now),
    requester: quote.requester,
    currency: quote.currency,
    lines: lines.length,
    levelnet: lines.reduce((s, l) => s + Number(l.level_net_cents) * l.quantity, 0),
    quotednet: quoted && lines.length ? lines.reduce((s, l) => s + Number(l.quoted_net_cents) * l.quantity, 0) : null,
    validuntil: quote.valid_until ? new Date(quote.valid_until).toISOString() : null,
  };
}

/** A quote with its lines and messages, as the company and the office read it. */
export async function quoteView(tx: Tx, quote: QuoteRow, now: Date, canOrder: boolean): Promise<Quote> {
  const lines = await linesOf(tx, quote);
  const { rows: messages } = await tx.execute<{
    side: "customer" | "office";
    author: string;
    body: string;
    created_at: Date;
  }>(sql`SELECT side, author, body, created_at FROM quote_messages WHERE quote_id = ${quote.id} ORDER BY id`);
  const summary = summaryOf(quote, lines, now);
  return {
    ...summary,
    quotelines: lines.map((l) => ({
      position: l.position,
      item: { id: l.item_id, name: l.name, description: l.description, urlcomponent: l.urlcomponent },
      quantity: l.quantity,
      levelprice: Number(l.level_net_cents),
      quotedprice: l.quoted_net_cents === null ? null : Number(l.quoted_net_cents),
    })),
    messages: messages.map((m) => ({
      side: m.side,
      author: m.author,
      body: m.body,
      date: new Date(m.created_at).toISOString(),
    })),
    order: quote.order_number,
    acceptable: canOrder && summary.status === "answered",
  };
}

/** Whether the person may accept a quote (it becomes an order): an admin or a buyer. */
export const mayOrder = (person: Person) => person.role === "admin" || person.role === "buyer";

/** The company's quotes the caller may read, newest first (QUOTES_LISTED at most). */
export async function companyQuotes(tx: Tx, caller: QuoteCaller, now: Date): Promise<QuoteSummary[]> {
  const own = ownOrdersOnly(caller.company, caller.person);
  const { rows } = await tx.execute<QuoteRow & { lines: LineRow[] }>(sql`SELECT s.*,
      (SELECT coalesce(json_agg(json_build_object('quantity', l.quantity, 'level_net_cents', l.level_net_cents,
        'quoted_net_cents', l.quoted_net_cents)), '[]') FROM quote_lines l WHERE l.quote_id = s.id) AS lines
    FROM (${QUOTE_SELECT} WHERE q.customer_id = ${caller.company.id}
      AND (${own}::uuid IS NULL OR q.person_id = ${own}::uuid)
      ORDER BY q.created_at DESC, q.number DESC LIMIT ${QUOTES_LISTED}) s
    ORDER BY s.created_at DESC, s.number DESC`);
  return rows.map((r) => summaryOf(r, r.lines, now));
}
