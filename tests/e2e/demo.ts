import { buildDemoCatalogue, DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";

const items = buildDemoCatalogue().items;

/** A demo catalogue fixture as the shopper sees it: name and URL. */
export function demoItem(fixture: keyof typeof DEMO_FIXTURES) {
  const item = items.find((i) => i.urlcomponent === DEMO_FIXTURES[fixture])!;
  return { name: item.name, urlcomponent: item.urlcomponent };
}

/** The shop's content pages (the ERP's content: company, help and legal texts), each a page of its own. */
export const CONTENT_PAGES = [
  "/about",
  "/contact",
  "/faq",
  "/shipping",
  "/returns",
  "/terms",
  "/privacy",
  "/cookies-policy",
  "/imprint",
  "/withdrawal",
] as const;
