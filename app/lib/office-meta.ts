/** The headers and meta of every office page (issue 38). */
import type { HeadersFunction, LinksFunction, MetaFunction } from "@remix-run/node";
import officeStylesUrl from "../office.css?url";
import { resources } from "../locales.ts";
import { rootMeta, seoMeta } from "./seo.ts";

/**
 * The headers of every office page: kept by no cache (server/app.ts sends the same for every
 * private path), and not for search engines, also where a meta tag is not read (a PDF, a redirect).
 */
export const OFFICE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
export const officeHeaders: HeadersFunction = () => OFFICE_HEADERS;
/** The office's stylesheet, on the office's pages only (the shop's pages never load it). */
export const officeLinks: LinksFunction = () => [{ rel: "stylesheet", href: officeStylesUrl }];

type Texts = (typeof resources)["en"]["office"];
/** The office namespace's groups that name a page: each has a title. */
type TitleKey = { [K in keyof Texts]: Texts[K] extends { title: string } ? K : never }[keyof Texts];

/** Title (page | office | shop) of an office page, never indexed. */
export const officeMeta =
  (key: TitleKey): MetaFunction =>
  (args) => {
    const { lang } = rootMeta(args.matches);
    const texts = resources[lang];
    return seoMeta(args, {
      title: `${texts.office[key].title} | ${texts.office.shell.title} | ${texts.common.shell.shopName}`,
      description: texts.office.shell.description,
      noindex: "noindex, nofollow",
    });
  };
