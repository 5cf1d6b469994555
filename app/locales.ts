/**
 * Translation resources, bundled so that server render and hydration use the same texts. One
 * namespace per area: common (shell, basket, shared words), catalogue (drill-down), item (the
 * product page's tabs and tables), enquiry (quick contact and product enquiry forms), pages (captions of
 * the information and brand pages), home (home page, news, cookie consent, currency question),
 * checkout (basket form and order page), account (sign-in and the account area), office (the
 * staff's office, issue 38).
 *
 * This module is the server's (and the tests'): the browser build gets app/translations.client.ts
 * in its place (vite.config.ts), which holds only the translations the page was sent.
 */
import deAccount from "../locales/de/account.json" with { type: "json" };
import deCatalogue from "../locales/de/catalogue.json" with { type: "json" };
import deCheckout from "../locales/de/checkout.json" with { type: "json" };
import deCommon from "../locales/de/common.json" with { type: "json" };
import deEnquiry from "../locales/de/enquiry.json" with { type: "json" };
import deHome from "../locales/de/home.json" with { type: "json" };
import deItem from "../locales/de/item.json" with { type: "json" };
import deOffice from "../locales/de/office.json" with { type: "json" };
import dePages from "../locales/de/pages.json" with { type: "json" };
import enAccount from "../locales/en/account.json" with { type: "json" };
import enCatalogue from "../locales/en/catalogue.json" with { type: "json" };
import enCheckout from "../locales/en/checkout.json" with { type: "json" };
import enCommon from "../locales/en/common.json" with { type: "json" };
import enEnquiry from "../locales/en/enquiry.json" with { type: "json" };
import enHome from "../locales/en/home.json" with { type: "json" };
import enItem from "../locales/en/item.json" with { type: "json" };
import enOffice from "../locales/en/office.json" with { type: "json" };
import enPages from "../locales/en/pages.json" with { type: "json" };
import plAccount from "../locales/pl/account.json" with { type: "json" };
import plCatalogue from "../locales/pl/catalogue.json" with { type: "json" };
import plCheckout from "../locales/pl/checkout.json" with { type: "json" };
import plCommon from "../locales/pl/common.json" with { type: "json" };
import plEnquiry from "../locales/pl/enquiry.json" with { type: "json" };
import plHome from "../locales/pl/home.json" with { type: "json" };
import plItem from "../locales/pl/item.json" with { type: "json" };
import plOffice from "../locales/pl/office.json" with { type: "json" };
import plPages from "../locales/pl/pages.json" with { type: "json" };
import type { Language } from "../contract/languages.ts";

/**
 * The texts as imported, for the server's translator (app/.server/i18n.ts); others read `resources`.
 * One entry per language of LANGUAGES: a new language needs its locales/<lang>/*.json here.
 */
const bundled = {
  en: {
    common: enCommon,
    catalogue: enCatalogue,
    checkout: enCheckout,
    item: enItem,
    enquiry: enEnquiry,
    pages: enPages,
    home: enHome,
    account: enAccount,
    office: enOffice,
  },
  pl: {
    common: plCommon,
    catalogue: plCatalogue,
    checkout: plCheckout,
    item: plItem,
    enquiry: plEnquiry,
    pages: plPages,
    home: plHome,
    account: plAccount,
    office: plOffice,
  },
  de: {
    common: deCommon,
    catalogue: deCatalogue,
    checkout: deCheckout,
    item: deItem,
    enquiry: deEnquiry,
    pages: dePages,
    home: deHome,
    account: deAccount,
    office: deOffice,
  },
} as const satisfies Record<Language, unknown>;

/** Every language's namespaces have the English keys (app/locales.test.ts checks it). */
type Texts = (typeof bundled)["en"];
export const all: Record<Language, Texts> = bundled;

type Watcher = (lng: string, ns: string) => void;
let watcher: Watcher | null = null;

/** Calls `watch` with each language and namespace read from `resources` (app/.server/translations-used.ts). */
export function watchTranslations(watch: Watcher): void {
  watcher = watch;
}

/** The texts of every language and namespace; reading a namespace is reported to the watcher. */
const watched = new Map<string, object>();
export const resources: Record<Language, Texts> = new Proxy(all, {
  get(target, lng, receiver) {
    const bundle: unknown = Reflect.get(target, lng, receiver);
    if (typeof lng !== "string" || typeof bundle !== "object" || bundle === null) return bundle;
    let proxy = watched.get(lng);
    if (!proxy) {
      proxy = new Proxy(bundle, {
        get(namespaces, ns, inner) {
          if (watcher && typeof ns === "string") watcher(lng, ns);
          return Reflect.get(namespaces, ns, inner);
        },
      });
      watched.set(lng, proxy);
    }
    return proxy;
  },
});
