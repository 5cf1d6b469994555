import { useNavigate } from "@remix-run/react";
import { createContext, useContext, useEffect, type AnchorHTMLAttributes } from "react";
import {
  clientNavigation,
  PAGE_LINK,
  PAGE_LINK_KEEP_SCROLL,
  PAGE_LINK_REPLACE,
  withLanguage,
} from "../lib/page-link.ts";

/**
 * The language a page is in only by its `?lng=` link (root's langFromLink), else null: the root
 * layout provides it, and page links, GET forms and navigations carry it (app/lib/page-link.ts).
 */
export const LinkedLanguage = createContext<string | null>(null);

/** The address `to` keeping the page's language while it comes from a link. */
export function useLanguageTo(): (to: string) => string {
  const lng = useContext(LinkedLanguage);
  return (to) => withLanguage(to, lng);
}

/** A GET form's field that keeps the page's language while it comes from a link (a GET form's
 * fields replace its action's query), else nothing. */
export function LanguageField() {
  const lng = useContext(LinkedLanguage);
  return lng ? <input type="hidden" name="lng" value={lng} /> : null;
}

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  /** An absolute path in the shop ("/search/dba?page=2"), or a query ("?lng=pl"). */
  to: string;
  /** Replace the history entry instead of adding one (as <Link replace>). */
  replace?: boolean;
  /** Keep the scroll position (as <Link preventScrollReset>). */
  preventScrollReset?: boolean;
};

/**
 * A link to a page of the shop, rendered as a plain anchor (app/lib/page-link.ts says why):
 * without JavaScript the browser follows it, with JavaScript useClientNavigation does.
 * Use Remix's <Link> only where a link needs a ref.
 */
export function PageLink({ to, replace, preventScrollReset, children, ...rest }: PageLinkProps) {
  const lng = useContext(LinkedLanguage);
  const marks: Record<string, string> = { [PAGE_LINK]: "" };
  if (replace) marks[PAGE_LINK_REPLACE] = "";
  if (preventScrollReset) marks[PAGE_LINK_KEEP_SCROLL] = "";
  return (
    <a href={withLanguage(to, lng)} {...marks} {...rest}>
      {children}
    </a>
  );
}

/** The one listener that makes page links client-side navigations; the root layout calls it. */
export function useClientNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest(`a[${PAGE_LINK}]`) : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const next = clientNavigation(event, anchor, {
        origin: window.location.origin,
        path: `${window.location.pathname}${window.location.search}${window.location.hash}`,
      });
      if (!next) return;
      event.preventDefault();
      navigate(next.to, { replace: next.replace, preventScrollReset: next.preventScrollReset });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
