import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { formatAddress, OFFICES } from "../contract/seller.ts";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "./translation.tsx";
import { CookieBanner } from "./components/cookie-consent.tsx";
import { Footer } from "./components/footer.tsx";
import { RouteErrorBoundary } from "./components/server-error.tsx";
import { Header } from "./components/header.tsx";
import { NoticeBanner } from "./components/notice.tsx";
import { PageLoader } from "./components/page-loader.tsx";
import { LinkedLanguage, useClientNavigation } from "./components/page-link.tsx";
import { Trackers } from "./components/trackers.tsx";
import { allowedTrackers } from "./lib/tracking.ts";
import { isPrivatePath } from "./lib/private-paths.ts";
import { seoMeta, SERVER_ONLY_META } from "./lib/seo.ts";
import { readConsent } from "./.server/consent.ts";
import { publicOrigin } from "./.server/origin.ts";
import { requestContext } from "./.server/context.ts";
import { erpClient } from "./.server/erp.ts";
import { paymentMarks } from "./.server/payment-marks.ts";
import { trackingConfig } from "./.server/env.ts";
import { commitSession } from "./.server/session.ts";
import { useNonce } from "./nonce.tsx";
import { resources } from "./locales.ts";
import { NAMESPACES } from "./i18n.ts";
import stylesUrl from "./styles.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, context: load }: LoaderFunctionArgs) {
  const { context, session, linkedLang } = await requestContext(request);
  // Guests and customers see the same marks: the call goes without the customer's token.
  const payments = await paymentMarks(erpClient({ ...context, customerToken: null }, load.erp), context);
  const notice = session.get("notice");
  const headers = new Headers();
  if (notice) headers.append("Set-Cookie", await commitSession(session));
  const consent = readConsent(request);
  const tracking = trackingConfig();
  const host = request.headers.get("host") ?? new URL(request.url).host;
  const privatePage = isPrivatePath(new URL(request.url).pathname);
  return data(
    {
      consent,
      /** A tag manager is configured: the Consent Mode default runs first on every page. */
      consentMode: Boolean(tracking.gtmId) && !privatePage,
      /** Third-party scripts this consent allows on this host (ids are public); none on a private page. */
      trackers: privatePage ? [] : allowedTrackers(consent, tracking, host),
      lang: context.lang,
      /** The page is in this language by a ?lng= link only: forms carry it, so a post stores it. */
      langFromLink: linkedLang,
      currency: context.currency,
      source: context.source,
      variant: context.variant,
      basketCount: context.basketCount,
      /** A customer is signed in (the header shows the account and sign-out). */
      signedIn: context.customerToken !== null,
      notice: notice ?? null,
      /** A new id for each notice shown, so each is a new element (its CSS animation starts again). */
      noticeId: notice ? crypto.randomUUID() : null,
      year: new Date().getFullYear(),
      /** The payment methods offered, shown as marks in the footer (app/.server/payment-marks.ts). */
      payments,
      /** The origin of absolute links (JSON-LD breadcrumbs), from configuration (app/.server/origin.ts). */
      origin: publicOrigin(request),
      /**
       * The main office as the footer shows it (the seller, which differs by region, is named on the
       * terms and imprint pages): words, so that the sellers' facts stay out of every page's script.
       */
      office: {
        address: formatAddress(OFFICES.EU.address, context.lang).join(", "),
        email: OFFICES.EU.email,
        phone: OFFICES.EU.phone,
      },
    },
    { headers },
  );
}
export type RootData = Awaited<ReturnType<typeof loader>>["data"];

/**
 * The meta of a page whose route has none (the home page): title, description, Open Graph and the
 * language links (canonical, hreflang), app/lib/seo.ts. Routes with their own meta use seoMeta too.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const m = resources[args.data?.lang ?? "en"].common.meta;
  return seoMeta(args, { title: m.title, description: m.description });
};

export const useRootData = () => useRouteLoaderData<typeof loader>("root");

/**
 * "?lng=xx" while the page is in a language only by a ?lng= link, else "": the query for a form
 * with an explicit action, so posting it stores the language the page was shown in.
 */
export function useLinkedLanguage(): string {
  const root = useRootData();
  return root?.langFromLink ? `?lng=${root.lang}` : "";
}

/**
 * After a client-side navigation that changed the language, switch the translator too. When a
 * client-side navigation starts, the browser loads the namespaces of the language it has not been
 * sent yet (decision 0040), alongside the next page's data, so the next page finds its texts.
 */
function useSyncLanguage(lang: string | undefined) {
  const { i18n } = useTranslation();
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (lang && i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [lang, i18n]);
  useEffect(() => {
    if (navigating) void i18n.loadNamespaces([...NAMESPACES]);
  }, [navigating, i18n]);
}

/**
 * Scrolling on navigation (storefront.md): the catalogue scrolls smoothly to 200 px, so the
 * filters stay in view; hash targets stop 20 px short (CSS scroll-margin); other routes go to the
 * top (ScrollRestoration). Back and forward keep the restored position.
 */
function useCatalogueScroll() {
  const location = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === "POP" || location.hash) return;
    if (!/^\/(catalogue|stock-clearance)(\/|$)/.test(location.pathname)) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 200, behavior: reduced ? "auto" : "smooth" });
  }, [location.key, location.pathname, location.hash, type]);
}

/**
 * The language links the server wrote (canonical, hreflang, og:url: app/lib/seo.ts) describe the
 * page it sent: once the browser shows another page they go, so that no page keeps another's
 * canonical (a share sheet would share that address).
 */
function useServerOnlyMeta() {
  const { key } = useLocation();
  const first = useRef(key);
  useEffect(() => {
    if (key !== first.current) document.head.querySelectorAll(`[${SERVER_ONLY_META}]`).forEach((node) => node.remove());
  }, [key]);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const nonce = useNonce();
  useSyncLanguage(root?.lang);
  useServerOnlyMeta();
  useCatalogueScroll();
  useClientNavigation();
  return (
    <html lang={root?.lang ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#ed3730" />
        <Trackers />
        <Links />
        {/* Last: the server's language links end the head (app/lib/seo.ts says why). */}
        <Meta />
      </head>
      <body>
        <LinkedLanguage.Provider value={root?.langFromLink ? root.lang : null}>
          <PageLoader />
          <Header />
          <main id="main" tabIndex={-1}>
            <NoticeBanner />
            {children}
          </main>
          <Footer />
          <CookieBanner />
        </LinkedLanguage.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The shop's error page: 404 in the shop's design, or the Server error dialog with our contact details. */
export const ErrorBoundary = RouteErrorBoundary;
