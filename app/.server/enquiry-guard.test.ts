import { describe, expect, it } from "vitest";
import {
  checkHoneypot,
  clientAddress,
  HONEYPOT_FIELD,
  honeypotInputProps,
  STAMP_STEP_MS,
  VALID_FROM_FIELD,
} from "./enquiry-guard.ts";
import type { EnquiryConfig } from "./env.ts";

const config = (seconds: number): EnquiryConfig => ({
  ENQUIRY_MIN_FILL_SECONDS: seconds,
  ENQUIRY_RATE_LIMIT: 10,
  ENQUIRY_RATE_WINDOW_SECONDS: 60,
  CAPTCHA_TIMEOUT_MS: 5000,
  HONEYPOT_SECRET: "honeypot-secret-0123456789",
});
const posted = (props: ReturnType<typeof honeypotInputProps>, decoy = "") => {
  const data = new FormData();
  data.set(props.nameFieldName, decoy);
  if (props.validFromFieldName) data.set(props.validFromFieldName, props.encryptedValidFrom);
  return data;
};

describe("honeypot and minimum fill time", () => {
  it("passes an empty decoy posted after the minimum fill time", () => {
    const props = honeypotInputProps(config(3), Date.now() - 4000);
    expect(props.nameFieldName).toBe(HONEYPOT_FIELD);
    expect(props.validFromFieldName).toBe(VALID_FROM_FIELD);
    expect(checkHoneypot(posted(props), config(3))).toBe("ok");
  });
  it("refuses a post sooner than the minimum fill time, a filled decoy, missing fields and a forged stamp", () => {
    expect(checkHoneypot(posted(honeypotInputProps(config(3))), config(3))).toBe("tooFast");
    expect(checkHoneypot(posted(honeypotInputProps(config(0), Date.now() - 10)), config(0))).toBe("ok");
    expect(checkHoneypot(posted(honeypotInputProps(config(0), Date.now() - 10), "Bot Name"), config(0))).toBe("filled");
    expect(checkHoneypot(new FormData(), config(0))).toBe("missing");
    const forged = posted(honeypotInputProps(config(0), Date.now() - 10));
    forged.set(VALID_FROM_FIELD, "U2FsdGVkX1+bogus");
    expect(checkHoneypot(forged, config(0))).toBe("missing");
    // A stamp made with another secret does not decrypt, whatever random salt it got (some make
    // crypto-js throw, a few decrypt to a short digit string): 2,000 stamps, one per step.
    const start = Date.now() - 10;
    for (let i = 0; i < 2000; i++) {
      const other = posted(
        honeypotInputProps({ ...config(0), HONEYPOT_SECRET: "another-secret-0123456789" }, start - i * STAMP_STEP_MS),
      );
      expect(checkHoneypot(other, config(0))).toBe("missing");
    }
  });
});

describe("the stamp of a step", () => {
  it("is made once for the forms shown within one step, and anew in the next step or with another secret", () => {
    const step = Math.floor(Date.now() / STAMP_STEP_MS) * STAMP_STEP_MS - 10 * STAMP_STEP_MS;
    const first = honeypotInputProps(config(0), step + 1);
    expect(honeypotInputProps(config(0), step + STAMP_STEP_MS - 1)).toBe(first);
    const next = honeypotInputProps(config(0), step + STAMP_STEP_MS);
    expect(next.encryptedValidFrom).not.toBe(first.encryptedValidFrom);
    const other = honeypotInputProps(
      { ...config(0), HONEYPOT_SECRET: "another-secret-0123456789" },
      step + STAMP_STEP_MS,
    );
    expect(other.encryptedValidFrom).not.toBe(next.encryptedValidFrom);
    // The stamp is the step's start: a post within the step passes, as the minimum allows.
    expect(checkHoneypot(posted(next), config(0))).toBe("ok");
  });
});

describe("client address", () => {
  const request = (xff?: string) =>
    new Request("http://shop.test/contact", { headers: xff ? { "X-Forwarded-For": xff } : {} });
  it("is the socket's address unless the proxy is trusted", () => {
    expect(clientAddress(request("198.51.100.1"), { clientAddress: "::ffff:10.0.0.5" }, false)).toBe("10.0.0.5");
    expect(clientAddress(request(), {}, false)).toBe("unknown");
  });
  it("behind a trusted proxy is the address the proxy appended, not what the client claimed", () => {
    expect(clientAddress(request("1.2.3.4, 203.0.113.9"), { clientAddress: "10.0.0.1" }, true)).toBe("203.0.113.9");
    expect(clientAddress(request(), { clientAddress: "10.0.0.1" }, true)).toBe("10.0.0.1");
  });
});
