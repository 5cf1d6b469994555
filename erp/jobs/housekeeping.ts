/**
 * The ERP's scheduled housekeeping (decision 0024): orders not paid within UNPAID_ORDER_DAYS are
 * cancelled and their stock released (erp/orders/expiry.ts), as are orders not approved within
 * their hold (erp/orders/approvals.ts), and carts that never became an order
 * and were not touched for CART_LIFETIME_DAYS are deleted with their lines and addresses. Order PDFs
 * kept by the ERP are deleted ORDER_PDF_KEEP_DAYS after they were drawn. Prices an import scheduled
 * become current, and promotions end, on the first run after their time (decision 0061).
 *
 * Every instance of the shop or the ERP runs the timer; a run first takes a transaction-level
 * advisory lock, so only one instance works at a time and the others skip that run. The work itself
 * is done in short transactions of its own (the lock's transaction holds one pool connection), and
 * each of them locks the rows it changes, so it stays correct even without the advisory lock.
 */
import { foldCacheChanges } from "../cache/version.ts";
import { sql } from "drizzle-orm";
import { purgeExpiredCredentials } from "../customers/tokens.ts";
import { purgeStaffCredentials } from "../staff/sessions.ts";
import type { Database } from "../db/client.ts";
import { dueForExpiry, expireOrder } from "../orders/expiry.ts";
import { expireApprovals } from "../orders/approvals.ts";
import { expireQuotes } from "../quotes/decide.ts";
import { ORDER_PDF_KEEP_DAYS, purgeOrderPdfs } from "../orders/pdf-cache.ts";
import { validatedEnv } from "../config.ts";
import { applyDuePrices } from "../import/prices.ts";

export interface HousekeepingConfig {
  /** Days an order may stay unpaid before it is cancelled and its stock released. */
  unpaidOrderDays: number;
  /** Days a cart that never became an order is kept after its last change. */
  cartLifetimeDays: number;
}

export const DEFAULT_HOUSEKEEPING: HousekeepingConfig = { unpaidOrderDays: 7, cartLifetimeDays: 30 };

type Env = Record<string, string | undefined>;

function days(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === "") return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number of days from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** UNPAID_ORDER_DAYS (1 to 90, default 7) and CART_LIFETIME_DAYS (1 to 365, default 30); throws on anything else. */
export function housekeepingConfigFromEnv(env: Env = validatedEnv()): HousekeepingConfig {
  return {
    unpaidOrderDays: days(env, "UNPAID_ORDER_DAYS", DEFAULT_HOUSEKEEPING.unpaidOrderDays, 1, 90),
    cartLifetimeDays: days(env, "CART_LIFETIME_DAYS", DEFAULT_HOUSEKEEPING.cartLifetimeDays, 1, 365),
  };
}

export interface HousekeepingOptions extends HousekeepingConfig {
  /** Rows handled per batch; a run does at most `maxBatches` of each kind (the next run goes on). */
  batchSize?: number;
  maxBatches?: number;
  log?: (message: string) => void;
}

export interface HousekeepingResult {
  /** False when another instance held the lock: this run did nothing. */
  ran: boolean;
  expiredOrders: number;
  purgedCarts: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** One run at `now`: expires unpaid orders, then purges abandoned carts. */
export async function runHousekeeping(
  db: Database,
  now: Date,
  options: HousekeepingOptions,
): Promise<HousekeepingResult> {
  const batchSize = options.batchSize ?? 100;
  const maxBatches = options.maxBatches ?? 10;
  const log = options.log ?? ((m: string) => console.error(m));
  return db.transaction(async (lock) => {
    const got = await lock.execute(sql`SELECT pg_try_advisory_xact_lock(hashtextextended('housekeeping', 0)) AS ok`);
    if (!(got.rows[0] as { ok: boolean }).ok) return { ran: false, expiredOrders: 0, purgedCarts: 0 };

    // Prices a file scheduled for today, and promotions past their last day (erp/import/prices.ts).
    const prices = await applyDuePrices(db, now);
    if (prices.scheduled + prices.ended > 0)
      log(`[housekeeping] ${prices.scheduled} scheduled price(s) made current, ${prices.ended} promotion(s) ended`);

    let expiredOrders = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      const due = await dueForExpiry(db, now, options.unpaidOrderDays, batchSize);
      let failed = false;
      for (const id of due) {
        try {
          if (await expireOrder(db, id, now, options.unpaidOrderDays)) expiredOrders += 1;
        } catch (error) {
          failed = true;
          log(`[housekeeping] order ${id} could not be expired: ${error instanceof Error ? error.message : error}`);
        }
      }
      // A failing order would come back in every batch: leave it to the next run.
      if (due.length < batchSize || failed) break;
    }

    // Orders whose approval was not given in time (issue 41): cancelled, their stock released.
    const approvalsRunOut = await expireApprovals(db, now, batchSize * maxBatches, log);
    if (approvalsRunOut > 0) log(`[housekeeping] ${approvalsRunOut} order(s) not approved in time cancelled`);

    // Quotes whose prices ran out unordered (issue 41): expired (one statement over a status index).
    const quotesRunOut = await expireQuotes(db, now);
    if (quotesRunOut > 0) log(`[housekeeping] ${quotesRunOut} quote(s) expired`);

    const cartCutoff = new Date(now.getTime() - options.cartLifetimeDays * DAY_MS).toISOString();
    let purgedCarts = 0;
    for (let batch = 0; batch < maxBatches; batch++) {
      // A cart being ordered right now is locked by addOrder: skipped, and kept once it has its order.
      const deleted = await db.execute(sql`
        WITH old AS (
          SELECT id FROM carts WHERE order_id IS NULL AND updated_at < ${cartCutoff}
           ORDER BY updated_at LIMIT ${batchSize} FOR UPDATE SKIP LOCKED)
        DELETE FROM carts c USING old WHERE c.id = old.id`);
      purgedCarts += deleted.rowCount ?? 0;
      if ((deleted.rowCount ?? 0) < batchSize) break;
    }
    // Kept order PDFs (erp/orders/pdf-cache.ts) drawn long ago: asked for again, they are drawn anew.
    const purgedPdfs = await purgeOrderPdfs(db, new Date(now.getTime() - ORDER_PDF_KEEP_DAYS * DAY_MS));
    // Sign-in sessions past their expiry and password links expired or used: nothing to keep them for.
    const credentials = await purgeExpiredCredentials(db, now);
    // The office's staff sessions ended and invitation links spent likewise (erp/staff/sessions.ts).
    const staff = await purgeStaffCredentials(db, now);
    // The cache's change log stays short even when no storefront reads its version (decision 0042).
    await foldCacheChanges(db);
    if (
      expiredOrders > 0 ||
      purgedCarts > 0 ||
      purgedPdfs > 0 ||
      credentials.sessions + credentials.tokens + staff.sessions + staff.invites > 0
    ) {
      log(
        `[housekeeping] ${expiredOrders} unpaid order(s) cancelled, ${purgedCarts} abandoned cart(s) deleted, ` +
          `${purgedPdfs} old order PDF(s) deleted, ${credentials.sessions} expired sign-in session(s) and ` +
          `${credentials.tokens} spent password link(s) deleted, ${staff.sessions} staff session(s) and ` +
          `${staff.invites} staff invitation(s) deleted`,
      );
    }
    return { ran: true, expiredOrders, purgedCarts };
  });
}

export interface Housekeeping {
  /** One run now (a run already under way is joined, not repeated). */
  runOnce(): Promise<HousekeepingResult>;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

/** Runs housekeeping shortly after the start and then every `intervalMs` (10 minutes); the timer never keeps the process alive. */
export function startHousekeeping(
  db: Database,
  opts: {
    log?: (message: string) => void;
    intervalMs?: number;
    config?: HousekeepingConfig;
    now?: () => Date;
    /** Called after a run that queued e-mails (to wake the mail sender). */
    onMailQueued?: () => void;
  } = {},
): Housekeeping {
  const log = opts.log ?? ((m: string) => console.log(m));
  const config = opts.config ?? housekeepingConfigFromEnv();
  const intervalMs = opts.intervalMs ?? 10 * 60_000;
  const now = opts.now ?? (() => new Date());
  let stopped = false;
  let running: Promise<HousekeepingResult> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const runOnce = () =>
    (running ??= runHousekeeping(db, now(), { ...config, log })
      .then((result) => {
        if (result.expiredOrders > 0) opts.onMailQueued?.();
        return result;
      })
      .finally(() => {
        running = null;
      }));

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) =>
          log(`[housekeeping] run failed: ${error instanceof Error ? error.message : String(error)}`),
        )
        .finally(() => schedule(intervalMs));
    }, delay);
    timer.unref?.();
  }
  schedule(Math.min(intervalMs, 30_000));

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
