/**
 * The ERP's payment calls: getPaymentMethods, startPayment, completePayment and the webhooks.
 * Orders come from the orders domain through PayableOrders; onCompleted (setPaymentStatus) runs
 * once per order, inside the transaction that completes its first payment (store.ts).
 */
import type { CallResponse } from "../../contract/wire.ts";
import type { CallBody } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { ProviderError } from "./http.ts";
import { toMinorUnits } from "./money.ts";
import { bankInstructions } from "./bank.ts";
import { hitRateLimit } from "../ratelimit/ratelimit.ts";
import { claimDelivery, releaseDelivery } from "./replays.ts";
import {
  offeredFor,
  type MethodRule,
  type PayableOrder,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderId,
  type ProviderRegistry,
  type ProviderState,
} from "./provider.ts";
import { methodRules } from "./methods.ts";
import { decideDemoPayment, demoPaymentPage } from "./demo-gateway.ts";
import {
  completePayment,
  findPayment,
  isPaid,
  latestPayment,
  recordStartedPayment,
  updatePaymentStatus,
  type OnCompleted,
  type PaymentRow,
} from "./store.ts";

/** The orders domain, as payments see it. */
export interface PayableOrders {
  find(transactionToken: string): Promise<PayableOrder | null>;
}

export interface PaymentsOptions {
  db: Database;
  registry: ProviderRegistry;
  orders: PayableOrders;
  onCompleted: OnCompleted;
  log?: (message: string) => void;
  /** The clock of the webhook checks' budget (WEBHOOK_CHECKS); the wall clock by default. */
  now?: () => Date;
}

/**
 * PayPal's verify-webhook-signature calls one order's webhooks may make: PayPal sends a few events
 * per payment (approved, completed, the capture) and retries a failed delivery for days, so ten in
 * ten minutes leaves room for all of them, while a flood of deliveries naming the order (a forged
 * signature costs nothing to send) becomes at most ten outbound calls in ten minutes.
 */
export const WEBHOOK_CHECKS = { limit: 10, windowSeconds: 600 };

/** The same amount in cents and the same currency. */
function sameMoney(paid: { amount: number; currency: string }, expected: { amount: number; currency: string }) {
  try {
    return paid.currency === expected.currency && toMinorUnits(paid.amount) === toMinorUnits(expected.amount);
  } catch {
    return false; // not a payable amount at all
  }
}

type StatusText = CallResponse<"startPayment">["status"];
const statusText = (status: PaymentStatus): StatusText => status.toUpperCase() as StatusText;

export function createPayments(options: PaymentsOptions) {
  const { db, registry, orders } = options;
  const log = options.log ?? ((m: string) => console.error(m));
  const now = options.now ?? (() => new Date());

  async function order(token: string): Promise<PayableOrder> {
    const found = await orders.find(token);
    if (!found) throw notFound("Order");
    return found;
  }

  const notOffered = (method: string) =>
    new ErpError(400, "BAD_REQUEST", `Payment method ${method} is not offered`, { method: ["not offered"] });

  function provider(method: string): PaymentProvider {
    const found = registry.get(method);
    if (!found) throw notOffered(method);
    return found;
  }

  /** The methods offered for an order: its currency, country and amount (payment_methods' rules). */
  const offered = async (o: PayableOrder, rules?: readonly MethodRule[]) =>
    offeredFor(registry, o, rules ?? (await methodRules(db)));

  const providerFailure = (error: unknown): never => {
    if (error instanceof ProviderError) {
      log(`[payments] ${error.message}${error.body ? `: ${JSON.stringify(error.body).slice(0, 500)}` : ""}`);
      throw new ErpError(
        502,
        "PAYMENT_PROVIDER",
        "The payment provider could not complete the request; please try again",
      );
    }
    throw error;
  };

  /** Applies a provider's state to a payment; completed goes through the exactly-once path. */
  async function apply(
    row: PaymentRow,
    state: Pick<ProviderState, "status" | "providerStatus" | "paid">,
    event: unknown,
  ) {
    let status = state.status;
    if (status === "completed") {
      // Never mark an order paid for another amount or currency than it was started with and
      // the order still has, compared in cents; nor without knowing what was paid.
      const current = await orders.find(row.transactionToken);
      const expected = [row, ...(current ? [current] : [])];
      if (!state.paid) {
        log(`[payments] ${row.provider} ${row.providerRef} reported completed without an amount; not marked paid`);
        status = "approved";
      } else if (!expected.every((e) => sameMoney(state.paid!, e))) {
        log(
          `[payments] ${row.provider} ${row.providerRef} paid ${state.paid.amount} ${state.paid.currency}, expected ${row.amount} ${row.currency}${current ? ` (order ${current.amount} ${current.currency})` : ""}; not marked paid`,
        );
        status = "failed";
      }
    }
    if (status === "completed") {
      const result = await completePayment(
        db,
        row.provider,
        row.providerRef,
        { providerStatus: state.providerStatus, event },
        options.onCompleted,
        log,
      );
      return {
        status: "completed" as const,
        completed: result.completed,
        payment: result.payment ?? row,
      };
    }
    const updated = await updatePaymentStatus(db, row.provider, row.providerRef, status, {
      providerStatus: state.providerStatus,
      event,
    });
    return { status: updated?.status ?? status, completed: false, payment: updated ?? row };
  }

  /** The demo payment page answers only where the demo provider is registered. */
  const demoOnly = () => {
    if (!registry.ofProvider("demo")) throw notFound("Payment");
  };

  const service = {
    async getPaymentMethods(body: CallBody<"getPaymentMethods">): Promise<CallResponse<"getPaymentMethods">> {
      const o = await order(body.transactionid);
      const rules = await methodRules(db);
      const methods = await offered(o, rules);
      // Each method by its name in the buyer's language (payment_methods.names), as at checkout.
      const nameOf = (p: PaymentProvider) => rules.find((r) => r.id === p.method)?.names[body.lang] ?? p.name;
      const chosen = registry.defaultFor(o.paymentMethod, methods);
      const latest = await latestPayment(db, o.token);
      return {
        paymentmethods: methods.map((p) => ({
          widgettype: p.method,
          name: nameOf(p),
          token: p.method === "bank" ? o.number : p.publicToken,
          default: p.method === chosen,
          currency: o.currency,
          amount: p.method === "revolut" ? toMinorUnits(o.amount) : toMinorUnits(o.amount) / 100,
          flow: p.method === "bank" ? ("instructions" as const) : ("redirect" as const),
          instructions: p.method === "bank" && o.bankAccount ? bankInstructions(o, o.bankAccount) : null,
        })),
        payment: latest ? { method: latest.method, status: statusText(latest.status) } : null,
      };
    },

    async startPayment(body: CallBody<"startPayment">): Promise<CallResponse<"startPayment">> {
      const o = await order(body.transaction_id);
      const p = provider(body.method);
      // Only a method offered for this order's currency, country and amount (a hand-made post of
      // BLIK for a euro order is refused here, not at Stripe).
      if (!(await offered(o)).includes(p)) throw notOffered(body.method);
      if (await isPaid(db, o.token)) throw new ErpError(409, "ALREADY_PAID", "This order is already paid");
      // The amount is the order's own, never one the caller sends.
      const started = await p.start(o, { returnUrl: body.returnurl, cancelUrl: body.cancelurl }).catch(providerFailure);
      await recordStartedPayment(db, {
        transactionToken: o.token,
        provider: p.provider,
        method: p.method,
        providerRef: started.providerRef,
        amount: o.amount,
        currency: o.currency,
        providerStatus: started.kind === "redirect" ? started.providerStatus : "AWAITING_TRANSFER",
        event: started.kind === "redirect" ? started.raw : undefined,
      });
      return started.kind === "redirect"
        ? {
            method: p.method,
            status: "CREATED",
            redirecturl: started.redirectUrl,
            instructions: null,
          }
        : {
            method: p.method,
            status: "CREATED",
            redirecturl: null,
            instructions: started.instructions,
          };
    },

    async completePayment(body: CallBody<"completePayment">): Promise<CallResponse<"completePayment">> {
      const p = provider(body.method);
      // PayPal names its order in the return URL (?token=), Stripe its session (?session_id=);
      // otherwise the order's latest attempt with the method.
      const ref = body.params.token ?? body.params.order_id ?? body.params.session_id;
      const row = ref ? await findPayment(db, p.provider, ref) : await latestPayment(db, body.transaction_id, p.method);
      if (!row || row.transactionToken !== body.transaction_id) throw notFound("Payment");
      const answer = (status: PaymentStatus, providerStatus: string | null, completed: boolean) => ({
        method: p.method,
        status: statusText(status),
        providerstatus: providerStatus ?? "",
        completed,
      });
      if (row.status === "completed") return answer("completed", row.providerStatus, false);
      if (body.outcome === "cancel") {
        const updated = await updatePaymentStatus(db, row.provider, row.providerRef, "cancelled", {
          providerStatus: "CANCELLED_BY_SHOPPER",
        });
        return answer(updated?.status ?? "cancelled", updated?.providerStatus ?? null, false);
      }
      if (p.method === "bank") return answer(row.status, row.providerStatus, false);
      const state = await p.complete(row.providerRef).catch(providerFailure);
      const result = await apply(row, state, state.raw);
      return answer(result.status, state.providerStatus, result.completed);
    },

    /**
     * A provider's webhook. Everything that needs no outbound call comes first: the provider's
     * cheap checks (headers, timestamps, body shape; Revolut's HMAC), then our own payment: an
     * event we do not act on, a payment that is not ours or one already completed is answered 200
     * without asking the provider anything. A replayed delivery is answered without processing.
     * Only then is PayPal asked to verify the signature (400 when it does not), and only a verified
     * event may capture or read the payment at the provider. 5xx when the provider cannot be asked.
     * Those checks are counted per order (WEBHOOK_CHECKS, issue 37 item 5): past the budget the
     * delivery is answered 503 with Retry-After, unclaimed, so that PayPal delivers it again later.
     */
    async webhook(
      method: ProviderId,
      headers: Headers,
      rawBody: string,
    ): Promise<{ received: true; status: string | null }> {
      const p = registry.ofProvider(method);
      if (!p || method === "bank") throw notFound("Webhook");
      const delivery = p.inspectWebhook(headers, rawBody);
      if (!delivery) {
        // A forged, tampered or stale delivery: refused, and written down for whoever looks into it.
        log(`[payments] ${method} webhook refused: invalid signature or body (${rawBody.length} bytes)`);
        throw new ErpError(400, "BAD_REQUEST", "Invalid webhook signature");
      }
      const { event } = delivery;
      const ignored = { received: true as const, status: null };
      if (!event.status) return ignored;
      const row = await findPayment(db, p.provider, event.providerRef);
      if (!row) {
        // Not one of ours (another shop on the same account, a test event, or a guess): acknowledged,
        // so the provider stops retrying, and nothing is asked of the provider.
        log(`[payments] ${method} webhook ${event.type} for unknown ${event.providerRef}`);
        return ignored;
      }
      // A completed payment never changes (store.ts): nothing to verify, nothing to do.
      if (row.status === "completed") return { received: true, status: "completed" };
      if (!(await claimDelivery(db, p.provider, delivery.replayKey))) {
        log(`[payments] ${method} webhook ${event.type} for ${event.providerRef} replayed; ignored`);
        return ignored;
      }
      try {
        if (delivery.asksProvider) {
          const budget = await hitRateLimit(db, now(), {
            key: `webhook-check:${p.provider}:${row.transactionToken}`,
            ...WEBHOOK_CHECKS,
          });
          if (!budget.allowed) {
            log(`[payments] ${method} webhook ${event.type} for ${event.providerRef} throttled`);
            throw new ErpError(
              503,
              "PAYMENT_PROVIDER",
              "Too many webhook deliveries for this payment; deliver it again later",
              undefined,
              budget.retry_after,
            );
          }
        }
        let verified: boolean;
        try {
          verified = await delivery.verify();
        } catch (error) {
          return providerFailure(error);
        }
        if (!verified) throw new ErpError(400, "BAD_REQUEST", "Invalid webhook signature");
        // A completion needs the amount: an event that does not carry it (Revolut's never do) is
        // checked against the provider's own record of the payment.
        if (event.needsCompletion || (event.status === "completed" && !event.paid)) {
          const state = await p.complete(row.providerRef).catch(providerFailure);
          return {
            received: true,
            status: (await apply(row, state, { webhook: event.raw, provider: state.raw })).status,
          };
        }
        return {
          received: true,
          status: (await apply(row, { status: event.status, providerStatus: event.type, paid: event.paid }, event.raw))
            .status,
        };
      } catch (error) {
        // Refused or not processed: the provider's retry of this delivery must not count as a replay.
        await releaseDelivery(db, p.provider, delivery.replayKey);
        throw error;
      }
    },

    /** The demo payment page's session (decision 0071). */
    async getDemoPayment(body: CallBody<"getDemoPayment">): Promise<CallResponse<"getDemoPayment">> {
      demoOnly();
      return demoPaymentPage(db, body.id);
    },

    /** The visitor's decision on the demo page, delivered to this webhook as a signed event. */
    async decideDemoPayment(body: CallBody<"decideDemoPayment">): Promise<CallResponse<"decideDemoPayment">> {
      demoOnly();
      const deliver = (headers: Headers, rawBody: string) => service.webhook("demo", headers, rawBody);
      return decideDemoPayment(db, deliver, body.id, body.decision, { now, log });
    },
  };
  return service;
}

export type Payments = ReturnType<typeof createPayments>;
