/** The company's quote calls (POST /account/quotes, contract/quotes.ts). */
import type { ContextFields, HandlersOf, MailOffices } from "../call-handler.ts";
import type { CallContext } from "../context.ts";
import { acceptQuote, declineQuote, postCustomerMessage, readQuote } from "./decide.ts";
import { companyQuotes, quoteCaller, requestQuote, type QuoteMailDeps } from "./quotes.ts";

export interface QuoteDeps {
  context: (body: ContextFields) => Promise<CallContext>;
  mail: MailOffices;
  shopUrl: string;
  onMailQueued: (id: string) => void;
}

const mailDeps = (deps: QuoteDeps): QuoteMailDeps => ({
  office: deps.mail.office,
  shopUrl: deps.shopUrl,
  onMailQueued: deps.onMailQueued,
});

export const quoteCalls: HandlersOf<
  "requestQuote" | "getQuotes" | "getQuote" | "postQuoteMessage" | "acceptQuote" | "declineQuote",
  QuoteDeps
> = {
  requestQuote: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: await requestQuote(ctx, mailDeps(deps), body.cart_id, body.message) };
  },
  getQuotes: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: { quotes: await companyQuotes(ctx.db, quoteCaller(ctx), ctx.now) } };
  },
  getQuote: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: { quote: await readQuote(ctx, body.number) } };
  },
  postQuoteMessage: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: { quote: await postCustomerMessage(ctx, mailDeps(deps), body.number, body.message) } };
  },
  acceptQuote: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: await acceptQuote(ctx, body.number) };
  },
  declineQuote: async (deps, body) => {
    const ctx = await deps.context(body);
    return { status: 200, body: { quote: await declineQuote(ctx, mailDeps(deps), body.number, body.message) } };
  },
};
