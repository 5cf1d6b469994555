import type { Database } from "./db/client.ts";
import type { Currency } from "../contract/money.ts";
import type { Source } from "../contract/catalogue.ts";
import type { Language } from "./db/schema.ts";

/** What every ERP call knows about its caller (the common body fields of the contract). */
export interface CallContext {
  db: Database;
  source: Source;
  currency: Currency;
  country: string;
  lang: Language;
  customer: string;
  /** "Today" for delivery dates; tests may fix it. */
  now: Date;
  /** Payment methods the ERP can take payments with (its configured providers); undefined: every enabled one. */
  paymentMethods?: readonly string[];
}
