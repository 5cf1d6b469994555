import { describe, expect, it } from "vitest";
import {
  clientNavigation,
  withLanguage,
  PAGE_LINK_KEEP_SCROLL,
  PAGE_LINK_REPLACE,
  type AnchorLike,
  type ClickLike,
} from "./page-link.ts";

const click = (over: Partial<ClickLike> = {}): ClickLike => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  ...over,
});
const anchor = (href: string, over: { target?: string; attributes?: string[] } = {}): AnchorLike => ({
  href,
  target: over.target ?? "",
  hasAttribute: (name) => (over.attributes ?? []).includes(name),
});
const here = { origin: "https://shop.example", path: "/search/dba" };

describe("clientNavigation", () => {
  it("turns a plain left click on a link of the shop into a navigation to its path, query and hash", () => {
    expect(clientNavigation(click(), anchor("https://shop.example/search/dba?page=2#results"), here)).toEqual({
      to: "/search/dba?page=2#results",
      replace: false,
      preventScrollReset: false,
    });
  });

  it("leaves the browser to it for other buttons, modifier keys and clicks already handled", () => {
    const link = anchor("https://shop.example/basket");
    expect(clientNavigation(click({ button: 1 }), link, here)).toBeNull();
    for (const key of ["metaKey", "altKey", "ctrlKey", "shiftKey"] as const)
      expect(clientNavigation(click({ [key]: true }), link, here)).toBeNull();
    expect(clientNavigation(click({ defaultPrevented: true }), link, here)).toBeNull();
  });

  it("loads private pages (basket, order) whole, so no third-party script of the page before sees them", () => {
    expect(clientNavigation(click(), anchor("https://shop.example/basket"), here)).toBeNull();
    expect(
      clientNavigation(click(), anchor("https://shop.example/order/0123456789abcdef0123456789abcdef"), here),
    ).toBeNull();
    expect(clientNavigation(click(), anchor("https://shop.example/faq"), here)).not.toBeNull();
  });

  it("leaves other windows, downloads and other sites to the browser", () => {
    expect(clientNavigation(click(), anchor("https://shop.example/basket", { target: "_blank" }), here)).toBeNull();
    expect(clientNavigation(click(), anchor("https://shop.example/faq", { target: "_self" }), here)).not.toBeNull();
    expect(
      clientNavigation(click(), anchor("https://shop.example/media/a.pdf", { attributes: ["download"] }), here),
    ).toBeNull();
    expect(clientNavigation(click(), anchor("https://other.example/basket"), here)).toBeNull();
    expect(clientNavigation(click(), anchor("not a url"), here)).toBeNull();
  });

  it("replaces the history entry for the location shown or when asked, and keeps the scroll when asked", () => {
    expect(clientNavigation(click(), anchor("https://shop.example/search/dba"), here)?.replace).toBe(true);
    expect(
      clientNavigation(
        click(),
        anchor("https://shop.example/x?tab=applications", {
          attributes: [PAGE_LINK_REPLACE, PAGE_LINK_KEEP_SCROLL],
        }),
        here,
      ),
    ).toEqual({
      to: "/x?tab=applications",
      replace: true,
      preventScrollReset: true,
    });
  });
});

describe("withLanguage", () => {
  it("adds the page's language to a shop address while the page is in it by a link", () => {
    expect(withLanguage("/catalogue", "de")).toBe("/catalogue?lng=de");
    expect(withLanguage("/search/dba?page=2", "pl")).toBe("/search/dba?page=2&lng=pl");
    expect(withLanguage("/faq#shipping", "de")).toBe("/faq?lng=de#shipping");
    expect(withLanguage("?photo=2", "de")).toBe("?photo=2&lng=de");
  });
  it("leaves the address alone otherwise", () => {
    expect(withLanguage("/catalogue", null)).toBe("/catalogue");
    expect(withLanguage("/faq?lng=en", "de")).toBe("/faq?lng=en");
    expect(withLanguage("#main", "de")).toBe("#main");
    expect(withLanguage("//evil.example/x", "de")).toBe("//evil.example/x");
    expect(withLanguage("https://www.dba.example/", "de")).toBe("https://www.dba.example/");
    expect(withLanguage("mailto:office@parts-shop.example", "de")).toBe("mailto:office@parts-shop.example");
  });
});
