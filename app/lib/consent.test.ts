import { describe, expect, it } from "vitest";
import {
  ALL_TYPES,
  consentSignals,
  DEFAULT_CONSENT,
  normalizeConsent,
  parseConsent,
  serializeConsent,
} from "./consent.ts";

const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

describe("consent cookie", () => {
  it("starts not accepted with mandatory only", () => {
    expect(parseConsent(null)).toEqual({ accepted: false, types: ["mandatory"] });
    expect(parseConsent("other=1")).toEqual(DEFAULT_CONSENT);
  });
  it("round-trips through Set-Cookie, lasting 7 days", () => {
    const header = serializeConsent({ accepted: true, types: ["analytics", "mandatory"] }, true);
    expect(header).toMatch(/^consent=/);
    expect(header).toContain("Max-Age=604800");
    expect(header).toContain("SameSite=Lax");
    expect(header).toContain("Secure");
    expect(parseConsent(`a=b; ${cookieOf(header)}; c=d`)).toEqual({
      accepted: true,
      types: ["mandatory", "analytics"],
    });
    expect(JSON.parse(decodeURIComponent(cookieOf(header).slice("consent=".length)))).toEqual({
      accepted: true,
      types: ["mandatory", "analytics"],
    });
  });
  it("keeps mandatory on whatever is stored or chosen, and drops unknown types", () => {
    expect(normalizeConsent(true, ["functional", "tracking", "functional"])).toEqual({
      accepted: true,
      types: ["mandatory", "functional"],
    });
    expect(parseConsent(`consent=${encodeURIComponent(JSON.stringify({ accepted: true, types: [] }))}`)).toEqual({
      accepted: true,
      types: ["mandatory"],
    });
    expect(cookieOf(serializeConsent({ accepted: true, types: [] }, false))).toBe(
      `consent=${encodeURIComponent('{"accepted":true,"types":["mandatory"]}')}`,
    );
  });
  it("treats a malformed cookie as no consent", () => {
    expect(parseConsent("consent=%7Bnot-json")).toEqual(DEFAULT_CONSENT);
    expect(parseConsent(`consent=${encodeURIComponent('{"accepted":"yes","types":["analytics"]}')}`)).toEqual({
      accepted: false,
      types: ["mandatory", "analytics"],
    });
  });
});

describe("consent mode signals", () => {
  it("denies everything until accepted", () => {
    expect(consentSignals(DEFAULT_CONSENT)).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });
    expect(
      consentSignals({ accepted: false, types: ["mandatory", "analytics", "advertisement"] }).analytics_storage,
    ).toBe("denied");
  });
  it("grants per accepted type", () => {
    expect(consentSignals(ALL_TYPES)).toEqual({
      ad_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
      analytics_storage: "granted",
    });
    expect(consentSignals({ accepted: true, types: ["mandatory", "analytics"] })).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "granted",
    });
  });
});
