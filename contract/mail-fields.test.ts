import { describe, expect, it } from "vitest";
import { BRANDS } from "./catalogue.ts";
import { ENQUIRY_BRANDS } from "./mail-fields.ts";

describe("the general enquiry form's brand list", () => {
  it("is the shop's one brand list, every brand by its name (issue 43 item 4)", () => {
    expect([...ENQUIRY_BRANDS]).toEqual(BRANDS.map((b) => b.name));
  });
});
