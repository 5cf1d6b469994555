/**
 * `npm run tax -- list`, `npm run tax -- register --seller PL --country GB --number GB123456789
 * --from 2026-01-01`, `npm run tax -- end --seller PL --country GB --on 2026-12-31`: the selling
 * companies' VAT registrations outside the EU (registrations.ts, decision 0039) and the VAT rates.
 * Uses DATABASE_URL, else the embedded server the running shop holds under DATA_DIR, else starts
 * the embedded server for the command. A running shop reads the change within five minutes.
 */
import { parseArgs } from "node:util";
import { openForCommand } from "../db/client.ts";
import { endVatRegistration, listRegistrations, registerVat, RegistrationError } from "./registrations.ts";

const USAGE = `Usage:
  npm run tax -- list
  npm run tax -- register --seller PL|NL --country GB --number GB123456789 --from YYYY-MM-DD
  npm run tax -- end --seller PL|NL --country GB --on YYYY-MM-DD   (the registration's last day)`;

let parsed: ReturnType<typeof parse>;
function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      seller: { type: "string" },
      country: { type: "string" },
      number: { type: "string" },
      from: { type: "string" },
      on: { type: "string" },
    },
  });
}
try {
  parsed = parse();
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  process.exit(2);
}
const command = parsed.positionals[0];
const o = parsed.values;
if (!["list", "register", "end"].includes(command ?? "") || parsed.positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const needed: Record<string, (keyof typeof o)[]> = {
  list: [],
  register: ["seller", "country", "number", "from"],
  end: ["seller", "country", "on"],
};
const missing = needed[command!]!.filter((n) => o[n] === undefined).map((n) => `--${n}`);
if (missing.length) {
  console.error(`Missing ${missing.join(", ")}\n${USAGE}`);
  process.exit(2);
}

const database = await openForCommand();
try {
  if (command === "list") {
    const rows = await listRegistrations(database.db);
    if (rows.length === 0) console.log("No VAT registrations outside the EU: sales there are exports at 0%.");
    for (const r of rows)
      console.log(
        `${r.seller} in ${r.country}  ${r.vatnumber}  from ${r.validFrom}${r.validTo ? ` to ${r.validTo}` : ""}${r.demo ? "  DEMO" : ""}`,
      );
  } else if (command === "register") {
    const r = await registerVat(database.db, {
      seller: o.seller!,
      country: o.country!,
      vatnumber: o.number!,
      validFrom: o.from!,
    });
    console.log(`Registered: ${r.seller} in ${r.country}  ${r.vatnumber}  from ${r.validFrom}`);
  } else {
    const ended = await endVatRegistration(database.db, { seller: o.seller!, country: o.country!, lastDay: o.on! });
    console.log(ended ? `Ended on ${o.on}` : "No open registration for that seller and country");
  }
} catch (error) {
  if (!(error instanceof RegistrationError)) throw error;
  for (const problem of error.problems) console.error(problem);
  process.exitCode = 1;
} finally {
  await database.close();
}
