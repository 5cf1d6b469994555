/**
 * The signed-in company's quotes (issue 41 item 4), newest first: each with who asked, its status,
 * its net total at the company's prices and as quoted, and until when an answer holds. A quote is
 * asked for from the basket; its page holds the lines, the messages and the company's decision.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatDate } from "../../contract/format.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents } from "../../contract/money.ts";
import type { QuoteSummary } from "../../contract/quotes.ts";
import { customerShop } from "../.server/customer.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { DataTable } from "../components/data-table.tsx";
import { PageLink } from "../components/page-link.tsx";
import { QuoteStatusBadge } from "../components/quote-status.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { quoteUrl } from "../lib/account-orders-format.ts";
import { useTranslation } from "../translation.tsx";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  return { quotes: (await erp.call("getQuotes", {})).quotes as QuoteSummary[] };
}

export const meta = accountMeta("quotes");

export default function QuotesPage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { quotes } = useLoaderData<typeof loader>();
  const money = (q: QuoteSummary, cents: number | null) =>
    cents === null ? "" : formatPrice(fromCents(cents), q.currency, lang);
  return (
    <div className="page account-page">
      <h1>{t("quotes.title")}</h1>
      <AccountNav />
      <p>{t("quotes.intro")}</p>
      <DataTable
        items={quotes}
        none={t("quotes.none")}
        caption={t("quotes.caption")}
        captionClassName="visually-hidden"
        className="content-table account-table stack-table"
        rowKey={(q) => q.number}
        columns={[
          {
            label: t("quotes.number"),
            rowHeader: true,
            cell: (q) => <PageLink to={quoteUrl(q.number)}>{q.number}</PageLink>,
          },
          { label: t("quotes.date"), cell: (q) => formatDate(q.date, lang) },
          { label: t("quotes.requester"), cell: (q) => q.requester },
          { label: t("quotes.status"), cell: (q) => <QuoteStatusBadge status={q.status} /> },
          { label: t("quotes.lines"), numeric: true, cell: (q) => q.lines },
          { label: t("quotes.levelNet"), numeric: true, cell: (q) => money(q, q.levelnet) },
          { label: t("quotes.quotedNet"), numeric: true, cell: (q) => money(q, q.quotednet) },
          { label: t("quotes.validUntil"), cell: (q) => (q.validuntil ? formatDate(q.validuntil, lang) : "") },
        ]}
      />
      <p>
        <PageLink to="/basket">{t("quotes.fromBasket")}</PageLink>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
