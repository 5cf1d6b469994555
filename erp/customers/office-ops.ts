/**
 * The office's writes on customers (issue 38 item 3): approving or declining an applicant, price
 * levels, credit terms and limit, status, a password link, and (for the command line) creating a
 * customer and deleting the demo ones. Each is ONE transaction that locks the customer's row,
 * writes, queues its mail and records its audit entry (erp/audit), so the office pages and `npm run
 * customers` (erp/customers/office.ts) share them and write the same entries; the caller hands the
 * mail ids to the sender once the transaction has committed.
 */
import { sql } from "drizzle-orm";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError, notFound } from "../errors.ts";
import { describeLevel, sameScope, type PriceLevel, type VolumeTier } from "../price-levels.ts";
import { volumeTierProblem } from "../../contract/quantity.ts";
import { sendWelcome } from "./auth.ts";
import {
  createCustomer,
  priceLevels,
  removePriceLevel,
  setCreditTerms,
  setPriceLevel,
  setStatus,
  type Customer,
  type NewCustomer,
} from "./customers.ts";
import { mailSetPasswordLink, queueAccountMail } from "./mail.ts";
import { customerByNumber } from "./office-view.ts";
import { firstAdminOf } from "./people.ts";

type Tx = Pick<Database, "execute">;

export interface OpsOptions {
  now: Date;
  /** The shop's public address, for the links in mails. */
  shopUrl?: string | undefined;
}

/** What an operation answers: the customer after it, and the mails it queued. */
export interface OpsOutcome {
  customer: Customer;
  mailIds: string[];
}

/** The customer as the audit log keeps it: what the office changes, never a secret. */
const audited = (c: Customer) => ({
  number: c.number,
  email: c.email,
  company: c.company,
  status: c.status,
  creditterms: c.creditTerms,
  duedays: c.dueDays,
  creditlimit: c.creditLimit,
});

const stateError = (c: Customer, why: string) =>
  new ErpError(409, "CUSTOMER_STATE", `${c.number} is ${c.status}: ${why}`, { status: [c.status] });

/** Runs `write` on the customer's locked row in one transaction, then records its audit entry. */
async function onCustomer(
  db: Database,
  actor: OfficeActor,
  number: string,
  action: string,
  write: (tx: Tx, c: Customer) => Promise<{ mailIds?: string[]; extra?: Record<string, unknown> } | void>,
): Promise<OpsOutcome> {
  return db.transaction(async (tx) => {
    const before = await customerByNumber(tx, number, true);
    if (!before) throw notFound(`Customer ${number}`);
    const done = (await write(tx, before)) ?? {};
    const after = (await customerByNumber(tx, number))!;
    await recordAudit(tx, actor, {
      entity: "customer",
      entityId: after.number,
      action,
      before: audited(before),
      after: { ...audited(after), ...done.extra },
    });
    return { customer: after, mailIds: done.mailIds ?? [] };
  });
}

/** Whether the company's first admin (who gets the account's own mails) has set a password. */
const hasPassword = async (tx: Tx, id: string) =>
  (
    await tx.execute<{ has: boolean }>(sql`SELECT password_hash IS NOT NULL AS has FROM customer_people
      WHERE customer_id = ${id} AND role = 'admin' AND removed_at IS NULL ORDER BY created_at, id LIMIT 1`)
  ).rows[0]?.has === true;

/** The link's address must be the shop's public one (SHOP_URL): refused before anything is written. */
function requireShopUrl(opts: OpsOptions): string {
  if (!/^https?:\/\//.test(opts.shopUrl ?? ""))
    throw new ErpError(400, "BAD_REQUEST", "Set SHOP_URL to the shop's public address (https://shop.example)", {
      shopurl: ["required"],
    });
  return opts.shopUrl!;
}

/**
 * Makes the customer active. One without a password (an applicant) is mailed the link to set one
 * in their language. `applicantOnly`: the office's decision, refused for one no longer applying.
 */
export async function approveCustomer(
  db: Database,
  actor: OfficeActor,
  number: string,
  opts: OpsOptions & { applicantOnly: boolean },
): Promise<OpsOutcome> {
  return onCustomer(db, actor, number, "approve", async (tx, c) => {
    if (opts.applicantOnly && c.status !== "applicant") throw stateError(c, "only an applicant is approved");
    await setStatus(tx, c.id, "active");
    if (await hasPassword(tx, c.id)) return;
    const mailIds: string[] = [];
    await sendWelcome(
      { db: tx as unknown as Database, now: opts.now, shopUrl: requireShopUrl(opts), onMail: (id) => mailIds.push(id) },
      c,
    );
    return { mailIds, extra: { mail: "welcome" } };
  });
}

/** Declines an applicant: closed, and told so by mail in their language. */
export async function declineApplicant(db: Database, actor: OfficeActor, number: string): Promise<OpsOutcome> {
  return onCustomer(db, actor, number, "decline", async (tx, c) => {
    if (c.status !== "applicant") throw stateError(c, "only an applicant is declined");
    await setStatus(tx, c.id, "closed");
    const id = await queueAccountMail(tx, {
      kind: "declined",
      to: c.email,
      name: c.contactName,
      lang: c.lang,
      detail: "",
    });
    return { mailIds: [id], extra: { mail: "declined" } };
  });
}

/**
 * On hold, closed, or active again (every session ends with the first two). `allowApplicant` is
 * the command line's (its hold and close take any customer); the office decides on an applicant.
 */
export async function changeStatus(
  db: Database,
  actor: OfficeActor,
  number: string,
  status: "active" | "on_hold" | "closed",
  opts: { reason?: string; allowApplicant?: boolean } = {},
): Promise<OpsOutcome> {
  const action = { active: "activate", on_hold: "hold", closed: "close" }[status];
  return onCustomer(db, actor, number, action, async (tx, c) => {
    if (c.status === "applicant" && !opts.allowApplicant) throw stateError(c, "decide on the application first");
    await setStatus(tx, c.id, status);
    return opts.reason ? { extra: { reason: opts.reason } } : undefined;
  });
}

/** Credit terms (prepaid, or invoice with due days) and, when given, the credit limit (null: none). */
export async function changeTerms(
  db: Database,
  actor: OfficeActor,
  number: string,
  terms: { creditTerms: "prepaid" | "invoice"; dueDays?: number | undefined; creditLimit?: number | null },
): Promise<OpsOutcome> {
  return onCustomer(db, actor, number, "terms", async (tx, c) => {
    await setCreditTerms(tx, c.id, terms.creditTerms === "prepaid" ? "prepaid" : { dueDays: terms.dueDays ?? 0 });
    if (terms.creditLimit !== undefined)
      await tx.execute(sql`UPDATE customers SET credit_limit_cents = ${terms.creditLimit}, updated_at = now()
        WHERE id = ${c.id}`);
  });
}

const describeLevels = (levels: PriceLevel[]) => levels.map(describeLevel).join("; ");

/**
 * Sets the level of one scope (replacing it), or with `discountBp` null removes it; answers whether
 * there was one to remove. An unknown brand is refused (400 fields.brand).
 */
export async function changePriceLevel(
  db: Database,
  actor: OfficeActor,
  number: string,
  level: Omit<PriceLevel, "discountBp" | "tiers"> & { discountBp: number | null; tiers?: readonly VolumeTier[] },
): Promise<OpsOutcome & { removed: boolean }> {
  let removed = false;
  const outcome = await onCustomer(db, actor, number, "priceLevel", async (tx, c) => {
    if (level.brandId) {
      const { rows } = await tx.execute(sql`SELECT 1 FROM brands WHERE id = ${level.brandId}`);
      if (!rows.length)
        throw new ErpError(400, "BAD_REQUEST", `Unknown brand ${level.brandId}`, { brand: ["unknown"] });
    }
    const levelsBefore = describeLevels(await priceLevels(tx, c.id));
    if (level.discountBp === null) removed = await removePriceLevel(tx, c.id, level);
    else {
      // Tiers kept from before must still lie above a lowered level (the new ones were checked by the contract).
      const kept = level.tiers ?? (await priceLevels(tx, c.id)).find((l) => sameScope(l, level))?.tiers ?? [];
      if (volumeTierProblem(level.discountBp, kept) !== null)
        throw new ErpError(400, "BAD_REQUEST", "The level's volume tiers must give more discount than the level", {
          tiers: ["above the level"],
        });
      await setPriceLevel(tx, c.id, { ...level, discountBp: level.discountBp });
    }
    return {
      extra: { levelsbefore: levelsBefore, levels: describeLevels(await priceLevels(tx, c.id)) },
    };
  });
  return { ...outcome, removed };
}

/**
 * Mails an active customer a link to set a password: the reset mail for an account with a
 * password, the welcome mail for one without (an approved applicant who lost the first link).
 */
export async function mailPasswordLink(
  db: Database,
  actor: OfficeActor,
  number: string,
  opts: OpsOptions,
): Promise<OpsOutcome> {
  return onCustomer(db, actor, number, "sendPasswordLink", async (tx, c) => {
    if (c.status !== "active") throw stateError(c, "only an active customer gets a password link");
    const shopUrl = requireShopUrl(opts);
    if (!(await hasPassword(tx, c.id))) {
      const mailIds: string[] = [];
      await sendWelcome({ db: tx as unknown as Database, now: opts.now, shopUrl, onMail: (id) => mailIds.push(id) }, c);
      return { mailIds, extra: { mail: "welcome" } };
    }
    const admin = (await firstAdminOf(tx, c.id))!;
    const id = await mailSetPasswordLink(tx, admin, "reset", { now: opts.now, lang: c.lang, shopUrl });
    return { mailIds: [id], extra: { mail: "reset" } };
  });
}

/** Creates a customer (the command line's `create`) with its audit entry. */
export async function createAudited(db: Database, actor: OfficeActor, input: NewCustomer): Promise<Customer> {
  return db.transaction(async (tx) => {
    const created = await createCustomer(tx, input);
    await recordAudit(tx, actor, {
      entity: "customer",
      entityId: created.number,
      action: "create",
      before: null,
      after: audited(created),
    });
    return created;
  });
}

/** Deletes the demo catalogue's customers (`delete-demo`) with one audit entry naming them. */
export async function deleteDemoCustomers(db: Database, actor: OfficeActor): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ number: string }>(sql`DELETE FROM customers WHERE demo RETURNING number`);
    if (rows.length)
      await recordAudit(tx, actor, {
        entity: "customer",
        entityId: "demo",
        action: "deleteDemo",
        before: { numbers: rows.map((r) => r.number).join(", ") },
        after: null,
      });
    return rows.length;
  });
}
