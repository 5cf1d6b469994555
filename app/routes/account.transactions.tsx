/**
 * All transactions (issue 20, decision 0029): the customer's ledger in one currency at a time,
 * newest first, invoices in the debit column and payments and credit notes in the credit column,
 * the balance after each entry (over every older entry, summed by the ERP's database), due dates
 * of invoices on credit terms and which are overdue; the balance of each currency on top.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { LEDGER_PAGE_SIZE, PAGE_MAX } from "../../contract/account-orders-constants.ts";
import type { LedgerEntry } from "../../contract/account-orders.ts";
import type { Language } from "../../contract/languages.ts";
import { formatPrice, fromCents, isCurrency } from "../../contract/money.ts";
import { customerShop } from "../.server/customer.ts";
import { ErpCallError } from "../.server/erp.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { DataTable } from "../components/data-table.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";
import { formatDay, orderUrl } from "../lib/account-orders-format.ts";
import { isOverdue } from "../../contract/ledger-rules.ts";
import { transactionsUrl } from "../lib/ledger.ts";

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const currency = url.searchParams.get("currency");
  try {
    return {
      ledger: await erp.call("getLedger", {
        page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
        ...(isCurrency(currency) ? { ledgercurrency: currency } : {}),
      }),
    };
  } catch (error) {
    // The company's ledger is its admins' (issue 41): a buyer or viewer is told so.
    if (error instanceof ErpCallError && error.code === "ACCOUNT_ROLE") return { ledger: null };
    throw error;
  }
}

export const meta = accountMeta("transactions");

export default function TransactionsPage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { ledger } = useLoaderData<typeof loader>();
  if (!ledger)
    return (
      <div className="page account-page">
        <h1>{t("transactions.title")}</h1>
        <AccountNav />
        <p>{t("transactions.adminsOnly")}</p>
      </div>
    );
  const money = (cents: number) => formatPrice(fromCents(cents), ledger.currency, lang);
  const today = new Date(`${ledger.today}T12:00:00Z`);
  const pages = Math.max(1, Math.ceil(ledger.total / LEDGER_PAGE_SIZE));
  return (
    <div className="page account-page">
      <h1>{t("transactions.title")}</h1>
      <AccountNav />
      <p>{t("transactions.intro")}</p>
      {ledger.balances.length > 0 ? (
        <section aria-labelledby="ledger-balances">
          <h2 id="ledger-balances">{t("transactions.balances")}</h2>
          <dl className="facts ledger-balances">
            {ledger.balances.map((b) => (
              <div key={b.currency}>
                <dt>
                  {b.currency === ledger.currency || ledger.balances.length === 1 ? (
                    t("transactions.owed", { currency: b.currency })
                  ) : (
                    <PageLink to={transactionsUrl(b.currency)}>
                      {t("transactions.owed", { currency: b.currency })}
                    </PageLink>
                  )}
                </dt>
                <dd>
                  <strong>{formatPrice(fromCents(b.balance), b.currency, lang)}</strong>
                  {b.overdue > 0 ? (
                    <span className="ledger-overdue">
                      {" "}
                      ({t("transactions.overdue")}: {formatPrice(fromCents(b.overdue), b.currency, lang)})
                    </span>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <DataTable
        items={ledger.entries}
        none={t("transactions.none")}
        caption={t("transactions.caption", { currency: ledger.currency })}
        className="content-table account-table ledger stack-table"
        rowKey={(e) => e.id}
        columns={[
          { label: t("transactions.date"), cell: (e) => formatDay(e.date, lang) },
          { label: t("transactions.kind"), cell: (e) => t(`transactions.kinds.${e.kind}`) },
          {
            label: t("transactions.document"),
            rowHeader: true,
            cell: (e) => (e.order ? <PageLink to={orderUrl(e.order)}>{e.document}</PageLink> : e.document),
          },
          // The company's own purchase-order number beside the invoice it belongs to (issue 41).
          ...(ledger.entries.some((e) => e.ponumber)
            ? [{ label: t("transactions.ponumber"), cell: (e: LedgerEntry) => e.ponumber ?? "" }]
            : []),
          {
            label: t("transactions.due"),
            cell: (e) => (
              <>
                {e.due ? formatDay(e.due, lang) : ""}
                {e.kind === "invoice" && e.due ? (
                  isOverdue(e, today) ? (
                    <span className="ledger-badge ledger-badge-overdue"> {t("transactions.overdueBadge")}</span>
                  ) : e.open ? (
                    <span className="ledger-badge"> {t("transactions.openBadge")}</span>
                  ) : (
                    <span className="ledger-badge ledger-badge-settled"> {t("transactions.settled")}</span>
                  )
                ) : null}
              </>
            ),
          },
          { label: t("transactions.debit"), numeric: true, cell: (e) => (e.amount > 0 ? money(e.amount) : "") },
          { label: t("transactions.credit"), numeric: true, cell: (e) => (e.amount < 0 ? money(-e.amount) : "") },
          { label: t("transactions.balance"), numeric: true, cell: (e) => money(e.balance) },
        ]}
      />
      <TextPager
        page={ledger.page}
        pages={pages}
        to={(page) => transactionsUrl(ledger.currency, page)}
        t={t}
        prefix="transactions."
      />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
