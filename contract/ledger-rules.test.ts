import { describe, expect, it } from "vitest";
import { dueDate, isOverdue, runningBalances } from "./ledger-rules.ts";

describe("the ledger's rules", () => {
  it("due date: the UTC day of issue plus the days of the terms", () => {
    expect(dueDate(new Date("2026-11-25T23:30:00Z"), 30)).toBe("2026-12-25");
    expect(dueDate(new Date("2026-02-27T00:00:00Z"), 2)).toBe("2026-03-01");
    expect(dueDate(new Date("2028-02-28T12:00:00Z"), 1)).toBe("2028-02-29");
  });

  it("overdue: open, with a due date, and that day has passed", () => {
    const today = new Date("2026-12-26T09:00:00Z");
    expect(isOverdue({ due: "2026-12-25", open: true }, today)).toBe(true);
    expect(isOverdue({ due: "2026-12-26", open: true }, today)).toBe(false);
    expect(isOverdue({ due: "2026-12-25", open: false }, today)).toBe(false);
    expect(isOverdue({ due: null, open: true }, today)).toBe(false);
  });

  it("running balance: from the balance before the page, entry by entry", () => {
    expect(runningBalances(10_000, [2_500, -12_500, 99])).toEqual([12_500, 0, 99]);
    expect(runningBalances(0, [])).toEqual([]);
  });
});
