/** The payment calls: the methods offered for an amount, starting and completing a payment, the demo's page. */
import type { HandlersOf } from "../call-handler.ts";
import type { Payments } from "./service.ts";

export const paymentCalls: HandlersOf<
  "getPaymentMethods" | "startPayment" | "completePayment" | "getDemoPayment" | "decideDemoPayment",
  { payments: Payments }
> = {
  getPaymentMethods: async (deps, body) => ({ status: 200, body: await deps.payments.getPaymentMethods(body) }),
  startPayment: async (deps, body) => ({ status: 200, body: await deps.payments.startPayment(body) }),
  completePayment: async (deps, body) => ({ status: 200, body: await deps.payments.completePayment(body) }),
  getDemoPayment: async (deps, body) => ({ status: 200, body: await deps.payments.getDemoPayment(body) }),
  decideDemoPayment: async (deps, body) => ({ status: 200, body: await deps.payments.decideDemoPayment(body) }),
};
