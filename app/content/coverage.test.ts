import { demoSellerRecord } from "../../tests/fixtures/demo-seller.ts";
import { describe, expect, it } from "vitest";
import { BRAND_IDS } from "../../contract/catalogue.ts";
import { LANGUAGES } from "../../contract/languages.ts";
import { resources } from "../locales.ts";
import { BRAND_COPY } from "./brands/copy.ts";
import { BRAND_LINKS } from "./brands/data.ts";
import { brandPage } from "./brands/page.ts";
import { PRIVACY_RESPONSE_MONTHS, RETURNS, TERMS } from "./constants.ts";
import type { DeliveryCopy } from "./delivery.ts";
import { BRAND_LANGUAGES, coverage, PAGE_LANGUAGES } from "./coverage.ts";
import { COOKIES_COPY } from "./pages/cookies.ts";
import { faqCopy } from "./pages/faq.ts";
import { privacyCopy } from "./pages/privacy.ts";
import { RETURNS_COPY } from "./pages/returns.ts";
import { termsCopy } from "./pages/terms.ts";
import { links, p, type PageCopy } from "./types.ts";

const text = (copy: PageCopy) => JSON.stringify(copy);
const guest = { source: "main" as const, variant: "eu" as const, signedIn: false };

describe("language coverage", () => {
  it("shows the requested language when the copy has it, else English with the fallback flag", () => {
    expect(coverage(["en", "pl"], "pl")).toMatchObject({ shown: "pl", fallback: false });
    expect(coverage(["en", "pl"], "de")).toMatchObject({
      shown: "en",
      fallback: true,
      requested: "de",
      available: ["en", "pl"],
    });
    expect(coverage(["en", "pl", "de"], "de")).toMatchObject({ shown: "de", fallback: false });
  });
  it("follows the spec per page: terms and the cookie policy en/pl, returns en/pl/de, FAQ with German", () => {
    expect(PAGE_LANGUAGES.terms).toEqual(["en", "pl"]);
    expect(PAGE_LANGUAGES["cookies-policy"]).toEqual(["en", "pl"]);
    expect([...PAGE_LANGUAGES.returns].sort()).toEqual(["de", "en", "pl"]);
    expect(PAGE_LANGUAGES.faq).toContain("de");
    for (const langs of Object.values(PAGE_LANGUAGES)) expect(langs).toContain("en");
  });
  it("has no German for Xtreme Outback and Redarc, Saber in English and Polish only, all three elsewhere", () => {
    for (const id of BRAND_IDS) {
      const expected = ["xoutback", "redarc", "saber"].includes(id) ? ["en", "pl"] : ["en", "pl", "de"];
      expect([...BRAND_LANGUAGES[id]], id).toEqual(expected);
      expect(Object.keys(BRAND_COPY[id]).sort(), id).toEqual([...expected].sort());
    }
  });
  it("German Xtreme Outback falls back to the English copy with the note, German DBA is German", () => {
    const outback = brandPage("xoutback", { ...guest, lang: "de" });
    expect(outback.coverage).toMatchObject({ fallback: true, shown: "en", available: ["en", "pl"] });
    expect(outback.copy).toBe(BRAND_COPY.xoutback.en);
    expect(resources.de.pages.fallback.notice).toMatch(/nicht verfügbar/);
    const dba = brandPage("dba", { ...guest, lang: "de" });
    expect(dba.coverage.fallback).toBe(false);
    expect(dba.copy).toBe(BRAND_COPY.dba.de);
  });
});

describe("brand page links", () => {
  it("online catalogue for every brand but Redarc, PDF for every brand but Xforce, info sheets for Xtreme Clutch only", () => {
    for (const id of BRAND_IDS) {
      const page = brandPage(id, { ...guest, lang: "en" });
      expect(page.links.catalogue, id).toBe(id === "redarc" ? null : `/catalogue/${id}`);
      expect(page.links.pdf === null, id).toBe(id === "xforce");
      expect(page.links.infoSheets !== null, id).toBe(id === "xclutch");
      expect(page.links.site, id).toMatch(/^https:\/\//);
      expect(page.links.channel, id).toMatch(/^https:\/\/www\.youtube\.com\//);
      expect(page.video.thumbnail, id).toBe(id === "acl");
      expect(page.strip.map((b) => b.id)).not.toContain(id);
    }
  });
  it("shows Useful Files only to a signed-in user, with a folder per site source for five brands", () => {
    for (const id of BRAND_IDS) expect(brandPage(id, { ...guest, lang: "en" }).files, id).toBeNull();
    for (const id of BRAND_IDS) {
      const folders = (["main", "parts", "uk"] as const).map(
        (source) => brandPage(id, { lang: "en", source, variant: "eu", signedIn: true }).files?.folder,
      );
      const distinct = new Set(folders).size;
      expect(distinct, id).toBe(["dba", "xclutch", "xoutback", "xforce", "hawk"].includes(id) ? 3 : 1);
    }
  });
  it("offers the filter brand's merchandise to signed-in users on the Polish variant only", () => {
    expect(brandPage("ryco", { lang: "pl", source: "main", variant: "pl", signedIn: true }).files?.merchandise).toMatch(
      /^https:/,
    );
    expect(
      brandPage("ryco", { lang: "pl", source: "main", variant: "eu", signedIn: true }).files?.merchandise,
    ).toBeNull();
    expect(
      brandPage("dba", { lang: "pl", source: "main", variant: "pl", signedIn: true }).files?.merchandise,
    ).toBeNull();
  });
  it("claims more than 45 years in one place and more than 80 in another", () => {
    const all = JSON.stringify(BRAND_COPY);
    expect(all).toMatch(/more than 45 years/);
    expect(all).toMatch(/more than 80 years/);
    expect(Object.keys(BRAND_LINKS).sort()).toEqual([...BRAND_IDS].sort());
  });
});

describe("constants in the copy", () => {
  it("terms name every number of the spec in English and Polish, and the seller by region", () => {
    for (const lang of ["en", "pl"] as const) {
      const eu = text(termsCopy(lang, demoSellerRecord("EU"), []));
      for (const n of Object.values(TERMS)) expect(eu, `${lang} ${n}`).toMatch(new RegExp(`\\b${n}\\b`));
      expect(eu).toContain("sp. z o.o.");
      expect(eu).toContain("5-10");
      expect(eu).toContain("3-4");
      expect(text(termsCopy(lang, demoSellerRecord("NL"), []))).toContain("B.V.");
      expect(text(termsCopy(lang, demoSellerRecord("NL"), []))).not.toContain("sp. z o.o.");
    }
  });
  it("returns name 30, 7 and 5 days in every language", () => {
    for (const lang of LANGUAGES) {
      const copy = text(RETURNS_COPY[lang]);
      for (const n of Object.values(RETURNS)) expect(copy, `${lang} ${n}`).toMatch(new RegExp(`\\b${n}\\b`));
    }
  });
  it("privacy answers within one month and names the controller by region", () => {
    for (const lang of LANGUAGES) {
      expect(text(privacyCopy(lang, demoSellerRecord("EU")))).toContain(`${PRIVACY_RESPONSE_MONTHS} `);
      expect(text(privacyCopy(lang, demoSellerRecord("EU")))).toContain("sp. z o.o.");
      expect(text(privacyCopy(lang, demoSellerRecord("NL")))).toContain("B.V.");
    }
    expect(Object.keys(COOKIES_COPY).sort()).toEqual(["en", "pl"]);
  });
  it("FAQ has its sections in every language and quotes the delivery facts it is given", () => {
    const delivery: DeliveryCopy = {
      dispatch: "CUT-OFF SENTENCE",
      standard: "STANDARD SENTENCE",
      costs: [p("COSTS")],
      carriers: [],
      payments: [p("PAYMENTS")],
      more: links({ to: "/shipping", text: "MORE" }),
      sections: [],
    };
    for (const lang of LANGUAGES) {
      const copy = faqCopy(lang, demoSellerRecord("EU"), delivery);
      expect(copy.sections.map((s) => s.id)).toEqual(expect.arrayContaining(["payment", "warranties", "shipping"]));
      const shipping = text({ sections: copy.sections.filter((s) => s.id === "shipping") });
      for (const fact of ["CUT-OFF SENTENCE", "STANDARD SENTENCE", "COSTS", "/shipping"])
        expect(shipping).toContain(fact);
      expect(text({ sections: copy.sections.filter((s) => s.id === "payment") })).toContain("PAYMENTS");
    }
  });
});
