/**
 * Two ERPs on one database, as two storefronts with their ERP in-process behind a round-robin
 * proxy: a basket change made through one is what the other answers next, in both directions,
 * also after both have served searches (their search indexes keep item cards' trade facts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { erpClient, type ErpClient } from "../../app/.server/erp.ts";
import { inProcessTransport } from "../../server/erp-transport.ts";
import { connect } from "../../erp/db/client.ts";
import { createErp } from "../../erp/server.ts";
import { context, WALLETS_CONFIGURED } from "./harness.ts";
import { fileDatabaseUrl } from "./file-database.ts";

describe("two ERPs on one database", () => {
  const databases: ReturnType<typeof connect>[] = [];
  const erps: ErpClient[] = [];
  beforeAll(async () => {
    const today = new Date(inject("today"));
    const url = await fileDatabaseUrl();
    for (let i = 0; i < 2; i++) {
      const database = connect(url);
      databases.push(database);
      const erp = createErp({
        db: database.db,
        now: () => today,
        log: (m) => console.error(m),
        payments: { config: WALLETS_CONFIGURED },
      });
      erps.push(erpClient(context(), inProcessTransport(erp)));
    }
  });
  afterAll(async () => {
    for (const database of databases) await database.pool.end();
  });

  it("a quantity changed through one is read through the other", async () => {
    const [a, b] = erps as [ErpClient, ErpClient];
    const { item } = await a.getItem("dba4137s");
    await Promise.all([a.search("DBA"), b.search("DBA")]);
    const { cart_id } = await a.addToCart({ record: item.id, quantity: 2 });
    for (const [round, wanted] of [3, 5, 1, 4, 2, 6].entries()) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      const line = (await reader.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
      await writer.updateQuantity(cart_id, line._id, wanted);
      const read = await reader.getCarts(cart_id);
      expect(read.shoppingcarts[0]!.shoppingcart.transactionlines[0]!.quantity).toBe(wanted);
      expect(read.summary.quantity).toBe(wanted);
    }
    const line = (await b.getCarts(cart_id)).shoppingcarts[0]!.shoppingcart.transactionlines[0]!;
    await a.deleteLine(cart_id, line._id);
    expect((await b.getCarts(cart_id)).summary).toEqual({ quantity: 0, lines: 0 });
  });
});
