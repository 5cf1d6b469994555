/**
 * A real order paid with BLIK through the Stripe double (issue 42 item 4): the order then names
 * the method it was paid with, and its customer gets one receipt in their language naming BLIK,
 * the amount and Stripe's reference, however often the return and the webhook arrive.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { erpClient } from "../../app/.server/erp.ts";
import { connect } from "../../erp/db/client.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { createErp, type Erp } from "../../erp/server.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { startFakeStripe, type FakeStripe } from "../fakes/stripe.ts";
import { fileDatabaseUrl } from "./file-database.ts";
import { cloneItem, readyCart } from "./fixtures/orders.ts";
import { context } from "./harness.ts";

let db: ReturnType<typeof connect>;
let stripe: FakeStripe;
let erp: Erp;

beforeAll(async () => {
  db = connect(await fileDatabaseUrl());
  stripe = await startFakeStripe({ secretKey: "sk_test_receipt", webhookSecret: "whsec_receipt" });
  erp = createErp({
    db: db.db,
    log: () => {},
    payments: {
      config: parsePaymentConfig({
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
        STRIPE_API_URL: stripe.url,
      }),
    },
    vies: null,
  });
});

afterAll(async () => {
  await stripe.close();
  await db.pool.end();
});

describe("the payment receipt", () => {
  it("a Polish guest's order paid with BLIK: named BLIK, one receipt in Polish", async () => {
    const client = erpClient(context({ lang: "pl", currency: "PLN", country: "PL" }), inProcessTransport(erp));
    const item = await cloneItem(db.db, DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(client, item.id, 1, "PL");
    const placed = await client.addOrder(cartId);
    const offered = await client.getPaymentMethods(placed._id, 0);
    expect(offered.paymentmethods.map((m) => m.widgettype).slice(0, 2)).toEqual(["blik", "p24"]);

    const back = `https://shop.example/order/${placed._id}/return/blik`;
    await client.startPayment({ transaction_id: placed._id, method: "blik", returnurl: back, cancelurl: back });
    const session = [...stripe.sessions.values()].find((s) => s.client_reference_id === placed._id)!;
    const target = new URL(stripe.pay(session.id, { method: "blik", blikCode: "123456" }));
    const params = Object.fromEntries(target.searchParams);
    const [first, second] = await Promise.all([
      client.completePayment({ transaction_id: placed._id, method: "blik", params }),
      client.completePayment({ transaction_id: placed._id, method: "blik", params }),
    ]);
    expect([first.status, second.status]).toEqual(["COMPLETED", "COMPLETED"]);
    const hook = stripe.signedWebhook(stripe.completedEvent(session.id));
    expect((await erp.webhook("stripe", new Headers(hook.headers), hook.body)).status).toBe(200);

    const order = await client.getTransaction(placed._id);
    expect(order.paymentstatus).toBe("paid");
    expect(order.paymentmethod).toEqual({ _id: "blik", name: "BLIK" });
    const receipts = (
      await db.db.execute(sql`SELECT recipient, subject, body FROM mail_outbox
        WHERE kind = 'payment-receipt' AND payload ->> 'order_id' = ${placed._id}`)
    ).rows as { recipient: string; subject: string; body: string }[];
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.recipient).toBe("anna@example.com");
    expect(receipts[0]!.subject).toBe(`Otrzymaliśmy płatność za zamówienie ${placed.name}`);
    expect(receipts[0]!.body).toContain("(BLIK)");
    expect(receipts[0]!.body).toContain(`Numer płatności: ${session.id}`);
    expect(receipts[0]!.body).toContain(`/order/${placed._id}`);
  });
});
