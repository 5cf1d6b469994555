/** What the payments domain reads of an order (erp/payments/service.ts PayableOrders). */
import { sql } from "drizzle-orm";
import type { Currency } from "../../contract/money.ts";
import type { Region } from "../../contract/seller.ts";
import { bankAccountFor } from "../bank/accounts.ts";
import type { Database } from "../db/client.ts";

/** The payments domain's view of an order: what is to be paid, in which currency, by which method. */
export function payableOrders(db: Pick<Database, "execute">) {
  return {
    async find(token: string) {
      if (!/^[0-9a-f]{32}$/.test(token)) return null;
      const row = (
        await db.execute(
          // An order awaiting its company's approval (issue 41) is not to be paid yet.
          sql`SELECT id, number, grossamount, currency, region, paymentmethod, billcountry, email, lang FROM orders
            WHERE id = ${token} AND status <> 'pendingApproval'`,
        )
      ).rows[0] as
        | {
            id: string;
            number: string;
            grossamount: string;
            currency: Currency;
            region: Region;
            paymentmethod: string;
            billcountry: string;
            email: string;
            lang: string;
          }
        | undefined;
      return row
        ? {
            token: row.id,
            number: row.number,
            amount: Number(row.grossamount),
            currency: row.currency,
            region: row.region,
            paymentMethod: row.paymentmethod,
            country: row.billcountry,
            email: row.email,
            lang: row.lang,
            bankAccount: await bankAccountFor(db, row.region, row.currency),
          }
        : null;
    },
  };
}
