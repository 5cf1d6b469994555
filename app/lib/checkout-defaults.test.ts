import { describe, expect, it } from "vitest";
import type { AddressBookEntry } from "../../contract/wire.ts";
import { checkoutDefaults, vatWithoutPrefix } from "./checkout-defaults.ts";
import { CheckoutFormSchema } from "./checkout.ts";

const address = (over: Partial<AddressBookEntry> = {}): AddressBookEntry => ({
  id: "a1",
  label: "",
  firstname: "Eva",
  lastname: "Roth",
  company: "Allrad Roth GmbH",
  street: "Industriestraße",
  housenumber: "7",
  apartment: "",
  zip: "70173",
  city: "Stuttgart",
  country: "DE",
  phone: "+49 711 000000",
  defaultshipping: true,
  defaultbilling: false,
  ...over,
});

describe("a signed-in customer's checkout defaults", () => {
  it("fill the shipping address and e-mail from the default shipping address", () => {
    const draft = checkoutDefaults({ shipping: address(), billing: null, vatNumber: "", company: "X" }, "e@x.example");
    expect(draft).toMatchObject({
      firstName: "Eva",
      lastName: "Roth",
      companyName: "Allrad Roth GmbH",
      street: "Industriestraße",
      houseNumber: "7",
      zip: "70173",
      city: "Stuttgart",
      country: "DE",
      email: "e@x.example",
      emailRepeat: "e@x.example",
    });
    expect(draft.billingDifferent).toBeUndefined();
  });

  it("bill a company at its billing address with its VAT number, without the prefix", () => {
    const billing = address({ id: "b1", street: "Hauptstraße", housenumber: "1", defaultshipping: false });
    const draft = checkoutDefaults(
      { shipping: address(), billing, vatNumber: "DE 123.456.789", company: "Allrad Roth GmbH" },
      "e@x.example",
    );
    expect(draft).toMatchObject({
      billingDifferent: true,
      billingStreet: "Hauptstraße",
      billingCountry: "DE",
      vatNumber: "123456789",
    });
    // With the order's consent ticked, the defaults alone pass the checkout's rules.
    const ready = CheckoutFormSchema.safeParse({ ...draft, shippingMethod: "s", paymentMethod: "p", terms: true });
    expect(ready.success).toBe(true);
  });

  it("a VAT number alone bills the shipping address as the company", () => {
    const draft = checkoutDefaults(
      { shipping: address({ company: "" }), billing: null, vatNumber: "PL5260001234", company: "Serwis 4x4" },
      "s@x.example",
    );
    expect(draft).toMatchObject({ billingDifferent: true, billingCompany: "Serwis 4x4", vatNumber: "PL5260001234" });
  });

  it("leave the address empty without an address book", () => {
    const draft = checkoutDefaults({ shipping: null, billing: null, vatNumber: "", company: "X" }, "e@x.example");
    expect(draft).toEqual({ email: "e@x.example", emailRepeat: "e@x.example" });
  });

  it("strip only the prefix of the billing country (Greece: EL)", () => {
    expect(vatWithoutPrefix("EL094259216", "GR")).toBe("094259216");
    expect(vatWithoutPrefix("de-123456789", "DE")).toBe("123456789");
    expect(vatWithoutPrefix("ATU12345678", "DE")).toBe("ATU12345678");
  });
});
