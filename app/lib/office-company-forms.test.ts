import { describe, expect, it } from "vitest";
import { POLISH_COMPANY } from "../../tests/fixtures/demo-seller.ts";
import {
  answerForm,
  CompanyPageFormSchema,
  companyFormValue,
  factsOfText,
  fieldOfPath,
  messageKey,
  translatedErrors,
} from "./office-company-forms.ts";

describe("the office's company forms", () => {
  it("read the imprint's further facts one a line, and write them back alike", () => {
    expect(factsOfText("REGON: 340512873\r\n\n Share capital : PLN 250,000, paid in full ")).toEqual([
      { term: "REGON", value: "340512873" },
      { term: "Share capital", value: "PLN 250,000, paid in full" },
    ]);
    expect(factsOfText("no colon")).toEqual([{ term: "no colon", value: "" }]);
    expect(companyFormValue(POLISH_COMPANY).extra.en).toBe(
      "REGON: 340512873\nShare capital: PLN 250,000, paid in full",
    );
  });

  it("take a company as its form posts it, facts as lines, back to the contract's record", () => {
    const parsed = CompanyPageFormSchema.parse({ intent: "company", ...companyFormValue(POLISH_COMPANY) });
    expect(parsed).toEqual({ intent: "company", ...POLISH_COMPANY });
  });

  it("refuse a fact without a value and a phone that is none, each at its field, as translation keys", () => {
    const result = CompanyPageFormSchema.safeParse({
      intent: "company",
      ...companyFormValue(POLISH_COMPANY),
      phone: "call us",
      name: "",
      extra: { en: "REGON", pl: "", de: "" },
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join("."), [i.message]] as const),
    ) as Record<string, string[]>;
    expect(translatedErrors(errors)).toEqual({
      name: ["errors.required"],
      phone: ["errors.invalid"],
      "extra.en": ["errors.required"],
    });
  });

  it("name the field of an error's path and the key of a message", () => {
    expect(fieldOfPath("extra.pl.2.value")).toBe("extra.pl");
    expect(fieldOfPath("registeredOffice.country.de")).toBe("registeredOffice.country.de");
    expect(messageKey("Required")).toBe("errors.required");
    expect(messageKey("String must contain at most 300 character(s)")).toBe("office:errors.tooLong");
    expect(messageKey("Invalid format")).toBe("errors.invalid");
  });

  it("take an account and a registration as typed, and refuse a wrong choice, country or day with their keys", () => {
    expect(
      CompanyPageFormSchema.parse({
        intent: "account",
        seller: "pl",
        currency: "EUR",
        iban: " PL61 1090 1014 0000 0712 1981 2874 ",
        bic: "WBKPPLPP",
        bankname: "Santander",
      }),
    ).toEqual({
      intent: "account",
      seller: "pl",
      currency: "EUR",
      iban: "PL61 1090 1014 0000 0712 1981 2874",
      bic: "WBKPPLPP",
      bankname: "Santander",
      holder: "",
    });
    expect(
      CompanyPageFormSchema.parse({
        intent: "registration",
        seller: "PL",
        country: "gb",
        vatnumber: "GB123456789",
        validfrom: "2026-01-01",
      }),
    ).toMatchObject({ country: "GB" });
    const refused = CompanyPageFormSchema.safeParse({
      intent: "registration",
      seller: "DE",
      country: "Great Britain",
      vatnumber: "GB123456789",
      validfrom: "2026-02-30",
    });
    const messages = Object.fromEntries(refused.error!.issues.map((i) => [i.path.join("."), [i.message]]));
    expect(translatedErrors(messages)).toEqual({
      seller: ["office:errors.choice"],
      country: ["office:company.errors.country"],
      validfrom: ["office:errors.date"],
    });
  });

  it("name the form an answer is about", () => {
    expect(answerForm({ intent: "company", id: "nl" })).toBe("company-nl");
    expect(answerForm({ intent: "office", region: "UK" })).toBe("office-UK");
    expect(answerForm({ intent: "removeAccount", seller: "pl", currency: "PLN" })).toBe("removeAccount-pl-PLN");
    expect(answerForm({ intent: "endRegistration", seller: "PL", country: "GB" })).toBe("endRegistration-PL-GB");
    expect(answerForm({ intent: "registration" })).toBe("registration");
    expect(answerForm({})).toBe("account");
  });
});
