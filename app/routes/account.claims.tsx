/**
 * The signed-in customer's warranty claims (issue 38 item 3): those made while signed in and those
 * made with the account's e-mail address, newest first a page at a time, each with its status and
 * the office's messages, as on the claim's page from the mail.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { ACCOUNT_CLAIMS_PAGE_SIZE } from "../../contract/claim-status.ts";
import type { Language } from "../../contract/languages.ts";
import { customerShop } from "../.server/customer.ts";
import { AccountNav } from "../components/account-nav.tsx";
import { ClaimView } from "../components/claim-view.tsx";
import { PageLink } from "../components/page-link.tsx";
import { TextPager } from "../components/pager.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { accountMeta } from "../lib/account-meta.ts";

/** ?page=N, anything else the first page. */
const pageOf = (url: URL) => {
  const page = Number(url.searchParams.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
};

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { erp } = await customerShop(request, load);
  const page = pageOf(new URL(request.url));
  const answer = await erp.call("getAccountClaims", { page });
  return { page, ...answer, pages: Math.max(1, Math.ceil(answer.total / ACCOUNT_CLAIMS_PAGE_SIZE)) };
}

export const meta = accountMeta("claims");

export default function AccountClaimsPage() {
  const { t, i18n } = useTranslation("account");
  const lang = i18n.language as Language;
  const { claims, page, pages } = useLoaderData<typeof loader>();
  return (
    <div className="page account-page">
      <h1>{t("claims.title")}</h1>
      <AccountNav />
      <p>{t("claims.intro")}</p>
      {claims.length === 0 ? (
        <p>{t("claims.none")}</p>
      ) : (
        claims.map((claim) => <ClaimView key={claim.number} claim={claim} lang={lang} heading="h2" />)
      )}
      <p>
        <PageLink to="/warranty">{t("claims.newClaim")}</PageLink>
      </p>
      <TextPager page={page} pages={pages} to={(p) => `/account/claims?page=${p}`} t={t} prefix="claims." />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
