import { describe, expect, it } from "vitest";
import { CURRENCIES } from "../../contract/money.ts";
import { COMPANY_IDS, sellerIdFor } from "../../contract/seller.ts";
import { DEMO_BANK_ACCOUNTS } from "../seed/demo-accounts.ts";
import { bicProblem, ibanProblem, isValidBic, isValidIban, normalizeIban } from "./iban.ts";

describe("IBAN", () => {
  it("accepts valid IBANs of several countries", () => {
    for (const iban of [
      "PL61109010140000071219812874",
      "DE89370400440532013000",
      "NL91ABNA0417164300",
      "GB29NWBK60161331926819",
      "PL71999900001000000000000978",
    ])
      expect(ibanProblem(iban), iban).toBeNull();
  });
  it("refuses a wrong check digit, a swapped pair of digits and a wrong length", () => {
    expect(isValidIban("PL61109010140000071219812875")).toBe(false);
    expect(isValidIban("DE89370400440532031000")).toBe(false);
    expect(ibanProblem("DE8937040044053201300")).toMatch(/22 characters, this one 21/);
    expect(ibanProblem("NL91 ABNA 0417 1643 00")).toMatch(/country code/);
  });
  it("normalises the printed form to the electronic one", () => {
    expect(normalizeIban(" nl91 abna 0417 1643 00 ")).toBe("NL91ABNA0417164300");
    expect(isValidIban(normalizeIban("pl61 1090 1014 0000 0712 1981 2874"))).toBe(true);
  });
});

describe("BIC", () => {
  it("accepts 8 and 11 characters", () => {
    expect(isValidBic("DEUTDEFF")).toBe(true);
    expect(isValidBic("BPKOPLPWXXX")).toBe(true);
  });
  it("refuses other lengths, digits in the bank code and small letters", () => {
    for (const bic of ["DEUTDEF", "DEUTDEFF5", "DE1TDEFF", "deutdeff", "DEUTDEFF50 "])
      expect(bicProblem(bic), bic).not.toBeNull();
  });
});

describe("the demo catalogue's accounts", () => {
  it("are valid, one per seller in EUR and PLN and the UK region's seller's in GBP, all flagged demo", () => {
    for (const a of DEMO_BANK_ACCOUNTS) {
      expect(ibanProblem(a.iban), `${a.seller} ${a.currency}`).toBeNull();
      expect(bicProblem(a.bic), `${a.seller} ${a.currency}`).toBeNull();
      expect(a.demo).toBe(true);
    }
    const keys = DEMO_BANK_ACCOUNTS.map((a) => `${a.seller} ${a.currency}`);
    const euro = COMPANY_IDS.flatMap((s) => CURRENCIES.filter((c) => c !== "GBP").map((c) => `${s} ${c}`));
    expect(keys).toHaveLength(new Set(keys).size);
    expect(new Set(keys)).toEqual(new Set([...euro, `${sellerIdFor("UK")} GBP`]));
  });
});
