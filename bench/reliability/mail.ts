/**
 * SMTP down for minutes, then up: orders placed meanwhile queue their confirmations in the outbox;
 * once the mail server is back every one is delivered exactly once (counted by the SMTP double,
 * tests/fakes/smtp.ts, per X-Outbox-Id). The sender's own back-off decides how soon after.
 */
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { startFakeSmtp } from "../../tests/fakes/smtp.ts";
import { orderingShopper, ordered, runLoad } from "./load.ts";
import { dataDirFor, scarceItem, type ScenarioOptions } from "./orders.ts";
import type { ScenarioResult } from "./report.ts";
import { sleep, startShop, until } from "./shop.ts";

export async function smtpDown(opts: ScenarioOptions & { downSeconds?: number }): Promise<ScenarioResult> {
  const downSeconds = opts.downSeconds ?? Number(process.env.RELIABILITY_SMTP_DOWN_S ?? 180);
  const smtp = await startFakeSmtp(opts.port + 9);
  await smtp.down();
  const shop = await startShop({
    port: opts.port,
    dataDir: dataDirFor(opts, "smtp-down"),
    env: { SMTP_URL: smtp.url },
  });
  try {
    const db = shop.database();
    const item = await scarceItem(db, DEMO_FIXTURES.inStock, 10_000);
    const downAt = Date.now();
    // Orders while the mail server is gone: the first half minute, 3 shoppers.
    const buying = runLoad(3, orderingShopper(shop.url, { id: item.id, urlcomponent: DEMO_FIXTURES.inStock }));
    await sleep(Math.min(30_000, downSeconds * 500));
    const orders = (await buying.stop()).filter(ordered).length;
    await sleep(Math.max(0, downAt + downSeconds * 1000 - Date.now()));
    const queued = (
      await db.query<{ n: number; attempts: number }>(
        "SELECT count(*)::int AS n, coalesce(sum(attempts), 0)::int AS attempts FROM mail_outbox WHERE status = 'pending'",
      )
    ).rows[0]!;
    await smtp.up();
    const upAt = Date.now();
    const mails = (await db.query<{ id: string }>("SELECT id::text AS id FROM mail_outbox")).rows.map((r) => r.id);
    const allIn = await until(
      "every mail delivered",
      () => (mails.every((id) => (smtp.received.get(id) ?? 0) >= 1) ? Date.now() : null),
      15 * 60_000,
      250,
    ).catch(() => null);
    // Then a while more: a duplicate would come from a retry of a message already delivered.
    await sleep(15_000);
    const counts = mails.map((id) => smtp.received.get(id) ?? 0);
    const state = (
      await db.query<{ unsent: number; failed: number }>(
        "SELECT count(*) FILTER (WHERE status = 'pending')::int AS unsent, count(*) FILTER (WHERE status = 'failed')::int AS failed FROM mail_outbox",
      )
    ).rows[0]!;
    return {
      checks: [
        {
          what: "orders placed while SMTP was down",
          ok: orders > 0,
          value: `${orders} orders, ${mails.length} mails queued`,
        },
        {
          what: "every queued mail delivered once SMTP is up",
          ok: allIn !== null && state.unsent === 0,
          value: allIn
            ? `all ${mails.length} within ${Math.round((allIn - upAt) / 1000)} s of SMTP coming back`
            : `${counts.filter((c) => c > 0).length} of ${mails.length}`,
        },
        {
          what: "exactly once",
          ok: counts.every((c) => c === 1) && smtp.received.size === mails.length,
          value: `${counts.filter((c) => c === 1).length} once, ${counts.filter((c) => c > 1).length} more than once, ${counts.filter((c) => c === 0).length} never`,
        },
        { what: "none given up", ok: state.failed === 0, value: `${state.failed} marked failed` },
      ],
      figures: [
        ["SMTP down", `${downSeconds} s (port closed: connection refused)`],
        ["failed attempts while down", `${queued.attempts} over ${queued.n} queued mails`],
        [
          "delivered after SMTP came back",
          allIn
            ? `${Math.round((allIn - upAt) / 1000)} s (the sender's retry pauses: 30 s, 1 min, 2 min, ...)`
            : "not all",
        ],
      ],
    };
  } finally {
    await shop.stop();
    await smtp.close();
  }
}
