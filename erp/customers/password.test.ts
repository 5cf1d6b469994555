import { afterEach, describe, expect, it } from "vitest";
import {
  HASH_LIMITS,
  HashBusyError,
  hashLoad,
  hashPassword,
  needsRehash,
  passwordProblem,
  rehashed,
  SCRYPT_PARAMS,
  verifyPassword,
} from "./password.ts";
import { delayAfter, SIGNIN_THROTTLE } from "./signin-throttle.ts";

// Small parameters keep the suite fast; the production ones are checked for what they are.
const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("customer passwords", () => {
  it("uses OWASP's scrypt minimum in production", () => {
    expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  });

  it("verifies the right password and refuses a wrong one; each hash has its own salt", async () => {
    const a = await hashPassword("correct horse battery", FAST);
    const b = await hashPassword("correct horse battery", FAST);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("correct horse battery", a, FAST)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a, FAST)).toBe(false);
    expect(await verifyPassword("", a, FAST)).toBe(false);
  });

  it("refuses every password when there is no hash (unknown e-mail), after the same work", async () => {
    expect(await verifyPassword("anything at all", null, FAST)).toBe(false);
    expect(await verifyPassword("anything at all", "garbage", FAST)).toBe(false);
  });

  it("a hash from weaker parameters asks to be renewed", async () => {
    expect(needsRehash(await hashPassword("correct horse battery", FAST))).toBe(true);
    expect(needsRehash(await hashPassword("correct horse battery", FAST), FAST)).toBe(false);
  });

  it("hashes a right password again only when its hash has other parameters", async () => {
    const old = await hashPassword("correct horse battery", FAST);
    expect(await rehashed("correct horse battery", old, FAST)).toBeNull();
    expect(await rehashed("correct horse battery", null, FAST)).toBeNull();
    const stronger = { ...FAST, N: 2 ** 11 };
    const renewed = await rehashed("correct horse battery", old, stronger);
    expect(renewed).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await verifyPassword("correct horse battery", renewed, stronger)).toBe(true);
  });

  it("asks for 12 to 128 characters (no composition rules)", async () => {
    expect(await passwordProblem("short")).toBe("tooShort");
    expect(await passwordProblem("twelve chars")).toBeNull();
    expect(await passwordProblem("żółw na łące i już")).toBeNull();
    expect(await passwordProblem("x".repeat(129))).toBe("tooLong");
  });
});

describe("hashing slots (issue 37)", () => {
  const saved = { ...HASH_LIMITS };
  afterEach(() => void Object.assign(HASH_LIMITS, saved));
  const SLOW = { N: 2 ** 15, r: 8, p: 1 };

  it("runs at most `concurrent` hashes; the queue takes `queue` more, the rest are refused at once", async () => {
    Object.assign(HASH_LIMITS, { concurrent: 1, queue: 1, waitMs: 10_000 });
    const first = hashPassword("the first password", SLOW);
    const second = hashPassword("the second password", SLOW);
    expect(hashLoad()).toEqual({ hashing: 1, waiting: 1 });
    await expect(hashPassword("the third password", FAST)).rejects.toBeInstanceOf(HashBusyError);
    await Promise.all([first, second]);
    expect(hashLoad()).toEqual({ hashing: 0, waiting: 0 });
  });

  it("a try that waits longer than waitMs is refused, and leaves no slot taken", async () => {
    Object.assign(HASH_LIMITS, { concurrent: 1, queue: 5, waitMs: 1 });
    const first = hashPassword("the first password", SLOW);
    await expect(verifyPassword("a guess", null, FAST)).rejects.toBeInstanceOf(HashBusyError);
    await first;
    expect(hashLoad()).toEqual({ hashing: 0, waiting: 0 });
    // The decoy hash did not stay broken after the busy moment.
    expect(await verifyPassword("a guess", null, FAST)).toBe(false);
  });

  it("two slots by default: half of libuv's four threads stay for the rest of the worker", () => {
    expect(saved.concurrent).toBe(2);
  });
});

describe("growing waits between password tries", () => {
  it("nothing for the first free failures, then 1, 2, 4 ... s up to the cap", () => {
    const rule = SIGNIN_THROTTLE.account;
    expect([0, 1, 4].map((n) => delayAfter(n, rule))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 14, 15, 40, 10_000].map((n) => delayAfter(n, rule))).toEqual([1, 2, 4, 8, 512, 900, 900, 900]);
  });

  it("lets at most about 100 guesses a day through per account (NIST SP 800-63B)", () => {
    const rule = SIGNIN_THROTTLE.account;
    let t = 0;
    let tries = 0;
    while (t < rule.windowSeconds) t += delayAfter(tries++, rule);
    expect(tries).toBeLessThanOrEqual(110);
  });
});

describe("common and guessable passwords (issue 37)", () => {
  it("refuses the well-known ones and their patterns, however long", async () => {
    for (const password of [
      "password1234",
      "Passwort12345",
      "qwertyuiop123",
      "zaq12wsxcde3",
      "1q2w3e4r5t6y",
      "ż".repeat(12),
    ])
      expect(await passwordProblem(password), password).toBe("common");
  });

  it("refuses one made of the account's own address or name", async () => {
    expect(await passwordProblem("werkstatt@demo-customer.example", ["werkstatt@demo-customer.example"])).toBe(
      "common",
    );
    expect(await passwordProblem("werkstatt@demo-customer.example")).toBeNull();
  });

  it("takes a few unrelated words", async () => {
    for (const password of ["tractor gravel lantern", "gravel roads and diff locks", "a long enough password"])
      expect(await passwordProblem(password), password).toBeNull();
  });
});
