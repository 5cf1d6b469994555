/** The delivery facts' call: carriers, delivery times, cut-off, shipping costs and payment methods. */
import type { HandlersOf } from "../call-handler.ts";
import { deliveryFacts } from "./facts.ts";

export const shippingCalls: HandlersOf<"getDeliveryFacts"> = {
  getDeliveryFacts: async (deps, body) => ({
    status: 200,
    body: { delivery: await deliveryFacts(await deps.context(body)) },
  }),
};
