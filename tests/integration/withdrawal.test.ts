/**
 * The withdrawal function in the ERP on PostgreSQL (decision 0021): recorded once with the moment
 * of receipt (a repeat and concurrent double submits answer the same withdrawal), the consumer's
 * acknowledgement and the office's notice in the outbox, refused after the period, for a business
 * purchase, and for lines that are not the order's, with nothing written.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { action as orderAction } from "../../app/routes/order.$id/route.tsx";
import type { ErpClient } from "../../app/.server/erp.ts";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { DEFAULT_OFFICE } from "../../erp/mail/config.ts";
import { cloneItem, companyBilling, readyCart } from "./fixtures/orders.ts";
import { expectError, useErp } from "./harness.ts";

const { state, client, load } = useErp();
beforeAll(() => {
  process.env.SESSION_SECRET ??= "test-secret-test-secret-0123456789";
  state.active = state.erp;
});
const db = () => state.db.db;
const today = () => new Date(inject("today"));

async function placeOrder(erp: ErpClient, lines = 1, country = "PL") {
  const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
  const cartId = await readyCart(erp, item.id, 1, country);
  for (let i = 1; i < lines; i++) {
    const more = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    await erp.addToCart({ cart_id: cartId, record: more.id, quantity: 2 });
  }
  return { placed: await erp.addOrder(cartId), cartId };
}

const written = async (orderId: string) => {
  const row = (
    await db().execute(sql`SELECT
      (SELECT count(*) FROM order_withdrawals WHERE order_id = ${orderId})::int AS withdrawals,
      (SELECT count(*) FROM order_events WHERE order_id = ${orderId} AND kind = 'withdrawn')::int AS events,
      (SELECT count(*) FROM mail_outbox WHERE kind LIKE 'withdrawal-%' AND payload ->> 'order_id' = ${orderId})::int AS mails`)
  ).rows[0] as { withdrawals: number; events: number; mails: number };
  return row;
};

const mailsOf = async (orderId: string) =>
  (
    await db().execute(sql`SELECT kind, recipient, reply_to, subject, body FROM mail_outbox
      WHERE kind LIKE 'withdrawal-%' AND payload ->> 'order_id' = ${orderId} ORDER BY kind`)
  ).rows as { kind: string; recipient: string; reply_to: string; subject: string; body: string }[];

describe.each(["in-process", "http"] as const)("withdrawing from an order (%s)", (transport) => {
  it("is offered on a fresh consumer order until 30 days after the order day, and recorded once", async () => {
    const erp = client(transport);
    const { placed } = await placeOrder(erp);
    const before = await erp.getTransaction(placed._id);
    expect(before.withdrawal).toMatchObject({ offered: true, reason: null, received: null });
    // The end of the 30th day after the order day, Warsaw time.
    const until = new Date(before.withdrawal.until);
    const days = (until.getTime() - new Date(before.date).getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(30);
    expect(days).toBeLessThanOrEqual(31);
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Warsaw", timeStyle: "medium" }).format(until)).toBe(
      "23:59:59",
    );

    const first = await erp.withdraw(placed._id, "all", "Ordered the wrong size");
    expect(first).toEqual({
      created: true,
      withdrawal: { receivedat: today().toISOString(), items: "all", reason: "Ordered the wrong size" },
    });
    const after = await erp.getTransaction(placed._id);
    expect(after.withdrawal).toMatchObject({ offered: false, reason: null, received: first.withdrawal });

    // A repeat (a resubmitted form, another tab) answers the recorded withdrawal and writes nothing.
    const again = await erp.withdraw(placed._id, [after.transactionlines[0]!._id], "something else");
    expect(again).toEqual({ created: false, withdrawal: first.withdrawal });
    expect(await written(placed._id)).toEqual({ withdrawals: 1, events: 1, mails: 2 });
  });

  it("queues the acknowledgement with the date and time of receipt and tells the office", async () => {
    const erp = client(transport, { lang: "pl" });
    const { placed } = await placeOrder(erp);
    await erp.withdraw(placed._id, "all", null);
    const [ack, office] = await mailsOf(placed._id);
    expect(ack).toMatchObject({ kind: "withdrawal-acknowledgement", recipient: "anna@example.com" });
    expect(ack!.subject).toBe(`Potwierdzenie odstąpienia od umowy – zamówienie ${placed.name}`);
    const at = new Intl.DateTimeFormat("pl-PL", {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      timeZone: "Europe/Warsaw",
      timeZoneName: "short",
    }).format(today());
    expect(ack!.body).toContain(`w dniu ${at}`);
    expect(ack!.body).toContain("całego zamówienia");
    expect(ack!.body).toContain(`/order/${placed._id}`);
    expect(office).toMatchObject({
      kind: "withdrawal-office",
      recipient: DEFAULT_OFFICE.main,
      reply_to: "anna@example.com",
      subject: `Withdrawal from order ${placed.name} (pl)`,
    });
    expect(office!.body).toContain("Reason: (none given)");
    expect(office!.body).toContain(today().toISOString());
  });

  it("records only the lines named", async () => {
    const erp = client(transport);
    const { placed } = await placeOrder(erp, 2);
    const order = await erp.getTransaction(placed._id);
    const second = order.transactionlines[1]!;
    const { withdrawal } = await erp.withdraw(placed._id, [second._id], null);
    expect(withdrawal.items).toEqual([
      { _id: second._id, name: `${second.item.name} ${second.displayname}`.trim(), quantity: 2 },
    ]);
    const [ack] = await mailsOf(placed._id);
    expect(ack!.body).toContain(`2 × ${second.item.name}`);
    expect(ack!.body).not.toContain(order.transactionlines[0]!.item.name);
  });
});

describe("withdrawing, once", () => {
  it("records one withdrawal when the form is submitted many times at once", async () => {
    const erp = client("in-process");
    const { placed } = await placeOrder(erp);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        client(i % 2 ? "http" : "in-process").withdraw(placed._id, "all", `submit ${i}`),
      ),
    );
    expect(answers.filter((a) => a.created)).toHaveLength(1);
    const recorded = answers.find((a) => a.created)!.withdrawal;
    for (const a of answers) expect(a.withdrawal).toEqual(recorded);
    expect(await written(placed._id)).toEqual({ withdrawals: 1, events: 1, mails: 2 });
  });
});

describe("when the withdrawal function is not offered", () => {
  it("is refused after the period, and nothing is written", async () => {
    const erp = client("in-process");
    const { placed } = await placeOrder(erp);
    await db().execute(sql`UPDATE orders SET created_at = created_at - interval '32 days' WHERE id = ${placed._id}`);
    const order = await erp.getTransaction(placed._id);
    expect(order.withdrawal).toMatchObject({ offered: false, reason: "period-ended", received: null });
    const error = await expectError(erp.withdraw(placed._id, "all", null), 409, "WITHDRAWAL_NOT_OFFERED");
    expect(error.fields).toEqual({ withdrawal: ["period-ended"] });
    expect(await written(placed._id)).toEqual({ withdrawals: 0, events: 0, mails: 0 });
  });

  it("gives an order with parts by airfreight 60 days", async () => {
    const erp = client("in-process");
    const { placed } = await placeOrder(erp);
    await db().execute(sql`UPDATE orders SET created_at = created_at - interval '45 days', backorderquantity = 1
      WHERE id = ${placed._id}`);
    expect((await erp.getTransaction(placed._id)).withdrawal).toMatchObject({ offered: true, reason: null });
    await db().execute(sql`UPDATE orders SET created_at = created_at - interval '20 days' WHERE id = ${placed._id}`);
    expect((await erp.getTransaction(placed._id)).withdrawal).toMatchObject({ offered: false, reason: "period-ended" });
  });

  it("is refused for a business purchase (0% intra-community, VIES-confirmed number)", async () => {
    const erp = client("in-process");
    state.vies.setMode("normal");
    const item = await cloneItem(db(), DEMO_FIXTURES.inStock, { TORUN: 5 });
    const cartId = await readyCart(erp, item.id, 1, "DE");
    await companyBilling(erp, cartId, "DE");
    expect(await erp.checkTaxNumber(cartId, "DE", "811569869")).toBe("valid");
    const placed = await erp.addOrder(cartId);
    const order = await erp.getTransaction(placed._id);
    expect(order.taxtreatment).toBe("intra-community");
    expect(order.withdrawal).toMatchObject({ offered: false, reason: "business" });
    const error = await expectError(erp.withdraw(placed._id, "all", null), 409, "WITHDRAWAL_NOT_OFFERED");
    expect(error.fields).toEqual({ withdrawal: ["business"] });
    expect(await written(placed._id)).toEqual({ withdrawals: 0, events: 0, mails: 0 });
  });

  it("refuses lines of another order and unknown orders, writing nothing", async () => {
    const erp = client("in-process");
    const { placed } = await placeOrder(erp);
    const error = await expectError(erp.withdraw(placed._id, [crypto.randomUUID()], null), 400, "BAD_REQUEST");
    expect(error.fields).toEqual({ items: ["not a line of this order"] });
    await expectError(erp.withdraw(placed._id, [], null), 400, "BAD_REQUEST");
    await expectError(erp.withdraw(placed._id, "all", "x".repeat(2001)), 400, "BAD_REQUEST");
    expect(await written(placed._id)).toEqual({ withdrawals: 0, events: 0, mails: 0 });
    await expectError(erp.withdraw("f".repeat(32), "all", null), 404, "NOT_FOUND");
  });
});

describe("the order page's withdrawal form", () => {
  const post = (token: string, fields: [string, string][]) =>
    orderAction({
      request: new Request(`http://shop.test/order/${token}?withdraw=1`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      params: { id: token },
      context: load(),
    });
  const statusOf = async (run: () => Promise<unknown>) => {
    try {
      const result = await run();
      if (result instanceof Response) return result.status;
      return (result as { init?: { status?: number } | null }).init?.status ?? 200;
    } catch (thrown) {
      if (thrown instanceof Response) return thrown.status;
      throw thrown;
    }
  };

  it("refuses bad input with field errors and writes nothing; never a 500", async () => {
    const { placed } = await placeOrder(client("in-process"));
    const token = placed._id;
    const none = await post(token, [
      ["intent", "withdraw"],
      ["scope", "some"],
    ]);
    expect(none).toMatchObject({ init: { status: 400 }, data: { errors: { items: [expect.any(String)] } } });
    const long = await post(token, [
      ["intent", "withdraw"],
      ["scope", "all"],
      ["reason", "x".repeat(2001)],
    ]);
    expect(long).toMatchObject({ init: { status: 400 }, data: { errors: { reason: [expect.any(String)] } } });
    const foreign = await post(token, [
      ["intent", "withdraw"],
      ["scope", "some"],
      ["line", crypto.randomUUID()],
    ]);
    expect(foreign).toMatchObject({ init: { status: 400 }, data: { errors: { items: [expect.any(String)] } } });
    expect(await written(token)).toEqual({ withdrawals: 0, events: 0, mails: 0 });

    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom("scope", "line", "reason", "x"),
            fc.oneof(fc.string(), fc.constantFrom("some", "all", "", "00000000-0000-4000-8000-000000000000")),
          ),
          { maxLength: 5 },
        ),
        async (fields) => {
          const before = await written(token);
          const status = await statusOf(() => post(token, [["intent", "withdraw"], ...fields]));
          expect([303, 400]).toContain(status);
          if (status === 400) expect(await written(token)).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("records the withdrawal and goes back to the order page (303), once", async () => {
    const { placed } = await placeOrder(client("in-process"));
    const fields: [string, string][] = [
      ["intent", "withdraw"],
      ["scope", "all"],
      ["reason", ""],
    ];
    for (let i = 0; i < 2; i++) {
      const answer = (await post(placed._id, fields)) as Response;
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe(`/order/${placed._id}`);
    }
    expect(await written(placed._id)).toEqual({ withdrawals: 1, events: 1, mails: 2 });
    expect((await client("in-process").getTransaction(placed._id)).withdrawal.received).toMatchObject({
      items: "all",
      reason: null,
    });
  });
});
