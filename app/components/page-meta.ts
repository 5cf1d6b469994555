/** The meta of the information pages, apart from their renderer (content.tsx): the contact page needs only this. */
import { resources } from "../locales.ts";
import { rootMeta, seoMeta, type MetaArgsLike } from "../lib/seo.ts";

type PageKey =
  "about" | "contact" | "faq" | "returns" | "terms" | "privacy" | "cookies" | "imprint" | "withdrawal" | "shipping";

/** Title and description meta of an information page in the visitor's language. */
export function pageMeta(key: PageKey) {
  return (args: MetaArgsLike) => {
    const { lang } = rootMeta(args.matches);
    const texts = resources[lang].pages[key];
    return seoMeta(args, {
      title: `${texts.title} | ${resources[lang].common.shell.shopName}`,
      description: texts.description,
    });
  };
}
