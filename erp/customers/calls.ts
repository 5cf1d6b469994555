/** The account's calls (/account) and the application for a trade account. */
import { ApplicationFieldsSchema } from "../../contract/application.ts";
import type { ContextFields, HandlersOf, MailOffices } from "../call-handler.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
import { accountOf } from "./account.ts";
import { addressesOf, deleteAddress, saveAddress, updateSettings } from "./addresses.ts";
import { applyForAccount } from "./applications.ts";
import {
  changeEmail,
  changePassword,
  confirmEmailChange,
  customerOfSession,
  pendingEmailChange,
  requestPasswordReset,
  setPasswordWithToken,
  signIn,
  signOut,
  signOutOthers,
  type AuthOptions,
} from "./auth.ts";
import type { Customer } from "./customers.ts";
import type { Person } from "./people.ts";
import type { PriceLevel } from "../price-levels.ts";

export interface CustomerDeps {
  db: Database;
  now: () => Date;
  /**
   * The caller's account and its price levels: null and none for a guest, AUTH001 for a session that
   * ended (erp/call-context.ts).
   */
  context: (
    body: ContextFields,
  ) => Promise<{ account: Customer | null; person: Person | null; levels: readonly PriceLevel[] }>;
  auth: (at: Date) => AuthOptions;
  mail: MailOffices;
  /** The shop's public address for links in e-mails. */
  shopUrl: string;
  onMailQueued: (id: string) => void;
  /** Sign-in: the guest's basket joins the customer's (erp/cart/calls.ts), answered with its count. */
  joinBasket: (
    fields: ContextFields,
    guestCartId: string | null | undefined,
  ) => Promise<{ cart_id: string; quantity: number } | null>;
}

type AccountCall =
  | "getAccount"
  | "changePassword"
  | "signOutOthers"
  | "changeEmail"
  | "getAddresses"
  | "saveAddress"
  | "deleteAddress"
  | "updateSettings";

/** The calls of a signed-in customer: the account and the person come from the session token only. */
export async function signedIn(deps: CustomerDeps, body: ContextFields) {
  const at = deps.now();
  const ctx = await deps.context(body);
  if (!ctx.account || !ctx.person) throw new ErpError(401, "AUTH001", "Not signed in");
  return { at, account: ctx.account, person: ctx.person, levels: ctx.levels };
}

export const customerCalls: HandlersOf<
  | AccountCall
  | "signIn"
  | "requestPasswordReset"
  | "setPassword"
  | "signOut"
  | "getEmailChange"
  | "confirmEmailChange"
  | "applyForAccount",
  CustomerDeps
> = {
  signIn: async (deps, body) => {
    const { token, customer, person } = await signIn(deps.auth(deps.now()), body);
    // The guest's basket joins the customer's, priced and capped for the customer.
    const basket = await deps.joinBasket({ ...body, customer: token }, body.cart_id);
    return { status: 200, body: { token, account: await accountOf(deps.db, customer, person), basket } };
  },
  requestPasswordReset: async (deps, body) => {
    await requestPasswordReset(deps.auth(deps.now()), body.email);
    return { status: 200, body: {} };
  },
  setPassword: async (deps, body) => ({
    status: 200,
    body: await setPasswordWithToken(deps.auth(deps.now()), body),
  }),
  signOut: async (deps, body) => {
    await signOut(deps.db, body.customer);
    return { status: 200, body: {} };
  },
  getEmailChange: async (deps, body) => ({
    status: 200,
    body: { email: (await pendingEmailChange(deps.auth(deps.now()), body.token))?.email ?? null },
  }),
  confirmEmailChange: async (deps, body) => ({
    status: 200,
    body: await confirmEmailChange(deps.auth(deps.now()), body.token),
  }),
  getAccount: async (deps, body) => {
    // The levels came with the session check: no statement of their own (issue 40).
    const { account, person, levels } = await signedIn(deps, body);
    return { status: 200, body: { account: await accountOf(deps.db, account, person, levels) } };
  },
  changePassword: async (deps, body) => {
    const { at, account, person } = await signedIn(deps, body);
    const input = { ...body, session: body.customer };
    return { status: 200, body: await changePassword(deps.auth(at), account, person, input) };
  },
  signOutOthers: async (deps, body) => {
    const { person } = await signedIn(deps, body);
    return { status: 200, body: await signOutOthers(deps.db, person, body.customer) };
  },
  changeEmail: async (deps, body) => {
    const { at, account, person } = await signedIn(deps, body);
    return { status: 200, body: await changeEmail(deps.auth(at), account, person, body) };
  },
  getAddresses: async (deps, body) => {
    const { account } = await signedIn(deps, body);
    return { status: 200, body: { addresses: await addressesOf(deps.db, account) } };
  },
  saveAddress: async (deps, body) => {
    const { account } = await signedIn(deps, body);
    const address = await saveAddress(deps.db, account, { ...body.address, id: body.id });
    return { status: 200, body: { address } };
  },
  deleteAddress: async (deps, body) => {
    const { account } = await signedIn(deps, body);
    await deleteAddress(deps.db, account, body.id);
    return { status: 200, body: {} };
  },
  updateSettings: async (deps, body) => {
    const { at, account, person } = await signedIn(deps, body);
    const settings = { language: body.language, currency: body.preferredcurrency, newsMail: body.newsmail };
    await updateSettings(deps.db, account, { ...settings, now: at });
    const customer = await customerOfSession(deps.db, body.customer, at);
    if (!customer) throw new ErpError(401, "AUTH001", "Not signed in");
    return { status: 200, body: { account: await accountOf(deps.db, customer, person) } };
  },
  applyForAccount: async (deps, body, raw) => {
    const { mailIds } = await applyForAccount(deps.db, {
      source: body.source,
      office: deps.mail.office[body.source],
      shopUrl: deps.shopUrl,
      // Only the application's own fields (the common ones are the request's, not the applicant's).
      application: ApplicationFieldsSchema.parse(raw),
    });
    for (const id of mailIds) deps.onMailQueued(id);
    return { status: 200, body: { received: true } };
  },
};
