/**
 * What a signed-in customer's checkout starts with (issue 20 item 4): the default shipping address,
 * the account's e-mail, and, for a company, the default billing address with its VAT number, so a
 * trade buyer's order needs no typing. Every field stays editable; nothing here is sent unless the
 * customer places the order.
 */
import { vatPrefixOf } from "../../contract/countries.ts";
import type { AddressBookEntry } from "../../contract/wire.ts";
import type { CheckoutDraft } from "./checkout.ts";

export interface CustomerBook {
  shipping: AddressBookEntry | null;
  billing: AddressBookEntry | null;
  /** The account's VAT number as the ERP keeps it (with or without its country prefix). */
  vatNumber: string;
  company: string;
}

/** The VAT number without the prefix of `country` (the checkout adds it), as typed otherwise. */
export function vatWithoutPrefix(vatNumber: string, country: string): string {
  const compact = vatNumber.replace(/[\s.-]/g, "").toUpperCase();
  const prefix = vatPrefixOf(country);
  return prefix && compact.startsWith(prefix) ? compact.slice(prefix.length) : compact;
}

export function checkoutDefaults(book: CustomerBook, email: string): Partial<CheckoutDraft> {
  const ship = book.shipping ?? book.billing;
  const draft: Partial<CheckoutDraft> = { email, emailRepeat: email };
  if (ship) {
    Object.assign(draft, {
      firstName: ship.firstname,
      lastName: ship.lastname,
      companyName: ship.company || undefined,
      street: ship.street,
      houseNumber: ship.housenumber,
      apartment: ship.apartment || undefined,
      zip: ship.zip,
      city: ship.city,
      country: ship.country,
      phone: ship.phone || undefined,
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
