/**
 * `npm run contract:verify -- --erp-url URL --secret S`: runs the contract's conformance suite
 * (contract/conformance.ts) against an ERP over HTTP and prints, call by call, what it lacks or
 * answers wrongly. Exits 1 when the ERP cannot run the shop as it is (a required call missing, or
 * any call answering against the contract), 2 on a usage error. `--json` prints the verdicts as JSON.
 */
import { parseArgs } from "node:util";
import { passes, report, verifyErp } from "../contract/conformance/verify.ts";

const USAGE = "usage: npm run contract:verify -- --erp-url URL --secret SECRET [--json]";

function options() {
  try {
    const { values } = parseArgs({
      options: {
        "erp-url": { type: "string", default: process.env.ERP_URL },
        secret: { type: "string", default: process.env.ERP_SECRET },
        json: { type: "boolean", default: false },
      },
    });
    const erpUrl = values["erp-url"];
    if (!erpUrl || !URL.canParse(erpUrl) || !values.secret) return null;
    return { erpUrl, secret: values.secret, json: values.json };
  } catch {
    return null;
  }
}

const given = options();
if (!given) {
  console.error(`${USAGE}\n(--erp-url and --secret default to ERP_URL and ERP_SECRET)`);
  process.exit(2);
}
const verdicts = await verifyErp(given);
console.log(given.json ? JSON.stringify(verdicts, null, 2) : report(verdicts));
process.exitCode = passes(verdicts) ? 0 : 1;
