import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { PeopleFormSchema } from "./people-forms.ts";

const ID = "6f1c8c5e-2b0a-4a7e-9f1e-0d6c1b2a3c4d";
const parse = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return parseWithZod(data, { schema: PeopleFormSchema });
};

describe("a buyer's spending limits form", () => {
  it("takes amounts as the page's language writes them, as cents; empty is no limit", () => {
    const s = parse({ intent: "limits", id: ID, orderLimit: "1 500,50", monthLimit: "" });
    expect(s.status === "success" && s.value).toEqual({ intent: "limits", id: ID, orderLimit: 150_050 });
    const t = parse({ intent: "limits", id: ID, orderLimit: "10", monthLimit: "20000.5" });
    expect(t.status === "success" && t.value).toMatchObject({ orderLimit: 1000, monthLimit: 2_000_050 });
  });

  it("refuses zero, negative and malformed amounts with the field named", () => {
    for (const bad of ["0", "0,00", "-5", "10,999", "lots"]) {
      const s = parse({ intent: "limits", id: ID, orderLimit: bad });
      expect(s.status, bad).toBe("error");
      expect(s.reply().error, bad).toEqual({ orderLimit: ["account:people.limitInvalid"] });
    }
  });
});
