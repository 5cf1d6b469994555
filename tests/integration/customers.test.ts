/**
 * Trade customers in the ERP (issue 20): the office's commands, sign-in with its lockout, sessions
 * that end (expiry, sign-out, a new password, an account put on hold), AUTH001 on any call with a
 * token that no longer signs anyone in, enumeration-safe reset requests, and single-use links that
 * expire. Through the ERP's contract, as the storefront calls it.
 */
import { sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { runCustomersCommand } from "../../erp/customers/office.ts";
import { HASH_LIMITS } from "../../erp/customers/password.ts";
import { accountKey, clientKey, SIGNIN_THROTTLE } from "../../erp/customers/signin-throttle.ts";
import { createErp } from "../../erp/server.ts";
import { DEMO_CUSTOMERS } from "../../erp/seed/demo-customers.ts";
import { accountCalls, testErp } from "./account-calls.ts";
import { WALLETS_CONFIGURED, useErp } from "./harness.ts";

const { state } = useErp();
let clock = new Date("2026-11-22T09:00:00Z");
const erp = () => testErp(state.db.db, () => clock);
const account = accountCalls(
  () => state.db.db,
  () => clock,
);
const office = (...argv: string[]) =>
  runCustomersCommand(state.db.db, argv, { now: () => clock, shopUrl: "https://shop.example" });

let seq = 0;
/** A new applicant, approved, with its password set from the welcome link; answers its e-mail. */
async function activeCustomer(password = "a long enough password") {
  const email = `buyer${++seq}-${Date.now()}@trade.example`;
  expect(
    (await office("create", "--email", email, "--company", "Trade Ltd", "--contact", "Kim Lee", "--country", "DE")).ok,
  ).toBe(true);
  expect((await office("approve", email)).ok).toBe(true);
  const link = await lastLink(email);
  expect((await account({ action: "setPassword", token: link, password })).status).toBe(200);
  return email;
}

/** The token of the last password link mailed to `email`. */
async function lastLink(email: string): Promise<string> {
  const { rows } = await state.db.db.execute<{ body: string }>(
    sql`SELECT body FROM mail_outbox WHERE recipient = ${email} AND kind LIKE 'account-%' ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const match = /https:\/\/shop\.example\/login\/password\/([\w-]{43})|\/login\/password\/([\w-]{43})/.exec(
    rows[0]?.body ?? "",
  );
  expect(match, `a password link mailed to ${email}`).not.toBeNull();
  return (match![1] ?? match![2])!;
}
/** The token of the last e-mail change link mailed to `email`. */
async function lastEmailLink(email: string): Promise<string> {
  const { rows } = await state.db.db.execute<{ body: string }>(
    sql`SELECT body FROM mail_outbox WHERE recipient = ${email} AND kind = 'account-email-confirm' ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  const match = /\/account\/email\/([\w-]{43})/.exec(rows[0]?.body ?? "");
  expect(match, `an e-mail change link mailed to ${email}`).not.toBeNull();
  return match![1]!;
}
const mailsTo = async (email: string) =>
  (await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = ${email}`))
    .rows[0]!.n;

const signIn = (email: string, password: string, client = "198.51.100.7") =>
  account({ action: "signIn", email, password, client });

beforeEach(async () => {
  clock = new Date("2026-11-22T09:00:00Z");
  await state.db.db.execute(sql`DELETE FROM rate_limit_hits WHERE key LIKE 'signin:%'`);
});

describe("the office's customer commands", () => {
  it("create makes an applicant; approve activates it and mails the link to set a password", async () => {
    const email = `new-${Date.now()}@trade.example`;
    const created = await office(
      "create",
      "--email",
      email,
      "--company",
      "Trade Ltd",
      "--contact",
      "Kim Lee",
      "--country",
      "de",
      "--lang",
      "de",
    );
    expect(created.message).toMatch(/C-\d{6}\s+applicant/);
    // An applicant cannot sign in, even with a password it does not have yet.
    expect((await signIn(email, "whatever it is here")).body.code).toBe("SIGNIN_FAILED");
    expect((await office("approve", email)).message).toContain("link to set a password");
    const { rows } = await state.db.db.execute<{ subject: string }>(
      sql`SELECT subject FROM mail_outbox WHERE recipient = ${email} AND kind = 'account-welcome'`,
    );
    expect(rows).toEqual([{ subject: "Ihr Händlerkonto ist bereit: Passwort festlegen" }]);
  });

  it("approve needs the shop's public address for the link, and changes nothing without it", async () => {
    const email = `nourl-${Date.now()}@trade.example`;
    await office("create", "--email", email, "--company", "Trade Ltd", "--contact", "Kim Lee", "--country", "DE");
    const refused = await runCustomersCommand(state.db.db, ["approve", email], { now: () => clock });
    expect(refused.ok).toBe(false);
    expect(refused.message).toContain("SHOP_URL");
    expect((await office("list", "--status", "applicant")).message).toContain(email);
    expect(await mailsTo(email)).toBe(0);
  });

  it("refuses bad arguments with the usage and writes nothing", async () => {
    const before = (await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`)).rows[0]!.n;
    for (const argv of [
      ["create", "--email", "not-an-address", "--company", "X", "--contact", "Y", "--country", "DE"],
      ["create", "--email", "x@trade.example", "--company", "X", "--contact", "Y", "--country", "ZZ"],
      ["create", "--email", "x@trade.example"],
      ["level", DEMO_CUSTOMERS[0]!.email, "--name", "Too much", "--discount", "95"],
      ["level", DEMO_CUSTOMERS[0]!.email, "--name", "No brand", "--discount", "10", "--brand", "nosuchbrand"],
      ["terms", DEMO_CUSTOMERS[0]!.email, "invoice", "--days", "0"],
      ["approve", "nobody@nowhere.example"],
      ["frobnicate"],
    ]) {
      const answer = await office(...argv);
      expect(answer.ok, argv.join(" ")).toBe(false);
      expect(answer.message).toContain("Usage:");
    }
    expect((await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM customers`)).rows[0]!.n).toBe(
      before,
    );
  });

  it("lists customers a page of 200 at a time, and says how to see the rest", async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await state.db.db
      .execute(sql`INSERT INTO customers (number, email, company, contact_name, country, price_list_id, status)
      SELECT 'Z-' || ${tag} || lpad(n::text, 4, '0'), 'list-' || ${tag} || n || '@trade.example', 'Closed ' || n, 'X', 'DE', 'EU', 'closed'
      FROM generate_series(1, 230) AS n`);
    const first = await office("list", "--status", "closed");
    const mine = (text: string) => text.split("\n").filter((l) => l.includes(`list-${tag}`));
    expect(first.ok).toBe(true);
    expect(first.message.split("\n").filter((l) => l.startsWith("Z-") || l.startsWith("C-"))).toHaveLength(200);
    expect(first.message).toMatch(/\d+ more: npm run customers -- list --status closed --page 2$/);
    const second = await office("list", "--status", "closed", "--page", "2");
    expect(mine(first.message).length + mine(second.message).length).toBe(230);
  });

  it("sets price levels the account shows (brand, price group, every part)", async () => {
    const email = await activeCustomer();
    expect((await office("level", email, "--name", "Dealer", "--discount", "12.5")).ok).toBe(true);
    expect((await office("level", email, "--name", "DBA partner", "--discount", "20", "--brand", "dba")).ok).toBe(true);
    expect((await office("terms", email, "invoice", "--days", "30")).message).toContain("invoice 30 days");
    const { token } = (await signIn(email, "a long enough password")).body as { token: string };
    const me = (await account({ action: "getAccount", customer: token })).body.account as Record<string, unknown>;
    expect(me).toMatchObject({ email, creditterms: "invoice", duedays: 30 });
    expect(me.pricelevels).toEqual([
      { name: "Dealer", discountpct: 12.5, brand: null, pricegroup: null },
      { name: "DBA partner", discountpct: 20, brand: "dba", pricegroup: null },
    ]);
  });
});

describe("sign-in", () => {
  it("a demo customer signs in with the README's password and gets a fresh token each time", async () => {
    const demo = DEMO_CUSTOMERS[0]!;
    const first = await signIn(demo.email.toUpperCase(), demo.password!);
    expect(first.status).toBe(200);
    const second = await signIn(demo.email, demo.password!);
    expect(second.body.token).not.toBe(first.body.token);
    expect((second.body.account as { company: string }).company).toBe(demo.company);
  });

  it("answers an unknown address and a wrong password alike", async () => {
    const email = await activeCustomer();
    const wrong = await signIn(email, "not the password at all");
    const unknown = await signIn(`nobody-${Date.now()}@trade.example`, "not the password at all");
    expect([wrong.status, wrong.body]).toEqual([unknown.status, unknown.body]);
    expect(wrong.body.code).toBe("SIGNIN_FAILED");
  });

  it("after 5 failures an account waits before the next try, even with the right password", async () => {
    const email = await activeCustomer();
    for (let i = 0; i < SIGNIN_THROTTLE.account.free; i++)
      expect((await signIn(email, "wrong password here", `203.0.113.${i}`)).body.code).toBe("SIGNIN_FAILED");
    expect((await signIn(email, "a long enough password", "203.0.113.99")).body).toMatchObject({
      code: "SIGNIN_LOCKED",
      retry_after: 1,
    });
    clock = new Date(clock.getTime() + 1000);
    expect((await signIn(email, "a long enough password", "203.0.113.99")).status).toBe(200);
  });

  it("locks a client address that tries many accounts", async () => {
    const email = await activeCustomer();
    for (let i = 0; i < SIGNIN_THROTTLE.client.free; i++)
      await signIn(`guess${i}-${Date.now()}@trade.example`, "guessing a password", "192.0.2.50");
    expect((await signIn(email, "a long enough password", "192.0.2.50")).body.code).toBe("SIGNIN_LOCKED");
    expect((await signIn(email, "a long enough password", "192.0.2.51")).status).toBe(200);
  });

  it("tells an account on hold so only after the right password, and signs it out everywhere", async () => {
    const email = await activeCustomer();
    const { token } = (await signIn(email, "a long enough password")).body as { token: string };
    await office("hold", email);
    expect((await account({ action: "getAccount", customer: token })).body.code).toBe("AUTH001");
    expect((await signIn(email, "wrong password here")).body.code).toBe("SIGNIN_FAILED");
    expect((await signIn(email, "a long enough password")).body.code).toBe("ACCOUNT_INACTIVE");
  });
});

describe("sessions", () => {
  it("any call with a token that signs no one in is AUTH001: unknown, signed out, expired", async () => {
    const email = await activeCustomer();
    const item = {
      action: "getItem",
      urlcomponent: "dba4137s",
      source: "main",
      currency: "EUR",
      country: "PL",
      lang: "en",
    };
    expect((await erp().call("POST", "/item", { ...item, customer: "x".repeat(43) })).status).toBe(401);
    const { token } = (await signIn(email, "a long enough password")).body as { token: string };
    expect((await erp().call("POST", "/item", { ...item, customer: token })).status).toBe(200);
    clock = new Date(clock.getTime() + 15 * 86_400_000);
    const expired = await erp().call("POST", "/item", { ...item, customer: token });
    expect([expired.status, (expired.body as { code: string }).code]).toEqual([401, "AUTH001"]);

    clock = new Date("2026-11-22T09:00:00Z");
    const { token: again } = (await signIn(email, "a long enough password")).body as { token: string };
    expect((await account({ action: "signOut", customer: again })).status).toBe(200);
    expect((await account({ action: "getAccount", customer: again })).body.code).toBe("AUTH001");
  });

  it("a new password ends every session, this one too, and answers a new token for this browser", async () => {
    const email = await activeCustomer();
    const a = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const b = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const refused = await account({
      action: "changePassword",
      customer: a,
      current: "wrong one",
      password: "another long password",
      client: "x",
    });
    expect(refused.body).toMatchObject({ code: "BAD_REQUEST", fields: { current: ["wrong"] } });
    const weak = await account({
      action: "changePassword",
      customer: a,
      current: "a long enough password",
      password: "short",
      client: "x",
    });
    expect(weak.body.code).toBe("PASSWORD_WEAK");
    const changed = await account({
      action: "changePassword",
      customer: a,
      current: "a long enough password",
      password: "another long password",
      client: "x",
    });
    const fresh = (changed.body as { token: string }).token;
    for (const old of [a, b])
      expect((await account({ action: "getAccount", customer: old })).body.code).toBe("AUTH001");
    expect((await account({ action: "getAccount", customer: fresh })).status).toBe(200);
    expect((await signIn(email, "a long enough password")).body.code).toBe("SIGNIN_FAILED");
    expect((await signIn(email, "another long password")).status).toBe(200);
  });

  it("a signed-in session cannot be used to guess the password: the sign-in limits hold", async () => {
    const email = await activeCustomer();
    const token = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const change = (current: string) =>
      account({ action: "changePassword", customer: token, current, password: "another long password", client: "x" });
    for (let i = 0; i < SIGNIN_THROTTLE.account.free; i++)
      expect((await change(`guess number ${i}`)).body.code).toBe("BAD_REQUEST");
    expect((await change("a long enough password")).body.code).toBe("SIGNIN_LOCKED");
  });

  it("changing the e-mail needs the password and waits for the link sent to the new address", async () => {
    const email = await activeCustomer();
    const other = await activeCustomer();
    const token = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const change = (password: string, to: string) =>
      account({ action: "changeEmail", customer: token, password, email: to, client: "x" });
    expect((await change("wrong one", `moved-${Date.now()}@trade.example`)).body.code).toBe("BAD_REQUEST");
    expect((await change("a long enough password", other.toUpperCase())).body).toMatchObject({
      fields: { email: ["taken"] },
    });
    const moved = `moved-${Date.now()}@trade.example`;
    const asked = await change("a long enough password", moved);
    expect(asked.body).toEqual({ email, pending: moved });
    // Nothing changed yet: the old address still signs in, the new one does not.
    expect((await signIn(moved, "a long enough password")).body.code).toBe("SIGNIN_FAILED");
    expect((await signIn(email, "a long enough password")).status).toBe(200);
    const link = await lastEmailLink(moved);
    expect((await account({ action: "getEmailChange", token: link })).body).toEqual({ email: moved });
    const before = await mailsTo(email);
    expect((await account({ action: "confirmEmailChange", token: link })).body).toEqual({ email: moved });
    expect(await mailsTo(email)).toBe(before + 1);
    expect((await signIn(moved, "a long enough password")).status).toBe(200);
    expect((await signIn(email, "a long enough password")).body.code).toBe("SIGNIN_FAILED");
    // The link works once.
    expect((await account({ action: "confirmEmailChange", token: link })).body.code).toBe("TOKEN_INVALID");
    expect((await account({ action: "getEmailChange", token: link })).body).toEqual({ email: null });
  });

  it("an e-mail change link dies after 24 hours, with a newer request, and if the address was taken meanwhile", async () => {
    const email = await activeCustomer();
    const token = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const change = (to: string) =>
      account({ action: "changeEmail", customer: token, password: "a long enough password", email: to, client: "x" });
    const first = `first-${Date.now()}@trade.example`;
    await change(first);
    const firstLink = await lastEmailLink(first);
    const second = `second-${Date.now()}@trade.example`;
    await change(second);
    expect((await account({ action: "confirmEmailChange", token: firstLink })).body.code).toBe("TOKEN_INVALID");
    const secondLink = await lastEmailLink(second);
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 1000);
    expect((await account({ action: "confirmEmailChange", token: secondLink })).body.code).toBe("TOKEN_INVALID");
    const taken = await activeCustomer();
    const fresh = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    await account({
      action: "changeEmail",
      customer: fresh,
      password: "a long enough password",
      email: `later-${taken}`,
      client: "x",
    });
    const link = await lastEmailLink(`later-${taken}`);
    await state.db.db.execute(sql`UPDATE customers SET email = ${`later-${taken}`} WHERE email = ${taken}`);
    expect((await account({ action: "confirmEmailChange", token: link })).body).toMatchObject({
      fields: { email: ["taken"] },
    });
  });

  it("a session not kept ends after 30 idle minutes; a kept one does not; each call keeps it alive", async () => {
    const email = await activeCustomer();
    const short = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const kept = (
      (await account({ action: "signIn", email, password: "a long enough password", client: "x", remember: true }))
        .body as { token: string }
    ).token;
    const alive = async (token: string) => (await account({ action: "getAccount", customer: token })).status === 200;
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect(await alive(short)).toBe(true);
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect(await alive(short)).toBe(true);
    clock = new Date(clock.getTime() + 32 * 60_000);
    expect(await alive(short)).toBe(false);
    expect(await alive(kept)).toBe(true);
    clock = new Date(clock.getTime() + 13 * 86_400_000);
    expect(await alive(kept)).toBe(true);
  });

  it("sign out everywhere else ends every other session of the account, and only those", async () => {
    const email = await activeCustomer();
    const other = await activeCustomer();
    const tokens = await Promise.all(
      [1, 2, 3].map(async () => ((await signIn(email, "a long enough password")).body as { token: string }).token),
    );
    const theirs = ((await signIn(other, "a long enough password")).body as { token: string }).token;
    expect((await account({ action: "signOutOthers", customer: tokens[0] })).body).toEqual({ ended: 2 });
    const status = async (token: string) => (await account({ action: "getAccount", customer: token })).status;
    expect(await Promise.all([...tokens, theirs].map(status))).toEqual([200, 401, 401, 200]);
  });

  it("refuses a common password, or one made of the account's own address, for a new or changed password", async () => {
    const email = await activeCustomer();
    const token = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    for (const password of ["password1234", "Passwort12345", "qwertyuiop123", email]) {
      const answer = await account({
        action: "changePassword",
        customer: token,
        current: "a long enough password",
        password,
        client: "x",
      });
      expect(answer.body, password).toMatchObject({ code: "PASSWORD_WEAK", fields: { password: ["common"] } });
    }
    await account({ action: "requestPasswordReset", email });
    const link = await lastLink(email);
    expect((await account({ action: "setPassword", token: link, password: "zaq12wsxcde3" })).body).toMatchObject({
      code: "PASSWORD_WEAK",
      fields: { password: ["common"] },
    });
    // The refusal cost the link nothing: a good password still goes through with it.
    expect((await account({ action: "setPassword", token: link, password: "tractor gravel lantern" })).status).toBe(
      200,
    );
  });
});

describe("password tries under a burst (issue 37)", () => {
  /** scrypt slow enough that, unthrottled, every try of a burst would pass the count before any failure is written. */
  const SLOWER = { N: 2 ** 14, r: 8, p: 1 };
  const slowAccount = async (body: Record<string, unknown>) =>
    (await createErp({
      db: state.db.db,
      now: () => clock,
      scrypt: SLOWER,
      payments: { config: WALLETS_CONFIGURED },
      vies: null,
      log: () => {},
    }).call("POST", "/account", { source: "main", currency: "EUR", country: "PL", lang: "en", ...body })) as {
      status: number;
      body: Record<string, unknown> & { code?: string };
    };
  const hits = async (key: string) =>
    (await state.db.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key = ${key}`))
      .rows[0]!.n;
  const codes = (answers: { body: { code?: string }; status: number }[]) =>
    answers.reduce<Record<string, number>>((all, a) => {
      const code = a.body.code ?? String(a.status);
      return { ...all, [code]: (all[code] ?? 0) + 1 };
    }, {});

  it("40 parallel sign-ins for one account: 5 are checked and counted, the right password later is refused", async () => {
    const email = await activeCustomer();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        slowAccount({
          action: "signIn",
          email,
          password: i === 30 ? "a long enough password" : `wrong guess ${i}`,
          client: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(answers[30]!.body.code).toBe("SIGNIN_LOCKED");
    expect(codes(answers)).toEqual({ SIGNIN_FAILED: SIGNIN_THROTTLE.account.free, SIGNIN_LOCKED: 35 });
    expect(await hits(accountKey(email))).toBe(SIGNIN_THROTTLE.account.free);
    const locked = answers.find((a) => a.body.code === "SIGNIN_LOCKED")!;
    expect(locked.status).toBe(429);
    expect(locked.body.retry_after).toBe(1);
  });

  it("40 parallel sign-ins from one address for many accounts: 20 counted, the rest refused unhashed", async () => {
    // 20 tries pass the count at once: room for all of them to wait for a hashing slot (what is
    // counted is checked here; the slots have their own test below).
    const saved = { ...HASH_LIMITS };
    Object.assign(HASH_LIMITS, { queue: 40, waitMs: 30_000 });
    try {
      const tag = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          slowAccount({
            action: "signIn",
            email: `g${i}-${tag}@x.example`,
            password: "guessing a password",
            client: "192.0.2.77",
          }),
        ),
      );
      expect(codes(answers)).toEqual({ SIGNIN_FAILED: SIGNIN_THROTTLE.client.free, SIGNIN_LOCKED: 20 });
      expect(await hits(clientKey("192.0.2.77"))).toBe(SIGNIN_THROTTLE.client.free);
    } finally {
      Object.assign(HASH_LIMITS, saved);
    }
  });

  it("40 parallel password confirmations in the account: 5 counted, the right one later refused", async () => {
    const email = await activeCustomer();
    const token = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        slowAccount({
          action: "changePassword",
          customer: token,
          current: i === 30 ? "a long enough password" : `wrong guess ${i}`,
          password: "another long password",
          client: `198.51.100.${i + 1}`,
        }),
      ),
    );
    expect(answers[30]!.body.code).toBe("SIGNIN_LOCKED");
    expect(codes(answers)).toEqual({ BAD_REQUEST: SIGNIN_THROTTLE.account.free, SIGNIN_LOCKED: 35 });
    expect(await hits(accountKey(email))).toBe(SIGNIN_THROTTLE.account.free);
  });

  it("the waits grow 1, 2, 4, 8 s and stop at 15 minutes; a right password clears the account's count", async () => {
    const email = await activeCustomer();
    const start = clock.getTime();
    let elapsed = 0;
    for (let i = 0; i < SIGNIN_THROTTLE.account.free; i++) await signIn(email, "wrong password here", "203.0.113.5");
    const waits: number[] = [];
    for (let i = 0; i < 14; i++) {
      const refused = await signIn(email, "wrong password here", "203.0.113.5");
      const wait = refused.body.retry_after as number;
      waits.push(wait);
      elapsed += wait;
      clock = new Date(start + elapsed * 1000);
      expect((await signIn(email, "wrong password here", "203.0.113.5")).body.code).toBe("SIGNIN_FAILED");
    }
    expect(waits.slice(0, 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(SIGNIN_THROTTLE.account.maxDelaySeconds);
    clock = new Date(clock.getTime() + SIGNIN_THROTTLE.account.maxDelaySeconds * 1000);
    expect((await signIn(email, "a long enough password", "203.0.113.5")).status).toBe(200);
    expect(await hits(accountKey(email))).toBe(0);
  });

  it("a new password from a reset link ends the wait a stranger's guesses put on the account", async () => {
    const email = await activeCustomer();
    for (let i = 0; i < SIGNIN_THROTTLE.account.free; i++) await signIn(email, "wrong password here", "203.0.113.6");
    expect((await signIn(email, "a long enough password", "203.0.113.7")).body.code).toBe("SIGNIN_LOCKED");
    await account({ action: "requestPasswordReset", email });
    expect(
      (await account({ action: "setPassword", token: await lastLink(email), password: "a brand new password" })).status,
    ).toBe(200);
    expect((await signIn(email, "a brand new password", "203.0.113.7")).status).toBe(200);
  });

  it("with every hashing slot taken, a try is refused as busy and not counted", async () => {
    const email = await activeCustomer();
    const saved = { ...HASH_LIMITS };
    // Every slot taken and no room to wait, as under a burst of other sign-ins.
    Object.assign(HASH_LIMITS, { concurrent: 0, queue: 0 });
    try {
      const answers = await Promise.all(
        ["a long enough password", "wrong guess here"].map((password, i) =>
          slowAccount({ action: "signIn", email, password, client: `192.0.2.${90 + i}` }),
        ),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ status: 429, body: { code: "SIGNIN_BUSY", retry_after: 2 } });
      expect(await hits(accountKey(email))).toBe(0);
    } finally {
      Object.assign(HASH_LIMITS, saved);
    }
  });
});

describe("forgotten passwords", () => {
  it("answers the same for a known and an unknown address; only a known one gets a link", async () => {
    const email = await activeCustomer();
    const stranger = `stranger-${Date.now()}@trade.example`;
    const known = await account({ action: "requestPasswordReset", email });
    const unknown = await account({ action: "requestPasswordReset", email: stranger });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(await mailsTo(stranger)).toBe(0);
    expect(await lastLink(email)).toMatch(/^[\w-]{43}$/);
  });

  it("a link works once, within the hour, and ends every session", async () => {
    const email = await activeCustomer();
    const session = ((await signIn(email, "a long enough password")).body as { token: string }).token;
    await account({ action: "requestPasswordReset", email });
    const link = await lastLink(email);
    const set = await account({ action: "setPassword", token: link, password: "a brand new password" });
    expect(set.body).toEqual({ email });
    expect((await account({ action: "getAccount", customer: session })).body.code).toBe("AUTH001");
    expect((await account({ action: "setPassword", token: link, password: "yet another password" })).body.code).toBe(
      "TOKEN_INVALID",
    );
    expect((await signIn(email, "a brand new password")).status).toBe(200);

    await account({ action: "requestPasswordReset", email });
    const late = await lastLink(email);
    clock = new Date(clock.getTime() + 61 * 60_000);
    expect((await account({ action: "setPassword", token: late, password: "too late for this one" })).body.code).toBe(
      "TOKEN_INVALID",
    );
  });

  it("sends at most 3 links an hour to one account", async () => {
    const email = await activeCustomer();
    const before = await mailsTo(email);
    for (let i = 0; i < 5; i++) expect((await account({ action: "requestPasswordReset", email })).status).toBe(200);
    expect(await mailsTo(email)).toBe(before + 3);
  });
});
