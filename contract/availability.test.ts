import { describe, expect, it } from "vitest";
import type { Stock } from "./item.ts";
import { airfreightText, availabilityFor, stockLabelCase } from "./availability.ts";
import { clampQuantity } from "./quantity.ts";

const today = new Date("2026-11-22T10:00:00Z");
const entry = (
  location: string,
  quantityavailable: number,
  flags: Partial<{ default: boolean; dropship: boolean; alternative: boolean }>,
) => ({
  location,
  quantityavailable,
  default: false,
  dropship: false,
  alternative: false,
  specialbackorder: false,
  multilocationavailable: false,
  ...flags,
});
function stock(over: Partial<Stock> & { torun?: number; birmingham?: number; dropship?: number }): Stock {
  return {
    availability: [
      entry("TORUN", over.torun ?? 0, { default: true }),
      entry("BIRMINGHAM", over.birmingham ?? 0, { alternative: true }),
      entry("MANUFACTURER", over.dropship ?? 0, { dropship: true }),
    ],
    deliveries: over.deliveries ?? [],
    manufacturerstock: over.manufacturerstock ?? 0,
    specialbackorder: over.specialbackorder ?? false,
    airfreight: over.airfreight ?? false,
    airfreightterms: over.airfreightterms ?? null,
    maxquantity: over.maxquantity ?? 10,
  };
}

describe("availabilityFor: the seven cases in order", () => {
  it("1. in stock at the default warehouse: 2-5 days", () => {
    const a = availabilityFor(stock({ torun: 5, dropship: 9 }), 5, today);
    expect(a.case).toBe("inStock");
    expect(a.label.key).toBe("availability.inStock");
    expect(a.delivery).toEqual({ key: "delivery.days", params: { from: 2, to: 5 } });
    expect(a.prolonged).toBe(false);
  });
  it("2. dropshipping when the default warehouse lacks the quantity: 2-5 days", () => {
    expect(availabilityFor(stock({ torun: 1, dropship: 3, birmingham: 9 }), 2, today).case).toBe("dropship");
  });
  it("3. alternative warehouse: 5-10 days", () => {
    const a = availabilityFor(stock({ torun: 1, birmingham: 4 }), 3, today);
    expect(a.case).toBe("alternative");
    expect(a.delivery.params).toEqual({ from: 5, to: 10 });
  });
  it("4. in transit within 28 days: days to arrival + 5 to + 7", () => {
    const a = availabilityFor(stock({ deliveries: [{ location: "TORUN", eta: "2026-12-02", quantity: 4 }] }), 2, today);
    expect(a.case).toBe("inTransit");
    expect(a.delivery).toEqual({ key: "delivery.transit", params: { from: 15, to: 17 } });
  });
  it("4. counts stock on hand plus deliveries until the quantity is covered", () => {
    const s = stock({
      torun: 1,
      deliveries: [
        { location: "TORUN", eta: "2026-11-25", quantity: 1 },
        { location: "TORUN", eta: "2026-12-10", quantity: 5 },
      ],
    });
    expect(availabilityFor(s, 2, today).delivery.params).toEqual({ from: 8, to: 10 });
    expect(availabilityFor(s, 4, today).delivery.params).toEqual({ from: 23, to: 25 });
  });
  it("4. unknown arrival date says 'expected within the next few days'", () => {
    const a = availabilityFor(stock({ deliveries: [{ location: "TORUN", eta: null, quantity: 4 }] }), 1, today);
    expect(a.delivery.key).toBe("delivery.fewDays");
  });
  it("5. airfreight from the manufacturer when nothing arrives within 28 days", () => {
    const s = stock({
      airfreight: true,
      specialbackorder: true,
      manufacturerstock: 20,
      deliveries: [{ location: "TORUN", eta: "2027-02-01", quantity: 4 }],
    });
    const a = availabilityFor(s, 2, today);
    expect(a.case).toBe("airfreight");
    expect(a.label.key).toBe("availability.manufacturer");
    expect(a.delivery.key).toBe("delivery.airfreight");
  });
  it("5. the brand's airfreight lead time, where the ERP has one (decision 0044)", () => {
    const flown = (airfreightterms: Stock["airfreightterms"]) =>
      availabilityFor(
        stock({ airfreight: true, specialbackorder: true, manufacturerstock: 20, airfreightterms }),
        1,
        today,
      ).delivery;
    expect(flown({ min: 14, max: 21, free: false })).toEqual({
      key: "delivery.airfreightDays",
      params: { from: 14, to: 21 },
    });
    expect(flown({ min: 14, max: 21, free: true })).toEqual({
      key: "delivery.airfreightDaysFree",
      params: { from: 14, to: 21 },
    });
    expect(flown({ min: null, max: 28, free: false })).toEqual({
      key: "delivery.airfreightWeeks",
      params: { count: 4 },
    });
    expect(flown({ min: 20, max: 20, free: true })).toEqual({
      key: "delivery.airfreightWithinFree",
      params: { count: 20 },
    });
    expect(flown(null)).toEqual({ key: "delivery.airfreight" });
    expect(airfreightText(null)).toEqual({ key: "delivery.airfreight" });
  });
  it("5. no airfreight when the brand has none or backorder is not allowed", () => {
    expect(
      availabilityFor(stock({ airfreight: false, specialbackorder: true, manufacturerstock: 20 }), 1, today).case,
    ).toBe("outOfStock");
    expect(
      availabilityFor(stock({ airfreight: true, specialbackorder: false, manufacturerstock: 20 }), 1, today).case,
    ).toBe("outOfStock");
  });
  it("6. in transit later than 28 days", () => {
    const a = availabilityFor(stock({ deliveries: [{ location: "TORUN", eta: "2027-01-05", quantity: 4 }] }), 1, today);
    expect(a.case).toBe("inTransitLate");
    expect(a.delivery.params).toEqual({ from: 49, to: 51 });
  });
  it("7. out of stock", () => {
    const a = availabilityFor(stock({ maxquantity: 0 }), 1, today);
    expect(a.case).toBe("outOfStock");
    expect(a.label.key).toBe("availability.outOfStock");
    expect(a.orderable).toBe(false);
  });
});

describe("stockLabelCase", () => {
  it("is the product page's label for one piece, in every case (issue 43)", () => {
    const cases: Stock[] = [
      stock({ torun: 1 }),
      stock({ dropship: 1 }),
      stock({ birmingham: 1 }),
      stock({ deliveries: [{ location: "TORUN", eta: "2026-12-01", quantity: 1 }] }),
      stock({ deliveries: [{ location: "TORUN", eta: "2027-02-01", quantity: 1 }] }),
      stock({ airfreight: true, specialbackorder: true, manufacturerstock: 20 }),
      stock({ maxquantity: 0 }),
    ];
    for (const s of cases)
      expect(`availability.${stockLabelCase(s, today)}`).toBe(availabilityFor(s, 1, today).label.key);
  });

  it("says 'temporarily out of stock' where the product page does, never 'ready to order'", () => {
    expect(stockLabelCase(stock({ torun: 1 }), today)).toBe("inStock");
    expect(stockLabelCase(stock({ deliveries: [{ location: "TORUN", eta: "2026-12-01", quantity: 1 }] }), today)).toBe(
      "inTransit",
    );
    expect(stockLabelCase(stock({ airfreight: true, specialbackorder: true, manufacturerstock: 20 }), today)).toBe(
      "manufacturer",
    );
    expect(stockLabelCase(stock({ maxquantity: 0 }), today)).toBe("outOfStock");
  });
});

describe("clampQuantity", () => {
  it("keeps the quantity between 1 and the maximum", () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
  });
});
