import { describe, expect, it } from "vitest";
import type { Order } from "../../contract/orders.ts";
import { order } from "../../tests/fixtures/order.ts";
import { orderConfirmationMail } from "./mail.ts";
import { formatIban } from "../../contract/seller.ts";
import { POLISH_COMPANY, sellerFor } from "../seed/demo-seller.ts";
import { DEMO_BANK_ACCOUNTS } from "../seed/demo-accounts.ts";

/** The fixture order as a German customer's: other amounts, one line, an address in Cologne. */
const { lang: _, ...polish } = order;
const base = {
  ...polish,
  displayname: "",
  paymentmethod: { _id: "bank", name: "Bank transfer" },
  shippingmethod: { _id: "intl-standard", name: "Parcel Standard" },
  comment: "",
  email: "kunde@example.de",
  currency: { symbol: "€", iso: "EUR" },
  bankaccount: {
    currency: "EUR",
    accountholder: "4x4 Performance Parts sp. z o.o.",
    bankname: "Example Bank AG",
    iban: "DE89370400440532013000",
    bic: "COBADEFFXXX",
  },
  itemsamount: 100,
  discountamount: 10,
  shippingcost: 12,
  grossshippingcost: 14.76,
  taxamount: 23.46,
  grossamount: 125.46,
  pendingquantity: 1,
  transactionlines: [
    {
      ...order.transactionlines[0]!,
      displayname: "Bremsscheibe",
      quantity: 1,
      price: 123,
      baseprice: 100,
      amount: 123,
    },
  ],
  billaddressee: "Hans Müller",
  billaddress: "Ring 9",
  billzip: "50667",
  billcity: "Köln",
  billcountry: "DE",
  shipaddressee: "Hans Müller",
  shipaddress: "Ring 9",
  shipzip: "50667",
  shipcity: "Köln",
  shipcountry: "DE",
} satisfies Omit<Order, "lang">;

describe("order confirmation e-mail", () => {
  it("is written in the customer's language with the order's facts", () => {
    const de = orderConfirmationMail({ ...base, lang: "de" }, sellerFor(base.region), "https://shop.example/");
    expect(de.subject).toBe("Bestellbestätigung WEB-2026-000042");
    expect(de.to).toBe("kunde@example.de");
    expect(de.replyTo).toBe(POLISH_COMPANY.email);
    expect(de.body).toContain("Guten Tag Hans Müller");
    expect(de.body).toContain("1 × DBA4000 Bremsscheibe");
    expect(de.body).toContain("Rabatt (WELCOME10)");
    expect(de.body).toContain("DE89 3704 0044 0532 0130 00");
    expect(de.body).toContain("Kontoinhaber: 4x4 Performance Parts sp. z o.o., Example Bank AG, BIC COBADEFFXXX");
    expect(de.body).toContain("vollständig in einem Paket");
    expect(de.body).toContain("Deutschland");
    expect(de.body).toContain("https://shop.example/order/0123456789abcdef0123456789abcdef");

    const pl = orderConfirmationMail(
      { ...base, lang: "pl", paymentmethod: { _id: "paypal", name: "PayPal" }, sendtogether: false },
      sellerFor(base.region),
    );
    expect(pl.subject).toBe("Potwierdzenie zamówienia WEB-2026-000042");
    expect(pl.body).toContain("Płatności możesz dokonać na stronie zamówienia");
    expect(pl.body).not.toContain(formatIban(base.bankaccount.iban));
    expect(pl.body).not.toContain("w jednej paczce");
    expect(orderConfirmationMail({ ...base, lang: "en", region: "NL" }, sellerFor("NL")).subject).toBe(
      "Order confirmation WEB-2026-000042",
    );
  });
});

describe("the buyer's purchase-order number in the mails (issue 41)", () => {
  it("is in the subject and above the order page's link, in the order's language; absent without one", () => {
    const de = orderConfirmationMail({ ...base, lang: "de", ponumber: "BE-4711/3" }, sellerFor(base.region));
    expect(de.subject).toBe("Bestellbestätigung WEB-2026-000042 (PO BE-4711/3)");
    expect(de.body).toMatch(/Ihre Bestellreferenz \(PO\): BE-4711\/3\nIhre Bestellseite: /);
    const pl = orderConfirmationMail({ ...base, lang: "pl", ponumber: "ZK/12" }, sellerFor(base.region));
    expect(pl.body).toContain("Nr zamówienia klienta (PO): ZK/12");
    const none = orderConfirmationMail({ ...base, lang: "en" }, sellerFor(base.region));
    expect(none.subject).not.toContain("PO");
    expect(none.body).not.toContain("PO number");
  });
});

describe("the bank account in the confirmation", () => {
  it("is the one the order carries, and without one no account is named", () => {
    const en = orderConfirmationMail({ ...base, lang: "en", bankaccount: null }, sellerFor(base.region)).body;
    expect(en).not.toMatch(/IBAN|BIC|Account holder/);
    for (const demo of DEMO_BANK_ACCOUNTS) expect(en).not.toContain(formatIban(demo.iban));
  });
});
