/**
 * Signing customers in and out, and their passwords (issue 20). Sessions live here, in the ERP's
 * database: the storefront holds only the opaque token, and the ERP keeps only its SHA-256, so a
 * copy of the table signs no one in. A session ends when it expires, on sign-out, and everywhere
 * at once when the password changes or the customer is put on hold.
 *
 * Password tries are counted per account and per client address before the password is checked
 * (signin-throttle.ts, shared by every instance): past a few failures each further try waits
 * longer, and a burst of parallel tries is refused without hashing. Hashes run a few at a time per
 * process (password.ts); a try that finds no slot is refused as busy (429 SIGNIN_BUSY). Answers never
 * tell whether an e-mail address is known: a wrong password and an unknown address are the same
 * failure, take the same time (verifyPassword checks a decoy hash), and a reset request is
 * answered the same either way.
 */
import { isUniqueViolation } from "../db/unique.ts";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { preparedRows } from "../db/prepared.ts";
import { ErpError } from "../errors.ts";
import type { PriceLevel } from "../price-levels.ts";
import {
  CUSTOMER_COLUMNS,
  LEVELS_JSON,
  toCustomer,
  toPriceLevel,
  type Customer,
  type CustomerRow,
  type LevelRow,
} from "./customers.ts";
import { emailChangeLink, mailSetPasswordLink, queueAccountMail } from "./mail.ts";
import { hashNewPassword, passwordProblem, rehashed, verifyPassword, type ScryptParams } from "./password.ts";
import {
  emailInUse,
  firstAdminOf,
  PEOPLE,
  PERSON_COLUMNS,
  personByEmail,
  personById,
  toPerson,
  type Person,
  type PersonRow,
} from "./people.ts";
import { accountKey, checkCounted, clearAccount, clientKey } from "./signin-throttle.ts";
import {
  hashToken,
  issuePasswordToken,
  SEEN_EVERY_SECONDS,
  SESSION_IDLE_MINUTES,
  startSession,
  TOKEN,
} from "./tokens.ts";

/** Reset e-mails per account per hour: a stranger cannot flood someone's mailbox. */
export const RESETS_PER_HOUR = 3;

export interface AuthOptions {
  db: Database;
  now: Date;
  /** scrypt parameters: OWASP's by default; tests pass cheaper ones. */
  scrypt?: ScryptParams;
  /** Told the id of each e-mail written to the outbox. */
  onMail?: (id: string) => void;
  /** The shop's public address, for links in e-mails (SHOP_URL by default). */
  shopUrl?: string;
}

/** Checks a customer's password as one counted try on the account and the client (signin-throttle.ts). */
const checkCountedPassword = <T extends { ok: boolean }>(
  opts: AuthOptions,
  keys: { email: string; client: string },
  check: () => Promise<T>,
) => checkCounted(opts.db, opts.now, { account: accountKey(keys.email), client: clientKey(keys.client) }, check);

/**
 * Signs a person of a customer's company in: a new session token (a new one each time, never one the client brought).
 * Refused alike for an unknown address and a wrong password (401 SIGNIN_FAILED); 429
 * SIGNIN_LOCKED past the failure limits; 403 ACCOUNT_INACTIVE, only once the password was right,
 * for an applicant not yet approved, or an account on hold or closed. Unless `remember` (the
 * customer's "keep me signed in"), the session ends after SESSION_IDLE_MINUTES without a call.
 */
export async function signIn(
  opts: AuthOptions,
  input: { email: string; password: string; client: string; remember?: boolean },
): Promise<{ token: string; customer: Customer; person: Person }> {
  const { db, now } = opts;
  const { ok, found } = await checkCountedPassword(opts, input, async () => {
    const found = await personByEmail(db, input.email);
    return { found, ok: await verifyPassword(input.password, found?.passwordHash ?? null, opts.scrypt) };
  });
  if (!found || !ok) throw new ErpError(401, "SIGNIN_FAILED", "The e-mail address or the password is wrong");
  const { customer, person } = found;
  if (customer.status !== "active") {
    throw new ErpError(403, "ACCOUNT_INACTIVE", `The account is not active (${customer.status})`, {
      status: [customer.status],
    });
  }
  const hash = await rehashed(input.password, found.passwordHash, opts.scrypt);
  if (hash) await db.execute(sql`UPDATE customer_people SET password_hash = ${hash} WHERE id = ${person.id}`);
  return { token: await startSession(db, person, now, input.remember === true), customer, person };
}

/**
 * The customer of a session token, or null when it is unknown, expired, idle too long (a session
 * not kept) or the account is not active. Notes the call as the session's last, at most once a
 * minute, so a session in use is not written on every page.
 */
export async function customerOfSession(db: Database, token: string, now: Date): Promise<Customer | null> {
  return (await signedInCaller(db, token, now, false))?.customer ?? null;
}

/** Who is signed in with a session: the person, their company and its price levels. */
export interface SignedInCaller {
  customer: Customer;
  person: Person;
  levels: PriceLevel[];
  cacheVersion: string;
}

/**
 * The person of a session token, their company and, with `levels`, its agreed price levels, in one
 * round trip on every call of a signed-in customer: the session, its person and company, the levels, the note
 * that the session was used, and the cache version of the same snapshot (erp/cache/version.ts),
 * from which the call may use rows its ERP process keeps (erp/catalogue/summary-cache.ts).
 */
export async function signedInCaller(
  db: Database,
  token: string,
  now: Date,
  levels = true,
): Promise<SignedInCaller | null> {
  if (!TOKEN.test(token)) return null;
  const idleSince = new Date(now.getTime() - SESSION_IDLE_MINUTES * 60_000);
  const seenBefore = new Date(now.getTime() - SEEN_EVERY_SECONDS * 1000);
  // A named prepared statement (erp/db/prepared.ts): it runs on every call of a signed-in customer.
  const rows = await preparedRows<CustomerRow & PersonRow & { levels: LevelRow[] | null; cache_version: string }>(
    db,
    "signed-in-caller",
    sql`WITH live AS (
      SELECT token_hash, customer_id, person_id, last_seen_at FROM customer_sessions
      WHERE token_hash = ${hashToken(token)} AND expires_at > ${now} AND (keep OR last_seen_at > ${idleSince})
    ), seen AS (
      UPDATE customer_sessions s SET last_seen_at = ${now} FROM live
      WHERE s.token_hash = live.token_hash AND live.last_seen_at < ${seenBefore}
    )
    SELECT ${CUSTOMER_COLUMNS}, ${PERSON_COLUMNS}, ${levels ? LEVELS_JSON : sql`NULL`} AS levels,
      (SELECT coalesce(sum(weight), 0)::text FROM cache_changes) AS cache_version
    FROM live JOIN customers c ON c.id = live.customer_id
      JOIN ${PEOPLE} p ON p.person_id = live.person_id AND p.person_removed_at IS NULL
    WHERE c.status = 'active'`,
  );
  const row = rows[0];
  return row
    ? {
        customer: toCustomer(row),
        person: toPerson(row),
        levels: (row.levels ?? []).map(toPriceLevel),
        cacheVersion: row.cache_version,
      }
    : null;
}

export async function signOut(db: Database, token: string): Promise<void> {
  if (TOKEN.test(token)) await db.execute(sql`DELETE FROM customer_sessions WHERE token_hash = ${hashToken(token)}`);
}

/** "Sign out everywhere else": every session of the person ends but the one of `token`; answers how many. */
export async function signOutOthers(db: Database, person: Person, token: string): Promise<{ ended: number }> {
  const ended = await db.execute(sql`DELETE FROM customer_sessions
    WHERE person_id = ${person.id} AND token_hash <> ${hashToken(token)}`);
  return { ended: ended.rowCount ?? 0 };
}

/**
 * A forgotten password: for a person of an active account, a single-use link valid for an hour goes out by
 * e-mail (at most RESETS_PER_HOUR an hour). The answer is the same whether or not the address is
 * known, and whether or not a mail went out.
 */
export async function requestPasswordReset(opts: AuthOptions, email: string): Promise<void> {
  const { db, now } = opts;
  const found = await personByEmail(db, email);
  if (!found || found.customer.status !== "active") return;
  const { customer, person } = found;
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const { rows } = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM password_tokens
    WHERE person_id = ${person.id} AND purpose = 'reset' AND created_at > ${hourAgo}`);
  if ((rows[0]?.n ?? 0) >= RESETS_PER_HOUR) return;
  const id = await mailSetPasswordLink(db, person, "reset", { now, lang: customer.lang, shopUrl: opts.shopUrl });
  opts.onMail?.(id);
}

/** After the office approved an application: the link to set a first password, by e-mail, to its admin. */
export async function sendWelcome(opts: AuthOptions, customer: Customer): Promise<void> {
  const admin = await firstAdminOf(opts.db, customer.id);
  if (!admin) throw new ErpError(409, "BAD_REQUEST", `Customer ${customer.number} has no admin to welcome`);
  const id = await mailSetPasswordLink(opts.db, admin, "welcome", {
    now: opts.now,
    lang: customer.lang,
    shopUrl: opts.shopUrl,
  });
  opts.onMail?.(id);
}

/** PASSWORD_WEAK for a password too short, too long, common or made of the account's own data. */
async function refuseWeak(
  password: string,
  field: string,
  account: { email: string; company?: string; contactName?: string },
) {
  const problem = await passwordProblem(password, [account.email, account.company ?? "", account.contactName ?? ""]);
  if (problem) throw new ErpError(400, "PASSWORD_WEAK", `The password is ${problem}`, { [field]: [problem] });
}

/**
 * Sets a password from a reset, welcome or invitation link: once, before it expires (400
 * TOKEN_INVALID otherwise, the same for an unknown, used or expired link). Every session of the
 * person ends, and every other open link of theirs dies. Answers their e-mail, to fill the sign-in form.
 */
export async function setPasswordWithToken(
  opts: AuthOptions,
  input: { token: string; password: string },
): Promise<{ email: string }> {
  const invalid = () => new ErpError(400, "TOKEN_INVALID", "The link is invalid, used or expired");
  if (!TOKEN.test(input.token)) throw invalid();
  // A link that cannot work costs no hashing (the transaction below checks it again, locked).
  const { rows: open } = await opts.db.execute<{ email: string; company: string; contact_name: string }>(sql`
    SELECT p.email, c.company, p.name AS contact_name FROM password_tokens t
      JOIN customer_people p ON p.id = t.person_id AND p.removed_at IS NULL JOIN customers c ON c.id = t.customer_id
    WHERE t.token_hash = ${hashToken(input.token)} AND t.purpose IN ('reset', 'welcome', 'invite')
      AND t.used_at IS NULL AND t.expires_at > ${opts.now}`);
  if (!open[0]) throw invalid();
  await refuseWeak(input.password, "password", { ...open[0], contactName: open[0].contact_name });
  const hash = await hashNewPassword(input.password, opts.scrypt);
  return opts.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ person_id: string }>(sql`SELECT person_id FROM password_tokens
      WHERE token_hash = ${hashToken(input.token)} AND purpose IN ('reset', 'welcome', 'invite')
        AND used_at IS NULL AND expires_at > ${opts.now} FOR UPDATE`);
    const personId = rows[0]?.person_id;
    if (!personId) throw invalid();
    await tx.execute(sql`UPDATE password_tokens SET used_at = ${opts.now}
      WHERE person_id = ${personId} AND used_at IS NULL`);
    const { rows: updated } = await tx.execute<{ email: string }>(sql`UPDATE customer_people
      SET password_hash = ${hash}, updated_at = now() WHERE id = ${personId} AND removed_at IS NULL RETURNING email`);
    if (!updated[0]) throw invalid();
    await tx.execute(sql`DELETE FROM customer_sessions WHERE person_id = ${personId}`);
    // A new password from the mailed link ends any wait a stranger's guesses put on the account.
    await clearAccount(tx, updated[0]!.email);
    return { email: updated[0]!.email };
  });
}

/** Checks the signed-in person's current password; a wrong one counts as a failed sign-in. */
async function confirmPassword(opts: AuthOptions, person: Person, password: string, client: string) {
  // The same count as signing in: a stolen session cannot be used to guess the password.
  const { ok } = await checkCountedPassword(opts, { email: person.email, client }, async () => {
    const full = await personById(opts.db, person.id);
    return { ok: await verifyPassword(password, full?.passwordHash ?? null, opts.scrypt) };
  });
  if (!ok) throw new ErpError(400, "BAD_REQUEST", "The current password is wrong", { current: ["wrong"] });
}

/**
 * Changes the signed-in person's password: the current one first. Every session of theirs ends, this one
 * too; the answer is a new session token for the browser that made the change (`session`, whose
 * "keep me signed in" it keeps).
 */
export async function changePassword(
  opts: AuthOptions,
  customer: Customer,
  person: Person,
  input: { current: string; password: string; client: string; session: string },
): Promise<{ token: string }> {
  await refuseWeak(input.password, "password", {
    email: person.email,
    company: customer.company,
    contactName: person.name,
  });
  await confirmPassword(opts, person, input.current, input.client);
  const hash = await hashNewPassword(input.password, opts.scrypt);
  return opts.db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ keep: boolean }>(
      sql`SELECT keep FROM customer_sessions WHERE token_hash = ${hashToken(input.session)}`,
    );
    await tx.execute(
      sql`UPDATE customer_people SET password_hash = ${hash}, updated_at = now() WHERE id = ${person.id}`,
    );
    await tx.execute(sql`DELETE FROM customer_sessions WHERE person_id = ${person.id}`);
    return { token: await startSession(tx, person, opts.now, rows[0]?.keep ?? false) };
  });
}

const emailTaken = () =>
  new ErpError(409, "BAD_REQUEST", "Another account uses this e-mail address", { email: ["taken"] });

/**
 * Asks to change the sign-in e-mail (the password first): nothing changes yet. A link valid for
 * EMAIL_CHANGE_HOURS goes to the new address; the change takes effect when it is followed
 * (confirmEmailChange), so a typo or a stranger's address never becomes the account's. A newer
 * request replaces an older one. Answers the address the link went to.
 */
export async function changeEmail(
  opts: AuthOptions,
  customer: Customer,
  person: Person,
  input: { password: string; email: string; client: string },
): Promise<{ email: string; pending: string }> {
  await confirmPassword(opts, person, input.password, input.client);
  const email = input.email.trim();
  if (email.toLowerCase() !== person.email.toLowerCase() && (await emailInUse(opts.db, email))) throw emailTaken();
  const id = await opts.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE password_tokens SET used_at = ${opts.now}
      WHERE person_id = ${person.id} AND purpose = 'email' AND used_at IS NULL`);
    const token = await issuePasswordToken(tx, person, "email", opts.now, email);
    return queueAccountMail(tx, {
      kind: "email-confirm",
      to: email,
      name: person.name,
      lang: customer.lang,
      detail: emailChangeLink(token, opts.shopUrl),
    });
  });
  opts.onMail?.(id);
  return { email: person.email, pending: email };
}

/** The new address a change link would set, or null when the link is unknown, used or expired. */
export async function pendingEmailChange(opts: AuthOptions, token: string): Promise<{ email: string } | null> {
  if (!TOKEN.test(token)) return null;
  const { rows } = await opts.db.execute<{ new_email: string }>(sql`SELECT new_email FROM password_tokens
    WHERE token_hash = ${hashToken(token)} AND purpose = 'email' AND used_at IS NULL AND expires_at > ${opts.now}`);
  return rows[0] ? { email: rows[0].new_email } : null;
}

/**
 * Follows a change link: the person's sign-in e-mail becomes the new address (400 TOKEN_INVALID
 * for an unknown, used or expired link; 409 when another person took the address meanwhile),
 * and the old address is told. Sessions stay: the person proved the new mailbox, not a threat.
 * When the person's old address was also the company's contact address, that follows too.
 */
export async function confirmEmailChange(opts: AuthOptions, token: string): Promise<{ email: string }> {
  const invalid = () => new ErpError(400, "TOKEN_INVALID", "The link is invalid, used or expired");
  if (!TOKEN.test(token)) throw invalid();
  const { id, email } = await opts.db
    .transaction(async (tx) => {
      const { rows } = await tx.execute<{ person_id: string; new_email: string }>(sql`SELECT person_id, new_email
      FROM password_tokens WHERE token_hash = ${hashToken(token)} AND purpose = 'email'
        AND used_at IS NULL AND expires_at > ${opts.now} FOR UPDATE`);
      const pending = rows[0];
      if (!pending) throw invalid();
      const { rows: before } = await tx.execute<
        CustomerRow & PersonRow
      >(sql`SELECT ${CUSTOMER_COLUMNS}, ${PERSON_COLUMNS}
        FROM ${PEOPLE} p JOIN customers ON customers.id = p.person_of
        WHERE p.person_id = ${pending.person_id} AND p.person_removed_at IS NULL FOR UPDATE`);
      if (!before[0]) throw invalid();
      const [customer, person] = [toCustomer(before[0]), toPerson(before[0])];
      const newEmail = pending.new_email;
      if (newEmail.toLowerCase() !== person.email.toLowerCase() && (await emailInUse(tx, newEmail))) throw emailTaken();
      await tx.execute(sql`UPDATE password_tokens SET used_at = ${opts.now} WHERE token_hash = ${hashToken(token)}`);
      await tx.execute(sql`UPDATE customer_people SET email = ${newEmail}, updated_at = now() WHERE id = ${person.id}`);
      await tx.execute(sql`UPDATE customers SET email = ${newEmail}, updated_at = now()
        WHERE id = ${customer.id} AND lower(email) = lower(${person.email})`);
      const id = await queueAccountMail(tx, {
        kind: "email-changed",
        to: person.email,
        name: person.name,
        lang: customer.lang,
        detail: pending.new_email,
      });
      return { id, email: pending.new_email };
    })
    .catch((error: unknown) => {
      // Another account took the address between the check and the update.
      throw isUniqueViolation(error) ? emailTaken() : error;
    });
  opts.onMail?.(id);
  return { email };
}
