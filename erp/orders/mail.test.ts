import { describe, expect, it } from "vitest";
import type { Order } from "../../contract/wire.ts";
import { orderConfirmationMail } from "./mail.ts";
import { formatIban, POLISH_COMPANY } from "../../contract/seller.ts";

const base = {
  _id: "0123456789abcdef0123456789abcdef",
  date: "2026-11-22T09:00:00.000Z",
  name: "WEB-2026-000042",
  displayname: "",
  status: { _id: "pendingPayment" },
  paymentstatus: "unpaid",
  paymentmethod: { _id: "bank", name: "Bank transfer" },
  shippingmethod: { _id: "intl-standard", name: "Parcel Standard" },
  comment: "",
  email: "kunde@example.de",
  region: "EU",
  currency: { symbol: "€", iso: "EUR" },
  itemsamount: 100,
  discountamount: 10,
  promocode: "WELCOME10",
  shippingcost: 12,
  grossshippingcost: 14.76,
  taxamount: 23.46,
  grossamount: 125.46,
  taxclass: "standard",
  taxrate: 0.23,
  taxnumber: null,
  sendtogether: true,
  reqpayment: true,
  backorderquantity: 0,
  pendingquantity: 1,
  transactionlines: [
    {
      _id: "l1",
      item: { id: 1, recordtype: "inventoryitem", urlcomponent: "x", name: "DBA4000", photos: [] },
      displayname: "Bremsscheibe",
      quantity: 1,
      price: 123,
      baseprice: 100,
      amount: 123,
      discountrate: 0,
      pricelevel: null,
      additionalservice: null,
      init: null,
      kitcomponent: false,
      backorderquantity: 0,
    },
  ],
  billaddressee: "Hans Müller",
  billcompany: "",
  billaddress: "Ring 9",
  billaddress2: "",
  billzip: "50667",
  billcity: "Köln",
  billcountry: "DE",
  billphone: "",
  shipaddressee: "Hans Müller",
  shipcompany: "",
  shipaddress: "Ring 9",
  shipaddress2: "",
  shipzip: "50667",
  shipcity: "Köln",
  shipcountry: "DE",
  shipphone: "",
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
