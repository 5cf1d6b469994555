import type { MetaFunction } from "@remix-run/node";
import { rootMeta, seoMeta } from "./seo.ts";
import { resources } from "../locales.ts";

type Texts = (typeof resources)["en"]["account"];
/** The account namespace's groups that name a page: each has a title. */
type TitleKey = { [K in keyof Texts]: Texts[K] extends { title: string } ? K : never }[keyof Texts];

/** Title (page name | shop name) and the shop's description of an account page, never indexed. */
export const accountMeta =
  (key: TitleKey): MetaFunction =>
  (args) => {
    const { lang } = rootMeta(args.matches);
    const title = resources[lang].account[key].title;
    return seoMeta(args, {
      title: `${title} | ${resources[lang].common.shell.shopName}`,
      description: resources[lang].common.meta.description,
      noindex: true,
    });
  };
