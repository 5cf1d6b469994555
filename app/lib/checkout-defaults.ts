/**
 * What a signed-in customer's checkout starts with (issue 20 item 4): the default shipping address,
 * the account's e-mail, and, for a company, the default billing address with its VAT number, so a
 * trade buyer's order needs no typing. Without an address in the book (and for what an address
 * leaves empty) the account itself fills the company, the contact's name, the phone and the
 * country (issue 43). Every field stays editable; nothing here is sent unless the customer places
 * the order.
 */
import { vatPrefixOf } from "../../contract/countries.ts";
import type { AddressBookEntry } from "../../contract/accounts.ts";
import type { CheckoutDraft } from "./checkout.ts";

export interface CustomerBook {
  shipping: AddressBookEntry | null;
  billing: AddressBookEntry | null;
  /** The account's VAT number as the ERP keeps it (with or without its country prefix). */
  vatNumber: string;
  company: string;
  /** The account's contact person ("Jonas Becker"), phone and country, as the office keeps them. */
  contactName: string;
  phone: string;
  country: string;
}

/** "Jonas Becker" as first and last name: the last word is the last name. */
export function splitContactName(name: string): { firstName?: string; lastName?: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return {};
  if (words.length === 1) return { lastName: words[0] };
  return { firstName: words.slice(0, -1).join(" "), lastName: words.at(-1) };
}

/** A value, or undefined for an empty one (a form's default leaves the field empty). */
const given = (value: string | null | undefined) => (value ? value : undefined);

/** The VAT number without the prefix of `country` (the checkout adds it), as typed otherwise. */
export function vatWithoutPrefix(vatNumber: string, country: string): string {
  const compact = vatNumber.replace(/[\s.-]/g, "").toUpperCase();
  const prefix = vatPrefixOf(country);
  return prefix && compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
}

export function checkoutDefaults(book: CustomerBook, email: string): Partial<CheckoutDraft> {
  const ship = book.shipping ?? book.billing;
  const draft: Partial<CheckoutDraft> = {
    email,
    emailRepeat: email,
    ...splitContactName(book.contactName),
    companyName: given(book.company),
    phone: given(book.phone),
    country: given(book.country),
  };
  if (ship) {
    Object.assign(draft, {
      firstName: given(ship.firstname) ?? draft.firstName,
      lastName: given(ship.lastname) ?? draft.lastName,
      companyName: given(ship.company) ?? draft.companyName,
      street: ship.street,
      houseNumber: ship.housenumber,
      apartment: ship.apartment || undefined,
      zip: ship.zip,
      city: ship.city,
      country: ship.country,
      phone: given(ship.phone) ?? draft.phone,
    });
  }
  // A company is billed as a company: its billing address and VAT number (reverse charge where due).
  const bill = book.billing ?? (book.vatNumber ? ship : null);
  if (bill && (bill !== ship || book.vatNumber)) {
    Object.assign(draft, {
      billingDifferent: true,
      billingCompany: bill.company || book.company,
      billingStreet: bill.street,
      billingHouseNumber: bill.housenumber,
      billingApartment: bill.apartment || undefined,
      billingZip: bill.zip,
      billingCity: bill.city,
      billingCountry: bill.country,
      vatNumber: book.vatNumber ? vatWithoutPrefix(book.vatNumber, bill.country) : undefined,
    });
  }
  return draft;
}
