/**
 * The signed cookie session of DESIGN.md: language, currency, country, cart id and basket count.
 * No state lives in server memory, so any number of storefront instances can serve a shopper.
 */
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import { env } from "./env.ts";
import type { Currency } from "../../contract/money.ts";

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
  user: { token: string; email: string; quantity?: number };
}
/** A one-time message shown after a redirect (translation key and parameters). */
export interface Notice {
  key: string;
  params?: Record<string, string | number>;
  tone?: "success" | "warning";
}
export interface FlashData {
  notice: Notice;
}
export type ShopSession = Session<SessionData, FlashData>;

let storage: ReturnType<typeof createCookieSessionStorage<SessionData, FlashData>> | undefined;

export function sessionStorage() {
  const config = env();
  storage ??= createCookieSessionStorage<SessionData, FlashData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: config.secure,
      secrets: [config.sessionSecret],
      maxAge: 60 * 60 * 24 * 30,
    },
  });
  return storage;
}

export const getSession = (request: Request) => sessionStorage().getSession(request.headers.get("Cookie"));
export const commitSession = (session: ShopSession) => sessionStorage().commitSession(session);
