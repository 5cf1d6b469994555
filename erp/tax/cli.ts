/**
 * `npm run tax -- list`, `npm run tax -- register --seller PL --country GB --number GB123456789
 * --from 2026-01-01`, `npm run tax -- end --seller PL --country GB --on 2026-12-31`: the selling
 * companies' VAT registrations outside the EU (registrations.ts, decision 0039) and the VAT rates.
 * Uses DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts
 * the embedded server for the command. A running shop reads the change within five minutes.
 */
import { commandLineOrExit, runOnDatabase } from "../db/command-line.ts";
import { cliActor } from "../audit/audit.ts";
import { endVatRegistrationAudited, registerVatAudited } from "./office-calls.ts";
import { listRegistrations, RegistrationError } from "./registrations.ts";

const USAGE = `Usage:
  npm run tax -- list
  npm run tax -- register --seller PL|NL --country GB --number GB123456789 --from YYYY-MM-DD
  npm run tax -- end --seller PL|NL --country GB --on YYYY-MM-DD   (the registration's last day)`;

const { command, values: o } = commandLineOrExit(USAGE, {
  list: [],
  register: ["seller", "country", "number", "from"],
  end: ["seller", "country", "on"],
});

await runOnDatabase(
  async (db) => {
    if (command === "list") {
      const rows = await listRegistrations(db);
      if (rows.length === 0) console.log("No VAT registrations outside the EU: sales there are exports at 0%.");
      for (const r of rows)
        console.log(
          `${r.seller} in ${r.country}  ${r.vatnumber}  from ${r.validFrom}${r.validTo ? ` to ${r.validTo}` : ""}${r.demo ? "  DEMO" : ""}`,
        );
    } else if (command === "register") {
      const r = await registerVatAudited(db, cliActor("tax"), {
        seller: o.seller!,
        country: o.country!,
        vatnumber: o.number!,
        validFrom: o.from!,
      });
      console.log(`Registered: ${r.seller} in ${r.country}  ${r.vatnumber}  from ${r.validFrom}`);
    } else {
      const ended = await endVatRegistrationAudited(db, cliActor("tax"), {
        seller: o.seller!,
        country: o.country!,
        lastDay: o.on!,
      });
      console.log(ended ? `Ended on ${o.on}` : "No open registration for that seller and country");
    }
  },
  (error) => error instanceof RegistrationError,
);
