import { describe, expect, it } from "vitest";
import type { ShoppingCart } from "../../contract/cart.ts";
import { basketCart } from "./basket-cart.ts";

const rule = { min: 1, max: null, increment: 1 };
const line = {
  _id: "l1",
  item: {
    id: 7,
    recordtype: "inventoryitem",
    urlcomponent: "dba4000",
    name: "DBA4000",
    photos: [
      { url: "/img/dba4000-1.webp", name: "front" },
      { url: "/img/dba4000-2.webp", name: "back" },
    ],
    available: 12,
    deliveries: [{ location: "TORUN", quantity: 4, date: "2026-12-09" }],
    stock: { availability: [{ location: "TORUN", quantityavailable: 12 }], airfreightterms: null },
    quantityrule: rule,
  },
  displayname: "DBA 4000 T3 slotted disc",
  quantity: 2,
  price: 123,
  baseprice: 100,
  amount: 246,
  discountrate: 0,
  pricelevel: { name: "Trade", discountpct: 10, tiers: [{ from: 10, discountpct: 15, baseprice: 85, price: 104.55 }] },
  additionalservice: null,
  init: null,
  kitcomponent: false,
  quoted: false,
};
const address = { name: "Anna Nowak", street: "Szeroka 12", city: "Toruń", zip: "87-100", country: "PL" };
const cart = {
  _id: "cart-1",
  currency: { symbol: "zł", iso: "PLN" },
  transactionlines: [line],
  itemsamount: 200,
  grossitemsamount: 246,
  discountamount: 0,
  grossdiscountamount: 0,
  shippingcost: 25,
  shippingmethod: "courier",
  paymentmethod: "blik",
  taxamount: 51.75,
  grossamount: 276.75,
  grossshippingcost: 30.75,
  promocode: null,
  promocodestatus: null,
  backorderquantity: 0,
  sendtogether: false,
  sendtogetherrequired: false,
  reqpayment: true,
  comment: "",
  ponumber: "",
  ponumberrequired: false,
  quote: null,
  approvalreasons: [],
  shipemail: "anna.nowak@example.com",
  shipcountry: "PL",
  shipzip: "87-100",
  billcountry: "PL",
  shippingaddress: address,
  billingaddress: null,
  taxnumber: "PL9562287140",
  validtaxnumber: true,
  vatcheck: "valid",
  taxrate: 0.23,
  orderid: null,
  options: { shippingmethod: [], paymentmethod: [{ _id: "blik", displayname: "BLIK" }] },
} as unknown as ShoppingCart;

describe("the basket as its page draws it", () => {
  it("keeps what the page reads: the lines' names, links, first photo, rule and prices; the methods and flags", () => {
    expect(basketCart(cart)).toEqual({
      _id: "cart-1",
      currency: { symbol: "zł", iso: "PLN" },
      transactionlines: [
        {
          _id: "l1",
          displayname: "DBA 4000 T3 slotted disc",
          quantity: 2,
          price: 123,
          baseprice: 100,
          amount: 246,
          init: null,
          kitcomponent: false,
          quoted: false,
          item: {
            urlcomponent: "dba4000",
            name: "DBA4000",
            photos: [{ url: "/img/dba4000-1.webp", name: "front" }],
            available: 12,
            quantityrule: rule,
          },
        },
      ],
      taxrate: 0.23,
      shippingmethod: "courier",
      paymentmethod: "blik",
      promocode: null,
      promocodestatus: null,
      sendtogetherrequired: false,
      ponumberrequired: false,
      quote: null,
      approvalreasons: [],
      vatcheck: "valid",
      options: { shippingmethod: [], paymentmethod: [{ _id: "blik", displayname: "BLIK" }] },
    });
  });

  it("leaves out the addresses, the VAT number, stock by location and the deliveries", () => {
    const json = JSON.stringify(basketCart(cart));
    for (const left of ["Szeroka", "PL9562287140", "anna.nowak@", "TORUN", "2026-12-09", "Trade"])
      expect(json).not.toContain(left);
    expect(json.length).toBeLessThan(JSON.stringify(cart).length / 2);
  });
});
