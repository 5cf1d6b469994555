/** Both transports of the ERP client over one test database: in-process and real HTTP. */
import type { Server } from "node:http";
import { afterAll, beforeAll, inject } from "vitest";
import { erpClient, httpTransport, inProcessTransport, type Transport } from "../../app/.server/erp.ts";
import type { RequestContext } from "../../app/.server/context.ts";
import { connect } from "../../erp/db/client.ts";
import { parsePaymentConfig } from "../../erp/payments/config.ts";
import { createErp, type Erp } from "../../erp/server.ts";
import { serveFetch } from "../../server/node-http.ts";

/**
 * Both wallets configured (at an address nothing listens on: these suites never reach a provider;
 * tests/integration/payments.test.ts talks to the fakes), so checkout offers every method.
 */
export const WALLETS_CONFIGURED = parsePaymentConfig({
  PAYPAL_CLIENT_ID: "test-client",
  PAYPAL_CLIENT_SECRET: "test-secret",
  PAYPAL_WEBHOOK_ID: "TESTWEBHOOK",
  PAYPAL_API_URL: "http://127.0.0.1:9",
  REVOLUT_SECRET_KEY: "sk_test",
  REVOLUT_WEBHOOK_SECRET: "wsk_test",
  REVOLUT_API_URL: "http://127.0.0.1:9",
});

export const context = (over: Partial<RequestContext> = {}): RequestContext => ({
  lang: "en",
  currency: "EUR",
  country: "PL",
  source: "main",
  variant: "eu",
  cartId: null,
  basketCount: 0,
  ...over,
});

export function useErp() {
  const state = {} as {
    erp: Erp;
    db: ReturnType<typeof connect>;
    server: Server;
    transports: Record<"in-process" | "http", Transport>;
  };
  beforeAll(async () => {
    state.db = connect(inject("databaseUrl"));
    const today = new Date(inject("today"));
    state.erp = createErp({
      db: state.db.db,
      now: () => today,
      log: (m) => console.error(m),
      payments: { config: WALLETS_CONFIGURED },
    });
    state.server = await serveFetch(state.erp.handle, 0);
    const address = state.server.address();
    const port = typeof address === "object" && address ? address.port : 0;
    state.transports = {
      "in-process": inProcessTransport(state.erp),
      http: httpTransport(`http://127.0.0.1:${port}`),
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => state.server.close(resolve));
    await state.db.pool.end();
  });
  return {
    state,
    client: (transport: "in-process" | "http", over: Partial<RequestContext> = {}) =>
      erpClient(context(over), state.transports[transport]),
  };
}
