/** The probes of the optional calls of customers: accounts, the trade customer's pages, warranty claims. */
import { Calls } from "../wire.ts";
import {
  call,
  common,
  customer,
  lacking,
  NO_SUCH_CLAIM,
  NO_SUCH_ORDER,
  NO_SUCH_QUOTE,
  NO_SUCH_TOKEN,
  NO_SUCH_UUID,
  NOT_FOUND,
  PROBE_CLIENT,
  PROBE_EMAIL,
  refusal,
  SIGNED_OUT,
  type Probe,
} from "./probe.ts";

export const accountProbes: Probe[] = [
  call(
    "signIn",
    "accounts",
    () => ({ ...common, email: PROBE_EMAIL, password: NO_SUCH_TOKEN, client: PROBE_CLIENT }),
    refusal(401, "SIGNIN_FAILED", "SIGNIN_LOCKED"),
  ),
  call("getAccount", "accounts", () => customer, SIGNED_OUT),
  call("signOut", "accounts", () => customer, "answer"),
  call("requestPasswordReset", "accounts", () => ({ ...common, email: PROBE_EMAIL }), "answer"),
  call(
    "setPassword",
    "accounts",
    () => ({ ...common, token: NO_SUCH_TOKEN, password: NO_SUCH_TOKEN }),
    refusal(400, "TOKEN_INVALID"),
  ),
  call(
    "changePassword",
    "accounts",
    () => ({ ...customer, current: NO_SUCH_TOKEN, password: NO_SUCH_TOKEN, client: PROBE_CLIENT }),
    SIGNED_OUT,
  ),
  call(
    "changeEmail",
    "accounts",
    () => ({ ...customer, password: NO_SUCH_TOKEN, email: PROBE_EMAIL, client: PROBE_CLIENT }),
    SIGNED_OUT,
  ),
  call("signOutOthers", "accounts", () => customer, SIGNED_OUT),
  call("getEmailChange", "accounts", () => ({ ...common, token: NO_SUCH_TOKEN }), "answer"),
  call("confirmEmailChange", "accounts", () => ({ ...common, token: NO_SUCH_TOKEN }), refusal(400, "TOKEN_INVALID")),
  call("getAddresses", "accounts", () => customer, SIGNED_OUT),
  call(
    "saveAddress",
    "accounts",
    () => ({
      ...customer,
      address: {
        firstname: "Conformance",
        lastname: "Probe",
        street: "Probestrasse",
        housenumber: "1",
        zip: "10115",
        city: "Berlin",
        country: "DE",
      },
    }),
    SIGNED_OUT,
  ),
  call("deleteAddress", "accounts", () => ({ ...customer, id: NO_SUCH_UUID }), SIGNED_OUT),
  call("getTeam", "accounts", () => customer, SIGNED_OUT),
  call(
    "invitePerson",
    "accounts",
    () => ({ ...customer, email: PROBE_EMAIL, name: "Probe", role: "buyer" }),
    SIGNED_OUT,
  ),
  call("setPersonRole", "accounts", () => ({ ...customer, id: NO_SUCH_UUID, role: "viewer" }), SIGNED_OUT),
  call("removePerson", "accounts", () => ({ ...customer, id: NO_SUCH_UUID }), SIGNED_OUT),
  call(
    "setTeamSettings",
    "accounts",
    () => ({ ...customer, buyersseeallorders: false, ponumberrequired: false, approvalrequired: false }),
    SIGNED_OUT,
  ),
  call(
    "setPersonLimits",
    "accounts",
    () => ({ ...customer, id: NO_SUCH_UUID, orderlimit: 100_000, monthlimit: null }),
    SIGNED_OUT,
  ),
  call(
    "updateSettings",
    "accounts",
    () => ({ ...customer, language: "en", preferredcurrency: "EUR", newsmail: false }),
    SIGNED_OUT,
  ),
];

export const tradeProbes: Probe[] = [
  call("getOrderHistory", "trade", () => customer, SIGNED_OUT),
  call("getAccountOrder", "trade", () => ({ ...customer, number: NO_SUCH_ORDER }), SIGNED_OUT),
  call("getOrderStatusReport", "trade", () => customer, SIGNED_OUT),
  call("getLedger", "trade", () => customer, SIGNED_OUT),
  call("getApprovals", "trade", () => customer, SIGNED_OUT),
  call("approveOrder", "trade", () => ({ ...customer, number: NO_SUCH_ORDER }), SIGNED_OUT),
  call("rejectOrder", "trade", () => ({ ...customer, number: NO_SUCH_ORDER, note: "probe" }), SIGNED_OUT),
  call("exportPriceList", "trade", () => ({ ...customer, format: "csv" }), SIGNED_OUT),
  call("reorder", "trade", () => ({ ...customer, order: NO_SUCH_ORDER }), SIGNED_OUT),
  call("requestQuote", "trade", () => ({ ...customer, cart_id: NO_SUCH_UUID, message: "probe" }), SIGNED_OUT),
  call("getQuotes", "trade", () => customer, SIGNED_OUT),
  call("getQuote", "trade", () => ({ ...customer, number: NO_SUCH_QUOTE }), SIGNED_OUT),
  call("postQuoteMessage", "trade", () => ({ ...customer, number: NO_SUCH_QUOTE, message: "probe" }), SIGNED_OUT),
  call("acceptQuote", "trade", () => ({ ...customer, number: NO_SUCH_QUOTE }), SIGNED_OUT),
  call("declineQuote", "trade", () => ({ ...customer, number: NO_SUCH_QUOTE, message: "" }), SIGNED_OUT),
  lacking("applyForAccount", "trade", Calls.applyForAccount.path, { ...common, action: "applyForAccount" }, "company"),
];

export const warrantyProbes: Probe[] = [
  lacking(
    "submitWarrantyClaim",
    "warranty",
    Calls.submitWarrantyClaim.path,
    { ...common, action: "submitWarrantyClaim" },
    "brand",
  ),
  call("getClaimStatus", "warranty", () => ({ ...common, number: NO_SUCH_CLAIM, token: "A".repeat(43) }), NOT_FOUND),
  call("getAccountClaims", "warranty", () => customer, SIGNED_OUT),
];
