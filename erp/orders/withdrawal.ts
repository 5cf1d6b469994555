/**
 * withdraw: records a consumer's withdrawal from an order (decision 0021), exactly once. The order
 * row is locked (SELECT ... FOR UPDATE), so concurrent submits queue: the first records the
 * withdrawal, its event and both e-mails (the consumer's acknowledgement, the office's notice); the
 * others find it and answer it again. The primary key of order_withdrawals backs this up.
 */
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { WithdrawRequestSchema, WithdrawalReceived } from "../../contract/orders.ts";
import type { CallContext } from "../context.ts";
import { ErpError, notFound } from "../errors.ts";
import { readOrder } from "./orders.ts";
import { withdrawalAcknowledgementMail, withdrawalOfficeMail } from "./withdrawal-mail.ts";
import { sellerOf } from "../company/records.ts";

type WithdrawRequest = z.infer<typeof WithdrawRequestSchema>;

const REFUSALS = {
  "period-ended": "The withdrawal period of this order has ended",
  business: "The order is a business purchase: there is no right of withdrawal",
  cancelled: "The order was cancelled",
} as const;

export async function withdraw(
  ctx: CallContext,
  office: Record<CallContext["source"], string>,
  request: Pick<WithdrawRequest, "transaction_id" | "items" | "reason">,
): Promise<{ withdrawal: WithdrawalReceived; created: boolean; mailIds: string[] }> {
  const id = request.transaction_id;
  if (!/^[0-9a-f]{32}$/.test(id)) throw notFound("Order");
  return ctx.db.transaction(async (tx) => {
    const locked = await tx.execute(sql`SELECT source FROM orders WHERE id = ${id} FOR UPDATE`);
    const source = (locked.rows[0] as { source: CallContext["source"] } | undefined)?.source;
    if (!source) throw notFound("Order");
    const order = (await readOrder(tx, id, ctx.now))!;
    if (order.withdrawal.received) return { withdrawal: order.withdrawal.received, created: false, mailIds: [] };
    const refusal = order.withdrawal.reason;
    if (refusal) throw new ErpError(409, "WITHDRAWAL_NOT_OFFERED", REFUSALS[refusal], { withdrawal: [refusal] });

    const lines = order.transactionlines.filter((l) => !l.kitcomponent);
    let items: WithdrawalReceived["items"] = "all";
    if (request.items !== "all") {
      const chosen = new Set(request.items);
      const unknown = [...chosen].filter((lineId) => !lines.some((l) => l._id === lineId));
      if (unknown.length > 0) {
        throw new ErpError(400, "BAD_REQUEST", "Invalid request: items: not a line of this order", {
          items: ["not a line of this order"],
        });
      }
      // Every line named is the whole order.
      items =
        chosen.size === lines.length
          ? "all"
          : lines
              .filter((l) => chosen.has(l._id))
              .map((l) => ({ _id: l._id, name: `${l.item.name} ${l.displayname}`.trim(), quantity: l.quantity }));
    }
    const reason = request.reason ? request.reason : null;
    await tx.execute(sql`INSERT INTO order_withdrawals (order_id, received_at, items, reason, lang)
      VALUES (${id}, ${ctx.now.toISOString()}, ${items === "all" ? null : JSON.stringify(items)}::jsonb, ${reason}, ${ctx.lang})`);
    await tx.execute(sql`INSERT INTO order_events (order_id, kind, data)
      VALUES (${id}, 'withdrawn', ${JSON.stringify({ items, reason })}::jsonb)`);
    const withdrawal: WithdrawalReceived = { receivedat: ctx.now.toISOString(), items, reason };
    // The acknowledgement speaks the language the consumer withdrew in.
    const payload = JSON.stringify({ order_id: id, number: order.name, lang: ctx.lang });
    const mailIds: string[] = [];
    const seller = await sellerOf(tx, order.region);
    for (const [kind, mail] of [
      ["withdrawal-acknowledgement", withdrawalAcknowledgementMail({ ...order, lang: ctx.lang }, seller, withdrawal)],
      ["withdrawal-office", withdrawalOfficeMail(order, withdrawal, office[source] ?? office.main)],
    ] as const) {
      const row =
        await tx.execute(sql`INSERT INTO mail_outbox (kind, source, reply_to, recipient, subject, body, payload)
        VALUES (${kind}, ${source}, ${mail.replyTo}, ${mail.to}, ${mail.subject}, ${mail.body}, ${payload}::jsonb)
        RETURNING id`);
      mailIds.push((row.rows[0] as { id: string }).id);
    }
    return { withdrawal, created: true, mailIds };
  });
}
