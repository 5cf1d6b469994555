import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, passwordProblem, SCRYPT_PARAMS, verifyPassword } from "./password.ts";

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

  it("asks for length only: 12 to 128 characters", () => {
    expect(passwordProblem("short")).toBe("tooShort");
    expect(passwordProblem("twelve chars")).toBeNull();
    expect(passwordProblem("ż".repeat(12))).toBeNull();
    expect(passwordProblem("x".repeat(129))).toBe("tooLong");
  });
});
