/**
 * The office's order commands (`npm run orders -- ...`), thin callers of the operations the office
 * pages call (erp/orders/shipments.ts), with the same audit entries (actor `orders (<os user>)`):
 * ship records what left the warehouse (all that is still to ship, or the parts and quantities
 * named) with its carrier and tracking number, and mails the buyer; cancel cancels an order nothing
 * of which has shipped. Each answers one message; a bad argument answers the usage and changes nothing.
 */
import type { parseArgs } from "node:util";
import { CARRIERS, CarrierSchema, TrackingNumberSchema, type Carrier } from "../../contract/carriers.ts";
import { cliActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { cancelOrder, shipOrder, type ShipRequest } from "./shipments.ts";
import { parseOfficeArgs, usageAnswer, type OfficeAnswer } from "../office.ts";

export const ORDERS_USAGE = `Usage:
  npm run orders -- ship <order number> [--carrier C --tracking NUMBER]   (every unit still to ship)
  npm run orders -- ship <order number> --item PART [--quantity N] ...    (these parts; no quantity: all of the part)
  npm run orders -- cancel <order number> [--reason TEXT]                 (nothing shipped yet; a credit note for an invoice)
Carriers: ${CARRIERS.join(", ")}. The buyer is mailed the tracking link.`;

/** --carrier and --tracking: both or neither, each valid. */
function trackingOf(values: {
  carrier?: string;
  tracking?: string;
}): { carrier: Carrier; number: string } | null | string {
  if (values.carrier === undefined && values.tracking === undefined) return null;
  if (values.carrier === undefined || values.tracking === undefined) return "--carrier and --tracking go together";
  const carrier = CarrierSchema.safeParse(values.carrier.trim().toLowerCase());
  if (!carrier.success) return `--carrier ${values.carrier}: one of ${CARRIERS.join(", ")}`;
  const number = TrackingNumberSchema.safeParse(values.tracking);
  if (!number.success) return `--tracking ${values.tracking}: 1 to 40 letters and digits, no spaces`;
  return { carrier: carrier.data, number: number.data };
}

/** The --item / --quantity pairs in the order typed: a quantity belongs to the item before it. */
function shipRequests(tokens: NonNullable<ReturnType<typeof parseArgs>["tokens"]>): ShipRequest[] | string {
  const requests: ShipRequest[] = [];
  for (const token of tokens) {
    if (token.kind !== "option") continue;
    const value = token.value ?? "";
    if (token.name === "item") {
      if (!value.trim()) return "--item needs a part number";
      requests.push({ part: value.trim() });
    } else if (token.name === "quantity") {
      const last = requests.at(-1);
      if (!last || last.quantity !== undefined) return "--quantity must follow an --item";
      if (!/^\d{1,5}$/.test(value) || Number(value) < 1) return `--quantity ${value}: a whole number of at least 1`;
      last.quantity = Number(value);
    }
  }
  return requests;
}

export async function runOrdersCommand(
  db: Database,
  argv: string[],
  opts: { now: () => Date; onMailQueued?: (id: string) => void },
): Promise<OfficeAnswer> {
  const usage = (why?: string) => usageAnswer(ORDERS_USAGE, why);
  const parsed = parseOfficeArgs(
    {
      args: argv,
      allowPositionals: true,
      tokens: true,
      options: {
        item: { type: "string", multiple: true },
        quantity: { type: "string", multiple: true },
        carrier: { type: "string" },
        tracking: { type: "string" },
        reason: { type: "string" },
      },
    },
    ORDERS_USAGE,
  );
  if ("message" in parsed) return parsed;
  const [command, number, extra] = parsed.positionals;
  if (!number || extra !== undefined) return usage(command ? `${command} needs one order number` : undefined);
  try {
    switch (command) {
      case "ship": {
        if (parsed.values.reason !== undefined) return usage("ship takes no --reason");
        const requests = shipRequests(parsed.tokens ?? []);
        if (typeof requests === "string") return usage(requests);
        const tracking = trackingOf(parsed.values as { carrier?: string; tracking?: string });
        if (typeof tracking === "string") return usage(tracking);
        const result = await shipOrder(db, number, requests, opts.now(), { actor: cliActor("orders"), tracking });
        opts.onMailQueued?.(result.mailId);
        const lines = result.shipped.map((l) => `  ${l.quantity} × ${l.part}`).join("\n");
        const status = result.status === "fulfilled" ? "shipped complete" : "partly shipped";
        const track = result.tracking
          ? `\n${result.tracking.carriername} ${result.tracking.trackingnumber}: ${result.tracking.trackingurl}`
          : "";
        return { ok: true, message: `Shipped from ${result.number} (${status}):\n${lines}${track}` };
      }
      case "cancel": {
        if ((parsed.tokens ?? []).some((t) => t.kind === "option" && t.name !== "reason")) {
          return usage("cancel takes only --reason");
        }
        const reason = (parsed.values.reason as string | undefined)?.trim() ?? "";
        const result = await cancelOrder(db, number, opts.now(), { actor: cliActor("orders"), reason });
        return {
          ok: true,
          message: `${result.number} cancelled; its units are back in stock${result.creditNote ? "; a credit note cancels its invoice" : ""}`,
        };
      }
      default:
        return usage(command ? `Unknown command ${command}` : undefined);
    }
  } catch (error) {
    if (error instanceof ErpError) return { ok: false, message: error.message };
    throw error;
  }
}
