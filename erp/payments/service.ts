/**
 * The ERP's payment calls: getPaymentMethods, startPayment, completePayment and the webhooks.
 * Orders come from the orders domain through PayableOrders; onCompleted (setPaymentStatus) runs
 * once per order, inside the transaction that completes its first payment (store.ts).
 */
import type { z } from "zod";
import type {
  CompletePaymentRequestSchema,
  CompletePaymentResponseSchema,
  GetPaymentMethodsRequestSchema,
  GetPaymentMethodsResponseSchema,
  StartPaymentRequestSchema,
  StartPaymentResponseSchema,
} from "../../contract/wire.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { ProviderError } from "./http.ts";
import { toMinorUnits } from "./money.ts";
import { bankInstructions } from "./bank.ts";
import type {
  PayableOrder,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  ProviderRegistry,
  ProviderState,
  WebhookEvent,
} from "./provider.ts";
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
}

type StatusText = z.infer<typeof StartPaymentResponseSchema>["status"];
const statusText = (status: PaymentStatus): StatusText => status.toUpperCase() as StatusText;

export function createPayments(options: PaymentsOptions) {
  const { db, registry, orders } = options;
  const log = options.log ?? ((m: string) => console.error(m));

  async function order(token: string): Promise<PayableOrder> {
    const found = await orders.find(token);
    if (!found) throw notFound("Order");
    return found;
  }

  function provider(method: string): PaymentProvider {
    const found = registry.get(method);
    if (!found)
      throw new ErpError(400, "BAD_REQUEST", `Payment method ${method} is not offered`, {
        method: ["not offered"],
      });
    return found;
  }

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
    if (
      status === "completed" &&
      state.paid &&
      (Math.abs(state.paid.amount - row.amount) > 0.005 || state.paid.currency !== row.currency)
    ) {
      // Never mark an order paid for a different amount than it was started with.
      log(
        `[payments] ${row.provider} ${row.providerRef} paid ${state.paid.amount} ${state.paid.currency}, expected ${row.amount} ${row.currency}`,
      );
      status = "failed";
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

  return {
    async getPaymentMethods(
      body: z.infer<typeof GetPaymentMethodsRequestSchema>,
    ): Promise<z.infer<typeof GetPaymentMethodsResponseSchema>> {
      const o = await order(body.transactionid);
      const chosen = registry.defaultFor(o.paymentMethod);
      const latest = await latestPayment(db, o.token);
      return {
        paymentmethods: registry.providers.map((p) => ({
          widgettype: p.method,
          name: p.name,
          token: p.method === "bank" ? o.number : p.publicToken,
          default: p.method === chosen,
          currency: o.currency,
          amount: p.method === "revolut" ? toMinorUnits(o.amount) : toMinorUnits(o.amount) / 100,
          flow: p.method === "bank" ? ("instructions" as const) : ("redirect" as const),
          instructions: p.method === "bank" ? bankInstructions(o) : null,
        })),
        payment: latest ? { method: latest.provider, status: statusText(latest.status) } : null,
      };
    },

    async startPayment(
      body: z.infer<typeof StartPaymentRequestSchema>,
    ): Promise<z.infer<typeof StartPaymentResponseSchema>> {
      const o = await order(body.transaction_id);
      const p = provider(body.method);
      if (await isPaid(db, o.token)) throw new ErpError(409, "ALREADY_PAID", "This order is already paid");
      // The amount is the order's own, never one the caller sends.
      const started = await p.start(o, { returnUrl: body.returnurl, cancelUrl: body.cancelurl }).catch(providerFailure);
      await recordStartedPayment(db, {
        transactionToken: o.token,
        provider: p.method,
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

    async completePayment(
      body: z.infer<typeof CompletePaymentRequestSchema>,
    ): Promise<z.infer<typeof CompletePaymentResponseSchema>> {
      const p = provider(body.method);
      // PayPal names its order in the return URL (?token=); otherwise the order's latest attempt.
      const ref = body.params.token ?? body.params.order_id;
      const row = ref ? await findPayment(db, p.method, ref) : await latestPayment(db, body.transaction_id, p.method);
      if (!row || row.transactionToken !== body.transaction_id) throw notFound("Payment");
      const answer = (status: PaymentStatus, providerStatus: string | null, completed: boolean) => ({
        method: p.method,
        status: statusText(status),
        providerstatus: providerStatus ?? "",
        completed,
      });
      if (row.status === "completed") return answer("completed", row.providerStatus, false);
      if (body.outcome === "cancel") {
        const updated = await updatePaymentStatus(db, p.method, row.providerRef, "cancelled", {
          providerStatus: "CANCELLED_BY_SHOPPER",
        });
        return answer(updated?.status ?? "cancelled", updated?.providerStatus ?? null, false);
      }
      if (p.method === "bank") return answer(row.status, row.providerStatus, false);
      const state = await p.complete(row.providerRef).catch(providerFailure);
      const result = await apply(row, state, state.raw);
      return answer(result.status, state.providerStatus, result.completed);
    },

    /** A provider's webhook: 400 when it is not proven to come from the provider. */
    async webhook(
      method: PaymentMethod,
      headers: Headers,
      rawBody: string,
    ): Promise<{ received: true; status: string | null }> {
      const p = registry.get(method);
      if (!p || method === "bank") throw notFound("Webhook");
      let event: WebhookEvent | null;
      try {
        event = await p.verifyWebhook(headers, rawBody);
      } catch (error) {
        return providerFailure(error);
      }
      if (!event) throw new ErpError(400, "BAD_REQUEST", "Invalid webhook signature");
      if (!event.status) return { received: true, status: null };
      const row = await findPayment(db, p.method, event.providerRef);
      if (!row) {
        // Not one of ours (another shop on the same account, or a test event): acknowledged.
        log(`[payments] ${method} webhook ${event.type} for unknown ${event.providerRef}`);
        return { received: true, status: null };
      }
      if (event.needsCompletion && row.status !== "completed") {
        const state = await p.complete(row.providerRef).catch(providerFailure);
        return {
          received: true,
          status: (await apply(row, state, { webhook: event.raw, provider: state.raw })).status,
        };
      }
      return {
        received: true,
        status: (await apply(row, { status: event.status, providerStatus: event.type }, event.raw)).status,
      };
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
