/**
 * One seller record (contract/seller.ts) behind every place that names the seller: the order PDF and
 * the confirmation e-mail of the ERP, the imprint and the terms of the storefront. The bank accounts
 * are the ERP's data (decision 0026): each place prints the accounts it is given, and none without.
 * The order page is checked by the browser suite (tests/e2e/walk.spec.ts).
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../contract/languages.ts";
import { formatIban, type Region } from "../contract/seller.ts";
import { demoSellerRecord, sellerFor } from "../erp/seed/demo-seller.ts";
import type { Order } from "../contract/orders.ts";
import { imprintCopy } from "../app/content/pages/imprint.ts";
import { termsCopy } from "../app/content/pages/terms.ts";
import type { PageCopy } from "../app/content/types.ts";
import { publicAccount } from "../erp/bank/accounts.ts";
import { orderConfirmationMail } from "../erp/orders/mail.ts";
import { sellerLines } from "../erp/orders/pdf.ts";
import { DEMO_BANK_ACCOUNTS } from "../erp/seed/demo-accounts.ts";
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
    const accounts = DEMO_BANK_ACCOUNTS.filter((a) => a.seller === seller.id).map(publicAccount);
    const printed = accounts.map((a) => formatIban(a.iban));

    it(`${region}: the imprint and the terms name the seller and the bank accounts they are given`, () => {
      for (const lang of LANGS) {
        const imprint = pageText(imprintCopy(lang, demoSellerRecord(region), accounts));
        for (const fact of [...identity, ...printed, ...accounts.map((a) => a.bic)])
          expect(imprint, `${lang} imprint`).toContain(fact);
      }
      for (const lang of ["en", "pl"] as const) {
        const terms = pageText(termsCopy(lang, demoSellerRecord(region), accounts));
        for (const fact of [...identity, ...printed]) expect(terms, `${lang} terms`).toContain(fact);
      }
    });

    it(`${region}: without an account the imprint and the terms name the seller and no bank`, () => {
      for (const lang of LANGS) {
        const imprint = pageText(imprintCopy(lang, demoSellerRecord(region), []));
        for (const fact of identity) expect(imprint, `${lang} imprint`).toContain(fact);
        expect(imprint, `${lang} imprint`).not.toMatch(/IBAN|BIC/);
      }
      for (const lang of ["en", "pl"] as const)
        expect(pageText(termsCopy(lang, demoSellerRecord(region), []))).not.toMatch(/IBAN|BIC/);
    });

    it(`${region}: the order PDF and e-mail name the same seller and the account of the order`, () => {
      for (const lang of LANGS) {
        for (const account of accounts) {
          const placed: Order = {
            ...order,
            lang,
            region,
            currency: { iso: account.currency, symbol: "" },
            bankaccount: account,
          };
          const pdf = [seller.name, ...sellerLines(placed, seller)].join("\n");
          const mail = orderConfirmationMail(placed, seller).body;
          for (const fact of [...identity, formatIban(account.iban), account.bic]) {
            expect(pdf, `${lang} ${account.currency} PDF`).toContain(fact);
          }
          for (const fact of [seller.name, formatIban(account.iban), account.bic]) {
            expect(mail, `${lang} ${account.currency} e-mail`).toContain(fact);
          }
          const none = { ...placed, bankaccount: null };
          expect([...sellerLines(none, seller), orderConfirmationMail(none, seller).body].join("\n")).not.toMatch(
            /IBAN|BIC/,
          );
        }
      }
    });
  }
});
