/**
 * Warranty claims (issue 22 item 4; storefront.md, FAQ: per-brand online forms): the brands a claim
 * can be made for on this site, each leading to its own form (/warranty/{brand}). The FAQ's
 * #warranties section links here.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { BRANDS } from "../../contract/catalogue.ts";
import { requestContext } from "../.server/context.ts";
import { PageLink } from "../components/page-link.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { warrantyBrands } from "../lib/warranty-brands.ts";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "../lib/seo.ts";

export async function loader({ request }: LoaderFunctionArgs) {
  const { context } = await requestContext(request);
  return {
    brands: warrantyBrands(context.source).map((id) => ({ id, name: BRANDS.find((b) => b.id === id)!.name })),
  };
}

export const meta: MetaFunction = (args) => {
  const r = resources[rootMeta(args.matches).lang];
  return seoMeta(args, {
    title: `${r.enquiry.warranty.indexTitle} | ${r.common.shell.shopName}`,
    description: r.enquiry.warranty.indexIntro,
  });
};

export default function WarrantyClaims() {
  const { t } = useTranslation("enquiry");
  const { brands } = useLoaderData<typeof loader>();
  return (
    <section className="page narrow warranty-page">
      <h1>{t("warranty.indexTitle")}</h1>
      <p>{t("warranty.indexIntro")}</p>
      <h2 id="warranty-brands">{t("warranty.chooseBrand")}</h2>
      <ul aria-labelledby="warranty-brands" className="link-list">
        {brands.map((b) => (
          <li key={b.id}>
            <PageLink to={`/warranty/${b.id}`}>{t("warranty.claimFor", { brand: b.name })}</PageLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
