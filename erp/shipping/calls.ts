/** The delivery facts' call: carriers, delivery times, cut-off, shipping costs and payment methods. */
import type { ContextFields, HandlersOf } from "../call-handler.ts";
import type { CallContext } from "../context.ts";
import { deliveryFacts } from "./facts.ts";

export const shippingCalls: HandlersOf<"getDeliveryFacts", { context: (body: ContextFields) => Promise<CallContext> }> =
  {
    getDeliveryFacts: async (deps, body) => ({
      status: 200,
      body: { delivery: await deliveryFacts(await deps.context(body)) },
    }),
  };
