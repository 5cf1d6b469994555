/**
 * A warranty claim's page for its claimant (issue 38 item 3), reached from the office's mail:
 * /claim/{number}?token=... The ERP shows the claim only for its number with a token it mailed (an
 * unknown number and a wrong token are the same 404), so the page is as private as the mailbox.
 * Never cached, never indexed, no third-party script (app/lib/private-paths.ts).
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { ErpCallError } from "../.server/erp.ts";
import { notFound, notFoundUnless } from "../.server/not-found.ts";
import { shop } from "../.server/shop.ts";
import { ClaimView } from "../components/claim-view.tsx";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { CLAIM_NUMBER, CLAIM_TOKEN } from "../lib/office-claims.ts";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";

export async function loader({ request, params, context: load }: LoaderFunctionArgs) {
  const number = params.number ?? "";
  const token = new URL(request.url).searchParams.get("token") ?? "";
  notFoundUnless(CLAIM_NUMBER.test(number) && CLAIM_TOKEN.test(token));
  const { erp, context } = await shop(request, load, "stay");
  try {
    const { claim } = await erp.call("getClaimStatus", { number, token });
    return { claim, lang: context.lang };
  } catch (error) {
    if (error instanceof ErpCallError && (error.status === 404 || error.status === 400)) throw notFound();
    throw error;
  }
}

export const headers: HeadersFunction = () => ({
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: MetaFunction<typeof loader> = (args) => {
  const { lang } = rootMeta(args.matches);
  const r = resources[lang];
  const title = args.data
    ? r.enquiry.claimPage.heading.replace("{{number}}", args.data.claim.number)
    : r.common.errors.notFoundTitle;
  return seoMeta(args, {
    title: `${title} | ${r.common.shell.shopName}`,
    description: r.enquiry.claimPage.intro,
    noindex: "noindex, nofollow",
  });
};

export default function ClaimPage() {
  const { t } = useTranslation("enquiry");
  const { claim, lang } = useLoaderData<typeof loader>();
  return (
    <div className="page narrow claim-page">
      <ClaimView claim={claim} lang={lang} heading="h1" />
      <p>{t("claimPage.intro")}</p>
      <p>
        <PageLink to="/contact">{t("claimPage.contact")}</PageLink>
      </p>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
