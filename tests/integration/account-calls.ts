/**
 * POST /account as the storefront sends it, to an ERP of the test's own clock and cheap password
 * hashing (production's scrypt parameters are OWASP's: erp/customers/password.test.ts).
 */
import type { Database } from "../../erp/db/client.ts";
import { createErp } from "../../erp/server.ts";
import { WALLETS_CONFIGURED } from "./harness.ts";

/** Cheap scrypt for the suites. */
export const FAST = { N: 2 ** 10, r: 8, p: 1 };

export type AccountAnswer = {
  status: number;
  body: Record<string, unknown> & { code?: string; fields?: Record<string, string[]> };
};

/** An ERP on `db` at `now()`, with the wallets configured and no VIES. */
export const testErp = (db: Database, now: () => Date) =>
  createErp({ db, now, scrypt: FAST, payments: { config: WALLETS_CONFIGURED }, vies: null, log: () => {} });

/** A caller of /account on `db` at `now()`, in English, from `country`. */
export function accountCalls(db: () => Database, now: () => Date, country = "PL") {
  return async (body: Record<string, unknown>) =>
    (await testErp(db(), now).call("POST", "/account", {
      source: "main",
      currency: "EUR",
      country,
      lang: "en",
      ...body,
    })) as AccountAnswer;
}
