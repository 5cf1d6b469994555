/** The price-list export: the signed-in customer's prices as a file, streamed (ErpTransport.download). */
import type { ContextFields, HandlersOf } from "../call-handler.ts";
import type { CallContext } from "../context.ts";
import { exportPriceList } from "./export.ts";

export const priceListCalls: HandlersOf<"exportPriceList", { context: (body: ContextFields) => Promise<CallContext> }> =
  {
    exportPriceList: async (deps, body) => {
      const file = exportPriceList(await deps.context(body), body);
      return { status: 200, body: null, file };
    },
  };
