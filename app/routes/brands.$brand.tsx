import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "../translation.tsx";
import { requestContext } from "../.server/context.ts";
import { sessionUser } from "../.server/user.ts";
import { FallbackNote } from "../components/content.tsx";
import { RouteErrorBoundary } from "../components/server-error.tsx";
import { brandPage, isBrandId } from "../content/brands/page.ts";
import { resources } from "../locales.ts";
import { BrandList } from "../components/brand-list.tsx";
import { PageLink } from "../components/page-link.tsx";
import { rootMeta, seoMeta } from "../lib/seo.ts";
import { warrantyBrands } from "../lib/warranty-brands.ts";
import { notFound } from "../.server/not-found.ts";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { context, session } = await requestContext(request);
  if (!isBrandId(params.brand)) {
    throw notFound(resources[context.lang].common.errors.notFoundText);
  }
  return {
    ...brandPage(params.brand, {
      lang: context.lang,
      source: context.source,
      variant: context.variant,
      signedIn: sessionUser(session) !== null,
    }),
    // The brand's warranty claim form (storefront.md, FAQ: per-brand online forms).
    warranty: warrantyBrands(context.source).includes(params.brand) ? `/warranty/${params.brand}` : null,
  };
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const { data } = args;
  const { lang } = rootMeta(args.matches);
  const shopName = resources[lang].common.shell.shopName;
  if (!data)
    return seoMeta(args, {
      title: `${resources[lang].common.errors.notFoundTitle} | ${shopName}`,
      description: resources[lang].common.meta.description,
      noindex: true,
    });
  return seoMeta(args, {
    title: `${data.name}: ${data.copy.tagline} | ${shopName}`,
    description: resources[lang].pages.brands.description.replace("{{brand}}", data.name),
  });
};

export default function BrandPage() {
  const { t } = useTranslation("pages");
  const { t: tc } = useTranslation();
  const page = useLoaderData<typeof loader>();
  const { links, video, files, copy, coverage } = page;
  const shownLang = coverage.fallback ? coverage.shown : undefined;
  return (
    <article className="page brand-page">
      <Breadcrumbs trail={[{ label: tc("nav.brands"), to: "/brands" }, { label: page.name }]} />
      <header className="brand-head">
        <img src={`/brands/${page.id}.svg`} alt="" width="160" height="64" />
        <h1>{page.name}</h1>
      </header>
      <FallbackNote coverage={coverage} />
      <div lang={shownLang}>
        <p className="lead">{copy.tagline}</p>
        {copy.intro.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </div>

      <section aria-labelledby="important-links" className="content-section">
        <h2 id="important-links">{t("brands.importantLinks")}</h2>
        <ul className="link-list">
          {links.catalogue ? (
            <li>
              <PageLink to={links.catalogue}>{t("brands.onlineCatalogue")}</PageLink>
            </li>
          ) : null}
          {links.pdf ? (
            <li>
              <ExternalLink href={links.pdf}>{t("brands.pdfCatalogue")}</ExternalLink>
            </li>
          ) : null}
          <li>
            <ExternalLink href={links.site}>{t("brands.manufacturerSite")}</ExternalLink>
          </li>
          {links.infoSheets ? (
            <li>
              <ExternalLink href={links.infoSheets}>{t("brands.infoSheets")}</ExternalLink>
            </li>
          ) : null}
          <li>
            <ExternalLink href={links.channel}>{t("brands.videoChannel")}</ExternalLink>
          </li>
          {page.warranty ? (
            <li>
              <PageLink to={page.warranty}>{t("brands.warrantyClaim")}</PageLink>
            </li>
          ) : null}
        </ul>
      </section>

      <section aria-labelledby="brand-video" className="content-section">
        <h2 id="brand-video">{t("brands.video")}</h2>
        {video.thumbnail ? (
          <a href={`https://www.youtube.com/watch?v=${video.id}`} className="video-thumbnail" rel="noopener noreferrer">
            <img
              src={`/video-thumbnails/${page.id}.svg`}
              alt={t("brands.watchVideo", { brand: page.name })}
              width="640"
              height="360"
            />
          </a>
        ) : (
          <iframe
            className="video-embed"
            src={`https://www.youtube-nocookie.com/embed/${video.id}`}
            title={t("brands.videoTitle", { brand: page.name })}
            width="640"
            height="360"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        )}
        <p lang={shownLang}>{copy.video}</p>
      </section>

      {files ? (
        <section aria-labelledby="useful-files" className="content-section">
          <h2 id="useful-files">{t("brands.usefulFiles")}</h2>
          <p>{t("brands.usefulFilesIntro")}</p>
          <ul>
            <li>{t("brands.files.priceLists")}</li>
            <li>{t("brands.files.artwork")}</li>
            <li>{t("brands.files.images")}</li>
            <li>{t("brands.files.videos")}</li>
            <li>{t("brands.files.support")}</li>
          </ul>
          <p>
            <ExternalLink href={files.folder}>{t("brands.openFolder", { brand: page.name })}</ExternalLink>
          </p>
          {files.merchandise ? (
            <p>
              <ExternalLink href={files.merchandise}>{t("brands.merchandise")}</ExternalLink>
            </p>
          ) : null}
        </section>
      ) : null}

      <section aria-labelledby="brand-strip" className="content-section">
        <h2 id="brand-strip">{t("brands.ourBrands")}</h2>
        <BrandList
          brands={page.strip}
          className="brand-strip"
          tile="brand-tile"
          size={{ width: "120", height: "48" }}
        />
      </section>
    </article>
  );
}

function ExternalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} rel="noopener noreferrer" className="external">
      {children}
    </a>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
