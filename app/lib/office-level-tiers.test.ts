import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { LevelFormSchema } from "./office-customer-forms.ts";

/** The level form as posted: the level and the tier rows (empty fields as a browser sends them). */
function postLevel(tiers: [string, string][], discount = "12") {
  const data = new FormData();
  data.set("intent", "level");
  data.set("name", "Werkstatt");
  data.set("discount", discount);
  data.set("brand", "");
  data.set("pricegroup", "");
  for (let i = 0; i < 3; i++) {
    data.set(`tier${i + 1}from`, tiers[i]?.[0] ?? "");
    data.set(`tier${i + 1}discount`, tiers[i]?.[1] ?? "");
  }
  return parseWithZod(data, { schema: LevelFormSchema });
}

const errorsOf = (s: ReturnType<typeof postLevel>) => (s.status === "success" ? {} : s.reply().error);

describe("the level form's volume tiers", () => {
  it("takes no tiers when every row is empty", () => {
    const s = postLevel([]);
    expect(s.status).toBe("success");
    if (s.status === "success") expect(s.value.tiers).toEqual([]);
  });

  it("takes the filled rows, a comma as the decimal point, by rising quantity", () => {
    const s = postLevel([
      ["50", "18,5"],
      ["", ""],
      ["10", "15"],
    ]);
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value.tiers).toEqual([
        { from: 10, discountpct: 15 },
        { from: 50, discountpct: 18.5 },
      ]);
  });

  it("names the field of each rule a row breaks", () => {
    expect(errorsOf(postLevel([["1", "15"]]))).toMatchObject({ tier1from: ["office:errors.tierFrom"] });
    expect(errorsOf(postLevel([["10", "15.555"]]))).toMatchObject({ tier1discount: ["office:errors.discount"] });
    expect(errorsOf(postLevel([["10", "12"]]))).toMatchObject({ tier1discount: ["office:errors.tierDiscount"] });
    expect(
      errorsOf(
        postLevel([
          ["10", "15"],
          ["10", "18"],
        ]),
      ),
    ).toMatchObject({ tier2from: ["office:errors.tierRepeated"] });
    expect(
      errorsOf(
        postLevel([
          ["50", "14"],
          ["10", "15"],
        ]),
      ),
    ).toMatchObject({ tier1discount: ["office:errors.tierDiscount"] });
    expect(errorsOf(postLevel([["10", ""]]))).toMatchObject({ tier1discount: ["errors.required"] });
    expect(errorsOf(postLevel([["", "15"]]))).toMatchObject({ tier1from: ["errors.required"] });
    expect(errorsOf(postLevel([["2.5", "15"]]))).toMatchObject({ tier1from: ["office:errors.tierFrom"] });
  });
});
