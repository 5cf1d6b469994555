/**
 * Links as plain anchors, navigated in the browser by one listener (docs/decisions/0016).
 *
 * Remix's <Link> costs several router hooks per link while the server renders (resolving the
 * path against the route matches, the click handler, the prefetch behaviour): about 20 µs each,
 * and a search page has 80 of them. A page link renders `<a href data-page-link>` and nothing
 * else; with JavaScript the root's listener (useClientNavigation) turns a plain left click on
 * it into a client-side navigation, as <Link> would. Without JavaScript it is the same anchor.
 *
 * This module holds the decision, free of the DOM so that it is unit-tested; the listener and
 * the component live in app/components/page-link.tsx.
 */
import { isPrivatePath } from "./private-paths.ts";

/** The attribute that marks an anchor for client-side navigation, and its options. */
export const PAGE_LINK = "data-page-link";
export const PAGE_LINK_REPLACE = "data-replace";
export const PAGE_LINK_KEEP_SCROLL = "data-prevent-scroll-reset";

/** What the listener needs of a click. */
export interface ClickLike {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
}

/** What the listener needs of the anchor clicked. */
export interface AnchorLike {
  /** The resolved absolute URL (HTMLAnchorElement.href). */
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

export interface ClientNavigation {
  to: string;
  replace: boolean;
  preventScrollReset: boolean;
}

/**
 * The navigation a click on a page link should become, or null when the browser should handle
 * it: another button or a modifier key (new tab, new window, download), a target other than
 * this window, a download link, another origin, or a click a handler already took.
 * Like <Link>, a link to the very location shown replaces the history entry instead of adding one.
 */
export function clientNavigation(
  click: ClickLike,
  anchor: AnchorLike,
  current: { origin: string; path: string },
): ClientNavigation | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null;
  if (anchor.target && anchor.target !== "_self") return null;
  if (anchor.hasAttribute("download")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  // A private page is loaded whole, so that no third-party script of the page before it sees it.
  if (isPrivatePath(url.pathname)) return null;
  const to = `${url.pathname}${url.search}${url.hash}`;
  return {
    to,
    replace: anchor.hasAttribute(PAGE_LINK_REPLACE) || to === current.path,
    preventScrollReset: anchor.hasAttribute(PAGE_LINK_KEEP_SCROLL),
  };
}

/**
 * A shop address that keeps the page's language (issue 43 item 4): while a page is in a language
 * only by a `?lng=` link (the visitor's session or browser has another), every page link, form and
 * navigation it leads to names that language too, so the next page is in it as well. No cookie is
 * stored for it: a GET stores nothing (decision 0025), and the visitor has not yet answered the
 * cookie banner; the address carries the choice, as the language versions' addresses do (0033).
 * An address that names a language already, another site's, and a bare `#anchor` are unchanged.
 */
export function withLanguage(to: string, lng: string | null): string {
  if (!lng || !(to.startsWith("?") || (to.startsWith("/") && !to.startsWith("//")))) return to;
  const hashAt = to.indexOf("#");
  const head = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : to.slice(hashAt);
  const queryAt = head.indexOf("?");
  const path = queryAt === -1 ? head : head.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? "" : head.slice(queryAt + 1));
  if (query.has("lng")) return to;
  query.append("lng", lng);
  return `${path}?${query}${hash}`;
}
