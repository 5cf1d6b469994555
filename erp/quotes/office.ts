/**
 * `npm run quotes -- ...`: the office's sales answer quotes from the command line (issue 41 item 4),
 * as the office's pages do (./office-calls.ts): list the requests, show one with its lines and messages,
 * answer it with a net price per line and the last day its prices hold, or write to the company.
 */
import { QUOTE_MESSAGE_MAX, QUOTE_STATUSES, type QuoteStatus } from "../../contract/quote-constants.ts";
import { QuoteNumberSchema } from "../../contract/quotes.ts";
import { cliActor, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { dayEnd } from "../import/prices.ts";
import { parseOfficeArgs, usageAnswer, type OfficeAnswer } from "../office.ts";
import { answerQuote, postOfficeMessage } from "./decide.ts";
import { listQuotes } from "./listing.ts";
import { quoteByNumber, quoteView } from "./quotes.ts";

export const QUOTES_USAGE = `Usage:
  npm run quotes -- list [--status requested|answered|accepted|ordered|declined|expired]   (newest 200)
  npm run quotes -- show <Q-2026-000001>                (lines at the company's level, quoted prices, messages)
  npm run quotes -- answer <Q-2026-000001> --price 1=123.45 --price 2=99 --until YYYY-MM-DD [--message TEXT]
      (a net price for every line by its number, in the quote's currency; the prices hold to the end of that day)
  npm run quotes -- message <Q-2026-000001> --message TEXT`;

const LISTED = 200;

const money = (cents: number | null, currency: string) =>
  cents === null ? "-" : `${(cents / 100).toFixed(2)} ${currency}`;

/** `--price 1=123.45` as line 1 at 12345 cents; null when it cannot be read. */
export function priceOption(value: string): [number, number] | null {
  const match = /^\s*(\d{1,4})\s*[=:]\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/.exec(value);
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? "0").padEnd(2, "0"));
  return [Number(match[1]), cents];
}

export async function runQuotesCommand(
  db: Database,
  argv: string[],
  opts: { now: () => Date; shopUrl: string; onMail?: (id: string) => void; actor?: OfficeActor },
): Promise<OfficeAnswer> {
  const usage = (why?: string) => usageAnswer(QUOTES_USAGE, why);
  const parsed = parseOfficeArgs(
    {
      args: argv,
      allowPositionals: true,
      options: {
        status: { type: "string" },
        price: { type: "string", multiple: true },
        until: { type: "string" },
        message: { type: "string" },
      },
    },
    QUOTES_USAGE,
  );
  if ("message" in parsed) return parsed;
  const [command, ref] = parsed.positionals;
  const o = parsed.values;
  const number = ref === undefined ? null : QuoteNumberSchema.safeParse(ref);
  const deps = { shopUrl: opts.shopUrl, ...(opts.onMail ? { onMailQueued: opts.onMail } : {}) };
  const refused = (error: unknown) => {
    if (error instanceof ErpError && error.status < 500)
      return { ok: false, message: [error.message, ...Object.values(error.fields ?? {}).flat()].join("\n") };
    throw error;
  };
  try {
    switch (command) {
      case "list": {
        if (o.status && !(QUOTE_STATUSES as readonly string[]).includes(o.status)) return usage("Unknown --status");
        const { quotes: rows } = await listQuotes(
          db,
          { status: o.status as QuoteStatus | undefined, limit: LISTED, offset: 0 },
          opts.now(),
        );
        if (!rows.length) return { ok: true, message: "No quotes." };
        const list = rows.map(
          (r) =>
            `${r.number}  ${r.status.padEnd(9)}  ${r.createdAt.toISOString().slice(0, 10)}  ${r.company} (${r.requester})  ` +
            `${r.lines} line(s), ${money(r.levelNet, r.currency)} net at their level`,
        );
        return { ok: true, message: list.join("\n") };
      }
      case "show": {
        if (!number?.success) return usage("Name the quote (Q-2026-000001)");
        const quote = await quoteByNumber(db, number.data);
        const view = await quoteView(db, quote, opts.now(), false);
        const lines = view.quotelines.map(
          (l) =>
            `  ${l.position}. ${l.quantity} × ${l.item.name} ${l.item.description}: ${money(l.levelprice, view.currency)} at their level, ` +
            `quoted ${money(l.quotedprice, view.currency)}`,
        );
        const messages = view.messages.map((m) => `  ${m.date.slice(0, 16).replace("T", " ")} ${m.author}: ${m.body}`);
        return {
          ok: true,
          message: [
            `${view.number}  ${view.status}  ${quote.company} (${view.requester} <${quote.requester_email}>), ${view.currency}, ${quote.lang}`,
            ...(view.validuntil ? [`Prices hold until ${view.validuntil}`] : []),
            ...(view.order ? [`Ordered as ${view.order}`] : []),
            "Lines:",
            ...lines,
            "Messages:",
            ...messages,
          ].join("\n"),
        };
      }
      case "answer": {
        if (!number?.success) return usage("Name the quote (Q-2026-000001)");
        const prices = (o.price ?? []).map(priceOption);
        if (!prices.length || prices.some((p) => p === null)) return usage("--price LINE=AMOUNT for every line");
        if (!o.until || !/^\d{4}-\d{2}-\d{2}$/.test(o.until) || Number.isNaN(Date.parse(`${o.until}T00:00:00Z`)))
          return usage("--until YYYY-MM-DD: the last day the prices hold");
        const message = (o.message ?? "").trim();
        if (message.length > QUOTE_MESSAGE_MAX) return usage(`--message is at most ${QUOTE_MESSAGE_MAX} characters`);
        const answered = await answerQuote(
          db,
          deps,
          opts.actor ?? cliActor("quotes"),
          number.data,
          {
            prices: new Map(prices as [number, number][]),
            validUntil: new Date(dayEnd(o.until).getTime() - 1),
            message,
          },
          opts.now(),
        );
        return { ok: true, message: `${answered.number} is answered; ${answered.requester_email} has been mailed.` };
      }
      case "message": {
        if (!number?.success) return usage("Name the quote (Q-2026-000001)");
        const message = (o.message ?? "").trim();
        if (!message || message.length > QUOTE_MESSAGE_MAX)
          return usage(`--message TEXT (at most ${QUOTE_MESSAGE_MAX} characters) is needed`);
        const quote = await postOfficeMessage(db, deps, number.data, message, opts.now());
        return { ok: true, message: `Written to ${quote.requester_email}.` };
      }
      default:
        return usage(command ? `Unknown command ${command}` : undefined);
    }
  } catch (error) {
    return refused(error);
  }
}
