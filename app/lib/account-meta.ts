import type { MetaFunction } from "@remix-run/node";
import type { Language } from "../../contract/languages.ts";
import { resources } from "../locales.ts";

type TitleKey = "login" | "forgot" | "password" | "account";

/** Title (page name | shop name) of an account page, never indexed. */
export const accountMeta =
  (key: TitleKey): MetaFunction =>
  ({ matches }) => {
    const lang = (matches.find((m) => m.id === "root")?.data as { lang?: Language } | undefined)?.lang ?? "en";
    const title = resources[lang].account[key].title;
    return [{ title: `${title} | ${resources[lang].common.shell.shopName}` }, { name: "robots", content: "noindex" }];
  };
