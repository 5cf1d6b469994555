import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigation,
  useNavigationType,
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
import { seoMeta, SERVER_ONLY_META } from "./lib/seo.ts";
import { useNonce } from "./nonce.tsx";
import { useRootData } from "./root-data.ts";
import { rootLoader } from "./.server/root-loader.ts";
import { resources } from "./locales.ts";
import { NAMESPACES } from "./i18n.ts";
import stylesUrl from "./styles.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesUrl },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const loader = rootLoader;

/**
 * The meta of a page whose route has none (the home page): title, description, Open Graph and the
 * language links (canonical, hreflang), app/lib/seo.ts. Routes with their own meta use seoMeta too.
 */
export const meta: MetaFunction<typeof loader> = (args) => {
  const m = resources[args.data?.lang ?? "en"].common.meta;
  return seoMeta(args, { title: m.title, description: m.description });
};

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
          {/* The office (issue 38) draws its own header and main region (office-shell.tsx), with no
              footer or cookie banner: it loads no tracker. */}
          {root?.officePage ? (
            children
          ) : (
            <>
              <Header />
              <main id="main" tabIndex={-1}>
                <NoticeBanner />
                {children}
              </main>
              <Footer />
              <CookieBanner />
            </>
          )}
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
