import { describe, expect, it } from "vitest";
import { PRICES_MAX, type Price } from "../../contract/item.ts";
import { idsToPrice, withCallerPrices } from "./caller-prices.ts";

const price = (grossprice: string) => ({ grossprice }) as unknown as Price;

describe("a customer's prices in the guests' answers", () => {
  it("asks each item once, in calls of at most PRICES_MAX, and once with no item (the session check)", () => {
    expect(
      idsToPrice({ item: { id: 7, price: price("1") }, items: [7, 8].map((id) => ({ id, price: price("1") })) }),
    ).toEqual([[7, 8]]);
    const many = Array.from({ length: PRICES_MAX + 3 }, (_, i) => ({ id: i + 1, price: price("1") }));
    const chunks = idsToPrice({ items: many });
    expect(chunks.map((c) => c.length)).toEqual([PRICES_MAX, 3]);
    expect(idsToPrice({ items: [] })).toEqual([[]]);
  });

  it("puts the customer's price into new objects and leaves the shared answer as it was", () => {
    const shared = Object.freeze({
      total: 2,
      item: Object.freeze({ id: 1, name: "disc", price: price("100.00") }),
      items: Object.freeze([Object.freeze({ id: 2, price: price("50.00") })]),
    });
    const mine = withCallerPrices(
      shared,
      new Map([
        [1, price("80.00")],
        [2, price("40.00")],
      ]),
    );
    expect(mine).toEqual({
      total: 2,
      item: { id: 1, name: "disc", price: price("80.00") },
      items: [{ id: 2, price: price("40.00") }],
    });
    expect(shared.item.price).toEqual(price("100.00"));
  });

  it("leaves out a listed item the ERP no longer prices; an item page without its price is null", () => {
    const answer = { items: [1, 2].map((id) => ({ id, price: price("1.00") })) };
    expect(withCallerPrices(answer, new Map([[2, price("2.00")]]))?.items).toEqual([{ id: 2, price: price("2.00") }]);
    expect(withCallerPrices({ item: { id: 1, price: price("1.00") } }, new Map())).toBeNull();
  });
});
