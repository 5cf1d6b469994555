import { describe, expect, it } from "vitest";
import { shipmentTracking } from "../../contract/carriers.ts";
import { order } from "../../tests/fixtures/order.ts";
import { shipmentMail } from "./shipment-mail.ts";
import { sellerFor } from "../seed/demo-seller.ts";

const parcel = {
  tracking: shipmentTracking("gls", "ZX81234567"),
  lines: [{ part: "HK-1", description: "Bremsscheibe", quantity: 2 }],
  complete: false,
};

describe("the shipping mail", () => {
  it("tells the buyer in their language the carrier, the number, the link and the lines", () => {
    const pl = shipmentMail(order, sellerFor(order.region), parcel, "https://shop.example/");
    expect(pl.to).toBe(order.email);
    expect(pl.subject).toBe(`Zamówienie ${order.name} zostało wysłane`);
    expect(pl.body).toContain("Przewoźnik: GLS");
    expect(pl.body).toContain("Numer przesyłki: ZX81234567");
    expect(pl.body).toContain("https://gls-group.com/GROUP/en/parcel-tracking?match=ZX81234567");
    expect(pl.body).toContain("2 × HK-1 Bremsscheibe");
    expect(pl.body).toContain("Pozostałe części wyślemy");
    expect(pl.body).toContain(`https://shop.example/order/${order._id}`);
    const de = shipmentMail({ ...order, lang: "de" }, sellerFor(order.region), { ...parcel, complete: true });
    expect(de.subject).toBe(`Ihre Bestellung ${order.name} wurde versandt`);
    expect(de.body).toContain("Sendung verfolgen: https://gls-group.com/");
    expect(de.body).not.toContain("übrigen Teile");
    const en = shipmentMail({ ...order, lang: "en" }, sellerFor(order.region), { ...parcel, tracking: null });
    expect(en.subject).toBe(`Your order ${order.name} has been shipped`);
    expect(en.body).toContain("no tracking number");
  });
});
