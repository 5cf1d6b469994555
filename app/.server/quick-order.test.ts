import { describe, expect, it } from "vitest";
import { reorderNotice } from "./quick-order.ts";

const t = (key: string, params?: Record<string, string | number>) => `${key}(${JSON.stringify(params ?? {})})`;
const line = (name: string, status: string, requested = 2, added = status === "added" ? 2 : 0) => ({
  name,
  status,
  requested,
  added,
});

describe("reorderNotice", () => {
  it("says all lines are back when every line was added", () => {
    expect(reorderNotice("WEB-2026-000001", [line("A", "added"), line("B", "added")], t)).toEqual({
      key: "account:reorder.added",
      params: { order: "WEB-2026-000001" },
      tone: "success",
    });
  });

  it("names the lines that could not be added, and why; a capped line counts as added", () => {
    const notice = reorderNotice(
      "WEB-2026-000002",
      [line("A", "added"), line("B", "capped", 5, 3), line("C", "outOfStock")],
      t,
    );
    expect(notice.key).toBe("account:reorder.partly");
    expect(notice.tone).toBe("warning");
    expect(notice.params).toMatchObject({ added: 2, total: 3 });
    expect(notice.params?.refused).toBe(
      'account:reorder.reason.capped({"name":"B","added":3,"requested":5}); account:reorder.reason.outOfStock({"name":"C","added":0,"requested":2})',
    );
  });

  it("says none could be added, naming at most five lines and counting the rest", () => {
    const lines = Array.from({ length: 8 }, (_, i) => line(`P${i}`, "notSold"));
    const notice = reorderNotice("WEB-2026-000003", lines, t);
    expect(notice.key).toBe("account:reorder.none");
    const refused = String(notice.params?.refused).split("; ");
    expect(refused).toHaveLength(6);
    expect(refused[5]).toBe('account:reorder.more({"count":3})');
  });
});
