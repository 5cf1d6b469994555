/**
 * Cookie consent (storefront.md sections 3 and 4): a `consent` cookie holding JSON
 * {accepted, types} for 7 days; mandatory is always on; nothing accepted until the shopper says so.
 */
export const COOKIE_TYPES = ["mandatory", "functional", "analytics", "advertisement"] as const;
export type CookieType = (typeof COOKIE_TYPES)[number];
export interface Consent {
  accepted: boolean;
  types: CookieType[];
}

export const CONSENT_COOKIE = "consent";
export const CONSENT_MAX_AGE = 7 * 24 * 60 * 60;
export const DEFAULT_CONSENT: Consent = { accepted: false, types: ["mandatory"] };
export const ALL_TYPES: Consent = { accepted: true, types: [...COOKIE_TYPES] };

const isType = (value: unknown): value is CookieType =>
  typeof value === "string" && (COOKIE_TYPES as readonly string[]).includes(value);

/** A consent with mandatory always in, no duplicates, in the fixed order. */
export function normalizeConsent(accepted: boolean, types: readonly unknown[]): Consent {
  const chosen = new Set(types.filter(isType));
  chosen.add("mandatory");
  return { accepted, types: COOKIE_TYPES.filter((t) => chosen.has(t)) };
}

/** The consent in a Cookie header; anything missing or malformed is the default (not accepted). */
export function parseConsent(cookieHeader: string | null | undefined): Consent {
  if (!cookieHeader) return DEFAULT_CONSENT;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== CONSENT_COOKIE) continue;
    try {
      const value: unknown = JSON.parse(decodeURIComponent(part.slice(eq + 1).trim()));
      if (value && typeof value === "object" && "accepted" in value && "types" in value && Array.isArray(value.types)) {
        return normalizeConsent(value.accepted === true, value.types);
      }
    } catch {
      // A cookie we cannot read counts as no consent.
    }
    return DEFAULT_CONSENT;
  }
  return DEFAULT_CONSENT;
}

/** The Set-Cookie value storing a consent for 7 days. Readable by scripts: it holds no secret. */
export function serializeConsent(consent: Consent, secure: boolean): string {
  const value = encodeURIComponent(JSON.stringify(normalizeConsent(consent.accepted, consent.types)));
  return `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

export const allows = (consent: Consent, type: CookieType) => consent.accepted && consent.types.includes(type);

/** Google Consent Mode v2 signals for a consent: granted only for what was accepted. */
export function consentSignals(consent: Consent) {
  const state = (type: CookieType) => (allows(consent, type) ? "granted" : "denied");
  return {
    ad_storage: state("advertisement"),
    ad_user_data: state("advertisement"),
    ad_personalization: state("advertisement"),
    analytics_storage: state("analytics"),
  } as const;
}
