/**
 * The customer's address book and settings (issue 20 item 4). Every query names the customer, so
 * an address of another customer is as unknown as one that never existed. Making an address the
 * default shipping (or billing) one takes the mark from the previous default in the same
 * transaction; the partial unique indexes of migration 0023 refuse two defaults even under races.
 */
import { sql } from "drizzle-orm";
import { ADDRESS_BOOK_LIMIT, type AddressBookEntry } from "../../contract/accounts.ts";
import type { Currency } from "../../contract/money.ts";
import type { Database } from "../db/client.ts";
import type { Language } from "../../contract/languages.ts";
import { ErpError, notFound } from "../errors.ts";
import type { Customer } from "./customers.ts";

type AddressRow = {
  id: string;
  label: string;
  first_name: string;
  last_name: string;
  company: string;
  street: string;
  house_number: string;
  apartment: string;
  zip: string;
  city: string;
  country: string;
  phone: string;
  default_shipping: boolean;
  default_billing: boolean;
};

const COLUMNS = sql`id, label, first_name, last_name, company, street, house_number, apartment, zip, city, country,
  phone, default_shipping, default_billing`;

const toEntry = (r: AddressRow): AddressBookEntry => ({
  id: r.id,
  label: r.label,
  firstname: r.first_name,
  lastname: r.last_name,
  company: r.company,
  street: r.street,
  housenumber: r.house_number,
  apartment: r.apartment,
  zip: r.zip,
  city: r.city,
  country: r.country,
  phone: r.phone,
  defaultshipping: r.default_shipping,
  defaultbilling: r.default_billing,
});

/** The customer's addresses: the defaults first, then in the order they were added. */
export async function addressesOf(db: Database, customer: Customer): Promise<AddressBookEntry[]> {
  const { rows } = await db.execute<AddressRow>(sql`SELECT ${COLUMNS} FROM customer_addresses
    WHERE customer_id = ${customer.id}
    ORDER BY (default_shipping OR default_billing) DESC, created_at, id LIMIT ${ADDRESS_BOOK_LIMIT}`);
  return rows.map(toEntry);
}

/** Adds an address (no id) or changes one of the customer's. */
export async function saveAddress(
  db: Database,
  customer: Customer,
  input: Omit<AddressBookEntry, "id"> & { id?: string | null },
): Promise<AddressBookEntry> {
  return db.transaction(async (tx) => {
    // The customer's row is the lock: two saves of one customer run one after the other, so the
    // limit and the one-default rule hold under concurrent posts.
    await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customer.id} FOR UPDATE`);
    if (!input.id) {
      const { rows } = await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM customer_addresses WHERE customer_id = ${customer.id}`,
      );
      if ((rows[0]?.n ?? 0) >= ADDRESS_BOOK_LIMIT) {
        throw new ErpError(409, "BAD_REQUEST", `At most ${ADDRESS_BOOK_LIMIT} addresses`, {
          addresses: [`at most ${ADDRESS_BOOK_LIMIT}`],
        });
      }
    }
    if (input.defaultshipping) {
      await tx.execute(sql`UPDATE customer_addresses SET default_shipping = false
        WHERE customer_id = ${customer.id} AND default_shipping`);
    }
    if (input.defaultbilling) {
      await tx.execute(sql`UPDATE customer_addresses SET default_billing = false
        WHERE customer_id = ${customer.id} AND default_billing`);
    }
    const values = {
      label: input.label,
      first: input.firstname,
      last: input.lastname,
      country: input.country.toUpperCase(),
    };
    const { rows } = input.id
      ? await tx.execute<AddressRow>(sql`UPDATE customer_addresses SET label = ${values.label},
          first_name = ${values.first}, last_name = ${values.last}, company = ${input.company},
          street = ${input.street}, house_number = ${input.housenumber}, apartment = ${input.apartment},
          zip = ${input.zip}, city = ${input.city}, country = ${values.country}, phone = ${input.phone},
          default_shipping = ${input.defaultshipping}, default_billing = ${input.defaultbilling}, updated_at = now()
        WHERE id = ${input.id} AND customer_id = ${customer.id} RETURNING ${COLUMNS}`)
      : await tx.execute<AddressRow>(sql`INSERT INTO customer_addresses (customer_id, label, first_name, last_name,
          company, street, house_number, apartment, zip, city, country, phone, default_shipping, default_billing)
        VALUES (${customer.id}, ${values.label}, ${values.first}, ${values.last}, ${input.company}, ${input.street},
          ${input.housenumber}, ${input.apartment}, ${input.zip}, ${input.city}, ${values.country}, ${input.phone},
          ${input.defaultshipping}, ${input.defaultbilling})
        RETURNING ${COLUMNS}`);
    if (!rows[0]) throw notFound("Address");
    return toEntry(rows[0]);
  });
}

export async function deleteAddress(db: Database, customer: Customer, id: string): Promise<void> {
  const { rows } = await db.execute(
    sql`DELETE FROM customer_addresses WHERE id = ${id} AND customer_id = ${customer.id} RETURNING id`,
  );
  if (rows.length === 0) throw notFound("Address");
}

/** The language and currency the shop opens in for the customer, and their yes or no to news mail. */
export async function updateSettings(
  db: Database,
  customer: Customer,
  input: { language: Language; currency: Currency; newsMail: boolean; now: Date },
): Promise<void> {
  // The date of a yes is kept as given: saving the page again does not move it.
  await db.execute(sql`UPDATE customers SET lang = ${input.language}, currency = ${input.currency},
    news_mail_at = CASE WHEN ${input.newsMail} THEN coalesce(news_mail_at, ${input.now}) END, updated_at = now()
    WHERE id = ${customer.id}`);
}
