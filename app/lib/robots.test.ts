import { describe, expect, it } from "vitest";
import { isPrivatePath } from "./private-paths.ts";
import { DISALLOWED, robotsTxt } from "./robots.ts";
import { fixedPages } from "./sitemap.ts";

/** Whether a path falls under a robots.txt Disallow prefix. */
const disallowed = (path: string) => DISALLOWED.some((prefix) => path.startsWith(prefix));

describe("robots.txt", () => {
  it("keeps crawlers out of every private page and names the sitemap", () => {
    const text = robotsTxt("https://shop.example");
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain("Disallow: /basket\n");
    expect(text).toContain("Disallow: /account\n");
    expect(text).toContain("Disallow: /order/\n");
    expect(text.trim().split("\n").at(-1)).toBe("Sitemap: https://shop.example/sitemap.xml");
    for (const path of [
      "/basket",
      "/order/0123456789abcdef0123456789abcdef",
      "/api/pdf/transactions/0123456789abcdef",
      "/account/orders",
      "/login/forgot",
      "/logout",
      "/quick-order",
      "/apply",
      "/warranty/dba",
      "/claim/WC-2026-000001",
      "/my-vehicle",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
      expect(disallowed(path), path).toBe(true);
    }
  });

  it("lets crawlers reach every page the sitemap lists", () => {
    for (const path of fixedPages("main")) expect(disallowed(path), path).toBe(false);
    expect(disallowed("/dba4433")).toBe(false);
    expect(disallowed("/news/new-kits")).toBe(false);
    expect(disallowed("/warranty")).toBe(false);
  });
});
