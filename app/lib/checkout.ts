/**
 * The checkout form of the basket (transactions.md section 5): the schema its action checks (the
 * browser does not, decision 0046). Every field is optional at the type level and the rules are
 * checked in one place, so that a failed submit reports every missing field at once.
 * Messages are translation keys.
 */
import { z } from "zod";
import { SHIPPING_COUNTRIES, ukPostcodeProblem } from "../../contract/countries.ts";
import { SINGLE_LINE } from "../../contract/mail-fields.ts";
import type { Source } from "../../contract/catalogue.ts";
import { CURRENCIES, type Currency } from "../../contract/money.ts";
import { PO_NUMBER_MAX } from "../../contract/po-number.ts";
import { CHECKOUT_INTENTS, CHECK_ALL_FIELDS, INVALID_VAT } from "./checkout-fields.ts";

// The constants and helpers the browser needs live in a module without schemas (decision 0046).
export { CHECKOUT_INTENTS, CHECK_ALL_FIELDS, INVALID_VAT, vatPrefixFor } from "./checkout-fields.ts";

/**
 * A field of one line: names, address lines, e-mail, phone and codes become lines of the order
 * e-mail, the PDF and the ERP's records, so a line break in one could add a line of its own
 * (a fake "your order page" link in the shop's own mail). Checked before trimming.
 */
const text = (max: number) =>
  z.string().regex(SINGLE_LINE, "checkout:errors.singleLine").trim().max(max, "checkout:errors.tooLong").optional();
/** The comment, the one field of several lines. */
const paragraph = (max: number) => z.string().trim().max(max, "checkout:errors.tooLong").optional();
const REQUIRED = "errors.required";
const INVALID = "errors.invalid";
/** The loose e-mail pattern of the spec: text, an at sign, text. */
const EMAIL = /^[^\s@]+@[^\s@]+$/;
const PHONE = /^\+?[\d\s\-()/.]{5,25}$/;

const fields = {
  intent: z.enum(CHECKOUT_INTENTS).default("placeOrder"),
  firstName: text(100),
  lastName: text(100),
  companyName: text(200),
  email: text(254),
  emailRepeat: text(254),
  phone: text(40),
  street: text(150),
  houseNumber: text(20),
  apartment: text(40),
  city: text(100),
  zip: text(20),
  country: text(2),
  shippingMethod: text(40),
  paymentMethod: text(40),
  billingDifferent: z.boolean().optional(),
  billingCompany: text(200),
  billingStreet: text(150),
  billingHouseNumber: text(20),
  billingApartment: text(40),
  billingCity: text(100),
  billingZip: text(20),
  billingCountry: text(2),
  vatNumber: text(30),
  comment: paragraph(2000),
  poNumber: text(PO_NUMBER_MAX),
  promoCode: text(40),
  currency: z.enum(CURRENCIES).optional(),
  terms: z.boolean().optional(),
};

/** The same fields, every one optional: what a submit of another intent than placing the order keeps. */
export const CheckoutDraftSchema = z.object(fields);
export type CheckoutDraft = z.infer<typeof CheckoutDraftSchema>;

const isCountry = (code: string | undefined) => !!code && SHIPPING_COUNTRIES.includes(code.toUpperCase());

/**
 * The message for a postcode that does not fit the United Kingdom's entries (decision 0034): not a
 * UK postcode, or Northern Ireland's BT given with Great Britain (or the other way round), whose VAT
 * differs. Null when it fits, or for any other country.
 */
export function postcodeError(country: string | undefined, zip: string | undefined): string | null {
  if (!country || !zip) return null;
  const problem = ukPostcodeProblem(country, zip);
  return problem === null
    ? null
    : {
        format: "checkout:errors.postcodeFormat",
        northernIreland: "checkout:errors.postcodeNorthernIreland",
        greatBritain: "checkout:errors.postcodeGreatBritain",
      }[problem];
}

/**
 * The rules of placing the order. `trade`: a signed-in trade customer's, who orders as a company;
 * `poRequired`: their company requires a purchase-order number on every order (issue 41).
 */
const placingRules =
  (trade: boolean, poRequired = false) =>
  (v: CheckoutDraft, ctx: z.RefinementCtx) => {
    let failed = false;
    const issue = (path: keyof CheckoutDraft, message: string) => {
      failed = true;
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [path], message });
    };
    const required = (...paths: (keyof CheckoutDraft)[]) => {
      for (const path of paths) if (!v[path]) issue(path, REQUIRED);
    };
    required(
      "firstName",
      "lastName",
      "email",
      "emailRepeat",
      "street",
      "houseNumber",
      "city",
      "zip",
      "country",
      "shippingMethod",
      "paymentMethod",
    );
    // A trade customer orders as their company (issue 43): it is not optional for them.
    if (trade) required("companyName");
    if (trade && poRequired && !v.poNumber) issue("poNumber", "checkout:errors.poNumberRequired");
    if (v.email && !EMAIL.test(v.email)) issue("email", INVALID);
    if (v.emailRepeat && !EMAIL.test(v.emailRepeat)) issue("emailRepeat", INVALID);
    else if (v.email && v.emailRepeat && v.email.toLowerCase() !== v.emailRepeat.toLowerCase())
      issue("emailRepeat", "checkout:errors.emailMismatch");
    if (v.phone && !PHONE.test(v.phone)) issue("phone", INVALID);
    if (v.country && !isCountry(v.country)) issue("country", INVALID);
    const zipError = postcodeError(v.country, v.zip);
    if (zipError) issue("zip", zipError);
    if (v.billingDifferent) {
      required("billingCompany", "billingStreet", "billingHouseNumber", "billingCity", "billingZip", "billingCountry");
      if (v.billingCountry && !isCountry(v.billingCountry)) issue("billingCountry", INVALID);
      const billingZipError = postcodeError(v.billingCountry, v.billingZip);
      if (billingZipError) issue("billingZip", billingZipError);
      if (v.vatNumber && !/^[A-Za-z0-9 .\-+*]{2,20}$/.test(v.vatNumber)) issue("vatNumber", INVALID_VAT);
    }
    if (!v.terms) issue("terms", REQUIRED);
    // Any failure also says so for the whole form (transactions.md section 8), in the browser too.
    if (failed) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: CHECK_ALL_FIELDS });
  };

export const CheckoutFormSchema = CheckoutDraftSchema.superRefine(placingRules(false));
/** A signed-in trade customer's order: the same rules, and the company required. */
export const TradeCheckoutFormSchema = CheckoutDraftSchema.superRefine(placingRules(true));
/** A trade customer's order whose company requires a purchase-order number. */
export const PoCheckoutFormSchema = CheckoutDraftSchema.superRefine(placingRules(true, true));

/** The address lines the ERP keeps (street and house number on one line, as on a parcel label). */
export function shippingAddress(v: Partial<CheckoutDraft>) {
  return {
    addressee: `${v.firstName ?? ""} ${v.lastName ?? ""}`.trim(),
    name: v.companyName ?? "",
    address: `${v.street ?? ""} ${v.houseNumber ?? ""}`.trim(),
    address2: v.apartment ?? "",
    city: v.city ?? "",
    zip: v.zip ?? "",
    country: (v.country ?? "").toUpperCase(),
    phone: v.phone ?? "",
  };
}

export function billingAddress(v: Partial<CheckoutDraft>) {
  if (!v.billingDifferent) return null;
  return {
    addressee: `${v.firstName ?? ""} ${v.lastName ?? ""}`.trim() || (v.billingCompany ?? ""),
    name: v.billingCompany ?? "",
    address: `${v.billingStreet ?? ""} ${v.billingHouseNumber ?? ""}`.trim(),
    address2: v.billingApartment ?? "",
    city: v.billingCity ?? "",
    zip: v.billingZip ?? "",
    country: (v.billingCountry ?? "").toUpperCase(),
    phone: v.phone ?? "",
  };
}

/**
 * Step 5 of the shipping country change: Poland while paying in EUR (or GBP) offers PLN, another
 * country while paying in PLN offers EUR; on the UK source (decision 0069) Great Britain or
 * Northern Ireland while not paying in GBP offers GBP. Null when the currency fits.
 */
export function currencyToOffer(country: string, currency: Currency, source: Source): Currency | null {
  const code = country.toUpperCase();
  if (code === "PL") return currency === "PLN" ? null : "PLN";
  if (source === "uk" && (code === "GB" || code === "XI")) return currency === "GBP" ? null : "GBP";
  return currency === "PLN" ? "EUR" : null;
}
