/**
 * Issue 37 item 5: every single-line field the ERP stores from a form keeps no control character
 * (claims and applications are printed to the office's terminal); line breaks stay refused with
 * their message; multi-line fields keep their lines. Checked on the schemas the ERP parses with.
 */
import { describe, expect, it } from "vitest";
import { ApplicationFieldsSchema, type ApplicationFields } from "./application.ts";
import { cleanLine, cleanText, EMAIL_PATTERN } from "./mail-fields.ts";
import { emailLine, line, requiredLine, text } from "./text-fields.ts";
import { WarrantyClaimFieldsSchema, WarrantyPictureSchema, type WarrantyClaimFields } from "./warranty.ts";
import { AddressBookFieldsSchema } from "./accounts.ts";
import { AddressSchema, CART_FIELD_VALUES } from "./cart.ts";
import {
  ContactDealerRequestSchema,
  ContactGeneralRequestSchema,
  EnquiryFormRequestSchema,
  QuickContactRequestSchema,
} from "./enquiries.ts";

const ESC = "\u001b";
/** A title-setting escape sequence, a bell, DEL, a C1 CSI and a backspace: what a name must not carry. */
const NASTY = `${ESC}]0;pwned\u0007Anna\u007f\u009b31m\u0008`;

describe("the text fields' rules", () => {
  it("a single line drops control characters (a tab becomes a space), then is trimmed and measured", () => {
    expect(cleanLine(`Anna${ESC}[2J\u0000\u0001 Nowak\u0085`)).toBe("Anna[2J Nowak\u0085");
    expect(line(40).parse(`  ${NASTY}  `)).toBe("]0;pwnedAnna31m");
    expect(line(40).parse("ul. Szeroka\t12")).toBe("ul. Szeroka 12");
    expect(line(40).parse("Zürich – Łódź 東京")).toBe("Zürich – Łódź 東京");
    expect(line(3).safeParse(`abc${ESC}`).success).toBe(true);
    expect(line(3).safeParse("abcd").success).toBe(false);
  });

  it("line breaks stay refused with their message, before anything is dropped", () => {
    for (const value of ["a\nb", "a\rb", "a\u0000b", "a\u0085b", "a\u2028b", "a\u2029b"]) {
      expect(line(40).safeParse(value).error?.issues[0]?.message, JSON.stringify(value)).toBe("must be a single line");
    }
  });

  it("a required line of control characters only is empty: 'This field is required'", () => {
    expect(requiredLine(40).safeParse(`${ESC}\u0007\t`).error?.issues[0]?.message).toBe("This field is required");
  });

  it("free text keeps its lines and tabs, every line break as \\n, and drops the rest", () => {
    expect(cleanText(`one\r\ntwo\rthree\u0085four\tfive${ESC}[31m\u009b\u0007`)).toBe(
      "one\ntwo\nthree\nfour\tfive[31m",
    );
    expect(text(100).parse(" Line 1\r\n\r\nLine 2 ")).toBe("Line 1\n\nLine 2");
    expect(text(100).safeParse("a\u0000b").error?.issues[0]?.message).toBe("must not contain NUL characters");
    expect(text(100, { required: true }).safeParse(`${ESC}`).error?.issues[0]?.message).toBe("This field is required");
  });

  it("an e-mail address is cleaned before its pattern is checked", () => {
    expect(emailLine(EMAIL_PATTERN).parse(`anna${ESC}@example.com`)).toBe("anna@example.com");
    expect(emailLine(EMAIL_PATTERN).safeParse("anna\n@example.com").success).toBe(false);
  });
});

describe("every form the ERP stores", () => {
  const common = { source: "main" } as const;

  it("enquiries: general, dealer, product enquiry, quick contact", () => {
    const general = ContactGeneralRequestSchema.parse({
      ...common,
      firstname: NASTY,
      lastname: "Nowak",
      country: "PL",
      email: "anna@example.com",
      type: "other",
      brand: `Hawk${ESC}[0m`,
      text: `Hello\r\nworld${ESC}[2J`,
      privacy: true,
    });
    expect(general).toMatchObject({ firstname: "]0;pwnedAnna31m", brand: "Hawk[0m", text: "Hello\nworld[2J" });
    const dealer = ContactDealerRequestSchema.parse({
      ...common,
      first_name: "Piotr",
      last_name: "Kowalski",
      company: `Offroad${ESC}[8m Serwis`,
      email: "p@example.com",
      billing_address_country: "PL",
      vat_number: "PL123\u0007",
      delivery_address: `ul. Polna 3\r\n87-100 Toruń${ESC}`,
      privacy: true,
    });
    expect(dealer).toMatchObject({
      company: "Offroad[8m Serwis",
      vat_number: "PL123",
      delivery_address: "ul. Polna 3\n87-100 Toruń",
    });
    expect(
      EnquiryFormRequestSchema.parse({
        ...common,
        part: `DBA4000${ESC}`,
        email: "a@b.c",
        manufacturer: "DBA",
        text: "x",
      }).part,
    ).toBe("DBA4000");
    expect(
      QuickContactRequestSchema.parse({
        ...common,
        make: `Toyota${ESC}`,
        model: "Hilux",
        year: 2018,
        engine: "2.8",
        drivingStyle: "daily",
        part: "DBA4000",
        manufacturer: "DBA",
        email: "a@b.c",
      }).make,
    ).toBe("Toyota");
  });

  it("checkout: the addresses, the confirmation address, the VAT number and the comment", () => {
    const address = AddressSchema.parse({
      address: `Szeroka 12${ESC}[A`,
      city: "Toruń\u009b",
      zip: "87-100",
      country: "PL",
      name: `ACME\u0007`,
      addressee: "Anna\tNowak",
    });
    expect(address).toMatchObject({ address: "Szeroka 12[A", city: "Toruń", name: "ACME", addressee: "Anna Nowak" });
    expect(CART_FIELD_VALUES.shipemail.parse(`anna${ESC}@example.com`)).toBe("anna@example.com");
    expect(CART_FIELD_VALUES.taxnumber.parse("DE123\u0001456")).toBe("DE123456");
    expect(CART_FIELD_VALUES.comment.parse(`Ring first\r\nGate 2${ESC}[2J`)).toBe("Ring first\nGate 2[2J");
  });

  it("the address book", () => {
    const entry = AddressBookFieldsSchema.parse({
      label: `Home${ESC}[5m`,
      firstname: "Anna",
      lastname: "Nowak\u0007",
      street: "Szeroka",
      housenumber: "12",
      zip: "87-100",
      city: "Toruń",
      country: "PL",
    });
    expect(entry).toMatchObject({ label: "Home[5m", lastname: "Nowak" });
  });

  it("account applications and warranty claims (printed by `npm run customers` / `npm run claims`)", () => {
    const application: ApplicationFields = {
      applying_as: "dealer",
      company: `Evil${ESC}]0;title\u0007 GmbH`,
      first_name: "Piotr",
      last_name: "Kowalski",
      email: "p@example.com",
      phone: "+48 600\t700 800",
      vat_number: "PL1234567890",
      billing_address_country: "PL",
      delivery_address: `Line 1\r\nLine 2${ESC}[2J`,
      account_lang: "pl",
      account_currency: "PLN",
      text: `We fit kits.${ESC}[?1049h`,
      privacy: true,
    };
    expect(ApplicationFieldsSchema.parse(application)).toMatchObject({
      company: "Evil]0;title GmbH",
      phone: "+48 600 700 800",
      delivery_address: "Line 1\nLine 2[2J",
      text: "We fit kits.[?1049h",
    });
    const claim: WarrantyClaimFields = {
      brand: "hawk",
      name: `Anna${ESC}[31m Nowak`,
      email: "anna@example.com",
      phone: "600700800",
      invoice: "FV/1/2026\u009d",
      purchase_date: "2026-01-10",
      part_number: "HB100",
      make: "Toyota",
      model: "Hilux",
      vehicle_year: 2018,
      mileage: 1000,
      fault: `Worn\r\nafter 1000 km${ESC}[2J`,
      privacy: true,
    };
    expect(WarrantyClaimFieldsSchema.parse(claim)).toMatchObject({
      name: "Anna[31m Nowak",
      invoice: "FV/1/2026",
      fault: "Worn\nafter 1000 km[2J",
    });
    expect(WarrantyPictureSchema.parse({ filename: `pad${ESC}[2J.jpg`, data: "AAAA" }).filename).toBe("pad[2J.jpg");
  });
});
