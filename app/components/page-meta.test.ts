import { describe, expect, it } from "vitest";
import { resources } from "../locales.ts";
import { pageMeta } from "./page-meta.ts";

const ORIGIN = "https://shop.example";
const matches = (lang: string) => [{ id: "root", data: { lang, origin: ORIGIN } }];

describe("pageMeta", () => {
  it("gives an information page its title, with the shop's name, and its description, in the visitor's language", () => {
    for (const lang of ["en", "pl", "de"] as const) {
      const meta = pageMeta("contact")({
        matches: matches(lang),
        location: { pathname: "/contact", search: "" },
        error: null,
      });
      const texts = resources[lang].pages.contact;
      expect(meta).toContainEqual({ title: `${texts.title} | ${resources[lang].common.shell.shopName}` });
      expect(meta).toContainEqual({ name: "description", content: texts.description });
      expect(meta).toContainEqual({
        tagName: "link",
        rel: "canonical",
        href: `${ORIGIN}/contact?lng=${lang}`,
        "data-ssr": "",
      });
    }
    // Each page its own texts.
    const faq = pageMeta("faq")({ matches: matches("en"), location: { pathname: "/faq", search: "" }, error: null });
    expect(faq).toContainEqual({ name: "description", content: resources.en.pages.faq.description });
  });
});
