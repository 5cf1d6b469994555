import { describe, expect, it } from "vitest";
import type { AddressBookEntry } from "../../contract/accounts.ts";
import { checkoutDefaults, splitContactName, vatWithoutPrefix, type CustomerBook } from "./checkout-defaults.ts";
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

/** The account's own facts: none unless a test gives them. */
const account = { contactName: "", phone: "", country: "" } satisfies Partial<CustomerBook>;

describe("a signed-in customer's checkout defaults", () => {
  it("fill the shipping address and e-mail from the default shipping address", () => {
    const draft = checkoutDefaults(
      { shipping: address(), billing: null, vatNumber: "", company: "X", ...account },
      "e@x.example",
    );
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
      { shipping: address(), billing, vatNumber: "DE 123.456.789", company: "Allrad Roth GmbH", ...account },
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
      {
        shipping: address({ company: "" }),
        billing: null,
        vatNumber: "PL5260001234",
        company: "Serwis 4x4",
        ...account,
      },
      "s@x.example",
    );
    expect(draft).toMatchObject({ billingDifferent: true, billingCompany: "Serwis 4x4", vatNumber: "PL5260001234" });
  });

  it("without an address book, fill the company, contact, phone and country from the account", () => {
    const draft = checkoutDefaults(
      {
        shipping: null,
        billing: null,
        vatNumber: "",
        company: "Allrad Werkstatt Demo GmbH",
        contactName: "Jonas Becker",
        phone: "+49 30 0000 0000",
        country: "DE",
      },
      "werkstatt@x.example",
    );
    expect(draft).toEqual({
      email: "werkstatt@x.example",
      emailRepeat: "werkstatt@x.example",
      firstName: "Jonas",
      lastName: "Becker",
      companyName: "Allrad Werkstatt Demo GmbH",
      phone: "+49 30 0000 0000",
      country: "DE",
    });
  });

  it("fill what an address leaves empty (company, phone) from the account", () => {
    const draft = checkoutDefaults(
      {
        shipping: address({ company: "", phone: "" }),
        billing: null,
        vatNumber: "",
        company: "Allrad Roth GmbH",
        contactName: "Jonas Becker",
        phone: "+49 30 1",
        country: "DE",
      },
      "e@x.example",
    );
    expect(draft).toMatchObject({
      firstName: "Eva",
      lastName: "Roth",
      companyName: "Allrad Roth GmbH",
      phone: "+49 30 1",
    });
  });

  it("split a contact's name at its last word", () => {
    expect(splitContactName("Jonas Becker")).toEqual({ firstName: "Jonas", lastName: "Becker" });
    expect(splitContactName(" Anna Maria  von Berg ")).toEqual({ firstName: "Anna Maria von", lastName: "Berg" });
    expect(splitContactName("Piotr")).toEqual({ lastName: "Piotr" });
    expect(splitContactName("")).toEqual({});
  });

  it("strip only the prefix of the billing country (Greece: EL)", () => {
    expect(vatWithoutPrefix("EL094259216", "GR")).toBe("094259216");
    expect(vatWithoutPrefix("de-123456789", "DE")).toBe("123456789");
    expect(vatWithoutPrefix("ATU12345678", "DE")).toBe("ATU12345678");
  });
});
