import { describe, expect, it } from "vitest";
import { sessionAlive, sessionCookieName } from "./session.ts";

describe("the session cookie", () => {
  it("is __Host- prefixed whenever it is Secure, so a sibling subdomain cannot plant one", () => {
    expect(sessionCookieName(true)).toBe("__Host-session");
    expect(sessionCookieName(false)).toBe("__session");
  });

  it("lives until its own expiry, on the server's clock", () => {
    const now = Date.UTC(2026, 10, 25);
    expect(sessionAlive({ expires: now + 1 }, now)).toBe(true);
    expect(sessionAlive({ expires: now }, now)).toBe(false);
    expect(sessionAlive({}, now)).toBe(false);
    expect(sessionAlive({ expires: Number.NaN }, now)).toBe(false);
  });
});
