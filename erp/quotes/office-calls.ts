/**
 * The office's quote calls (POST /office, contract/office-quotes.ts) as office runs: erp/calls.ts
 * wraps them with the staff session and the roles of erp/staff/roles.ts. The answer and the
 * message are the operations `npm run quotes -- answer | message` makes (./decide.ts), with the
 * staff member as the audit's actor; their mails are handed to the sender once committed.
 */
import type { OfficeQuote } from "../../contract/office-quotes.ts";
import type { OfficeRuns } from "../audit/office-run.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { dayEnd } from "../import/prices.ts";
import { answerQuote, postOfficeMessage } from "./decide.ts";
import { listQuotes } from "./listing.ts";
import { quoteByNumber, quoteView, type Tx } from "./quotes.ts";

export interface QuoteOfficeDeps {
  db: Database;
  now: () => Date;
  /** The shop's public address, for the link of the quote's page in the mail. */
  shopUrl: string;
  onMailQueued: (id: string) => void;
}

/** The quote as the office reads it: the company's view with the company and the person who asked. */
async function officeQuote(tx: Tx, number: string, now: Date): Promise<OfficeQuote> {
  const quote = await quoteByNumber(tx, number);
  const view = await quoteView(tx, quote, now, false);
  return {
    ...view,
    company: quote.company,
    customer: quote.customer_number,
    email: quote.requester_email,
    lang: quote.lang,
  };
}

export const quoteOfficeRuns: OfficeRuns<
  "listOfficeQuotes" | "getOfficeQuote" | "answerOfficeQuote" | "postOfficeQuoteMessage",
  QuoteOfficeDeps
> = {
  listOfficeQuotes: async (deps, body, office) => {
    const { quotes, total } = await listQuotes(
      deps.db,
      { status: body.status, limit: body.pagesize, offset: (body.page - 1) * body.pagesize },
      office.at,
    );
    return {
      status: 200,
      body: {
        total,
        quotes: quotes.map((q) => ({
          number: q.number,
          date: q.createdAt.toISOString(),
          status: q.status,
          company: q.company,
          customer: q.customer,
          requester: q.requester,
          currency: q.currency,
          lines: q.lines,
          levelnet: q.levelNet,
          quotednet: q.quotedNet,
          validuntil: q.validUntil?.toISOString() ?? null,
        })),
      },
    };
  },
  getOfficeQuote: async (deps, body, office) => ({
    status: 200,
    body: { quote: await officeQuote(deps.db, body.number, office.at) },
  }),
  answerOfficeQuote: async (deps, body, office) => {
    const prices = new Map(body.prices.map((p) => [p.position, p.price]));
    if (prices.size !== body.prices.length)
      throw new ErpError(400, "BAD_REQUEST", "Give each line's price once", { prices: ["repeated"] });
    await answerQuote(
      deps.db,
      deps,
      office.actor,
      body.number,
      // The prices hold to the end of that day in the shop's time zone (as `npm run quotes -- answer --until`).
      { prices, validUntil: new Date(dayEnd(body.validuntil).getTime() - 1), message: body.message },
      office.at,
    );
    return { status: 200, body: { quote: await officeQuote(deps.db, body.number, office.at) } };
  },
  postOfficeQuoteMessage: async (deps, body, office) => {
    await postOfficeMessage(deps.db, deps, body.number, body.message, office.at);
    return { status: 200, body: { quote: await officeQuote(deps.db, body.number, office.at) } };
  },
};
