import { describe, expect, it } from "vitest";
import { ALL_TYPES, DEFAULT_CONSENT, normalizeConsent } from "./consent.ts";
import { allowedTrackers, consentModeScript, isPixelHost, trackingCspSources } from "./tracking.ts";

const config = {
  gtmId: "GTM-ABC123",
  sessionRecordingId: "abcdef1234",
  metaPixelId: "1234567890",
  pixelExcludedHosts: ["parts.example.com"],
};

describe("allowedTrackers", () => {
  it("loads nothing before consent", () => {
    expect(allowedTrackers(DEFAULT_CONSENT, config, "shop.example.com")).toEqual([]);
  });
  it("loads nothing after 'Reject all' (answered, mandatory cookies only)", () => {
    expect(allowedTrackers(normalizeConsent(true, []), config, "shop.example.com")).toEqual([]);
    expect(consentModeScript(normalizeConsent(true, []))).not.toContain("granted");
  });
  it("loads the tag manager and session recording only with analytics consent", () => {
    expect(
      allowedTrackers({ accepted: true, types: ["mandatory", "analytics"] }, config, "shop.example.com").map(
        (t) => t.kind,
      ),
    ).toEqual(["gtm", "sessionRecording"]);
  });
  it("loads the social pixel only with advertisement consent, never on development or excluded hosts", () => {
    const ads = { accepted: true, types: ["mandatory", "advertisement"] } as const;
    expect(allowedTrackers({ ...ads, types: [...ads.types] }, config, "shop.example.com")).toEqual([
      { kind: "metaPixel", id: "1234567890" },
    ]);
    for (const host of ["localhost:3000", "127.0.0.1", "parts.example.com", "PARTS.example.com:443"]) {
      expect(allowedTrackers(ALL_TYPES, config, host).map((t) => t.kind)).not.toContain("metaPixel");
    }
    expect(isPixelHost("shop.example.com")).toBe(true);
  });
  it("loads none whose id is not configured", () => {
    expect(allowedTrackers(ALL_TYPES, {}, "shop.example.com")).toEqual([]);
    expect(trackingCspSources({})).toEqual({ script: [], connect: [], img: [], frame: [] });
  });
});

describe("consentModeScript", () => {
  it("denies everything by default and updates to the stored choice", () => {
    expect(consentModeScript(DEFAULT_CONSENT)).toContain(
      `gtag('consent','default',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"denied"`,
    );
    expect(consentModeScript(DEFAULT_CONSENT)).not.toContain("'update'");
    expect(consentModeScript({ accepted: true, types: ["mandatory", "analytics"] })).toContain(
      `gtag('consent','update',{"ad_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","analytics_storage":"granted"})`,
    );
  });
  it("lets the CSP allow the configured scripts' hosts", () => {
    expect(trackingCspSources({ gtmId: "GTM-ABC123" }).script).toEqual(["https://www.googletagmanager.com"]);
    expect(trackingCspSources({ metaPixelId: "123456" }).script).toEqual(["https://connect.facebook.net"]);
  });
});
