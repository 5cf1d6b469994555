import { describe, expect, it } from "vitest";
import { CatalogueFilterSchema } from "./catalogue-search.ts";

describe("catalogue filters", () => {
  it("refuse a value with NUL, which PostgreSQL text cannot hold (the catalogue answered 500)", () => {
    const parsed = CatalogueFilterSchema.safeParse({ make: "Toyota", category: "a\u0000b" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(["category"]);
    expect(CatalogueFilterSchema.parse({ make: "Toyota", category: " disc " })).toEqual({
      make: "Toyota",
      category: "disc",
    });
  });
});
