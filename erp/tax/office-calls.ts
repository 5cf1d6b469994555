/**
 * The office's VAT-registration calls (POST /office, contract/office-company.ts; the owner's only):
 * the same operations as `npm run tax -- register | end` (registrations.ts), each write audited in
 * its transaction (entity "vatRegistration", id "PL GB"). A refused registration answers 400 with
 * the problems by field.
 */
import type { OfficeRuns } from "../audit/office-run.ts";
import { recordAudit } from "../audit/audit.ts";
import type { Database } from "../db/client.ts";
import { ErpError } from "../errors.ts";
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
export function registrationRefusal(error: RegistrationError): ErpError {
  const fields: Record<string, string[]> = {};
  for (const problem of error.problems) {
    const option = /^--(\w+)/.exec(problem)?.[1] ?? (problem.startsWith("tax_rates") ? "from" : "");
    (fields[FIELD_OF_OPTION[option] ?? "registration"] ??= []).push(problem);
  }
  return new ErpError(400, "BAD_REQUEST", error.message, fields);
}

const current = async (db: Pick<Database, "execute">, seller: string, country: string) =>
  (await listRegistrations(db)).filter((r) => r.seller === seller && r.country === country);
const wire = (r: Awaited<ReturnType<typeof listRegistrations>>[number]) => ({
  seller: r.seller,
  country: r.country,
  vatnumber: r.vatnumber,
  validfrom: r.validFrom,
  validto: r.validTo,
  demo: r.demo,
});

export const taxOfficeRuns: OfficeRuns<"setVatRegistration" | "endVatRegistration", TaxOfficeDeps> = {
  setVatRegistration: async (deps, body, office) =>
    deps.db.transaction(async (tx) => {
      const before = await current(tx, body.seller, body.country.toUpperCase());
      let registration;
      try {
        registration = await registerVat(tx, {
          seller: body.seller,
          country: body.country,
          vatnumber: body.vatnumber,
          validFrom: body.validfrom,
        });
      } catch (error) {
        if (error instanceof RegistrationError) throw registrationRefusal(error);
        throw error;
      }
      await recordAudit(tx, office.actor, {
        entity: "vatRegistration",
        entityId: `${registration.seller} ${registration.country}`,
        action: "setVatRegistration",
        before: { registrations: before.map(wire) },
        after: wire(registration),
      });
      return { status: 200, body: { registration: wire(registration) } };
    }),
  endVatRegistration: async (deps, body, office) =>
    deps.db.transaction(async (tx) => {
      const country = body.country.toUpperCase();
      const before = await current(tx, body.seller, country);
      let removed: boolean;
      try {
        removed = await endVatRegistration(tx, { seller: body.seller, country, lastDay: body.lastday });
      } catch (error) {
        if (error instanceof RegistrationError) throw registrationRefusal(error);
        throw error;
      }
      if (removed)
        await recordAudit(tx, office.actor, {
          entity: "vatRegistration",
          entityId: `${body.seller} ${country}`,
          action: "endVatRegistration",
          before: { registrations: before.map(wire) },
          after: { registrations: (await current(tx, body.seller, country)).map(wire) },
        });
      return { status: 200, body: { removed } };
    }),
};
