/**
 * What a request knows about the shopper: language (?lng=, then the session cookie, then
 * Accept-Language), currency (the session's, else PLN for Polish and EUR otherwise), country (the
 * session's, else a trusted proxy's geo header, else from the language), site variant and source,
 * cart id and basket count.
 *
 * Only a POST changes the session (docs/decisions/0025-hardened-edges.md): a GET with ?lng= (a
 * hreflang or "read in" link) shows that page in its language and stores nothing; a form posted
 * from such a page keeps the query in its action, so the POST stores the language it was shown in.
 */
import { isLanguage, type Language } from "../../contract/languages.ts";
import { currencyFor, isCurrency, type Currency } from "../../contract/money.ts";
import { detectCountry } from "./country.ts";
import { env } from "./env.ts";
import { noteConsent, readConsent } from "./consent.ts";
import { detectLanguage } from "./i18n.ts";
import { getSession, type ShopSession } from "./session.ts";
import { siteFor, type Site } from "./site.ts";

export interface RequestContext {
  lang: Language;
  currency: Currency;
  country: string;
  /** The basket's delivery country once chosen: catalogue prices carry its VAT (the ERP's rule). */
  taxCountry: string | null;
  source: Site["source"];
  variant: Site["variant"];
  cartId: string | null;
  basketCount: number;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function requestContext(request: Request): Promise<{
  context: RequestContext;
  session: ShopSession;
  /** The language comes from ?lng= and differs from the session's (a link, not the shopper's choice). */
  linkedLang: boolean;
  /** This POST stored the ?lng= language in the session: the caller should commit it. */
  languageStored: boolean;
}> {
  const session = await getSession(request);
  noteConsent(session, readConsent(request));
  const site = siteFor(request);
  const fromQuery = new URL(request.url).searchParams.get("lng");
  let lang: Language;
  let linkedLang = false;
  let languageStored = false;
  if (isLanguage(fromQuery)) {
    lang = fromQuery;
    if (session.get("lang") !== lang) {
      if (SAFE_METHODS.has(request.method)) linkedLang = true;
      else {
        session.set("lang", lang);
        languageStored = true;
      }
    }
  } else {
    const stored = session.get("lang");
    if (isLanguage(stored)) lang = stored;
    else {
      const detected = await detectLanguage(request);
      lang = isLanguage(detected) ? detected : site.variant === "pl" ? "pl" : "en";
    }
  }
  const storedCurrency = session.get("currency");
  const currency = isCurrency(storedCurrency) ? storedCurrency : currencyFor(lang);
  const storedCountry = session.get("country");
  const country =
    typeof storedCountry === "string" && /^[A-Z]{2}$/.test(storedCountry)
      ? storedCountry
      : detectCountry(request.headers, lang, env());
  const shipCountry = session.get("shipCountry");
  const cartId = session.get("cartId");
  const count = Number(session.get("basketCount") ?? 0);
  return {
    session,
    linkedLang,
    languageStored,
    context: {
      lang,
      currency,
      country,
      taxCountry: typeof shipCountry === "string" && /^[A-Z]{2}$/.test(shipCountry) ? shipCountry : null,
      source: site.source,
      variant: site.variant,
      cartId: typeof cartId === "string" && cartId ? cartId : null,
      basketCount: Number.isFinite(count) && count > 0 ? count : 0,
    },
  };
}
