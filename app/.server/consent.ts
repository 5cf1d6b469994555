/**
 * Cookie consent on the server: read from the request's `consent` cookie, written as a 7-day
 * cookie. It decides only which optional scripts a page loads (app/lib/tracking.ts); the basket,
 * checkout and every form work with the mandatory cookies alone (decision 0030).
 */
import { parseConsent, serializeConsent, type Consent } from "../lib/consent.ts";
import { env } from "./env.ts";

export type { Consent };

export const readConsent = (request: Request): Consent => parseConsent(request.headers.get("Cookie"));

export const consentCookie = (consent: Consent): string => serializeConsent(consent, env().secure);
