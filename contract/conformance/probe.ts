/**
 * A probe of the contract's conformance suite (contract/conformance/probes.ts): the call it sends,
 * what it learns, and the answer a conforming ERP gives; and the makers of probes.
 */
import crypto from "node:crypto";
import type { z } from "zod";
import type { ErrorCode } from "../errors.ts";
import { Calls, type CallName, type CallRequest, type CallResponse, type DistributiveOmit } from "../wire.ts";

/**
 * What a call is for. A shop needs the first three to sell to guests; the others are optional: an
 * ERP without them leaves the shop without accounts, trade features, warranty claims or the office
 * (README, "Connect your own ERP").
 */
export const CALL_GROUPS = ["catalogue", "basket", "site", "accounts", "trade", "warranty", "office", "feeds"] as const;
export type CallGroup = (typeof CALL_GROUPS)[number];
export const REQUIRED_GROUPS: readonly CallGroup[] = ["catalogue", "basket", "site"];

/** What the probes learn from earlier answers. */
export interface Facts {
  item?: { id: number; urlcomponent: string; number: string; manufacturer: string };
  cart?: string;
  line?: string;
}

/** The answer a probe wants: 200 with the call's response, or a refusal with one of these codes. */
export type Expected = { status: 200; response: z.ZodTypeAny } | { status: number; codes: ErrorCode[]; field?: string };

export interface Probe {
  /** The call's name, or its method and path for the calls outside the call table. */
  name: string;
  group: CallGroup;
  method: "GET" | "POST";
  path: string;
  /** The body (null: a fact it needs is missing, the probe is skipped). */
  body: (facts: Facts) => unknown;
  expected: Expected;
  /** Sent without the ERP's credential. */
  anonymous?: true;
  /** The body's type when it is not JSON (a feed's CSV): the body is then sent as the string it is. */
  contentType?: string;
  /** What the answer teaches the probes after this one. */
  learn?: (answer: unknown, facts: Facts) => void;
}

/** A session, link or staff token no ERP has issued. */
export const NO_SUCH_TOKEN = `conformance-probe-${crypto.randomBytes(12).toString("hex")}`;
export const NO_SUCH_UUID = "00000000-0000-4000-8000-000000000000";
export const NO_SUCH_ORDER = "PROBE-0000000";
export const NO_SUCH_CLAIM = "WC-2000-000000";
/** A quote number no company has. */
export const NO_SUCH_QUOTE = "Q-1999-000001";
export const NO_SUCH_PAYMENT = "conformance_probe_0000";
/** A demo payment session id no ERP has (the demo page answers 404, or 404 where it is not offered). */
export const NO_SUCH_DEMO_PAYMENT = "demo_000000000000000000000000";
export const NO_SUCH_CUSTOMER = "PROBE0000";
export const PROBE_EMAIL = "conformance-probe@example.invalid";
export const PROBE_CLIENT = "conformance-probe";
/** The language, source and currency of every probe. */
export const common = { lang: "en", source: "main", currency: "EUR", country: "DE" } as const;

export const answer = (response: z.ZodTypeAny): Expected => ({ status: 200, response });
export const refusal = (status: number, ...codes: ErrorCode[]): Expected => ({ status, codes });
/** The customer's session is unknown: the storefront signs the shopper out. */
export const SIGNED_OUT = refusal(401, "AUTH001");
/** The office's staff session is unknown. */
export const NO_STAFF = refusal(401, "STAFF_AUTH");
export const NOT_FOUND = refusal(404, "NOT_FOUND");

/** A probe of a call of the call table, its body typed by the call's request. */
export function call<N extends CallName>(
  name: N,
  group: CallGroup,
  body: (facts: Facts) => NoInfer<DistributiveOmit<CallRequest<N>, "action">> | null,
  expected: Expected | "answer",
  learn?: (answer: NoInfer<CallResponse<N>>, facts: Facts) => void,
): Probe {
  return {
    name,
    group,
    method: "POST",
    path: Calls[name].path,
    body: (facts) => {
      const fields = body(facts);
      return fields && { ...fields, action: name };
    },
    expected: expected === "answer" ? answer(Calls[name].response) : expected,
    learn: learn as Probe["learn"],
  };
}

/** A probe whose body lacks a required field: the ERP must name it and write nothing. */
export function lacking(
  name: string,
  group: CallGroup,
  path: string,
  body: Record<string, unknown>,
  field: string,
): Probe {
  return { name, group, method: "POST", path, body: () => body, expected: { ...refusal(400, "BAD_REQUEST"), field } };
}

export const get = (path: string, group: CallGroup, response: z.ZodTypeAny): Probe => ({
  name: `GET ${path}`,
  group,
  method: "GET",
  path,
  body: () => undefined,
  expected: answer(response),
});

const item = (facts: Facts) => facts.item;
export const withItem =
  <T>(make: (item: NonNullable<Facts["item"]>) => T) =>
  (facts: Facts) => {
    const found = item(facts);
    return found ? make(found) : null;
  };
export const withCart =
  <T>(make: (cart: string, facts: Facts) => T) =>
  (facts: Facts) =>
    facts.cart ? make(facts.cart, facts) : null;
export const staff = { staff: NO_SUCH_TOKEN, lang: "en" } as const;
export const customer = { ...common, customer: NO_SUCH_TOKEN };
