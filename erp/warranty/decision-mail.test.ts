import { describe, expect, it } from "vitest";
import { CLAIM_TOKEN_PATTERN } from "../../contract/claim-status.ts";
import { claimPageUrl, decisionMail } from "./decision-mail.ts";
import { claimTokenHash, newClaimToken } from "./decisions.ts";
import { POLISH_COMPANY } from "../seed/demo-seller.ts";

describe("the decision's mail", () => {
  const link = claimPageUrl("https://shop.example/", "WC-2026-000007", "t".repeat(43), "pl");

  it("links the claim's page with its number, the token and the claim's language", () => {
    expect(link).toBe(`https://shop.example/claim/WC-2026-000007?token=${"t".repeat(43)}&lng=pl`);
  });

  it("is written in the claim's language, with the office's message and the link", () => {
    const base = { number: "WC-2026-000007", message: "Bitte senden Sie die Rechnung.", link };
    const de = decisionMail(POLISH_COMPANY, { ...base, decision: "more_info", lang: "de" });
    expect(de.subject).toBe("Ihr Garantieanspruch WC-2026-000007: unsere Entscheidung");
    expect(de.body).toContain("benötigen wir weitere Angaben");
    expect(de.body).toContain("Bitte senden Sie die Rechnung.");
    expect(de.body).toContain(link);
    expect(decisionMail(POLISH_COMPANY, { ...base, decision: "accepted", lang: "pl" }).body).toContain("uznaliśmy");
    expect(decisionMail(POLISH_COMPANY, { ...base, decision: "rejected", lang: "en" }).body).toContain(
      "we cannot accept",
    );
  });
});

describe("the claim page's tokens", () => {
  it("are random, 43 characters of base64url, kept as a SHA-256", () => {
    const a = newClaimToken();
    expect(a).toMatch(CLAIM_TOKEN_PATTERN);
    expect(newClaimToken()).not.toBe(a);
    expect(claimTokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(claimTokenHash(a)).not.toContain(a);
  });
});
