/** The contract's view of a customer account (AccountSchema): the customer with their price levels. */
import type { Account } from "../../contract/accounts.ts";
import type { Database } from "../db/client.ts";
import { priceLevels, type Customer } from "./customers.ts";

export async function accountOf(db: Database, customer: Customer): Promise<Account> {
  return {
    number: customer.number,
    email: customer.email,
    company: customer.company,
    contactname: customer.contactName,
    phone: customer.phone,
    vatnumber: customer.vatNumber,
    country: customer.country,
    lang: customer.lang,
    currency: customer.currency,
    status: customer.status,
    creditterms: customer.creditTerms,
    duedays: customer.dueDays,
    pricelevels: (await priceLevels(db, customer.id)).map((l) => ({
      name: l.name,
      discountpct: l.discountBp / 100,
      brand: l.brandId,
      pricegroup: l.pricegroup,
    })),
    newsmail: customer.newsMailAt !== null,
  };
}
