import type { MetaFunction } from "@remix-run/node";
import type { Language } from "../../contract/languages.ts";
import { resources } from "../locales.ts";

type Texts = (typeof resources)["en"]["account"];
/** The account namespace's groups that name a page: each has a title. */
type TitleKey = { [K in keyof Texts]: Texts[K] extends { title: string } ? K : never }[keyof Texts];

/** Title (page name | shop name) of an account page, never indexed. */
export const accountMeta =
  (key: TitleKey): MetaFunction =>
  ({ matches }) => {
    const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
    const title = resources[lang].account[key].title;
    return [{ title: `${title} | ${resources[lang].common.shell.shopName}` }, { name: "robots", content: "noindex" }];
  };
