/**
 * The signed cookie session of DESIGN.md: language, currency, country, cart id and basket count.
 * No state lives in server memory, so any number of storefront instances can serve a shopper.
 *
 * Hardened (docs/decisions/0025-hardened-edges.md): over HTTPS the cookie is `__Host-session`
 * (Secure, Path=/, no Domain, so a sibling subdomain cannot plant one); every committed session
 * carries its own expiry, checked here, so a copied cookie dies on the server's clock too and not
 * only by the browser's Max-Age; and placing an order starts a new session (rotateSession).
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { env } from "./env.ts";
import type { Currency } from "../../contract/money.ts";
import type { PersonRole } from "../../contract/person-roles.ts";

/** How long a session lives after its last change: 30 days, in the cookie and on the server. */
export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

export interface SessionData {
  lang: string;
  currency: Currency;
  country: string;
  cartId: string;
  basketCount: number;
  /** The basket's delivery country, once chosen: prices everywhere carry its VAT. */
  shipCountry: string;
  urlBeforeLogin: string;
  /** The signed-in user (storefront.md section 3: token, quantity, e-mail); absent for guests. */
  user: { token: string; email: string; quantity?: number; role?: PersonRole };
  /**
   * The signed-in staff member of the office (issue 38): the ERP's staff session token, their
   * e-mail and the recovery codes they had left at sign-in. Apart from `user`: a customer's token
   * calls no office call, and a staff token no customer call.
   */
  staff: StaffCookie;
  /** When this session ends (ms since the epoch), renewed on every change; set by commitSession. */
  expires: number;
}
/** A one-time message shown after a redirect (translation key and parameters). */
export interface Notice {
  key: string;
  params?: Record<string, string | number>;
  tone?: "success" | "warning";
  /** Shown for two seconds over the page, then gone (the "item added" confirmation). */
  brief?: boolean;
}
/** The office's staff session as the cookie keeps it. */
export interface StaffCookie {
  token: string;
  email: string;
  recoveryLeft: number;
}
export interface FlashData {
  notice: Notice;
  /** New recovery codes of the office, shown once on the next page (never in a URL). */
  recoveryCodes: string[];
  /** The one-time link of an invitation just made in the office: shown once, never in a URL. */
  staffInvite: { email: string; link: string };
  /** The order just placed: its page reports the purchase the first time it is shown (purchase-event.ts). */
  purchase: string;
}
export type ShopSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

/** The cookie's name: `__Host-` prefixed whenever cookies are Secure (production over HTTPS). */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-session" : "__session");

export function sessionStorage() {
  const config = env();
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: sessionCookieName(config.secure),
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.secure,
      secrets: [config.sessionSecret],
      maxAge: SESSION_LIFETIME_SECONDS,
    },
  });
  return storage;
}

/**
 * Whether a session read from a cookie is still alive at `now`. A session without an expiry was
 * never committed by this code (or predates it): it is not trusted either.
 */
export function sessionAlive(data: Partial<SessionData>, now = Date.now()): boolean {
  return typeof data.expires === "number" && Number.isFinite(data.expires) && data.expires > now;
}

/** The request's session; an expired one reads as a new, empty session. */
export async function getSession(request: Request): Promise<ShopSession> {
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  if (Object.keys(session.data).length === 0 || sessionAlive(session.data)) return session;
  return sessionStorage().getSession(null);
}

/** The Set-Cookie value of a session, its expiry renewed. */
export function commitSession(session: ShopSession): Promise<string> {
  session.set("expires", Date.now() + SESSION_LIFETIME_SECONDS * 1000);
  return sessionStorage().commitSession(session);
}

/** What a shopper chose that outlives a basket: kept when the session is rotated. */
const KEPT_ON_ROTATION = ["lang", "currency", "country", "shipCountry", "user", "staff"] as const;

/**
 * A new session in place of `session` (an order was placed): the shopper's choices carry over, the
 * basket does not, and a copy of the old cookie no longer leads to anything the new one reaches.
 */
export async function rotateSession(session: ShopSession): Promise<ShopSession> {
  const fresh = await sessionStorage().getSession(null);
  for (const key of KEPT_ON_ROTATION) {
    const value = session.get(key);
    if (value !== undefined) fresh.set(key, value as never);
  }
  return fresh;
}

/**
 * A new session for a shopper who signs in: the old cookie's choices and basket carry over (the
 * basket is merged into the customer's by the ERP), nothing else does, and the cookie changes.
 */
export async function signInSession(
  session: ShopSession,
  user: NonNullable<SessionData["user"]>,
): Promise<ShopSession> {
  const fresh = await rotateSession(session);
  for (const key of ["cartId", "basketCount"] as const) {
    const value = session.get(key);
    if (value !== undefined) fresh.set(key, value as never);
  }
  fresh.set("user", user);
  return fresh;
}

/** A new session without the customer and their basket (storefront.md: logout clears user and basket count). */
export async function signOutSession(session: ShopSession): Promise<ShopSession> {
  const fresh = await rotateSession(session);
  fresh.unset("user");
  return fresh;
}

/** A new session carrying `session`'s choices, its basket and its customer (rotateSession keeps the rest). */
async function withBasket(session: ShopSession): Promise<ShopSession> {
  const fresh = await rotateSession(session);
  for (const key of ["cartId", "basketCount"] as const) {
    const value = session.get(key);
    if (value !== undefined) fresh.set(key, value as never);
  }
  return fresh;
}

/** A new session for a staff member who signs in to the office (no fixation): the cookie changes. */
export async function staffSignInSession(session: ShopSession, staff: StaffCookie): Promise<ShopSession> {
  const fresh = await withBasket(session);
  fresh.set("staff", staff);
  return fresh;
}

/** A new session without the staff member; a customer signed in on the same browser stays. */
export async function staffSignOutSession(session: ShopSession): Promise<ShopSession> {
  const fresh = await withBasket(session);
  fresh.unset("staff");
  return fresh;
}
