import { describe, expect, it } from "vitest";
import type { Order } from "../../contract/wire.ts";
import { order } from "../../tests/fixtures/order.ts";
import { orderConfirmationMail } from "./mail.ts";
import { formatIban, POLISH_COMPANY } from "../../contract/seller.ts";

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
    const de = orderConfirmationMail({ ...base, lang: "de" }, "https://shop.example/");
    expect(de.subject).toBe("Bestellbestätigung WEB-2026-000042");
    expect(de.to).toBe("kunde@example.de");
    expect(de.replyTo).toBe(POLISH_COMPANY.email);
    expect(de.body).toContain("Guten Tag Hans Müller");
    expect(de.body).toContain("1 × DBA4000 Bremsscheibe");
    expect(de.body).toContain("Rabatt (WELCOME10)");
    expect(de.body).toContain(formatIban(POLISH_COMPANY.bank.iban[base.currency.iso]));
    expect(de.body).toContain("vollständig in einem Paket");
    expect(de.body).toContain("Deutschland");
    expect(de.body).toContain("https://shop.example/order/0123456789abcdef0123456789abcdef");

    const pl = orderConfirmationMail({
      ...base,
      lang: "pl",
      paymentmethod: { _id: "paypal", name: "PayPal" },
      sendtogether: false,
    });
    expect(pl.subject).toBe("Potwierdzenie zamówienia WEB-2026-000042");
    expect(pl.body).toContain("Płatności możesz dokonać na stronie zamówienia");
    expect(pl.body).not.toContain(formatIban(POLISH_COMPANY.bank.iban[base.currency.iso]));
    expect(pl.body).not.toContain("w jednej paczce");
    expect(orderConfirmationMail({ ...base, lang: "en", region: "NL" }).subject).toBe(
      "Order confirmation WEB-2026-000042",
    );
  });
});
