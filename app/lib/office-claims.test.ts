import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { CLAIM_TOKEN_PATTERN } from "../../contract/claim-status.ts";
import { CLAIM_MESSAGE_MAX as CONTRACT_MESSAGE_MAX } from "../../contract/office-claims.ts";
import { CLAIM_NUMBER_PATTERN } from "../../contract/warranty.ts";
import { CLAIM_NUMBER, CLAIM_TOKEN, claimsUrl, pictureSize } from "./office-claims.ts";
import { CLAIM_MESSAGE_MAX, ClaimFilterSchema, DecideClaimFormSchema } from "./office-forms.ts";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};
const decide = (entries: [string, string][]) => parseWithZod(form(entries), { schema: DecideClaimFormSchema });

describe("the office's claim forms", () => {
  it("take one of the three decisions with a message, trimmed", () => {
    const done = decide([
      ["decision", "more_info"],
      ["message", "  Please send a picture of the invoice.  "],
    ]);
    expect(done.status).toBe("success");
    expect(done.status === "success" && done.value).toEqual({
      decision: "more_info",
      message: "Please send a picture of the invoice.",
    });
  });

  it("refuse a missing or unknown decision and an empty, too long or NUL message, as translation keys", () => {
    expect(decide([["message", "x"]]).reply().error).toEqual({ decision: ["office:errors.decision"] });
    expect(
      decide([
        ["decision", "credit_note"],
        ["message", "x"],
      ]).reply().error,
    ).toEqual({ decision: ["office:errors.decision"] });
    expect(
      decide([
        ["decision", "accepted"],
        ["message", "   "],
      ]).reply().error,
    ).toEqual({ message: ["errors.required"] });
    expect(
      decide([
        ["decision", "rejected"],
        ["message", "x".repeat(CLAIM_MESSAGE_MAX + 1)],
      ]).reply().error,
    ).toEqual({ message: ["office:errors.tooLong"] });
    expect(
      decide([
        ["decision", "rejected"],
        ["message", "a\u0000b"],
      ]).reply().error,
    ).toEqual({ message: ["errors.invalid"] });
  });

  it("filter the list by a known status and a page number only", () => {
    const filter = (query: string) => parseWithZod(new URLSearchParams(query), { schema: ClaimFilterSchema });
    expect(filter("status=more_info&page=2").status).toBe("success");
    expect(filter("").status).toBe("success");
    expect(filter("status=lost").reply().error).toEqual({ status: ["office:errors.claimStatus"] });
    expect(filter("page=0").reply().error).toEqual({ page: ["errors.invalid"] });
    expect(filter("page=abc").reply().error).toEqual({ page: ["errors.invalid"] });
  });

  it("hold the contract's limits and patterns", () => {
    expect(CLAIM_MESSAGE_MAX).toBe(CONTRACT_MESSAGE_MAX);
    expect(CLAIM_NUMBER.source).toBe(CLAIM_NUMBER_PATTERN.source);
    expect(CLAIM_TOKEN.source).toBe(CLAIM_TOKEN_PATTERN.source);
  });
});

describe("the office's claim list", () => {
  it("keeps the status and the page in its address", () => {
    expect(claimsUrl("", 1)).toBe("/office/claims");
    expect(claimsUrl("rejected", 1)).toBe("/office/claims?status=rejected");
    expect(claimsUrl("accepted", 3)).toBe("/office/claims?status=accepted&page=3");
  });

  it("writes a picture's size as a person reads it", () => {
    expect(pictureSize(100)).toBe("1 KB");
    expect(pictureSize(300 * 1024)).toBe("300 KB");
    expect(pictureSize(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});
