/**
 * The contract's view of a customer account (AccountSchema): the company with its price levels, as
 * the signed-in person sees it: their own e-mail address, name and role.
 */
import type { Account } from "../../contract/accounts.ts";
import type { Database } from "../db/client.ts";
import type { PriceLevel } from "../price-levels.ts";
import { priceLevels, type Customer } from "./customers.ts";
import type { Person } from "./people.ts";

export async function accountOf(
  db: Database,
  customer: Customer,
  person: Person,
  /** The customer's levels where the caller has read them already (a signed-in call's context). */
  levels?: readonly PriceLevel[],
): Promise<Account> {
  return {
    number: customer.number,
    email: person.email,
    company: customer.company,
    contactname: person.name,
    role: person.role,
    phone: customer.phone,
    vatnumber: customer.vatNumber,
    country: customer.country,
    lang: customer.lang,
    currency: customer.currency,
    status: customer.status,
    creditterms: customer.creditTerms,
    duedays: customer.dueDays,
    pricelevels: (levels ?? (await priceLevels(db, customer.id))).map((l) => ({
      name: l.name,
      discountpct: l.discountBp / 100,
      brand: l.brandId,
      pricegroup: l.pricegroup,
    })),
    newsmail: customer.newsMailAt !== null,
  };
}
