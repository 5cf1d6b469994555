import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  matchingStep,
  newRecoveryCode,
  newTotpSecret,
  normalRecoveryCode,
  RECOVERY_ALPHABET,
  RECOVERY_CODE,
  TOTP_ISSUER,
  totpCode,
  totpStep,
  totpUri,
} from "./second-factor.ts";

describe("TOTP", () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890" at 59 s gives 94287082 (8 digits).
  const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";

  it("follows RFC 6238 (SHA-1, 30 s, the last 6 digits)", () => {
    expect(totpCode(RFC_SECRET, new Date(59_000))).toBe("287082");
    expect(totpCode(RFC_SECRET, new Date(1_111_111_109_000))).toBe("081804");
    expect(totpStep(new Date(59_000))).toBe(1);
  });

  it("matches a code one step away, not two, and names its step", () => {
    const at = new Date("2026-11-22T09:00:10Z");
    const step = totpStep(at);
    const away = (n: number) => totpCode(RFC_SECRET, new Date(at.getTime() + n * 30_000));
    expect(matchingStep(RFC_SECRET, away(0), at)).toBe(step);
    expect(matchingStep(RFC_SECRET, away(-1), at)).toBe(step - 1);
    expect(matchingStep(RFC_SECRET, away(1), at)).toBe(step + 1);
    expect(matchingStep(RFC_SECRET, away(2), at)).toBeNull();
    expect(matchingStep(RFC_SECRET, away(-2), at)).toBeNull();
    expect(matchingStep(RFC_SECRET, "12345", at)).toBeNull();
    expect(matchingStep(RFC_SECRET, "abcdef", at)).toBeNull();
  });

  it("makes 160-bit secrets and the URI apps read, issued by the shop's name", () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri(secret, "anna@shop.example"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe(TOTP_ISSUER);
    expect(uri.searchParams.get("digits")).toBe("6");
    expect(uri.searchParams.get("period")).toBe("30");
    const en = JSON.parse(fs.readFileSync(new URL("../../locales/en/common.json", import.meta.url), "utf8"));
    expect(TOTP_ISSUER).toBe(en.shell.shopName);
  });
});

describe("recovery codes", () => {
  it("are xxxxx-xxxxx from an alphabet without look-alikes, and differ", () => {
    const codes = Array.from({ length: 200 }, newRecoveryCode);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
    expect(new Set(codes).size).toBe(200);
    for (const lookAlike of "01lio2z5s8b") expect(RECOVERY_ALPHABET).not.toContain(lookAlike);
    // Every character of the alphabet turns up: drawn from all of it.
    expect(new Set(codes.join("").replace(/-/g, "")).size).toBe(RECOVERY_ALPHABET.length);
  });

  it("are read as typed: any case, spaces, with or without the dash", () => {
    const code = newRecoveryCode();
    expect(normalRecoveryCode(code.toUpperCase())).toBe(code);
    expect(normalRecoveryCode(code.replace("-", ""))).toBe(code);
    expect(normalRecoveryCode(` ${code.slice(0, 3)} ${code.slice(3)} `)).toBe(code);
    expect(normalRecoveryCode("aaaaa-aaaa")).toBeNull();
    expect(normalRecoveryCode("00000-00000")).toBeNull();
    expect(normalRecoveryCode("123456")).toBeNull();
  });
});
