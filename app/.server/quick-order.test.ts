import { describe, expect, it } from "vitest";
import { reorderNotice } from "./quick-order.ts";
import { translator } from "./i18n.ts";

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

  it("names the rule a line's quantity breaks, in the buyer's language (issue 41)", async () => {
    const rule = { min: 4, max: 40, increment: 4 };
    const lines = [line("A", "added"), { ...line("Pads", "quantityRule", 6), rule }];
    const de = reorderNotice("WEB-2026-000003", lines, await translator("de"));
    expect(de.params?.refused).toBe("Pads (Nur in Packungen zu 4 Stück: Wählen Sie 4 oder 8)");
    const pl = reorderNotice("WEB-2026-000003", lines, await translator("pl"));
    expect(pl.params?.refused).toBe("Pads (Sprzedawane w opakowaniach po 4 szt.: wybierz 4 lub 8)");
  });
});
