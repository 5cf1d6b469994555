import { describe, expect, it } from "vitest";
import { countryName } from "../../contract/countries.ts";
import { formatAddress } from "../../contract/seller.ts";
import { POLISH_COMPANY, DUTCH_COMPANY, sellerFor } from "../../tests/fixtures/demo-seller.ts";
import { taxLineLabel, taxNote } from "../../contract/tax-wording.ts";
import type { CallResponse } from "../../contract/wire.ts";
import type { Order } from "../../contract/orders.ts";
import { translator } from "./i18n.ts";
import { orderView, paymentView } from "./order-view.ts";

const order = {
  _id: "0123456789abcdef0123456789abcdef",
  name: "WEB-2026-000042",
  date: "2026-11-26T13:05:00.000Z",
  paymentdue: "2026-12-03",
  region: "EU",
  taxtreatment: "intra-community",
  taxrate: 0,
  taxcountry: "DE",
  taxregistration: null,
  billcompany: "Offroad GmbH",
  billaddressee: "Anna Schmidt",
  billaddress: "Hauptstraße 5",
  billaddress2: "",
  billzip: "10115",
  billcity: "Berlin",
  billcountry: "DE",
  shipcompany: "",
  shipaddressee: "Anna Schmidt",
  shipaddress: "Lagerweg 1",
  shipaddress2: "Tor 3",
  shipzip: "1010",
  shipcity: "Wien",
  shipcountry: "AT",
  shipphone: "+43 1 234567",
  withdrawal: {
    offered: true,
    reason: null,
    until: "2026-12-10",
    received: { receivedat: "2026-11-28T08:30:00.000Z", items: "all", reason: null },
  },
} as unknown as Order;

describe("the order page's view", () => {
  it.each(["en", "pl", "de"] as const)("words the dates, tax and parties in the page's language (%s)", async (lang) => {
    const t = await translator(lang);
    const view = orderView(order, lang, t, sellerFor(order.region));
    expect(view.date).toMatch(/26/);
    expect(view.date).toMatch(/14:05/); // the shop's time zone (Europe/Warsaw, UTC+1 in November)
    expect(view.paymentDue).toMatch(/3/);
    expect(view.paymentDue).toMatch(/2026/);
    expect(view.taxLabel).toBe(taxLineLabel(order, lang));
    expect(view.taxNote).toBe(taxNote(order, lang));
    expect(view.taxNote).toContain("138");
    expect(view.billing).toEqual([
      "Offroad GmbH",
      "Anna Schmidt",
      "Hauptstraße 5",
      "10115 Berlin",
      countryName("DE", lang),
    ]);
    expect(view.shipping).toEqual([
      "Anna Schmidt",
      "Lagerweg 1",
      "Tor 3",
      "1010 Wien",
      countryName("AT", lang),
      "+43 1 234567",
    ]);
    expect(view.seller).toEqual([
      POLISH_COMPANY.name,
      ...formatAddress(POLISH_COMPANY.registeredOffice, lang),
      `${t("checkout:order.sellerVat")}: ${POLISH_COMPANY.vatId}`,
      POLISH_COMPANY.registerNumber,
    ]);
    expect(view.withdrawal.until).toMatch(/10/);
    expect(view.withdrawal.receivedAt).toMatch(/28/);
  });

  it("names the Dutch seller for an NL order, and leaves out what the order does not have", async () => {
    const t = await translator("en");
    const nl = {
      ...order,
      region: "NL",
      paymentdue: null,
      taxtreatment: "domestic",
      taxrate: 0.21,
      taxcountry: "NL",
      withdrawal: { ...order.withdrawal, received: null },
    } as Order;
    const view = orderView(nl, "en", t, sellerFor(nl.region));
    expect(view.seller[0]).toBe(DUTCH_COMPANY.name);
    expect(view.seller).toContain(`VAT ID: ${DUTCH_COMPANY.vatId}`);
    expect(view.paymentDue).toBeNull();
    expect(view.taxLabel).toBe("VAT 21% (Netherlands)");
    expect(view.taxNote).toBeNull();
    expect(view.withdrawal.receivedAt).toBeNull();
    expect(view.date).toBe("26 November 2026 at 14:05");
  });

  it("shows a bank transfer's IBAN in groups of four and leaves the wallets as they are, each with its logos", () => {
    const methods = {
      paymentmethods: [
        { widgettype: "banktransfer", instructions: { iban: "PL61109010140000071219812874", amount: 10 } },
        { widgettype: "paypal", instructions: null },
      ],
    } as unknown as CallResponse<"getPaymentMethods">;
    const view = paymentView(methods);
    expect(view[0]!.instructions!.iban).toBe("PL61 1090 1014 0000 0712 1981 2874");
    expect(view[0]!.logos).toEqual([]);
    expect(view[1]).toEqual({ ...methods.paymentmethods[1], logos: ["paypal"] });
  });
});
