/** The calls of a company's admin about its people (contract/team.ts, erp/customers/team.ts). */
import type { HandlersOf } from "../call-handler.ts";
import { signedIn, type CustomerDeps } from "./calls.ts";
import {
  invitePerson,
  removePerson,
  setPersonLimits,
  setPersonRole,
  setTeamSettings,
  teamOf,
  type TeamSettings,
} from "./team.ts";

/** The company's own rules as the calls answer them. */
const settingsOf = (company: TeamSettings) => ({
  buyersseeallorders: company.buyersSeeAllOrders,
  ponumberrequired: company.poNumberRequired,
  approvalrequired: company.approvalRequired,
});

export const teamCalls: HandlersOf<
  "getTeam" | "invitePerson" | "setPersonRole" | "removePerson" | "setTeamSettings" | "setPersonLimits",
  CustomerDeps
> = {
  getTeam: async (deps, body) => {
    const { account: company, person } = await signedIn(deps, body);
    const people = await teamOf(deps.db, person);
    return { status: 200, body: { people, ...settingsOf(company), currency: company.currency } };
  },
  setTeamSettings: async (deps, body) => {
    const { account: company, person } = await signedIn(deps, body);
    const settings = {
      buyersSeeAllOrders: body.buyersseeallorders,
      poNumberRequired: body.ponumberrequired,
      approvalRequired: body.approvalrequired,
    };
    await setTeamSettings(deps.db, person, settings);
    const people = await teamOf(deps.db, person);
    return { status: 200, body: { people, ...settingsOf(settings), currency: company.currency } };
  },
  invitePerson: async (deps, body) => {
    const { account: company, person } = await signedIn(deps, body);
    const opts = { now: deps.now(), shopUrl: deps.shopUrl, onMail: deps.onMailQueued };
    const invited = await invitePerson(deps.db, opts, company, person, body);
    return { status: 200, body: { person: invited } };
  },
  setPersonRole: async (deps, body) => {
    const { person } = await signedIn(deps, body);
    return { status: 200, body: { person: await setPersonRole(deps.db, person, body.id, body.role) } };
  },
  setPersonLimits: async (deps, body) => {
    const { person } = await signedIn(deps, body);
    const limits = { orderLimit: body.orderlimit, monthLimit: body.monthlimit };
    return { status: 200, body: { person: await setPersonLimits(deps.db, person, body.id, limits) } };
  },
  removePerson: async (deps, body) => {
    const { person } = await signedIn(deps, body);
    await removePerson(deps.db, person, body.id, deps.now());
    return { status: 200, body: {} };
  },
};
