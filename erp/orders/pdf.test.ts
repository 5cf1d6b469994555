import { afterEach, describe, expect, it } from "vitest";
import type { Order } from "../contract.ts";
import { renderOrderPdf } from "./pdf.ts";

const order: Order = {
  _id: "0123456789abcdef0123456789abcdef",
  date: "2026-11-22T09:00:00.000Z",
  name: "WEB-2026-000042",
  displayname: "Zamówienie WEB-2026-000042",
  status: { _id: "pendingPayment" },
  paymentstatus: "unpaid",
  paymentmethod: { _id: "bank", name: "Przelew bankowy" },
  shippingmethod: { _id: "pl-post", name: "Paczka pocztowa" },
  comment: "Proszę dzwonić",
  email: "a@example.com",
  lang: "pl",
  region: "EU",
  currency: { symbol: "zł", iso: "PLN" },
  itemsamount: 1000,
  discountamount: 100,
  promocode: "WELCOME10",
  shippingcost: 14.99,
  grossshippingcost: 18.44,
  taxamount: 210.45,
  grossamount: 1125.44,
  taxclass: "standard",
  taxrate: 0.23,
  taxnumber: null,
  sendtogether: true,
  reqpayment: true,
  backorderquantity: 0,
  pendingquantity: 2,
  transactionlines: [
    {
      _id: "l1",
      item: { id: 1, recordtype: "inventoryitem", urlcomponent: "x", name: "DBA4000", photos: [] },
      displayname: "Tarcza hamulcowa",
      quantity: 2,
      price: 615,
      baseprice: 500,
      amount: 1230,
      discountrate: 0,
      pricelevel: null,
      additionalservice: null,
      init: null,
      kitcomponent: false,
      backorderquantity: 0,
    },
  ],
  billaddressee: "Łukasz Żółć",
  billcompany: "",
  billaddress: "ul. Śląska 1",
  billaddress2: "",
  billzip: "87-100",
  billcity: "Toruń",
  billcountry: "PL",
  billphone: "",
  shipaddressee: "Łukasz Żółć",
  shipcompany: "",
  shipaddress: "ul. Śląska 1",
  shipaddress2: "",
  shipzip: "87-100",
  shipcity: "Toruń",
  shipcountry: "PL",
  shipphone: "",
};

describe("order PDF", () => {
  const saved = process.env.PDF_FONT;
  afterEach(() => {
    if (saved === undefined) delete process.env.PDF_FONT;
    else process.env.PDF_FONT = saved;
  });

  it("renders a PDF with the system font or the built-in one", async () => {
    for (const mode of [undefined, "builtin"]) {
      if (mode) process.env.PDF_FONT = mode;
      const pdf = await renderOrderPdf(order);
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.toString("latin1")).toContain("WEB-2026-000042"); // the document title
      expect(pdf.length).toBeGreaterThan(1000);
    }
  });
});
