/**
 * What a request knows about the shopper: language (?lng=, then the session cookie, then
 * Accept-Language), currency (the session's where the source sells in it, else PLN for Polish and
 * otherwise GBP on the UK source, EUR elsewhere), country (the session's, else a trusted proxy's geo
 * header, else from the language), site variant and source, cart id and basket count.
 *
 * Only a POST changes the session (docs/decisions/0025-hardened-edges.md): a GET with ?lng= (a
 * hreflang or "read in" link) shows that page in its language and stores nothing; a form posted
 * from such a page keeps the query in its action, so the POST stores the language it was shown in.
 */
import { isLanguage, type Language } from "../../contract/languages.ts";
import { currencyFor, isCurrency, sellsIn, type Currency } from "../../contract/money.ts";
import { detectCountry } from "./country.ts";
import { env } from "./env.ts";
import { detectLanguage } from "./i18n.ts";
import { getSession, type ShopSession } from "./session.ts";
import { siteFor, type Site } from "./site.ts";
import { sessionUser } from "./user.ts";

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
  /** The signed-in customer's session token (the ERP's), sent as `customer`; null for a guest. */
  customerToken: string | null;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export async function requestContext(request: Request): Promise<{
  context: RequestContext;
  session: ShopSession;
  /** The language comes from ?lng= and differs from the shopper's own (session's, else browser's): a link. */
  linkedLang: boolean;
  /** This POST stored the ?lng= language in the session: the caller should commit it. */
  languageStored: boolean;
}> {
  const session = await getSession(request);
  const site = siteFor(request);
  const fromQuery = new URL(request.url).searchParams.get("lng");
  // The language the shopper has without a link: chosen (the session's), else their browser's.
  const stored = session.get("lang");
  const own = async (): Promise<Language> => {
    if (isLanguage(stored)) return stored;
    // The browser's language: its Accept-Language alone (remix-i18next would read ?lng= first).
    const detected = await detectLanguage(
      new Request("http://shop.invalid/", {
        headers: { "Accept-Language": request.headers.get("accept-language") ?? "" },
      }),
    );
    return isLanguage(detected) ? detected : site.variant === "pl" ? "pl" : "en";
  };
  let lang: Language;
  let linkedLang = false;
  let languageStored = false;
  if (isLanguage(fromQuery)) {
    lang = fromQuery;
    if (!SAFE_METHODS.has(request.method)) {
      if (stored !== lang) {
        session.set("lang", lang);
        languageStored = true;
      }
    } else linkedLang = lang !== (await own());
  } else lang = await own();
  const storedCurrency = session.get("currency");
  // A currency the site's source does not sell in (pounds, kept from the UK site or a customer's
  // settings) gives way to the language's own there: no price list of another source has GBP.
  const currency =
    isCurrency(storedCurrency) && sellsIn(site.source, storedCurrency)
      ? storedCurrency
      : currencyFor(lang, site.source);
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
      customerToken: sessionUser(session)?.token ?? null,
    },
  };
}
