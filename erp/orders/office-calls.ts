/**
 * The office's order calls (POST /office, contract/office-orders.ts) as office runs: erp/calls.ts
 * wraps them with the staff session and the roles of erp/staff/roles.ts. Each write is one
 * operation in one transaction with its audit entry (the command lines call the same operations);
 * a mail it queued is handed to the sender once the transaction has committed.
 */
import { sql } from "drizzle-orm";
import type { OfficeRuns } from "../audit/office-run.ts";
import type { Database } from "../db/client.ts";
import { exportOfficeOrders, listOfficeOrders } from "./office-list.ts";
import { bookPayment, orderMoney, recordRefund } from "./office-money.ts";
import { getOfficeOrder, resendOrderConfirmation } from "./office-order.ts";
import { cancelOrder, shipOrder } from "./shipments.ts";

export interface OrderOfficeDeps {
  db: Database;
  now: () => Date;
  onMailQueued: (id: string) => void;
}

/** The order's state after an action, as every action answers it. */
async function answer(db: Database, number: string) {
  const { rows } = await db.execute<{ id: string }>(sql`SELECT id FROM orders WHERE number = ${number}`);
  const id = rows[0]!.id;
  const { number: n, status, paymentstatus, received, refunded, outstanding } = await orderMoney(db, id);
  return { status: 200, body: { number: n, status, paymentstatus, received, refunded, outstanding } };
}

export const orderOfficeRuns: OfficeRuns<
  | "listOfficeOrders"
  | "exportOfficeOrders"
  | "getOfficeOrder"
  | "markOrderPaid"
  | "shipOrder"
  | "cancelOfficeOrder"
  | "recordRefund"
  | "resendOrderConfirmation",
  OrderOfficeDeps
> = {
  listOfficeOrders: async (deps, body) => ({ status: 200, body: await listOfficeOrders(deps.db, body) }),
  exportOfficeOrders: async (deps, body, office) => ({
    status: 200,
    body: null,
    file: exportOfficeOrders(deps.db, body, office.at),
  }),
  getOfficeOrder: async (deps, body) => ({
    status: 200,
    body: { order: await getOfficeOrder(deps.db, body.number, body.lang) },
  }),
  markOrderPaid: async (deps, body, office) => {
    const result = await bookPayment(deps.db, office.actor, body, office.at);
    for (const id of result.mailIds) deps.onMailQueued(id);
    return answer(deps.db, result.number);
  },
  shipOrder: async (deps, body, office) => {
    const result = await shipOrder(
      deps.db,
      body.number,
      body.lines.map((l) => ({ line: l.id, quantity: l.quantity })),
      office.at,
      { actor: office.actor, tracking: { carrier: body.carrier, number: body.trackingnumber } },
    );
    deps.onMailQueued(result.mailId);
    return answer(deps.db, result.number);
  },
  cancelOfficeOrder: async (deps, body, office) => {
    const result = await cancelOrder(deps.db, body.number, office.at, { actor: office.actor, reason: body.reason });
    return answer(deps.db, result.number);
  },
  recordRefund: async (deps, body, office) => {
    const result = await recordRefund(deps.db, office.actor, body, office.at);
    return answer(deps.db, result.number);
  },
  resendOrderConfirmation: async (deps, body, office) => {
    const result = await resendOrderConfirmation(deps.db, office.actor, body.number);
    deps.onMailQueued(result.mailId);
    return answer(deps.db, result.number);
  },
};
