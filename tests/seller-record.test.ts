/**
 * One seller record (contract/seller.ts) behind every place that names the seller: the order PDF and
 * the confirmation e-mail of the ERP, the imprint and the terms of the storefront. The order page is
 * checked by the browser suite (tests/e2e/walk.spec.ts).
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../contract/languages.ts";
import { CURRENCIES } from "../contract/money.ts";
import { formatIban, sellerFor, type Region } from "../contract/seller.ts";
import type { Order } from "../contract/wire.ts";
import { imprintCopy } from "../app/content/pages/imprint.ts";
import { termsCopy } from "../app/content/pages/terms.ts";
import type { PageCopy } from "../app/content/types.ts";
import { orderConfirmationMail } from "../erp/orders/mail.ts";
import { sellerLines } from "../erp/orders/pdf.ts";
import { order } from "./fixtures/order.ts";

const REGIONS: Region[] = ["EU", "NL", "UK"];
const LANGS: Language[] = ["en", "pl", "de"];

function pageText(copy: PageCopy): string {
  return JSON.stringify(copy);
}

describe("the seller record", () => {
  for (const region of REGIONS) {
    const seller = sellerFor(region);
    const identity = [seller.name, seller.vatId, seller.registerNumber, seller.packagingRegisterNumber];
    const accounts = CURRENCIES.map((currency) => formatIban(seller.bank.iban[currency]));

    it(`${region}: the imprint and the terms name the seller and both bank accounts`, () => {
      for (const lang of LANGS) {
        const imprint = pageText(imprintCopy(lang, region));
        for (const fact of [...identity, ...accounts, seller.bank.bic])
          expect(imprint, `${lang} imprint`).toContain(fact);
      }
      for (const lang of ["en", "pl"] as const) {
        const terms = pageText(termsCopy(lang, region));
        for (const fact of [...identity, ...accounts]) expect(terms, `${lang} terms`).toContain(fact);
      }
    });

    it(`${region}: the order PDF and e-mail name the same seller and the account of the order's currency`, () => {
      for (const lang of LANGS) {
        for (const currency of CURRENCIES) {
          const placed: Order = { ...order, lang, region, currency: { iso: currency, symbol: "" } };
          const pdf = [seller.name, ...sellerLines(placed)].join("\n");
          const mail = orderConfirmationMail(placed).body;
          for (const fact of [...identity, formatIban(seller.bank.iban[currency]), seller.bank.bic]) {
            expect(pdf, `${lang} ${currency} PDF`).toContain(fact);
          }
          for (const fact of [seller.name, formatIban(seller.bank.iban[currency]), seller.bank.bic]) {
            expect(mail, `${lang} ${currency} e-mail`).toContain(fact);
          }
        }
      }
    });
  }
});
