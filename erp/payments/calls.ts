/** The payment calls: the methods offered for an amount, starting and completing a payment. */
import type { HandlersOf } from "../call-handler.ts";
import type { Payments } from "./service.ts";

export const paymentCalls: HandlersOf<
  "getPaymentMethods" | "startPayment" | "completePayment",
  { payments: Payments }
> = {
  getPaymentMethods: async (deps, body) => ({ status: 200, body: await deps.payments.getPaymentMethods(body) }),
  startPayment: async (deps, body) => ({ status: 200, body: await deps.payments.startPayment(body) }),
  completePayment: async (deps, body) => ({ status: 200, body: await deps.payments.completePayment(body) }),
};
