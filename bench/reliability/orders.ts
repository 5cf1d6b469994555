/**
 * The ordering scenarios: 50 shoppers for the last 3 units, and 20 parallel submits of one basket.
 * Each starts its own shop, measures over HTTP and checks the database afterwards.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type pg from "pg";
import { DEMO_FIXTURES } from "../../erp/seed/catalogue.ts";
import { startShop, type RunningShop } from "./shop.ts";
import { percentile, Shopper, visibleText, type Answer } from "./shopper.ts";
import type { Check, ScenarioResult } from "./report.ts";

export interface ScenarioOptions {
  port: number;
  /** Where the shop's data directory goes (a fresh one per scenario). */
  tmp: string;
}

/** A fresh data directory for the scenario's shop (a new embedded database, the demo catalogue loaded). */
export function dataDirFor(opts: ScenarioOptions, name: string) {
  const dir = path.join(opts.tmp, `reliability-${name}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return dir;
}

/** A demo item made scarce: `units` in the home warehouse, nothing elsewhere, no airfreight. */
export async function scarceItem(db: pg.Pool, urlcomponent: string, units: number) {
  const item = (
    await db.query<{ id: number; name: string }>("SELECT id, name FROM items WHERE urlcomponent = $1", [urlcomponent])
  ).rows[0]!;
  await db.query("UPDATE items SET specialbackorder = false, manufacturerstock = 0 WHERE id = $1", [item.id]);
  await db.query("DELETE FROM stock WHERE item_id = $1", [item.id]);
  await db.query("INSERT INTO stock (location_id, item_id, quantityavailable) VALUES ('TORUN', $1, $2)", [
    item.id,
    units,
  ]);
  return item;
}

const ms = (n: number) => `${Math.round(n)} ms`;

/** Shoppers that each have the item in their basket, cookies accepted, in the given languages. */
async function shoppersWith(shop: RunningShop, n: number, item: { id: number }, urlcomponent: string) {
  const langs = ["en", "pl", "de"] as const;
  const shoppers = Array.from({ length: n }, (_, i) => new Shopper(shop.url, langs[i % 3]));
  // Ten at a time: the set-up is not what is measured.
  for (let i = 0; i < n; i += 10)
    await Promise.all(
      shoppers.slice(i, i + 10).map(async (s) => {
        await s.arrive();
        await s.addToBasket(urlcomponent, item.id);
        await s.openBasket();
      }),
    );
  return shoppers;
}

/** What each language's refusal names: the part, and that it ran out (locales/<lang>/checkout.json). */
export const RAN_OUT = {
  en: /no longer available|ran out|sold out/i,
  pl: /wyprzeda|niedostępn/i,
  de: /nicht mehr|ausverkauft/i,
};

export async function lastUnits(
  opts: ScenarioOptions & { shoppers?: number; units?: number },
): Promise<ScenarioResult> {
  const n = opts.shoppers ?? 50;
  const units = opts.units ?? 3;
  const shop = await startShop({ port: opts.port, dataDir: dataDirFor(opts, "last-units") });
  try {
    const db = shop.database();
    const urlcomponent = DEMO_FIXTURES.lowStock;
    const item = await scarceItem(db, urlcomponent, units);
    const shoppers = await shoppersWith(shop, n, item, urlcomponent);
    // Never below zero, also for a moment: sampled while the orders run.
    let lowest = units;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await db.query<{ n: number }>(
          "SELECT min(quantityavailable)::int AS n FROM stock WHERE item_id = $1",
          [item.id],
        );
        lowest = Math.min(lowest, rows[0]!.n);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(shoppers.map((s) => s.placeOrder()));
    const wall = performance.now() - started;
    sampling = false;
    await sampler;
    const won = answers.filter((a) => a.status === 303 && a.location?.startsWith("/order/"));
    const refused = answers
      .map((a, i) => ({ a, lang: shoppers[i]!.lang }))
      .filter(({ a }) => !(a.status === 303 && a.location?.startsWith("/order/")));
    const toldWhich = refused.filter(({ a, lang }) => {
      const text = visibleText(a.body);
      return a.status === 409 && text.includes(item.name) && RAN_OUT[lang].test(text);
    });
    const saidCheckAll = refused.filter(({ a }) => /check all fields|Sprawdź wszystkie|prüfen Sie alle/i.test(a.body));
    const stock = (
      await db.query<{ n: number }>(
        "SELECT coalesce(sum(quantityavailable), 0)::int AS n FROM stock WHERE item_id = $1",
        [item.id],
      )
    ).rows[0]!.n;
    const orders = (
      await db.query<{ n: number; units: number }>(
        `SELECT count(DISTINCT o.id)::int AS n, coalesce(sum(l.quantity), 0)::int AS units
         FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.item_id = $1`,
        [item.id],
      )
    ).rows[0]!;
    const winners = won.map((a) => a.ms);
    const losers = refused.map(({ a }) => a.ms);
    const checks: Check[] = [
      {
        what: `exactly ${units} orders`,
        ok: won.length === units && orders.n === units,
        value: `${orders.n} orders, ${won.length} answered 303`,
      },
      {
        what: "stock never below 0",
        ok: lowest >= 0 && stock === 0,
        value: `lowest seen ${lowest}, at the end ${stock}`,
      },
      {
        what: "every refused shopper is told which part ran out (409, in their language)",
        ok: toldWhich.length === n - units,
        value: `${toldWhich.length} of ${refused.length}; "check all fields" shown to ${saidCheckAll.length}`,
      },
      {
        what: "the winners answered within 1 s",
        ok: winners.length > 0 && Math.max(...winners) <= 1_000,
        value: winners.map(ms).join(", "),
        timed: true,
      },
    ];
    return {
      checks,
      figures: [
        ["shoppers / units", `${n} / ${units}`],
        ["winners' answers", winners.map(ms).join(", ")],
        [
          "refused: median / p95 / max",
          `${ms(percentile(losers, 50))} / ${ms(percentile(losers, 95))} / ${ms(Math.max(...losers))}`,
        ],
        ["all 50 answered after", ms(wall)],
        ["a refusal says", `"${refusalText(refused[0]?.a, item.name)}"`],
      ],
    };
  } finally {
    await shop.stop();
  }
}

/** The message of a refusal that names the part (for the report). */
function refusalText(answer: Answer | undefined, name: string): string {
  if (!answer) return "(none)";
  const item = [...answer.body.matchAll(/<li>([^<]*)<\/li>/g)]
    .map((m) => visibleText(m[1]!))
    .find((t) => t.includes(name));
  return item ?? `(status ${answer.status}, the part is not named)`;
}

export async function oneBasketTwentySubmits(opts: ScenarioOptions & { submits?: number }): Promise<ScenarioResult> {
  const submits = opts.submits ?? 20;
  const shop = await startShop({ port: opts.port, dataDir: dataDirFor(opts, "one-basket") });
  try {
    const db = shop.database();
    const urlcomponent = DEMO_FIXTURES.lowStock;
    const item = await scarceItem(db, urlcomponent, 10);
    const [shopper] = await shoppersWith(shop, 1, item, urlcomponent);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: submits }, () => shopper!.placeOrder()));
    const wall = performance.now() - started;
    const orders = (
      await db.query<{ n: number; mails: number }>(
        `SELECT count(*)::int AS n,
           (SELECT count(*)::int FROM mail_outbox m WHERE m.payload ->> 'order_id' = ANY(array_agg(o.id))) AS mails
         FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE l.item_id = $1`,
        [item.id],
      )
    ).rows[0]!;
    const stock = (
      await db.query<{ n: number }>(
        "SELECT coalesce(sum(quantityavailable), 0)::int AS n FROM stock WHERE item_id = $1",
        [item.id],
      )
    ).rows[0]!.n;
    const times = answers.map((a) => a.ms);
    return {
      checks: [
        { what: "exactly 1 order", ok: orders.n === 1, value: `${orders.n} orders` },
        { what: "one confirmation mail", ok: orders.mails === 1, value: `${orders.mails} mails queued` },
        { what: "one unit taken", ok: stock === 9, value: `stock 10 → ${stock}` },
        {
          // The others are told the order's number on the basket page, not shown the order (decision 0025).
          what: "one submit is sent to the order page, the others back to the basket",
          ok:
            answers.filter((a) => a.status === 303 && a.location?.startsWith("/order/")).length === 1 &&
            answers.filter((a) => a.status === 303 && a.location === "/basket").length === submits - 1,
          value: `${answers.filter((a) => a.location?.startsWith("/order/")).length} × /order/…, ${answers.filter((a) => a.location === "/basket").length} × /basket, ${answers.filter((a) => a.status !== 303).length} other`,
        },
      ],
      figures: [
        ["parallel submits", String(submits)],
        ["answers: median / max", `${ms(percentile(times, 50))} / ${ms(Math.max(...times))}`],
        ["all answered after", ms(wall)],
      ],
    };
  } finally {
    await shop.stop();
  }
}

export const defaultTmp = () => path.join(os.tmpdir());
