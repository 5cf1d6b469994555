import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import {
  billingAddress,
  CheckoutDraftSchema,
  CheckoutFormSchema,
  currencyToOffer,
  PoCheckoutFormSchema,
  TradeCheckoutFormSchema,
  shippingAddress,
  vatPrefixFor,
} from "./checkout.ts";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.append(k, v);
  return parseWithZod(data, { schema: CheckoutFormSchema });
};

/** The smallest complete guest order: every required field and no other. */
const complete = {
  firstName: "Anna",
  lastName: "Kowalska",
  email: "anna@example.pl",
  emailRepeat: "Anna@Example.pl",
  street: "Szeroka",
  houseNumber: "12",
  city: "Toruń",
  zip: "87-100",
  country: "PL",
  shippingMethod: "dpd-standard",
  paymentMethod: "bank",
  terms: "on",
};

describe("checkout validation (transactions.md section 5)", () => {
  it("accepts a complete guest order", () => {
    expect(form(complete).status).toBe("success");
  });

  it("requires a trade customer's company (issue 43), a guest's stays optional", () => {
    const trade = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(values)) data.append(k, v);
      return parseWithZod(data, { schema: TradeCheckoutFormSchema });
    };
    const result = trade(complete);
    expect(result.status).toBe("error");
    expect(result.status === "error" ? result.error?.companyName : null).toEqual(["errors.required"]);
    expect(result.status === "error" ? result.error?.[""] : null).toEqual(["checkout:errors.checkAll"]);
    expect(trade({ ...complete, companyName: "Allrad Werkstatt Demo GmbH" }).status).toBe("success");
  });

  it("requires a PO number where the trade customer's company says so (issue 41), of one line and 35 characters", () => {
    const po = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(values)) data.append(k, v);
      return parseWithZod(data, { schema: PoCheckoutFormSchema });
    };
    const company = { ...complete, companyName: "Allrad Werkstatt Demo GmbH" };
    const missing = po({ ...company, poNumber: "   " });
    expect(missing.status === "error" ? missing.error?.poNumber : null).toEqual(["checkout:errors.poNumberRequired"]);
    expect(po({ ...company, poNumber: "4500123456" }).status).toBe("success");
    const long = po({ ...company, poNumber: "x".repeat(36) });
    expect(long.status === "error" ? long.error?.poNumber : null).toEqual(["checkout:errors.tooLong"]);
    const twoLines = po({ ...company, poNumber: "PO-1\nBcc: x@example.com" });
    expect(twoLines.status === "error" ? twoLines.error?.poNumber : null).toEqual(["checkout:errors.singleLine"]);
    // Without the company's rule it stays optional.
    const trade = new FormData();
    for (const [k, v] of Object.entries(company)) trade.append(k, v);
    expect(parseWithZod(trade, { schema: TradeCheckoutFormSchema }).status).toBe("success");
  });

  it("refuses a line break in every field that becomes a line of the e-mail or PDF, not in the comment", () => {
    const injected = "Smith\nYour order page: https://evil.example/pay-now";
    for (const field of ["firstName", "lastName", "email", "street", "city", "zip", "phone"]) {
      const result = form({ ...complete, [field]: injected });
      expect(result.status, field).toBe("error");
      expect(result.status === "error" ? result.error?.[field] : null, field).toContain("checkout:errors.singleLine");
    }
    for (const brk of ["\r", "\u0000", "\u2028", "\u0085"]) {
      expect(form({ ...complete, lastName: `Smith${brk}x` }).status, JSON.stringify(brk)).toBe("error");
    }
    expect(form({ ...complete, comment: "Leave at the gate.\nRing twice." }).status).toBe("success");
  });

  it("reports every missing required field at once with 'This field is required'", () => {
    const result = form({ intent: "placeOrder" });
    expect(result.status).toBe("error");
    const errors = result.status === "error" ? result.error : {};
    // `complete` holds exactly the required fields.
    for (const f of Object.keys(complete)) {
      expect(errors?.[f], f).toEqual(["errors.required"]);
    }
    expect(errors?.[""]).toEqual(["checkout:errors.checkAll"]);
    expect(errors?.phone).toBeUndefined();
    expect(errors?.companyName).toBeUndefined();
    expect(errors?.billingCompany).toBeUndefined();
  });

  it("checks the e-mail format and that both e-mails are the same", () => {
    const bad = form({ ...complete, email: "anna.example.pl", emailRepeat: "anna.example.pl" });
    expect(bad.status === "error" && bad.error?.email).toEqual(["errors.invalid"]);
    const different = form({ ...complete, emailRepeat: "other@example.pl" });
    expect(different.status === "error" && different.error?.emailRepeat).toEqual(["checkout:errors.emailMismatch"]);
  });

  it("requires the billing address only when it differs", () => {
    const result = form({ ...complete, billingDifferent: "on" });
    expect(result.status).toBe("error");
    const errors = result.status === "error" ? result.error : {};
    for (const f of [
      "billingCompany",
      "billingStreet",
      "billingHouseNumber",
      "billingCity",
      "billingZip",
      "billingCountry",
    ])
      expect(errors?.[f], f).toEqual(["errors.required"]);
    expect(errors?.vatNumber).toBeUndefined();
    const ok = form({
      ...complete,
      billingDifferent: "on",
      billingCompany: "Offroad GmbH",
      billingStreet: "Hauptstraße",
      billingHouseNumber: "1",
      billingCity: "Berlin",
      billingZip: "10115",
      billingCountry: "DE",
      vatNumber: "123456789",
    });
    expect(ok.status).toBe("success");
  });

  it("refuses a country outside the contact list", () => {
    const result = form({ ...complete, country: "US" });
    expect(result.status === "error" && result.error?.country).toEqual(["errors.invalid"]);
  });

  it("ships to the United Kingdom and Northern Ireland, with a UK postcode of the entry chosen (issue 22)", () => {
    const uk = { ...complete, street: "Kingsbury Road", city: "Birmingham", zip: "B24 9QJ", country: "GB" };
    expect(form(uk).status).toBe("success");
    for (const country of ["NO", "CH", "XI"]) {
      const zip = country === "XI" ? "BT1 5GS" : "0150";
      expect(form({ ...complete, country, zip }).status, country).toBe("success");
    }
    const zipError = (values: Record<string, string>) => {
      const result = form(values);
      return result.status === "error" ? result.error?.zip : undefined;
    };
    expect(zipError({ ...uk, zip: "87-100" })).toEqual(["checkout:errors.postcodeFormat"]);
    expect(zipError({ ...uk, zip: "BT1 5GS" })).toEqual(["checkout:errors.postcodeNorthernIreland"]);
    expect(zipError({ ...uk, country: "XI" })).toEqual(["checkout:errors.postcodeGreatBritain"]);
    // The whole form says so too.
    const result = form({ ...uk, zip: "nope" });
    expect(result.status === "error" && result.error?.[""]).toEqual(["checkout:errors.checkAll"]);
    // A billing address in Great Britain is held to the same rule.
    const billing = {
      ...complete,
      billingDifferent: "on",
      billingCompany: "Parts Ltd",
      billingStreet: "High Street",
      billingHouseNumber: "1",
      billingCity: "London",
      billingCountry: "GB",
    };
    expect(form({ ...billing, billingZip: "SW1A 1AA" }).status).toBe("success");
    const bad = form({ ...billing, billingZip: "1234" });
    expect(bad.status === "error" && bad.error?.billingZip).toEqual(["checkout:errors.postcodeFormat"]);
  });

  it("requires the terms to be accepted", () => {
    const { terms: _, ...rest } = complete;
    const result = form(rest);
    expect(result.status === "error" && result.error?.terms).toEqual(["errors.required"]);
  });
});

describe("addresses for the ERP", () => {
  it("joins names, street and house number", () => {
    const v = { ...complete, terms: true, apartment: "4", phone: "+48 600 000 000", companyName: "" };
    expect(shippingAddress(v)).toEqual({
      addressee: "Anna Kowalska",
      name: "",
      address: "Szeroka 12",
      address2: "4",
      city: "Toruń",
      zip: "87-100",
      country: "PL",
      phone: "+48 600 000 000",
    });
    expect(billingAddress(v)).toBeNull();
    expect(
      billingAddress({
        ...v,
        billingDifferent: true,
        billingCompany: "ACME",
        billingStreet: "Main",
        billingHouseNumber: "2",
        billingCity: "Athens",
        billingZip: "10431",
        billingCountry: "gr",
      })?.country,
    ).toBe("GR");
  });
});

describe("the currency question after a country change", () => {
  it.each([
    ["PL", "EUR", "PLN"],
    ["PL", "PLN", null],
    ["DE", "PLN", "EUR"],
    ["DE", "EUR", null],
    // Outside the UK source there are no pounds to offer: Great Britain keeps the euro.
    ["GB", "EUR", null],
    ["GB", "PLN", "EUR"],
  ] as const)("%s while paying %s offers %s", (country, currency, offer) => {
    expect(currencyToOffer(country, currency, "main")).toBe(offer);
  });
  it.each([
    ["GB", "EUR", "GBP"],
    ["GB", "PLN", "GBP"],
    ["XI", "EUR", "GBP"],
    ["GB", "GBP", null],
    ["PL", "GBP", "PLN"],
    ["DE", "GBP", null],
    ["DE", "PLN", "EUR"],
  ] as const)("on the UK source, %s while paying %s offers %s", (country, currency, offer) => {
    expect(currencyToOffer(country, currency, "uk")).toBe(offer);
  });
});

describe("the VAT prefix of the billing country", () => {
  it("follows the country; a country posted twice, sent back as a list, has none (it broke the basket page)", () => {
    expect(vatPrefixFor("gr")).toBe("EL");
    expect(vatPrefixFor("PL")).toBe("PL");
    expect(vatPrefixFor("")).toBeNull();
    const formData = new FormData();
    formData.append("intent", "vat");
    formData.append("billingCountry", "PL");
    formData.append("billingCountry", "DE");
    const reply = parseWithZod(formData, { schema: CheckoutDraftSchema }).reply();
    expect(reply.initialValue?.billingCountry).toEqual(["PL", "DE"]);
    expect(vatPrefixFor(reply.initialValue?.billingCountry)).toBeNull();
  });
});
