/**
 * The demo's payment method (decision 0071): the demo shop's own payment page, where no money
 * moves, beside bank transfer, so that a fresh clone's demo can be paid without a provider's keys.
 * Written only with the demo catalogue (a demo database loaded before migration 0053 got it there);
 * a production start refuses a database that has it enabled (erp/ops/demo-guard.ts).
 */
import type { Database } from "../db/client.ts";
import * as schema from "../schema.ts";

export const DEMO_PAYMENT_METHOD: typeof schema.paymentMethods.$inferInsert = {
  id: "demo",
  names: {
    en: "Demo payment (no real money)",
    pl: "Płatność demo (bez prawdziwych pieniędzy)",
    de: "Demo-Zahlung (kein echtes Geld)",
  },
  descriptions: {
    en: "The demo shop's own payment page: approve or decline, nothing is charged",
    pl: "Strona płatności sklepu demo: zatwierdź lub odrzuć, nic nie zostanie pobrane",
    de: "Die Zahlungsseite des Demo-Shops: bestätigen oder ablehnen, nichts wird belastet",
  },
  currencies: ["EUR", "PLN", "GBP"],
  enabled: true,
  // After the real methods: a demo visitor sees it beside bank transfer, a test of the real ones first.
  position: 10,
  markets: null,
  limits: null,
};

export async function loadDemoPaymentMethod(db: Pick<Database, "insert">): Promise<void> {
  await db.insert(schema.paymentMethods).values(DEMO_PAYMENT_METHOD).onConflictDoNothing();
}
