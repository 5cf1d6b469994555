import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { ContactDealerRequestSchema, ContactGeneralRequestSchema } from "../../contract/enquiries.ts";
import { dealerFormSchema, generalEnquiryFormSchema } from "./contact.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const errorsOf = (result: { status?: string; error?: Record<string, string[] | null> | null }) =>
  result.status === "error" ? (result.error ?? {}) : {};

const general = {
  firstname: "Anna",
  lastname: "Nowak",
  country: "PL",
  email: "anna@example.com",
  type: "other",
  brand: "Hawk",
  text: "Do you sponsor hillclimb teams?",
  privacy: "on",
};

describe("general enquiry form", () => {
  it("requires first name, last name, email, country, type, brand, comment and the privacy agreement", () => {
    const errors = errorsOf(parseWithZod(form({}), { schema: generalEnquiryFormSchema }));
    for (const field of ["firstname", "lastname", "email", "country", "type", "brand", "text", "privacy"]) {
      expect(errors[field], field).toEqual(["enquiry:errors.required"]);
    }
    expect(Object.keys(errors).sort()).toEqual([
      "brand",
      "country",
      "email",
      "firstname",
      "lastname",
      "privacy",
      "text",
      "type",
    ]);
  });

  it("accepts a complete 'other' enquiry and drops the product fields of other types", () => {
    const result = parseWithZod(form({ ...general, make: "Toyota", part: "DBA4000" }), {
      schema: generalEnquiryFormSchema,
    });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).not.toHaveProperty("make");
    expect(result.value).not.toHaveProperty("part");
    expect(result.value).toMatchObject({ firstname: "Anna", privacy: true, type: "other", brand: "Hawk" });
  });

  it("'part number unknown' requires make, model, a numeric year and engine; VIN stays optional", () => {
    const unknown = { ...general, type: "product-unknown-part" };
    const errors = errorsOf(parseWithZod(form(unknown), { schema: generalEnquiryFormSchema }));
    expect(Object.keys(errors).sort()).toEqual(["engine", "make", "model", "year"]);
    const badYear = errorsOf(
      parseWithZod(form({ ...unknown, make: "Toyota", model: "Hilux", year: "new", engine: "2.8" }), {
        schema: generalEnquiryFormSchema,
      }),
    );
    expect(badYear).toEqual({ year: ["enquiry:errors.year"] });
    const ok = parseWithZod(
      form({ ...unknown, make: "Toyota", model: "Hilux", year: "2018", engine: "2.8 D-4D", part: "x" }),
      { schema: generalEnquiryFormSchema },
    );
    expect(ok.status).toBe("success");
    if (ok.status === "success") {
      expect(ok.value).toMatchObject({ make: "Toyota", year: 2018 });
      expect(ok.value).not.toHaveProperty("part");
    }
  });

  it("'part number known' requires the part number only", () => {
    const known = { ...general, type: "product-known-part" };
    expect(errorsOf(parseWithZod(form(known), { schema: generalEnquiryFormSchema }))).toEqual({
      part: ["enquiry:errors.required"],
    });
    expect(parseWithZod(form({ ...known, part: "DBA4000" }), { schema: generalEnquiryFormSchema }).status).toBe(
      "success",
    );
  });

  it("refuses an e-mail without an at sign, an unknown country and brand, and line breaks in single-line fields", () => {
    const errors = errorsOf(
      parseWithZod(
        form({ ...general, email: "anna.example.com", country: "US", brand: "Acme", firstname: "Anna\r\nBcc: x@y" }),
        { schema: generalEnquiryFormSchema },
      ),
    );
    expect(errors).toEqual({
      email: ["enquiry:errors.invalid"],
      country: ["enquiry:errors.required"],
      brand: ["enquiry:errors.required"],
      firstname: ["enquiry:errors.singleLine"],
    });
  });

  it("what it accepts, the ERP's contract accepts too", () => {
    const result = parseWithZod(
      form({ ...general, type: "product-unknown-part", make: "Toyota", model: "Hilux", year: "2018", engine: "2.8" }),
      {
        schema: generalEnquiryFormSchema,
      },
    );
    if (result.status !== "success") throw new Error("expected success");
    const { year, ...rest } = result.value;
    expect(
      ContactGeneralRequestSchema.safeParse({
        ...rest,
        year: year === undefined ? undefined : String(year),
        source: "main",
      }).success,
    ).toBe(true);
  });
});

const dealer = {
  first_name: "Jan",
  last_name: "Kowalski",
  company: "4x4 Serwis",
  email: "jan@example.com",
  billing_address_country: "DE",
  vat_number: "DE123456789",
  privacy: "on",
};

describe("dealer form", () => {
  it("requires first name, last name, company, email, country, VAT number and privacy; nothing else", () => {
    const errors = errorsOf(parseWithZod(form({}), { schema: dealerFormSchema }));
    expect(Object.keys(errors).sort()).toEqual([
      "billing_address_country",
      "company",
      "email",
      "first_name",
      "last_name",
      "privacy",
      "vat_number",
    ]);
    const ok = parseWithZod(form(dealer), { schema: dealerFormSchema });
    expect(ok.status).toBe("success");
    if (ok.status === "success")
      expect(ContactDealerRequestSchema.safeParse({ ...ok.value, source: "main" }).success).toBe(true);
  });

  it("takes the optional answers from their choice lists only", () => {
    const ok = parseWithZod(
      form({
        ...dealer,
        who: "garage",
        customer: "owners",
        range: "country",
        stock: "yes",
        website: "https://x.example",
      }),
      { schema: dealerFormSchema },
    );
    expect(ok.status).toBe("success");
    const bad = errorsOf(
      parseWithZod(form({ ...dealer, who: "pirate", stock: "maybe" }), { schema: dealerFormSchema }),
    );
    expect(Object.keys(bad).sort()).toEqual(["stock", "who"]);
  });

  it("refuses the privacy box unticked, a bad e-mail and a header injected into the company", () => {
    const errors = errorsOf(
      parseWithZod(form({ ...dealer, privacy: "", email: "jan@", company: "X\nBcc: a@b" }), {
        schema: dealerFormSchema,
      }),
    );
    expect(errors).toEqual({
      privacy: ["enquiry:errors.required"],
      email: ["enquiry:errors.invalid"],
      company: ["enquiry:errors.singleLine"],
    });
  });
});
