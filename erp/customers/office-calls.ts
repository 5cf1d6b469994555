/**
 * The office's customer calls (POST /office, contract/office-customers.ts) as office runs:
 * erp/calls.ts wraps them with the staff session and the roles of erp/staff/roles.ts. Each write
 * is one operation of erp/customers/office-ops.ts (the command line calls the same ones) with its
 * audit entry; a mail it queued is handed to the sender once the transaction has committed.
 * Every action answers the customer after it.
 */
import type { OfficeRuns } from "../audit/office-run.ts";
import type { Database } from "../db/client.ts";
import { notFound } from "../errors.ts";
import {
  approveCustomer,
  changePriceLevel,
  changeStatus,
  changeTerms,
  declineApplicant,
  mailPasswordLink,
  type OpsOutcome,
} from "./office-ops.ts";
import { listApplicants, listOfficeCustomers, officeCustomer } from "./office-view.ts";

export interface CustomerOfficeDeps {
  db: Database;
  now: () => Date;
  /** The shop's public address for the links in mails. */
  shopUrl: string;
  onMailQueued: (id: string) => void;
}

/** The customer's page after an action (its mails handed to the sender first). */
async function answer(deps: CustomerOfficeDeps, outcome: OpsOutcome) {
  for (const id of outcome.mailIds) deps.onMailQueued(id);
  return { status: 200, body: { customer: (await officeCustomer(deps.db, outcome.customer.number))! } };
}

export const customerOfficeRuns: OfficeRuns<
  | "listOfficeCustomers"
  | "getOfficeCustomer"
  | "listApplicants"
  | "decideApplication"
  | "setCustomerPriceLevel"
  | "setCustomerTerms"
  | "setCustomerStatus"
  | "sendPasswordLink",
  CustomerOfficeDeps
> = {
  listOfficeCustomers: async (deps, body) => ({ status: 200, body: await listOfficeCustomers(deps.db, body) }),
  getOfficeCustomer: async (deps, body) => {
    const customer = await officeCustomer(deps.db, body.number);
    if (!customer) throw notFound(`Customer ${body.number}`);
    return { status: 200, body: { customer } };
  },
  listApplicants: async (deps, body) => ({ status: 200, body: await listApplicants(deps.db, body) }),
  decideApplication: async (deps, body, office) =>
    answer(
      deps,
      body.decision === "approve"
        ? await approveCustomer(deps.db, office.actor, body.number, {
            now: office.at,
            shopUrl: deps.shopUrl,
            applicantOnly: true,
          })
        : await declineApplicant(deps.db, office.actor, body.number),
    ),
  setCustomerPriceLevel: async (deps, body, office) =>
    answer(
      deps,
      await changePriceLevel(deps.db, office.actor, body.number, {
        name: body.name,
        discountBp: body.discountpct === null ? null : Math.round(body.discountpct * 100),
        brandId: body.brand || null,
        pricegroup: body.pricegroup || null,
        ...(body.tiers
          ? { tiers: body.tiers.map((t) => ({ fromQuantity: t.from, discountBp: Math.round(t.discountpct * 100) })) }
          : {}),
      }),
    ),
  setCustomerTerms: async (deps, body, office) =>
    answer(
      deps,
      await changeTerms(deps.db, office.actor, body.number, {
        creditTerms: body.creditterms,
        dueDays: body.duedays,
        creditLimit: body.creditlimit,
      }),
    ),
  setCustomerStatus: async (deps, body, office) =>
    answer(deps, await changeStatus(deps.db, office.actor, body.number, body.status, { reason: body.reason })),
  sendPasswordLink: async (deps, body, office) =>
    answer(deps, await mailPasswordLink(deps.db, office.actor, body.number, { now: office.at, shopUrl: deps.shopUrl })),
};
