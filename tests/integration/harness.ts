/** Both transports of the ERP client over one test database: in-process and real HTTP (with the shared secret). */
import type { Server } from "node:http";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { startFakeVies } from "../fakes/vies.ts";
import { ErpCallError, erpClient, guestContext } from "../../app/.server/erp.ts";
import type { AppLoadContext } from "../../app/.server/load-context.ts";
import type { ErpTransport } from "../../contract/transport.ts";
import { requireSecret } from "../../erp/http-auth.ts";
import { httpTransport, inProcessTransport } from "../../server/erp-transport.ts";
import type { RequestContext } from "../../app/.server/context.ts";
import { connect } from "../../erp/db/client.ts";
import { fileDatabaseUrl } from "./file-database.ts";
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

export const context = guestContext;

/** The address of a server this process listens with (serveFetch on port 0). */
export function serverUrl(server: Server): string {
  const address = server.address();
  return `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
}

/** The shared secret of the test ERP served over HTTP. */
export const ERP_TEST_SECRET = "erp-test-secret-0123456789";

/** The ERP, in process and over HTTP, on this file's own copy of the seeded demo database. */
export function useErp() {
  const state = {} as {
    erp: Erp;
    /** The ERP the storefront's actions reach through load(): state.erp unless a test swaps it. */
    active: Pick<Erp, "call" | "webhook">;
    db: ReturnType<typeof connect>;
    server: Server;
    transports: Record<"in-process" | "http", ErpTransport>;
    /** The VIES double the ERP checks VAT numbers with (tests/fakes/vies.ts). */
    vies: Awaited<ReturnType<typeof startFakeVies>>;
  };
  beforeAll(async () => {
    state.db = connect(await fileDatabaseUrl());
    const today = new Date(inject("today"));
    state.vies = await startFakeVies({ slowMs: 1500 });
    state.erp = createErp({
      db: state.db.db,
      now: () => today,
      log: (m) => console.error(m),
      payments: { config: WALLETS_CONFIGURED },
      vies: { url: state.vies.url, timeoutMs: 1000 },
    });
    state.active = state.erp;
    state.server = await serveFetch(requireSecret(state.erp.handle, ERP_TEST_SECRET), 0);
    state.transports = {
      "in-process": inProcessTransport(state.erp),
      http: httpTransport(serverUrl(state.server), ERP_TEST_SECRET),
    };
  });
  afterAll(async () => {
    await new Promise((resolve) => state.server.close(resolve));
    await state.vies.close();
    await state.db.pool.end();
  });
  return {
    state,
    client: (transport: "in-process" | "http", over: Partial<RequestContext> = {}) =>
      erpClient(context(over), state.transports[transport]),
    /** The load context server/ gives loaders and actions, with the ERP in-process (state.active). */
    load: (over: Partial<AppLoadContext> = {}): AppLoadContext => ({
      erp: inProcessTransport({
        call: (...args) => state.active.call(...args),
        webhook: (...args) => state.active.webhook(...args),
      }),
      cspNonce: "test-nonce",
      clientAddress: "127.0.0.1",
      ...over,
    }),
  };
}

/** The call fails with an ErpCallError of this status (and code); answers the error. */
export async function expectError(promise: Promise<unknown>, status: number, code?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ErpCallError);
  expect((error as ErpCallError).status).toBe(status);
  if (code) expect((error as ErpCallError).code).toBe(code);
  return error as ErpCallError;
}
