import type { Customer } from "./customers/customers.ts";
import type { Person } from "./customers/people.ts";
import type { PriceLevel } from "./price-levels.ts";
import type { Database } from "./db/client.ts";
import type { ContextFields } from "./call-handler.ts";
import type { TaxRates } from "./tax/rates.ts";
import type { TaxDecision } from "./tax/rule.ts";

/** What every ERP call knows about its caller (the common body fields of the contract). */
export interface CallContext extends ContextFields {
  db: Database;
  /** The signed-in customer of `customer` (a session token), or null for a guest. */
  account: Customer | null;
  /** The person of the customer's company who is signed in with `customer` (erp/customers/people.ts), or null. */
  person: Person | null;
  /** The signed-in customer's agreed price levels (empty for a guest). */
  levels: readonly PriceLevel[];
  /**
   * The cache version read with a signed-in caller's session (erp/customers/auth.ts): rows kept
   * at least this recent may answer the call (erp/catalogue/summary-cache.ts). Absent for guests,
   * whose answers the storefront keeps.
   */
  cacheVersion?: string;
  /** "Today" for delivery dates; tests may fix it. */
  now: Date;
  /** The VAT of the caller's catalogue prices: a consumer's, for taxcountry, else country (erp/tax/rule.ts). */
  priceTax: TaxDecision;
  /** The dated VAT rates (kept in memory, erp/tax/rates.ts). */
  taxRates: () => Promise<TaxRates>;
  /** Payment methods the ERP can take payments with (its configured providers); undefined: every enabled one. */
  paymentMethods?: readonly string[];
}
