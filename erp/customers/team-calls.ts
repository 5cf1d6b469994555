/** The calls of a company's admin about its people (contract/team.ts, erp/customers/team.ts). */
import type { HandlersOf } from "../call-handler.ts";
import { ErpError } from "../errors.ts";
import type { CustomerDeps } from "./calls.ts";
import { invitePerson, removePerson, setPersonRole, setTeamSettings, teamOf } from "./team.ts";

/** The signed-in person and their company: from the session token only. */
async function caller(deps: CustomerDeps, body: Parameters<CustomerDeps["context"]>[0]) {
  const ctx = await deps.context(body);
  if (!ctx.account || !ctx.person) throw new ErpError(401, "AUTH001", "Not signed in");
  return { company: ctx.account, person: ctx.person };
}

export const teamCalls: HandlersOf<
  "getTeam" | "invitePerson" | "setPersonRole" | "removePerson" | "setTeamSettings",
  CustomerDeps
> = {
  getTeam: async (deps, body) => {
    const { company, person } = await caller(deps, body);
    const people = await teamOf(deps.db, person);
    return { status: 200, body: { people, buyersseeallorders: company.buyersSeeAllOrders } };
  },
  setTeamSettings: async (deps, body) => {
    const { person } = await caller(deps, body);
    await setTeamSettings(deps.db, person, { buyersSeeAllOrders: body.buyersseeallorders });
    const people = await teamOf(deps.db, person);
    return { status: 200, body: { people, buyersseeallorders: body.buyersseeallorders } };
  },
  invitePerson: async (deps, body) => {
    const { company, person } = await caller(deps, body);
    const opts = { now: deps.now(), shopUrl: deps.shopUrl, onMail: deps.onMailQueued };
    const invited = await invitePerson(deps.db, opts, company, person, body);
    return { status: 200, body: { person: invited } };
  },
  setPersonRole: async (deps, body) => {
    const { person } = await caller(deps, body);
    return { status: 200, body: { person: await setPersonRole(deps.db, person, body.id, body.role) } };
  },
  removePerson: async (deps, body) => {
    const { person } = await caller(deps, body);
    await removePerson(deps.db, person, body.id, deps.now());
    return { status: 200, body: {} };
  },
};
