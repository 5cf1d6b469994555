/**
 * Cookie consent on the server: read from the request's `consent` cookie, written as a 7-day
 * cookie. Adding to the basket needs accepted consent (transactions.md section 4, Add to cart 7):
 * requestContext() notes each request's consent against its session, so the basket helpers
 * (app/.server/cart.ts) refuse without it whoever calls them; a session that did not come from
 * requestContext() counts as no consent.
 */
import { parseConsent, serializeConsent, type Consent } from "../lib/consent.ts";
import { env } from "./env.ts";
import type { ShopSession } from "./session.ts";

export type { Consent };

export const readConsent = (request: Request): Consent => parseConsent(request.headers.get("Cookie"));

export const consentCookie = (consent: Consent): string => serializeConsent(consent, env().secure);

const bySession = new WeakMap<ShopSession, Consent>();

export function noteConsent(session: ShopSession, consent: Consent) {
  bySession.set(session, consent);
}

/** Whether the request that opened this session has accepted cookies. */
export const consentAccepted = (session: ShopSession): boolean => bySession.get(session)?.accepted === true;
