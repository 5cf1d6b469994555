import { describe, expect, it } from "vitest";
import { productEnquiryFormSchema, quickContactFormSchema } from "./enquiry.ts";

const valid = {
  email: "a@b",
  make: "Toyota",
  model: "Hilux",
  year: 2018,
  engine: "2.8",
  drivingStyle: "track",
  typeOfCompetition: "Rally",
};
const errors = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("quick contact form", () => {
  const guest = quickContactFormSchema({ guest: true });

  it("accepts a complete form and keeps the competition type only for track use", () => {
    expect(guest.parse(valid)).toEqual(valid);
    expect(guest.parse({ ...valid, drivingStyle: "daily" })).not.toHaveProperty("typeOfCompetition");
  });

  it("reports every missing field at once, the competition type included for track use", () => {
    const result = guest.safeParse({ drivingStyle: "track" });
    expect(errors(result)).toEqual({
      email: "enquiry:errors.required",
      make: "enquiry:errors.required",
      model: "enquiry:errors.required",
      year: "enquiry:errors.required",
      engine: "enquiry:errors.required",
      typeOfCompetition: "enquiry:errors.required",
    });
    expect(errors(guest.safeParse({ ...valid, drivingStyle: "daily-track", typeOfCompetition: undefined }))).toEqual(
      {},
    );
  });

  it("checks the e-mail loosely (text@text) and refuses line breaks", () => {
    expect(errors(guest.safeParse({ ...valid, email: "driver.example.com" }))).toEqual({
      email: "enquiry:errors.invalid",
    });
    expect(errors(guest.safeParse({ ...valid, email: "a@b\nBcc: c@d" }))).toEqual({ email: "enquiry:errors.invalid" });
    expect(errors(guest.safeParse({ ...valid, make: "Toyota\r\nBcc: c@d" }))).toEqual({
      make: "enquiry:errors.singleLine",
    });
    expect(errors(guest.safeParse({ ...valid, year: 1850 }))).toEqual({ year: "enquiry:errors.year" });
  });

  it("asks a signed-in shopper for no e-mail", () => {
    const { email: _email, ...rest } = valid;
    expect(quickContactFormSchema({ guest: false }).safeParse(rest).success).toBe(true);
  });
});

describe("product enquiry form", () => {
  it("needs the e-mail (guests) and a message", () => {
    expect(errors(productEnquiryFormSchema({ guest: true }).safeParse({ text: " " }))).toEqual({
      email: "enquiry:errors.required",
      text: "enquiry:errors.required",
    });
    expect(productEnquiryFormSchema({ guest: false }).safeParse({ text: "When?" }).success).toBe(true);
  });
});
