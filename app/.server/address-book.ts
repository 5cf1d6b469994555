/** The signed-in customer's address book and account facts the checkout starts with (issue 20). */
import type { CustomerBook } from "../lib/checkout-defaults.ts";
import type { ErpClient } from "./erp.ts";

export async function customerBook(erp: ErpClient): Promise<CustomerBook> {
  const [addresses, account] = await Promise.all([erp.getAddresses(), erp.getAccount()]);
  return {
    shipping: addresses.find((a) => a.defaultshipping) ?? null,
    billing: addresses.find((a) => a.defaultbilling) ?? null,
    vatNumber: account.vatnumber,
    company: account.company,
    contactName: account.contactname,
    phone: account.phone,
    country: account.country,
  };
}
