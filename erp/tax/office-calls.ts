/**
 * The office's VAT-registration calls (POST /office, contract/office-company.ts; the owner's only):
 * the same operations as `npm run tax -- register | end` (registrations.ts), each write audited in
 * its transaction (entity "vatRegistration", id "PL GB"). A refused registration answers 400 with
 * the problems by field.
 */
import type { OfficeRuns } from "../audit/office-run.ts";
import { recordAudit, type OfficeActor } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { optionOf, refusalByField, refusedAs } from "../errors.ts";
import { endVatRegistration, listRegistrations, registerVat, RegistrationError } from "./registrations.ts";

export interface TaxOfficeDeps {
  db: Database;
}

const FIELD_OF_OPTION: Record<string, string> = {
  seller: "seller",
  country: "country",
  number: "vatnumber",
  from: "validfrom",
  on: "lastday",
};

/** A refusal of registrations.ts as a 400 with each problem at its field (a missing rate: the day). */
export const registrationRefusal = (error: RegistrationError) =>
  refusalByField(error, FIELD_OF_OPTION, "registration", (problem) =>
    problem.startsWith("tax_rates") ? "from" : optionOf(problem),
  );

const current = async (db: Pick<Database, "execute">, seller: string, country: string) =>
  (await listRegistrations(db)).filter((r) => r.seller === seller && r.country === country);
/** A registration as the office's calls answer it (contract/office-company.ts). */
export const wireRegistration = (r: Awaited<ReturnType<typeof listRegistrations>>[number]) => ({
  seller: r.seller,
  country: r.country,
  vatnumber: r.vatnumber,
  validfrom: r.validFrom,
  validto: r.validTo,
  demo: r.demo,
});

/**
 * Records a registration with its audit entry in one transaction: the office's call and
 * `npm run tax -- register` (actor cliActor("tax")) both. Throws RegistrationError, writing nothing.
 */
export async function registerVatAudited(
  db: Database,
  actor: OfficeActor,
  input: { seller: string; country: string; vatnumber: string; validFrom: string },
) {
  return db.transaction(async (tx) => {
    const before = await current(tx, input.seller.toUpperCase(), input.country.toUpperCase());
    const registration = await registerVat(tx, input);
    await recordAudit(tx, actor, {
      entity: "vatRegistration",
      entityId: `${registration.seller} ${registration.country}`,
      action: "setVatRegistration",
      before: { registrations: before.map(wireRegistration) },
      after: wireRegistration(registration),
    });
    return registration;
  });
}

/** Ends an open registration on its last day, audited in the same transaction; false when none was open. */
export async function endVatRegistrationAudited(
  db: Database,
  actor: OfficeActor,
  input: { seller: string; country: string; lastDay: string },
): Promise<boolean> {
  const seller = input.seller.toUpperCase();
  const country = input.country.toUpperCase();
  return db.transaction(async (tx) => {
    const before = await current(tx, seller, country);
    const ended = await endVatRegistration(tx, { seller, country, lastDay: input.lastDay });
    if (ended)
      await recordAudit(tx, actor, {
        entity: "vatRegistration",
        entityId: `${seller} ${country}`,
        action: "endVatRegistration",
        before: { registrations: before.map(wireRegistration) },
        after: { registrations: (await current(tx, seller, country)).map(wireRegistration) },
      });
    return ended;
  });
}

export const taxOfficeRuns: OfficeRuns<"setVatRegistration" | "endVatRegistration", TaxOfficeDeps> = {
  setVatRegistration: async (deps, body, office) => {
    const registration = await refusedAs(RegistrationError, registrationRefusal, () =>
      registerVatAudited(deps.db, office.actor, {
        seller: body.seller,
        country: body.country,
        vatnumber: body.vatnumber,
        validFrom: body.validfrom,
      }),
    );
    return { status: 200, body: { registration: wireRegistration(registration) } };
  },
  endVatRegistration: async (deps, body, office) => {
    const removed = await refusedAs(RegistrationError, registrationRefusal, () =>
      endVatRegistrationAudited(deps.db, office.actor, {
        seller: body.seller,
        country: body.country,
        lastDay: body.lastday,
      }),
    );
    return { status: 200, body: { removed } };
  },
};
