/**
 * The office's list of quotes (issue 41 item 4): every company's, newest first, optionally of one
 * status as it shows now (an answer whose prices ran out is expired before the housekeeping writes
 * it), a page at a time. The office's pages (listOfficeQuotes) and `npm run quotes -- list` read it.
 */
import { sql } from "drizzle-orm";
import type { Currency } from "../../contract/money.ts";
import type { QuoteStatus } from "../../contract/quote-constants.ts";
import type { Tx } from "./quotes.ts";

/** One quote of the office's list. */
export interface OfficeQuoteListRow {
  number: string;
  status: QuoteStatus;
  createdAt: Date;
  company: string;
  /** The company's customer number. */
  customer: string;
  requester: string;
  currency: Currency;
  lines: number;
  /** Net totals in cents: at the company's level when asked; as quoted (null until every line is). */
  levelNet: number;
  quotedNet: number | null;
  validUntil: Date | null;
}

type Row = {
  number: string;
  status: QuoteStatus;
  created_at: Date;
  company: string;
  customer: string;
  requester: string;
  currency: Currency;
  valid_until: Date | null;
  lines: number;
  level: string | null;
  quoted: string | null;
  unquoted: number;
  total: number;
};

/** A page of the quotes, newest first, with how many match the filter in all. */
export async function listQuotes(
  tx: Tx,
  filter: { status?: QuoteStatus | undefined; limit: number; offset: number },
  now: Date,
): Promise<{ quotes: OfficeQuoteListRow[]; total: number }> {
  const status = filter.status ?? null;
  const { rows } = await tx.execute<Row>(sql`SELECT s.*, count(*) OVER ()::int AS total FROM (
      SELECT q.number, q.created_at, c.company, c.number AS customer, coalesce(p.name, c.contact_name) AS requester,
        q.currency, q.valid_until,
        CASE WHEN q.status IN ('answered', 'accepted') AND q.valid_until < ${now} THEN 'expired' ELSE q.status END
          AS status,
        (SELECT count(*)::int FROM quote_lines l WHERE l.quote_id = q.id) AS lines,
        (SELECT sum(l.level_net_cents * l.quantity)::text FROM quote_lines l WHERE l.quote_id = q.id) AS level,
        (SELECT sum(l.quoted_net_cents * l.quantity)::text FROM quote_lines l WHERE l.quote_id = q.id) AS quoted,
        (SELECT count(*)::int FROM quote_lines l WHERE l.quote_id = q.id AND l.quoted_net_cents IS NULL)
          AS unquoted
      FROM quotes q JOIN customers c ON c.id = q.customer_id
        LEFT JOIN customer_people p ON p.id = q.person_id AND p.removed_at IS NULL) s
    WHERE ${status}::text IS NULL OR s.status = ${status}
    ORDER BY s.created_at DESC, s.number DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`);
  // Past the last page no row tells how many there are: counted then.
  const total =
    rows[0]?.total ?? (filter.offset > 0 ? (await listQuotes(tx, { ...filter, limit: 1, offset: 0 }, now)).total : 0);
  return {
    total,
    quotes: rows.map((r) => ({
      number: r.number,
      status: r.status,
      createdAt: new Date(r.created_at),
      company: r.company,
      customer: r.customer,
      requester: r.requester,
      currency: r.currency,
      lines: r.lines,
      levelNet: Number(r.level ?? 0),
      quotedNet: r.lines > 0 && r.unquoted === 0 ? Number(r.quoted) : null,
      validUntil: r.valid_until ? new Date(r.valid_until) : null,
    })),
  };
}
