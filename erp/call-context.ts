/**
 * The call context of every call: who calls (a guest, or the customer of a session token, with
 * their price levels), the VAT of the caller's prices, and the payment methods the ERP takes.
 */
import type { ContextFields } from "./call-handler.ts";
import type { CallContext } from "./context.ts";
import type { AuthOptions } from "./customers/auth.ts";
import { signedInCaller } from "./customers/auth.ts";
import type { ScryptParams } from "./customers/password.ts";
import type { Database } from "./db/client.ts";
import { ErpError } from "./errors.ts";
import { sellsIn } from "../contract/money.ts";
import { notSoldIn } from "./region/region.ts";
import { cachedTaxRates } from "./tax/rates.ts";
import { consumerTax } from "./tax/rule.ts";

export interface CallContextOptions {
  db: Database;
  now: () => Date;
  /** Payment methods of the configured providers. */
  paymentMethods: () => string[];
  scrypt?: ScryptParams;
  onMailQueued: (id: string) => void;
}

export function createCallContext(options: CallContextOptions) {
  const taxRates = cachedTaxRates(options.db);
  const context = async (body: ContextFields): Promise<CallContext> => {
    const at = options.now();
    if (!sellsIn(body.source, body.currency)) throw notSoldIn(body.source, body.currency);
    // A signed-in shopper's calls carry their session token; one that no longer signs anyone in
    // is AUTH001 on every call, and the storefront signs the shopper out (transactions.md).
    const caller = body.customer === "guest" ? null : await signedInCaller(options.db, body.customer, at);
    if (body.customer !== "guest" && !caller) throw new ErpError(401, "AUTH001", "Not signed in (session ended)");
    return {
      db: options.db,
      now: at,
      paymentMethods: options.paymentMethods(),
      ...body,
      account: caller?.customer ?? null,
      person: caller?.person ?? null,
      levels: caller?.levels ?? [],
      ...(caller ? { cacheVersion: caller.cacheVersion } : {}),
      taxRates,
      priceTax: consumerTax(body, await taxRates(), at),
    };
  };
  const auth = (at: Date): AuthOptions => ({
    db: options.db,
    now: at,
    scrypt: options.scrypt,
    onMail: (id) => options.onMailQueued(id),
  });
  return { context, auth };
}
