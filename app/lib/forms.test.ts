import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ITEM_ID_MAX } from "../../contract/wire-constants.ts";
import { AddToCartFormSchema } from "./forms.ts";

const add = (record: string, quantity = "1") => {
  const formData = new FormData();
  formData.append("intent", "add");
  formData.append("record", record);
  formData.append("quantity", quantity);
  return parseWithZod(formData, { schema: AddToCartFormSchema });
};

describe("the add-to-basket form", () => {
  it("takes an item id the ERP can hold", () => {
    expect(add("39").status).toBe("success");
    expect(add(String(ITEM_ID_MAX)).status).toBe("success");
  });

  it("refuses a forged record the ERP would refuse (it answered 500): too large, not whole, not positive", () => {
    for (const record of [String(ITEM_ID_MAX + 1), "3.0313575059427494e+213", "1.5", "0", "-1", "x"]) {
      const submission = add(record);
      expect(submission.status, record).toBe("error");
      expect(submission.reply().error?.record, record).toBeDefined();
    }
  });
});
