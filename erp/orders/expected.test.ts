import { describe, expect, it } from "vitest";
import { expectedFor } from "./expected.ts";

const placed = new Date("2026-11-02T10:00:00Z");
const today = new Date("2026-11-03T08:00:00Z");
const line = { outstanding: 2, backorder: 0, alternative: 0, deliveries: [] as string[] };

describe("the expected date of units still to ship", () => {
  it("from the home warehouse: within its 5 days of the day the order could ship", () => {
    expect(expectedFor(line, placed, today)).toEqual({ expected: "2026-11-07", basis: "stock" });
  });

  it("from the alternative warehouse: within 10 days", () => {
    expect(expectedFor({ ...line, alternative: 2 }, placed, today)).toEqual({ expected: "2026-11-12", basis: "stock" });
  });

  it("on backorder with an incoming delivery: its arrival plus the days in transit", () => {
    const backordered = { ...line, backorder: 2, deliveries: ["2026-12-01", "2026-10-01", "2026-11-20"] };
    // A delivery already past is not counted; the earliest one still to come is.
    expect(expectedFor(backordered, placed, today)).toEqual({ expected: "2026-11-27", basis: "delivery" });
  });

  it("on backorder without a delivery: the manufacturer's 4 weeks by airfreight", () => {
    expect(expectedFor({ ...line, backorder: 2 }, placed, today)).toEqual({
      expected: "2026-11-30",
      basis: "manufacturer",
    });
  });

  it("on backorder without a delivery, a brand flown in within 21 days: its lead time (decision 0044)", () => {
    expect(expectedFor({ ...line, backorder: 2, airfreightDays: 21 }, placed, today)).toEqual({
      expected: "2026-11-23",
      basis: "manufacturer",
    });
  });

  it("warehouse units shipped, backorder left: the backorder decides", () => {
    const rest = { outstanding: 1, backorder: 1, alternative: 0, deliveries: [] };
    expect(expectedFor(rest, placed, today).basis).toBe("manufacturer");
  });

  it("some warehouse units and a backorder still to ship: the later of the two", () => {
    const mixed = { outstanding: 3, backorder: 1, alternative: 0, deliveries: ["2026-11-04"] };
    expect(expectedFor(mixed, placed, today)).toEqual({ expected: "2026-11-11", basis: "delivery" });
  });

  it("an estimate already past moves to today plus two days", () => {
    const late = new Date("2026-12-20T08:00:00Z");
    expect(expectedFor(line, placed, late)).toEqual({ expected: "2026-12-22", basis: "stock" });
  });
});
